// Command limitconv registers middlewares of package limit around one that converts errors into
// isError results: Tenant, registered before it, stands outside it and is reported; Quota,
// registered after it, stands inside it and is not.
package main

import (
	"context"
	"errors"
	"log"

	"example.com/mcpgo121/limit"
	"example.com/mcpgo121/mw"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("conv", "1.0.0",
		server.WithToolHandlerMiddleware(limit.Tenant),
		server.WithToolHandlerMiddleware(mw.ErrorsToResults(log.Default())),
		server.WithToolHandlerMiddleware(limit.Quota),
	)
	s.AddTool(mcp.NewTool("fail"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("not found") // converted by mw.ErrorsToResults
	})
	_ = server.ServeStdio(s)
}
