// Package ctorrectools registers a tool on a server another package builds with a recovery.
package ctorrectools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var names = []string{"a", "b"}

// Register adds the tools to s.
func Register(s *server.MCPServer) { // want Register:`pending\(nameAt: index from argument-derived input`
	s.AddTool(mcp.NewTool("name_at"), nameAt)
}

func nameAt(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	i := req.GetInt("index", 0)
	if i >= len(names) {
		return mcp.NewToolResultError("no such name"), nil
	}
	return mcp.NewToolResultText(names[i]), nil // FINE: ctorrec's server recovers
}
