// Package mcpapi re-exports go-sdk types under its own names, as servers migrating from mcp-go do.
package mcpapi

import "github.com/modelcontextprotocol/go-sdk/mcp"

// SDK types re-exported so tools import only this package.
type (
	CallToolResult = mcp.CallToolResult
	TextContent    = mcp.TextContent
	Content        = mcp.Content
)

// NewToolResultError returns a tool-level failure through the alias.
func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{
		Content: []Content{&TextContent{Text: text}},
		IsError: true, // want: errorresult construct=literal shape=unknown uses=1 function=NewToolResultError
	}
}

// localResult is the package's own type with an IsError field: not an alias of the SDK's.
type localResult struct{ IsError bool }

var _ = &localResult{IsError: true}
