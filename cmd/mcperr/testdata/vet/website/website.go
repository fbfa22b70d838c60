// Package website is a server's own package in a directory named like documentation: package
// served compiles it in, so its findings are production.
package website

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Create is registered by package served.
func Create(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	domain := req.GetArguments()["domain"].(string)
	return mcp.NewToolResultText("created " + domain), nil
}
