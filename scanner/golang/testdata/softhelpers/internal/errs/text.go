package errs

import (
	"github.com/mark3labs/mcp-go/mcp"
)

// NewToolResultText and NewToolResultError wrap the SDK's constructors, as many servers do.

// NewToolResultText answers with a success.
func NewToolResultText(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultText(msg)
}

// NewToolResultError answers with an isError result.
func NewToolResultError(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg) // want: errorresult shape=unknown uses=1
}
