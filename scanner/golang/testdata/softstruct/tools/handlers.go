package tools

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/jobs-mcp/ledger"
)

type chargeInput struct {
	Account string `json:"account"`
	Amount  int    `json:"amount"`
}

func charge(deps Deps, in chargeInput) (ledger.Receipt, error) {
	if deps.Ledger == nil {
		return ledger.Receipt{}, errors.New("no ledger")
	}
	return deps.Ledger.Charge(in.Account, in.Amount)
}

func Register(srv *server.MCPServer, deps Deps) {
	srv.AddTool(mcp.NewTool("charge"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := charge(deps, chargeInput{Account: req.GetString("account", ""), Amount: req.GetInt("amount", 0)})
		if err != nil {
			return nil, err
		}
		b, _ := json.Marshal(res)
		return mcp.NewToolResultText(string(b)), nil
	})
	srv.AddTool(mcp.NewTool("refund"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := deps.Ledger.Refund(req.GetString("account", ""), req.GetInt("amount", 0))
		if err != nil {
			return nil, err
		}
		b, _ := json.Marshal(res)
		return mcp.NewToolResultText(string(b)), nil
	})
}
