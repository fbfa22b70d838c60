// Package inits registers a whole server tool from its init function, in a registry no variable
// of its own holds: the server of package indirect, which imports this package only blank,
// through package all, gets it.
package inits

import (
	"context"
	"errors"

	"example.com/vetdemo/indirect/registry"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func init() {
	registry.Tools = append(registry.Tools, server.ServerTool{Tool: mcp.NewTool("boil"), Handler: boil})
}

func boil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	water := req.GetArguments()["water"].(string)
	if water == "" {
		return nil, errors.New("water is required")
	}
	return mcp.NewToolResultText(water), nil
}
