// Package toolerr holds the result helpers the tools package forwards, as terraform-mcp-server's
// ToolError does.
package toolerr

import (
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// ToolError logs and builds an isError result: its error is always nil.
func ToolError(message string, err error) (*mcp.CallToolResult, error) { // want ToolError:`benignError`
	if err != nil {
		message = fmt.Sprintf("%s: %v", message, err)
	}
	log.Printf("tool error: %s", message)
	return mcp.NewToolResultError(message), nil
}

// ToolErrorf forwards ToolError: its error is always nil too.
func ToolErrorf(format string, args ...any) (*mcp.CallToolResult, error) { // want ToolErrorf:`benignError`
	return ToolError(fmt.Sprintf(format, args...), nil)
}

// Wrap hands a failure on as a Go error.
func Wrap(message string, err error) (*mcp.CallToolResult, error) { // want Wrap:`mayReturnError\(toolerr/toolerr.go:29\)`
	if err != nil {
		return nil, fmt.Errorf("%s: %w", message, err) // want `Wrap returns an error, and every tool handler that calls it returns its results unchanged` related=server/main.go:18,tools/admin.go:29
	}
	return mcp.NewToolResultError(message), nil
}

// Named has a named error result and a bare return: not followed, so not known to be nil.
func Named(message string) (res *mcp.CallToolResult, err error) { // want Named:`mayReturnError\(toolerr/toolerr.go:37\)`
	res = mcp.NewToolResultError(message)
	return // want `Named returns its named error result, and every tool handler that calls it returns its results unchanged` related=server/main.go:19,tools/admin.go:34
}
