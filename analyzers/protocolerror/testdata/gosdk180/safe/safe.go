// Package safe registers typed funcs through an adapter that turns their errors into isError
// results: what they return reaches the model, nothing is reported.
package safe

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Wrap builds a raw handler around h that answers h's error with an isError result.
func Wrap[T any](h func(ctx context.Context, in T) (string, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in T
		_ = json.Unmarshal(req.Params.Arguments, &in)
		out, err := h(ctx, in)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
}

type echoIn struct {
	Text string `json:"text"`
}

// Serve registers an echo tool through Wrap.
func Serve(ctx context.Context) error { // want Serve:`mayReturnError\(safe/safe.go:39\)`
	s := mcp.NewServer(&mcp.Implementation{Name: "safe", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "echo"}, Wrap(func(ctx context.Context, in echoIn) (string, error) {
		if in.Text == "" {
			return "", errors.New("text is required")
		}
		return in.Text, nil
	}))
	return s.Run(ctx, &mcp.StdioTransport{})
}
