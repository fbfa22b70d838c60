package main

import (
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// purgeNotes is a tool by its registration, not by its signature.
func purgeNotes(args map[string]any) (*mcp.CallToolResult, error) {
	dir, _ := args["dir"].(string)
	if err := os.RemoveAll(dir); err != nil {
		return mcp.NewToolResultText("Error: " + err.Error()), nil // want: softerror function=purgeNotes related=12,legacy.go:18
	}
	return mcp.NewToolResultText("purged " + dir), nil
}

// pruneNotes fails the right way.
func pruneNotes(args map[string]any) (*mcp.CallToolResult, error) {
	dir, _ := args["dir"].(string)
	if err := os.Remove(dir); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("pruned " + dir), nil
}
