package main

import (
	"context"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type deleteIn struct{ ID string }

func deleteOrder(ctx context.Context, req *gosdk.CallToolRequest, in deleteIn) (*gosdk.CallToolResult, any, error) {
	if in.ID == "x" {
		// Bad: an inverted condition flags the deletion that happened.
		return &gosdk.CallToolResult{
			Content: []gosdk.Content{&gosdk.TextContent{Text: "Deleted order " + in.ID}},
			IsError: true, // want: errorresult shape=prose-only; successflagged
		}, nil, nil
	}
	// Fine: the text reports the failure.
	return &gosdk.CallToolResult{
		Content: []gosdk.Content{&gosdk.TextContent{Text: "order " + in.ID + " could not be deleted"}},
		IsError: true, // want: errorresult shape=prose-only
	}, nil, nil
}
