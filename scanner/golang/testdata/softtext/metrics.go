package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/example/scores-mcp/render"
)

// standings answers with the text render.Standings gives with a nil error.
func standings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	board := render.Board{}
	text, err := board.Standings(req.GetString("league", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: errorresult shape=prose-only
	}
	return mcp.NewToolResultText(text), nil
}

// fixtures answers with the text render.Fixtures gives, whose failures come with their error.
func fixtures(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	board := render.Board{}
	text, err := board.Fixtures(req.GetString("league", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("fixtures: %v", err)), nil // want: errorresult
	}
	return mcp.NewToolResultText(text), nil
}
