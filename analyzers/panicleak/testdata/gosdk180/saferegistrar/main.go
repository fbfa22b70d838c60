// Command saferegistrar registers its typed handlers through a generic function of its own that
// puts a recover in front of each: their panics never reach the SDK.
package main

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type pickIn struct {
	Index int `json:"index"`
}

var notes = []string{"groceries", "taxes"}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	addSafe(s, &mcp.Tool{Name: "pick_safe"}, pickSafe)
	addPlain(s, &mcp.Tool{Name: "pick_plain"}, pickPlain)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

// addSafe registers h behind a recover that answers a panic as an isError result.
func addSafe[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, t, func(ctx context.Context, req *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out Out, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "internal error"}}}
			}
		}()
		return h(ctx, req, in)
	})
}

// addPlain registers h as it is.
func addPlain[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, t, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return h(ctx, req, in)
	})
}

// pickPlain checks the upper end only, and nothing recovers.
func pickPlain(ctx context.Context, req *mcp.CallToolRequest, in pickIn) (*mcp.CallToolResult, any, error) {
	if in.Index >= len(notes) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no such note"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: notes[in.Index]}}}, nil, nil // want `^index from argument-derived input with no lower bound check in tool handler pickPlain: go-sdk v1.8.0 never recovers`
}

// pickSafe checks the upper end only, but addSafe recovers: fine.
func pickSafe(ctx context.Context, req *mcp.CallToolRequest, in pickIn) (*mcp.CallToolResult, any, error) {
	if in.Index >= len(notes) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no such note"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: notes[in.Index]}}}, nil, nil
}
