// Command gosdk is a go-sdk server with a raw handler that returns its validation failure as a
// Go error (a JSON-RPC error with code 0) and a typed handler whose error becomes an isError
// result.
package main

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupIn struct {
	ID string `json:"id"`
}

type lookupOut struct {
	Name string `json:"name"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "lookup", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "raw_lookup", InputSchema: json.RawMessage(`{"type":"object"}`)}, rawLookup)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookup)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func rawLookup(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in lookupIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	if in.ID == "" {
		return nil, errors.New("id is required")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.ID}}}, nil
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, lookupOut, error) {
	if in.ID == "" {
		return nil, lookupOut{}, errors.New("id is required")
	}
	return nil, lookupOut{Name: in.ID}, nil
}
