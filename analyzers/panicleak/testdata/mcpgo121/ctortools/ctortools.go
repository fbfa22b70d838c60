// Package ctortools registers its tools on a server that another package builds.
package ctortools

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
	upper := make([]string, len(names))
	for k, n := range names {
		upper[k] = n // FINE: a range's key is never negative
	}
	return mcp.NewToolResultText(names[i]), nil // want `^index from argument-derived input with no lower bound check in tool handler ctortools.nameAt` related=ctortools/ctortools.go:15,ctorsrv/main.go:13
}
