package main

import (
	"context"
	"encoding/json"

	"example.com/gosdk180/tools"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupIn struct {
	Filters map[string]any `json:"filters"`
}

type lookupOut struct {
	Count int `json:"count"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookup)
	s.AddTool(&mcp.Tool{Name: "raw", InputSchema: json.RawMessage(`{"type":"object"}`)}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "checked"}, checked)
	tools.Register(s) // brings tools.split, whose panic is reported where it stands
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, lookupOut, error) {
	limit := in.Filters["limit"].(float64) // want `unchecked type assertion on a tool argument in tool handler lookup: go-sdk v1.8.0 never recovers, so the panic kills the server process on every transport` related=22
	return nil, lookupOut{Count: int(limit)}, nil
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments must be an object"}}}, nil
	}
	path := args["path"].(string) // want `unchecked type assertion on a tool argument in tool handler raw: go-sdk v1.8.0 never recovers` related=23
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: path}}}, nil
}

// checked uses the comma-ok form: nothing to report.
func checked(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, lookupOut, error) {
	limit, ok := in.Filters["limit"].(float64)
	if !ok {
		limit = 10
	}
	return nil, lookupOut{Count: int(limit)}, nil
}
