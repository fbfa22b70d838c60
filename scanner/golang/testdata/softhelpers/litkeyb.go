package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// shadeHandler builds the shade tool's handler, a literal at the same line and column as
// colourHandler's in litkeya.go: each tool names its own literal, and each helper its tool.
// Neither file's finding names the other's literal.
func shadeHandler() func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s, res := shadeArg(req)
		if res != nil {
			return res, nil
		}
		return mcp.NewToolResultText("shade " + s), nil
	}
}

func shadeArg(req mcp.CallToolRequest) (string, *mcp.CallToolResult) {
	s, ok := req.GetArguments()["shade"].(string)
	if !ok || s == "" {
		return "", mcp.NewToolResultText("Parameter 'shade' must be a non-empty string") // want: softerror function=shadeArg related=24,13,14
	}
	return s, nil
}
