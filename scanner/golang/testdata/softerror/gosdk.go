package main

import (
	"context"
	"os"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type pathIn struct{ Path string }

func touch(ctx context.Context, req *sdk.CallToolRequest, in pathIn) (*sdk.CallToolResult, any, error) {
	f, err := os.Create(in.Path)
	if err != nil {
		// Bad: no IsError, so the client takes the error text for the answer.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "error: " + err.Error()}}}, nil, nil // want: softerror related=14 shape=prose-only construct=literal function=touch
	}
	defer f.Close()
	if err := f.Sync(); err != nil {
		// Fine: the same text flagged as an error.
		return &sdk.CallToolResult{
			Content: []sdk.Content{&sdk.TextContent{Text: "error: " + err.Error()}},
			IsError: true, // want: errorresult shape=prose-only
		}, nil, nil
	}
	if _, err := f.Stat(); err != nil {
		// Fine: SetError marks the result as an error.
		res := &sdk.CallToolResult{}
		res.SetError(err) // want: errorresult shape=prose-only
		return res, nil, nil
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "touched " + in.Path}}}, nil, nil
}

type dirIn struct{ Dir string }

// The advice names the error value only where the branch has one.
func listDir(ctx context.Context, req *sdk.CallToolRequest, in dirIn) (*sdk.CallToolResult, any, error) {
	st, statErr := os.Stat(in.Dir)
	if statErr != nil {
		// Bad: the advice names statErr, the error the branch checks.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "error: " + statErr.Error()}}}, nil, nil // want: softerror related=40 shape=prose-only construct=literal function=listDir
	}
	entries, _ := os.ReadDir(in.Dir)
	if len(entries) == 0 {
		// Bad: a failure text with no error in the branch; the advice is IsError alone.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "Error: directory " + st.Name() + " is empty"}}}, nil, nil // want: softerror related=45 shape=prose-only construct=literal function=listDir
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "listed " + in.Dir}}}, nil, nil
}
