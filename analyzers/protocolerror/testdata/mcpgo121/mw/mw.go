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

// Guard answers the wrapped handler's error with an isError result.
func Guard(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("tool failed", err), nil
		}
		return res, nil
	}
}

// GuardAll wraps the handler of every tool in Guard.
func GuardAll(tools []server.ServerTool) []server.ServerTool {
	out := make([]server.ServerTool, 0, len(tools))
	for _, t := range tools {
		h := t.Handler
		t.Handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := h(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		}
		out = append(out, t)
	}
	return out
}
