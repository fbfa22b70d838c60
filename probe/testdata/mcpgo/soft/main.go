// Command soft is an mcp-go server whose handlers report bad arguments as successful results
// whose text says "Error: ...", the soft errors mcperr's softerror rule finds.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/mcpgoservers/serve"
)

func main() {
	s := server.NewMCPServer("soft", "1.0.0")
	s.AddTool(mcp.NewTool("search",
		mcp.WithString("query", mcp.Required()),
		mcp.WithString("sort", mcp.Enum("stars", "updated")),
		mcp.WithReadOnlyHintAnnotation(true),
	), search)
	serve.Run(s)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("query")
	if err != nil {
		return mcp.NewToolResultText("Error: " + err.Error()), nil
	}
	return mcp.NewToolResultText("Error: the search for " + q + " failed"), nil
}
