// Command mw recovers through a tool-handler middleware defined in its own file.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0", server.WithToolHandlerMiddleware(recoverMW))
	s.AddTool(mcp.NewTool("greet"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := request.GetArguments()["name"].(string) // recovered by recoverMW
		return mcp.NewToolResultText("hello " + name), nil
	})
	_ = server.ServeStdio(s)
}

func recoverMW(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError("internal error")
			}
		}()
		return next(ctx, req)
	}
}
