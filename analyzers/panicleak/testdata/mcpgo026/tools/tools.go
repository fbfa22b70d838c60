// Package tools holds handlers written apart from the server that registers them.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Search reads its query unchecked; the server's package decides whether that escapes.
func Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Search:`pending\(unchecked type assertion on a tool argument in tool handler Search at tools.go:13`
	q := req.Params.Arguments["query"].(string)
	return mcp.NewToolResultText("results for " + q), nil
}

// Echo checks its argument: fine everywhere.
func Echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	s, ok := req.Params.Arguments["text"].(string)
	if !ok {
		return mcp.NewToolResultError("text must be a string"), nil
	}
	return mcp.NewToolResultText(s), nil
}

// RegisterAll registers tools on a server built elsewhere.
func RegisterAll(s *server.MCPServer) { // want RegisterAll:`pending\(.*func literal at tools.go:29`
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := req.Params.Arguments["n"].(float64)
		return mcp.NewToolResultText(string(rune(int(n)))), nil
	})
}
