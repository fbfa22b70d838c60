package errs

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Describe builds the failure text of a soft error: the fix goes here.
func Describe(err error) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf("stat failed: %v", err)) // want: softerror construct=sdk-call function=Describe shape=prose-only outcome=success related=main.go:37,main.go:40
}

// Fail is the right way.
func Fail(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error()) // want: errorresult shape=prose-only uses=1
}

// Explain's callers flag its result.
func Explain(err error) *mcp.CallToolResult {
	return mcp.NewToolResultText("explained: " + err.Error())
}

// Unsent's result goes back with a non-nil error.
func Unsent(err error) *mcp.CallToolResult {
	return mcp.NewToolResultText("Error: " + err.Error())
}
