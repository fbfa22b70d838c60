// Package issue lists its tools in a package-level slice, which its init function extends. // want package:`leavesPending`
package issue

import (
	"context"
	"errors"

	"example.com/mcpgo121/to"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools are the issue tools.
var Tools = []server.ServerTool{ // want Tools:`pending\(3\)`
	{Tool: mcp.NewTool("close_issue"), Handler: closeIssue},
	{Tool: mcp.NewTool("label_issue"), Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return to.ErrorResult(errors.New("labels are read-only"))
	}},
}

func init() {
	Tools = append(Tools, server.ServerTool{Tool: mcp.NewTool("lock_issue"), Handler: lockIssue})
}

func closeIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want closeIssue:`mayReturnError\(issue/issue.go:27\)` closeIssue:`pending\(1\)`
	if req.GetString("reason", "") == "" {
		return to.ErrorResult(errors.New("reason is required"))
	}
	return mcp.NewToolResultText("closed"), nil
}

func lockIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want lockIssue:`mayReturnError\(issue/issue.go:33\)`
	return nil, errors.New("locking is disabled") // want `tool handler lockIssue returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=22,regsrv/main.go:20
}
