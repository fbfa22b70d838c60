// Package tools holds handlers written apart from the server that registers them.
package tools

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Search reads its query unchecked; the server's package decides whether that escapes.
func Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Search:`pending\(Search: unchecked type assertion on a tool argument at tools/tools.go:14\)`
	q := req.Params.Arguments["query"].(string) // want `^unchecked type assertion on a tool argument in tool handler tools.Search: mcp-go v0.26.0 has no recovery of its own, so the panic kills the process on stdio and SSE; check the value and return an isError result, or add server.WithRecovery\(\)$` related=server/main.go:17
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

// RegisterAll registers tools on a server built elsewhere, some through a helper.
func RegisterAll(s *server.MCPServer) { // want RegisterAll:`pending\(func literal in RegisterAll: unchecked type assertion on a tool argument at tools/tools.go:31; func literal in registerPair: index into a strings.Split result without a length check at tools/tools.go:44; func literal in registerPair: unchecked type assertion on a tool argument at tools/tools.go:46\)`
	registerPair(s)
	s.AddTool(mcp.NewTool("count"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := req.Params.Arguments["n"].(float64) // want `^unchecked type assertion on a tool argument in tool handler func literal in tools.RegisterAll: mcp-go v0.26.0` related=30,server/main.go:19
		return mcp.NewToolResultText(string(rune(int(n)))), nil
	})
}

// registerPair registers a handler with two panic sites; each is reported once, at the use of
// RegisterAll in the server's package.
func registerPair(s *server.MCPServer) { // want registerPair:`pending\(func literal in registerPair: index .* at tools/tools.go:44; func literal in registerPair: unchecked .* at tools/tools.go:46\)`
	s.AddTool(mcp.NewTool("pair"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw, ok := req.Params.Arguments["pair"].(string)
		if !ok {
			return mcp.NewToolResultError("pair must be a string"), nil
		}
		val := strings.Split(raw, "=")[1] // want `^index into a strings.Split result without a length check in tool handler func literal in tools.registerPair: mcp-go v0.26.0` related=39,server/main.go:19
		for i := range req.Params.Arguments {
			_ = req.Params.Arguments[i].(string) // want `^unchecked type assertion on a tool argument in tool handler func literal in tools.registerPair: mcp-go v0.26.0` related=39,server/main.go:19
		}
		return mcp.NewToolResultText(val), nil
	})
}
