// Package errors is the repository's own package named like the standard library's errors:
// toolbox/errors.New is a helper, errors.New of the standard library is not.
package errors

import "github.com/modelcontextprotocol/go-sdk/mcp"

// New is called once through "toolbox/errors"; the standard library's errors.New calls in
// handlers.go are not its uses.
func New(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{&mcp.TextContent{Text: msg}},
		IsError: true, // want: errorresult shape=unknown uses=1 function=New
	}
}
