// Command protocol is an mcp-go server whose handlers return bad arguments as Go errors, which
// mcp-go sends as JSON-RPC errors (-32603), and one handler that panics without recovery, which
// mcp-go v1.2.1 answers with -32603 "internal panic" and survives.
package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/mcpgoservers/serve"
)

func main() {
	s := server.NewMCPServer("protocol", "1.0.0")
	s.AddTool(mcp.NewTool("get_issue",
		mcp.WithDescription("Get an issue"),
		mcp.WithString("repo", mcp.Required(), mcp.Pattern(`^[a-z]+/[a-z]+$`)),
		mcp.WithNumber("number", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
	), getIssue)
	s.AddTool(mcp.NewTool("get_user",
		mcp.WithString("user_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
	), getUser)
	s.AddTool(mcp.NewTool("delete_repo",
		mcp.WithString("repo", mcp.Required()),
		mcp.WithDestructiveHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("deleted"), nil
	})
	serve.Run(s)
}

func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := req.RequireString("repo")
	if err != nil {
		return nil, err
	}
	n, err := req.RequireFloat("number")
	if err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("issue %s#%v not found", repo, n)
}

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetArguments()["user_id"].(string) // panics when user_id is missing or not a string
	return nil, fmt.Errorf("user %s not found", id)
}
