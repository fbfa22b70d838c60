package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// adapt turns a handler of the arguments alone into a tool handler.
func adapt(h func(map[string]any) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(req.GetArguments())
	}
}

func registerLegacy(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("purge_notes"), adapt(purgeNotes))
	s.AddTool(mcp.NewTool("prune_notes"), adapt(pruneNotes))
}
