// Package guardutil holds a recovering wrapper that servers put around every handler, in a
// package of its own.
package guardutil

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ErrorGuard turns a panic or an error of the handler into an isError result.
func ErrorGuard(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = mcp.NewToolResultError(fmt.Sprint("panic: ", r)), nil
			}
		}()
		res, err = h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
