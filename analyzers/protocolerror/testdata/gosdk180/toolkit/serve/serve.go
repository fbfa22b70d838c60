// Package serve builds the server for package defs' tools: one raw handler per tool calls its // want package:`stored\(2\)`
// Handler field and returns its error unchanged.
package serve

import (
	"context"
	"encoding/json"
	"fmt"

	"example.com/gosdk180/toolkit/api"
	"example.com/gosdk180/toolkit/defs"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func toRaw(t api.Tool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, fmt.Errorf("arguments of %s: %w", t.Name, err) // want `tool handler func literal returns an error, which go-sdk v1.8.0 sends from a raw` related=36
		}
		res, err := t.Handler(api.Params{Args: args})
		if err != nil {
			return nil, err
		}
		if res.Err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: res.Err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Text}}}, nil
	}
}

// Serve registers every tool.
func Serve(ctx context.Context) error { // want Serve:`mayReturnError\(toolkit/serve/serve.go:38\)`
	s := mcp.NewServer(&mcp.Implementation{Name: "kit", Version: "1.0.0"}, nil)
	for _, t := range defs.Tools() {
		s.AddTool(&mcp.Tool{Name: t.Name}, toRaw(t))
	}
	return s.Run(ctx, &mcp.StdioTransport{})
}
