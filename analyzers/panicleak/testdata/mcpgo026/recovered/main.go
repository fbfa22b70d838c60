// Command recovered builds its server with WithRecovery passed through an options slice.
package main

import (
	"context"

	"example.com/mcpgo026/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	opts := []server.ServerOption{server.WithToolCapabilities(true)}
	opts = append(opts, server.WithRecovery())
	s := server.NewMCPServer("demo", "1.0.0", opts...)
	s.AddTool(mcp.NewTool("greet"), greet)
	s.AddTool(mcp.NewTool("search"), tools.Search)
	tools.RegisterAll(s)
	_ = server.ServeStdio(s)
}

// greet's assertion is recovered by WithRecovery (as a -32603, which is not for this rule).
func greet(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := request.Params.Arguments["name"].(string)
	return mcp.NewToolResultText("hello " + name), nil
}
