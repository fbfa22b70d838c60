package main

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// moveNote hands errors, not texts, to answer, which flags them.
func moveNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from := req.GetString("from", "")
	if _, err := os.Stat(from); err != nil {
		// Fine: an error value built around err is answer's to judge.
		return answer("", fmt.Errorf("note %s: %w", from, err)), nil
	}
	if err := os.Rename(from, req.GetString("to", "")); err != nil {
		// Fine too: answer may flag what it is given, so it is no plain success.
		return answer("could not move: "+err.Error(), err), nil
	}
	return answer("moved", nil), nil
}

// answer flags its error, and answers its text as a success otherwise.
func answer(text string, err error) *mcp.CallToolResult {
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(err.Error())}} // want: errorresult shape=prose-only
	}
	return mcp.NewToolResultText(text)
}
