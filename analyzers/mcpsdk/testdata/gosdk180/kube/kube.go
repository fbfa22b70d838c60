// Package kube registers api.Tool definitions through one raw handler that calls their Handler
// field and returns its error.
package kube

import (
	"context"
	"errors"

	"example.com/adapt/api"
	"example.com/adapt/defs"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func toRaw(t api.Tool) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := t.Handler(api.Params{})
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Text}}}, nil
	}
}

// Register registers defs' tools and this package's own.
func Register(s *mcp.Server, more ...api.Tool) {
	tools := append(defs.Tools(), api.Tool{Name: "version", Handler: version}) // want `adapted version: go-sdk-raw, error returned` related=26,18,28
	for _, t := range append(tools, more...) {
		s.AddTool(&mcp.Tool{Name: t.Name}, toRaw(t))
	}
}

func version(p api.Params) (*api.Result, error) {
	return nil, errors.New("unknown version")
}
