// Package reply builds the server's error results. The module is named without a dot
// ("module toolbox"), so its import paths ("toolbox/reply") look like the standard library's
// at first sight: calls through them are still uses.
package reply

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Failure is called twice from handlers.go.
func Failure(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{&mcp.TextContent{Text: msg}},
		IsError: true, // want: errorresult shape=unknown uses=2 function=Failure
	}
}
