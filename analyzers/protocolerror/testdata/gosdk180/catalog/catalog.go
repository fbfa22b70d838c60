// Package catalog turns typed handlers into raw go-sdk handlers, so that every tool of a server
// is registered through one path (the shape of a large go-sdk server's inventory package).
package catalog

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Entry is a tool and the factory of its raw handler.
type Entry struct {
	Tool  mcp.Tool
	Build func(deps any) mcp.ToolHandler
}

// Typed wraps a typed handler in a raw one that returns the typed handler's error unchanged:
// go-sdk sends that error as a JSON-RPC error, because the raw handler is what is registered.
func Typed[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) Entry {
	return Entry{Tool: tool, Build: func(any) mcp.ToolHandler {
		return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "invalid arguments: " + err.Error()}}}, nil
			}
			res, _, err := h(ctx, req, in)
			return res, err
		}
	}}
}

// Register registers the entries on a server.
func Register(s *mcp.Server, deps any, entries ...Entry) {
	for _, e := range entries {
		tool := e.Tool
		s.AddTool(&tool, e.Build(deps))
	}
}
