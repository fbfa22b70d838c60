package main

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// A format or concatenation is JSON only when what follows its opening bracket can continue a
// JSON value; a bracketed tag in front of prose is prose.

// taggedFailure puts a tag in front of prose: "[%s]" followed by more text is not a JSON array.
func taggedFailure(tool string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("[%s] failed: %v", tool, err)) // want: errorresult shape=prose-only
}

// taggedWord: a word after "[" cannot start a JSON value.
func taggedWord(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("[warn] %v", err)) // want: errorresult shape=prose-only
}

// stepCount: "[1/3]" is a progress tag, not a number in an array.
func stepCount(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("[1/3] download failed: %v", err)) // want: errorresult shape=prose-only
}

// bracedName: "{%s}" followed by prose is a placeholder written in braces.
func bracedName(name string) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("{%s} is not a known template", name)) // want: errorresult shape=prose-only
}

// taggedConcat: a concatenation is judged as one text, its values standing in for JSON values.
func taggedConcat(tool string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError("[" + tool + "] failed: " + err.Error()) // want: errorresult shape=prose-only
}

// errorObject: a format opening an object with a quoted key is JSON.
func errorObject(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(`{"error": %q}`, err.Error())) // want: errorresult shape=json-in-text
}

// errorList: an array of objects is JSON.
func errorList(code int) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(`[{"code": %d}]`, code)) // want: errorresult shape=json-in-text
}

// lone: "[%s]" with nothing after it is read as a one-element array (the ambiguous case: a
// bare tag carries no message, a serialized list does).
func lone(items string) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("[%s]", items)) // want: errorresult shape=json-in-text
}

// keyed: a verb in key position of an object is JSON.
func keyed(key string, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("{%q: %q}", key, err.Error())) // want: errorresult shape=json-in-text
}

// concatObject: "{" then a quoted key in a concatenation is JSON.
func concatObject(err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(`{"error": "` + err.Error() + `"}`) // want: errorresult shape=json-in-text
}
