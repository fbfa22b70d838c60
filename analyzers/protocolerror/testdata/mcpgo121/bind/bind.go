// Package bind turns typed funcs into mcp-go handlers: Typed passes their error on, Safe answers
// it with an isError result.
package bind

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Typed binds the arguments and returns h's results, its error with them: mcp-go sends that
// error as a JSON-RPC error.
func Typed[T any](h func(ctx context.Context, in T) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in T
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError("invalid arguments: " + err.Error()), nil
		}
		return h(ctx, in)
	}
}

// Safe binds the arguments and answers h's error with an isError result.
func Safe[T any](h func(ctx context.Context, in T) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in T
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError("invalid arguments: " + err.Error()), nil
		}
		out, err := h(ctx, in)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("tool failed", err), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}
