// Package inventory turns typed handlers into raw ones, as large go-sdk servers do to register
// every tool through one path.
package inventory

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Entry is a tool and a factory of its raw handler.
type Entry struct {
	Tool    mcp.Tool
	Factory func(deps any) mcp.ToolHandler
}

// FromTyped wraps a typed handler: the raw handler it builds returns the typed handler's error,
// which go-sdk then sends as a JSON-RPC error.
func FromTyped[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) Entry {
	return Entry{
		Tool: tool,
		Factory: func(any) mcp.ToolHandler { // want `store example.com/adapt/inventory.Entry.Factory: func literal in FromTyped`
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var in In
				if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
				}
				res, _, err := h(ctx, req, in)
				return res, err
			}
		},
	}
}

// Register adds an entry to a server.
func (e Entry) Register(s *mcp.Server) {
	s.AddTool(&e.Tool, e.Factory(nil))
}
