// Command guarded registers its handlers through a recovering wrapper of another package: none
// of their panics escapes.
package main

import (
	"context"

	"example.com/mcpgo121/guardutil"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("greet"), guardutil.ErrorGuard(greet))
	_ = server.ServeStdio(s)
}

func greet(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := request.GetArguments()["name"].(string)
	return mcp.NewToolResultText("hello " + name), nil
}
