// Package result holds the two helpers every error path of the server ends in. Each call that
// counts as a use says so in a comment ("use of Error"); calls that do not, say why.
package result

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Error is reached directly and through the wrappers apierr.Response (not its preferred path)
// and apierr.Denied.
func Error(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{&mcp.TextContent{Text: msg}},
		IsError: true, // want: errorresult shape=unknown uses=5 function=Error
	}
}

// ErrorFromErr is reached through apierr.Response and apierr.Status.
func ErrorFromErr(msg string, err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s: %v", msg, err)}},
		IsError: true, // want: errorresult shape=prose-only uses=6 function=ErrorFromErr
	}
}
