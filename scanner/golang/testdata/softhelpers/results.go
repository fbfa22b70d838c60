package main

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// textResult answers with whatever it is given, as a success.
func textResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultText(text)
}

// plainText passes its text on to textResult.
func plainText(text string) *mcp.CallToolResult {
	return textResult(text)
}

// flagged lets its caller choose: not a success of its own.
func flagged(text string, failed bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(text)}, IsError: failed}
}

// toolResult answers with the error when there is one, as an isError result.
func toolResult(text string, err error) *mcp.CallToolResult {
	if err != nil {
		return mcp.NewToolResultError(err.Error()) // want: errorresult shape=prose-only
	}
	return mcp.NewToolResultText(text)
}

// neverCalled builds a soft error, but no tool returns what it builds.
func neverCalled(err error) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf("Error: %v", err))
}
