package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ping(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name != "ping" {
		return failure("wrong tool"), nil
	}
	if len(req.Params.Arguments) > 2 {
		return failure("ping takes no arguments"), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "pong"}}}, nil
}
