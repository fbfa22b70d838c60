package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// colourHandler builds the colour tool's handler, a literal at the same line and column as
// shadeHandler's in litkeyb.go.
func colourHandler() func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, res := colourArg(req)
		if res != nil {
			return res, nil
		}
		return mcp.NewToolResultText("colour " + c), nil
	}
}

func colourArg(req mcp.CallToolRequest) (string, *mcp.CallToolResult) {
	c, ok := req.GetArguments()["colour"].(string)
	if !ok || c == "" {
		return "", mcp.NewToolResultText("Parameter 'colour' must be a non-empty string") // want: softerror function=colourArg related=24,13,14
	}
	return c, nil
}

func registerColours(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("colour"), colourHandler())
}
