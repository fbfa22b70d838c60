// Package tools holds a handler that another package registers.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Rename is registered by package cross.
func Rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	to := req.GetArguments()["to"].(string)
	return mcp.NewToolResultText("renamed to " + to), nil
}
