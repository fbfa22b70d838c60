// Command recovered puts a recovering receiving middleware in front of every handler.
package main

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Filters map[string]any `json:"filters"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "1.0.0"}, nil)
	s.AddReceivingMiddleware(recoverAll)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, func(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, any, error) {
		limit := args.Filters["limit"].(float64) // recovered by recoverAll
		return nil, limit, nil
	})
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func recoverAll(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("recovered: %v", r)
			}
		}()
		return next(ctx, method, req)
	}
}
