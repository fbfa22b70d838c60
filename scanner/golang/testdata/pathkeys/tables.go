package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// tools declares its handlers in a package-level table: each is a path of its own, named by the
// tool it is registered as.
var tools = []server.ServerTool{
	{
		Tool: mcp.NewTool("alpha"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultError("alpha failed"), nil // want: errorresult path=alpha
		},
	},
	{
		Tool: mcp.NewTool("beta"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if req.GetString("x", "") == "" {
				return mcp.NewToolResultError("x is required"), nil // want: errorresult path=beta
			}
			return mcp.NewToolResultError("beta failed"), nil // want: errorresult path=beta
		},
	},
}

// handlers is a table without tool definitions: its handlers are named by their keys.
var handlers = map[string]server.ToolHandlerFunc{
	"gamma": func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("gamma failed"), nil // want: errorresult path=gamma
	},
	"delta": func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("delta failed"), nil // want: errorresult path=delta
	},
}

// chain holds handlers with neither a tool nor a key: they are told apart by their place.
var chain = []server.ToolHandlerFunc{
	func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("first failed"), nil // want: errorresult path=first
	},
	func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("second failed"), nil // want: errorresult path=second
	},
}

// register adds handlers written inline: one path each, by tool.
func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("epsilon"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("epsilon failed"), nil // want: errorresult path=epsilon
	})
	s.AddTool(mcp.NewTool("zeta"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("zeta failed"), nil // want: errorresult path=zeta
	})
	for name, h := range handlers {
		s.AddTool(mcp.NewTool(name), h)
	}
	st := &store{}
	s.AddTool(mcp.NewTool("list"), st.List)
}

func main() {
	register(server.NewMCPServer("store", "1.0.0"))
}
