// Package convert registers tools through a raw handler that turns their errors into isError
// results: what they return reaches the model.
package convert

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Def is a tool whose Run returns text or an error.
type Def struct {
	Name string
	Run  func(ctx context.Context, args map[string]any) (string, error)
}

func handler(d Def) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := d.Run(ctx, nil)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
}

// Register registers the converting tools.
func Register(s *mcp.Server) {
	for _, d := range []Def{{Name: "echo", Run: echo}} { // want `adapted echo: go-sdk-raw, error converted` related=30,20,31
		s.AddTool(&mcp.Tool{Name: d.Name}, handler(d))
	}
}

func echo(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("nothing to echo")
}
