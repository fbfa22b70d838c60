// Package results builds the server's error results.
package results

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// NewError returns an error result with the given text; its callers live in other files, so the
// text cannot be resolved here. Its uses are its three calls and the call of the wrapper
// utils.NewToolResultError in main.go, which passes its result on.
func NewError(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true, // want: errorresult construct=literal shape=unknown uses=4 function=NewError
		Content: []mcp.Content{&mcp.TextContent{Text: msg}},
	}
}

// NewErrorFromErr prefixes the error's text.
func NewErrorFromErr(message string, err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true, // want: errorresult shape=prose-only uses=1 function=NewErrorFromErr
		Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s: %s", message, err.Error())}},
	}
}
