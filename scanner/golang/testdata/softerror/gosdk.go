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
