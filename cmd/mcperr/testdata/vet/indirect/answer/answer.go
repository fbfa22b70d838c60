// Package answer holds a result helper: package indirect's handler returns its results, and
// package audit, which indirect imports only through package ops, reads its error too.
package answer

import "github.com/mark3labs/mcp-go/mcp"

// Reply turns a text and an error into a tool result, handing the error on.
func Reply(text string, err error) (*mcp.CallToolResult, error) {
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(text), nil
}
