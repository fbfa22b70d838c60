package main

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/example/notes-mcp/internal/errs"
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

// copyNote's failures go through a helper of this file and one of package errs named after the
// SDK's text constructor.
func copyNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from := req.GetString("from", "")
	if _, err := os.Stat(from); err != nil {
		return missing(from), nil
	}
	if err := os.Link(from, req.GetString("to", "")); err != nil {
		return errs.NewToolResultText("Error: " + err.Error()), nil // want: softerror related=42,internal/errs/text.go:11
	}
	if err := os.Chmod(from, 0o600); err != nil {
		// Fine: named after the SDK's error constructor, and it builds an isError result.
		return errs.NewToolResultError("chmod failed: " + err.Error()), nil
	}
	return errs.NewToolResultText("copied"), nil
}

func missing(path string) *mcp.CallToolResult {
	return mcp.NewToolResultText("Error: no note at " + path) // want: softerror function=missing related=37,40
}
