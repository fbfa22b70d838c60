// Command chatserver registers package chat's handlers behind mw.ErrorsToResults, a middleware
// of another package that converts their errors into isError results: nothing is reported.
package main

import (
	"context"
	"log"

	"example.com/mcpgo121/chat"
	"example.com/mcpgo121/mw"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	logger := log.Default()
	s := server.NewMCPServer("chat", "1.0.0",
		server.WithRecovery(),
		server.WithToolHandlerMiddleware(mw.ErrorsToResults(logger)),
		server.WithToolHandlerMiddleware(timing(logger)),
	)
	h := chat.New()
	s.AddTool(mcp.NewTool("history"), h.History)
	s.AddTool(mcp.NewTool("post"), h.Post)
	_ = server.ServeStdio(s)
}

// timing logs and passes errors through: it converts nothing.
func timing(logger *log.Logger) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			logger.Printf("tool %s done", req.Params.Name)
			return res, err
		}
	}
}
