package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// lookup fails with a result the agent can read. A comment saying IsError: true is not a site.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError("id is required"), nil
	}
	if id == "locked" {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.NewTextContent("record is locked")},
		}, nil
	}
	res := mcp.NewToolResultText(fmt.Sprintf("no record %s", id))
	res.IsError = true
	return res, nil
}
