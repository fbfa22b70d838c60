// Package errs builds the error results the tools of package related share.
package errs

import "github.com/mark3labs/mcp-go/mcp"

// Busy is an error whose typed state tells the client to ask a human; the text comes from the
// caller.
func Busy(msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(msg)
	res.Meta = &mcp.Meta{AdditionalFields: map[string]any{"state": "ASK_HUMAN"}}
	return res
}
