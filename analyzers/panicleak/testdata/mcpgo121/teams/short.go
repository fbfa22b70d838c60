package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerShort adds the tools that read a result inside a condition whose left operand
// decides, before the read, whether it runs.
func registerShort(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tally"), tally)
	s.AddTool(mcp.NewTool("busy"), busy)
	s.AddTool(mcp.NewTool("lazy"), lazy)
}

// tally reads the page only once err is nil and the page is not: && and || run their right
// operand only then.
func tally(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	some := err == nil && (page == nil || page.Total > 0)
	failed := err != nil || page.Total == 0
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(some, failed)), nil
}

// busy reads the page on the left of the error's test: it runs first.
func busy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	many := page.Total > 10 && err == nil // want `^use of page before err is checked .* in tool handler busy:` related=15
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(many)), nil
}

// lazy tests the error the wrong way round: the right operand runs when err is set.
func lazy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	none := err != nil && page.Total == 0 // want `^use of page before err is checked .* in tool handler lazy:` related=16
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(none)), nil
}
