package main

import (
	"context"

	"example.com/mcpgo121/ghdeps"
	"github.com/mark3labs/mcp-go/mcp"
)

// agentOf's container is its caller's, not the server's: getOrgVia builds one from the model's
// arguments, so the getter's failure is the call's.
func agentOf(ctx context.Context, d ghdeps.Deps) (string, error) { // want agentOf:`mayReturnError\(ghsrv/helper.go:15\)`
	c, err := d.Client(ctx)
	if err != nil {
		return "", err
	}
	return c.UserAgent(), nil
}

// getOrgVia hands agentOf a container made of the tool's arguments.
func getOrgVia(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getOrgVia:`mayReturnError\(ghsrv/helper.go:24\)`
	ua, err := agentOf(ctx, &ghdeps.Request{UserAgent: req.GetString("agent", "")})
	if err != nil {
		return nil, err // want `tool handler getOrgVia returns an error` related=15,ghsrv/main.go:32
	}
	return mcp.NewToolResultText(ua), nil
}
