// Package client calls the server's tools; it reads IsError but never builds an error result.
package client

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Call calls a tool and turns an error result into a Go error.
func Call(ctx context.Context, c *client.Client, name string) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return res, fmt.Errorf("tool %s failed", name)
	}
	// A comment is not a site: mcp.NewToolResultError("x") or IsError: true
	return res, nil
}
