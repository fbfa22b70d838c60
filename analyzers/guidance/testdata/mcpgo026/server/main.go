package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mcp-go v0.26.0: arguments are a map and Result.Meta is a plain map; there is no
// StructuredContent yet, so _meta is where typed guidance goes.
func main() {
	s := server.NewMCPServer("weather", "1.0.0")
	s.AddTool(mcp.NewTool("forecast"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		city, _ := req.Params.Arguments["city"].(string)
		if city == "" {
			// FINE: both say fix the arguments.
			return &mcp.CallToolResult{
				Result:  mcp.Result{Meta: map[string]interface{}{"nextAction": "fix_arguments"}},
				Content: []mcp.Content{mcp.NewTextContent("city is required")},
				IsError: true,
			}, nil
		}
		if city == "private" {
			// FINE: "log in" and a human are compatible: the user is the one who logs in.
			return &mcp.CallToolResult{
				Result:  mcp.Result{Meta: map[string]interface{}{"needsHuman": true}},
				Content: []mcp.Content{mcp.NewTextContent("the API key expired; log in again")},
				IsError: true,
			}, nil
		}
		// BAD: the text says try again, Meta says a human has to look at it.
		return &mcp.CallToolResult{ // want `isError result in the tool handler literal in main: the text says retry but the typed fields say ask-human`
			Result:  mcp.Result{Meta: map[string]interface{}{"needsHuman": true}},
			Content: []mcp.Content{mcp.NewTextContent("the forecast service for " + city + " timed out; try again")},
			IsError: true,
		}, nil
	})
	_ = server.ServeStdio(s)
}
