// Package tools is a package of a module whose path has no dot (`module mcp-dotless`, as many
// servers' are): it is the module's own code, not the standard library's, and is analyzed.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// CDN holds handlers that a server registers through the ServerTools it lists.
type CDN struct{}

// Create reads its argument unchecked.
func (c *CDN) Create(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	origin := req.Params.Arguments["origin"].(string) // want `^unchecked type assertion on a tool argument in tool handler tools.Create: mcp-go v0.26.0 has no recovery of its own` related=server/main.go:12,33
	return mcp.NewToolResultText(origin), nil
}

// Delete checks its argument: nothing to report.
func (c *CDN) Delete(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return mcp.NewToolResultError("id must be a string"), nil
	}
	return mcp.NewToolResultText(id), nil
}

// Tools lists the handlers as the server registers them.
func (c *CDN) Tools() []server.ServerTool { // want Tools:`summary\(returns\[\[0\]\]\)` Tools:`pending\(Create: unchecked type assertion on a tool argument at tools/tools.go:17\)`
	return []server.ServerTool{
		{Tool: mcp.NewTool("cdn-create"), Handler: c.Create},
		{Tool: mcp.NewTool("cdn-delete"), Handler: c.Delete},
	}
}
