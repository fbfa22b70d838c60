// Command issues-mcp is a fixture for helpers reached through wrappers (functions that pass on
// another function's result), as large servers build their API error results.
package main

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/issues-mcp/internal/apierr"
	"github.com/example/issues-mcp/internal/result"
)

type createIn struct {
	Title string `json:"title"`
}

func createIssue(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in createIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return apierr.Response("create failed", err), nil // use of ErrorFromErr
	}
	if in.Title == "" {
		return result.Error("title is required"), nil // use of Error
	}
	resp, err := http.Post("https://issues.example/api", "application/json", nil)
	if err != nil {
		return apierr.Response("create failed", err), nil // use of ErrorFromErr
	}
	if resp.StatusCode == http.StatusForbidden {
		return apierr.Denied("the issue tracker"), nil // use of Error
	}
	if resp.StatusCode != http.StatusCreated {
		return apierr.Status("create failed", resp), nil // use of ErrorFromErr
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		return apierr.Retry(3), nil // not a use: a cycle of wrappers reaches no helper
	}
	if resp.StatusCode == http.StatusAccepted {
		return apierr.WithErr("queued", nil) // not a use: WithErr is not a wrapper
	}
	return apierr.Fallback(true, "created"), nil // not a use: Fallback is not a wrapper
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "issues", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "create_issue"}, createIssue)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}
