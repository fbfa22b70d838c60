package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// labelArg reads the label argument; its failure is the answer its callers return as is.
func labelArg(req mcp.CallToolRequest) (string, *mcp.CallToolResult) {
	raw, ok := req.GetArguments()["label"]
	if !ok || raw == nil {
		return "", mcp.NewToolResultText(errNoLabel) // want: softerror function=labelArg related=13,argerrs.go:4,37,38
	}
	label, ok := raw.(string)
	if !ok || label == "" {
		return "", mcp.NewToolResultText("Parameter 'label' must be a non-empty string") // want: softerror function=labelArg related=17,37,38
	}
	if label == "inbox" {
		// Good: an answer, not a failure.
		return "", mcp.NewToolResultText("The inbox label always exists")
	}
	return label, nil
}

// unusedArg is no tool's: its failure reaches no client.
func unusedArg(req mcp.CallToolRequest) (string, *mcp.CallToolResult) {
	if _, ok := req.GetArguments()["x"]; !ok {
		return "", mcp.NewToolResultText(errNoLabel)
	}
	return "x", nil
}

// labelHandler builds the handler of the label tool.
func labelHandler() func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		label, res := labelArg(req)
		if res != nil {
			return res, nil
		}
		return mcp.NewToolResultText("labelled " + label), nil
	}
}

func registerLabels(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("label"), labelHandler())
}
