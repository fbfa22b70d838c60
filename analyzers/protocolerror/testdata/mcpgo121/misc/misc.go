// Package misc registers its tool in the shared registry of package tool from its init // want package:`initPending\(1\)`
// function: no variable of its own holds it, so every server that imports it gets it.
package misc

import (
	"context"
	"errors"

	"example.com/mcpgo121/to"
	"example.com/mcpgo121/tool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func init() {
	tool.Default.RegisterRead(server.ServerTool{Tool: mcp.NewTool("ping"), Handler: ping})
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want ping:`mayReturnError\(misc/misc.go:20\)`
	return to.ErrorResult(errors.New("the backend is unreachable"))
}
