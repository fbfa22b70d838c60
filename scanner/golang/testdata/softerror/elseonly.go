package main

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// remove checks its error only as "err == nil": the else block is the failure.
func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove(req.GetString("path", "")); err == nil {
		return mcp.NewToolResultText("removed"), nil
	} else {
		return mcp.NewToolResultText("Error: " + err.Error()), nil // want: softerror related=12 function=remove
	}
}
