// Command wrapfill registers its tools through a converting wrapper, but also puts one into a
// map by index and registers the map's tools bare: that handler's errors reach the client as
// JSON-RPC errors, and the map's contents are not followed, so none of the tool list counts as
// converted.
package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a definition with its handler.
type Tool struct {
	Definition mcp.Tool
	Handler    server.ToolHandlerFunc
}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	for _, t := range tools() {
		s.AddTool(t.Definition, wrap(t).Handler)
	}
	byName := map[string]*Tool{}
	byName["find"] = tools()[0]
	for _, t := range byName {
		s.AddTool(t.Definition, t.Handler)
	}
	_ = server.ServeStdio(s)
}

func wrap(tool *Tool) *Tool {
	return &Tool{
		Definition: tool.Definition,
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		},
	}
}

func tools() []*Tool {
	return []*Tool{{
		Definition: mcp.NewTool("find"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("cannot find") // want `tool handler func literal returns an error`
		},
	}}
}
