// Command snippet is a documentation example that nothing imports: its findings stay docs.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func greet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetArguments()["name"].(string)
	return mcp.NewToolResultText("hello " + name), nil
}

func main() {
	s := server.NewMCPServer("snippet", "1.0.0")
	s.AddTool(mcp.NewTool("greet"), greet)
	_ = server.ServeStdio(s)
}
