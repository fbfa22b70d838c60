// Package mw holds tool-handler middlewares shared by servers.
package mw

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ErrorsToResults turns every error a handler returns into an isError result, as
// slack-mcp-server's error recovery middleware does.
func ErrorsToResults(logger *log.Logger) server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if err != nil {
				logger.Printf("tool %s failed: %v", req.Params.Name, err)
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		}
	}
}
