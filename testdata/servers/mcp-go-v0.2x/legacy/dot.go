// Package legacy dot-imports mcp-go, so its constructors are unqualified.
package legacy

import (
	"context"
	"encoding/json"

	. "github.com/mark3labs/mcp-go/mcp"
)

// Ping answers with an error result built without a package qualifier.
func Ping(ctx context.Context, req CallToolRequest) (*CallToolResult, error) {
	if ctx.Err() != nil {
		return NewToolResultError("cancelled"), nil // want: errorresult shape=prose-only function=Ping
	}
	body, _ := json.MarshalIndent(map[string]string{"error": "unavailable"}, "", "  ")
	return &CallToolResult{
		Content: []Content{TextContent{Type: "text", Text: string(body)}},
		IsError: true, // want: errorresult construct=literal shape=json-in-text
	}, nil
}
