// Command wraptool keeps its tools as structs and registers each through wrap, which takes the
// whole tool and returns one whose handler turns the wrapped handler's errors into isError
// results: those handlers' errors reach the model. Handlers registered bare, or through a
// wrapper that passes the error on, are still reported.
package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a definition with its handler.
type Tool struct {
	Definition mcp.Tool
	Handler    server.ToolHandlerFunc
}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	for _, t := range wrapped() {
		s.AddTool(t.Definition, wrap(t, "wrapped").Handler)
	}
	for _, t := range viaVar() {
		w := wrap(t, "var")
		s.AddTool(w.Definition, w.Handler)
	}
	for _, t := range leaky() {
		s.AddTool(t.Definition, leak(t).Handler)
	}
	for _, t := range bare() {
		s.AddTool(t.Definition, t.Handler)
	}
	for _, t := range twice() {
		s.AddTool(t.Definition, wrap(t, "twice").Handler)
	}
	all := twice()
	s.AddTool(all[0].Definition, all[0].Handler)
	_ = server.ServeStdio(s)
}

// wrap converts: every return of the handler it builds has a nil error.
func wrap(tool *Tool, name string) *Tool {
	return &Tool{
		Definition: tool.Definition,
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(name + ": " + err.Error()), nil
			}
			return res, nil
		},
	}
}

// leak passes the error on when it is a context's, wrapped with %w: it does not convert, and the
// error it hands back is the wrapped handler's, reported where that handler returns it.
func leak(tool *Tool) *Tool {
	return &Tool{
		Definition: tool.Definition,
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := tool.Handler(ctx, req)
			if errors.Is(err, context.Canceled) {
				return nil, fmt.Errorf("cancelled: %w", err)
			}
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		},
	}
}

func wrapped() []*Tool {
	return []*Tool{openTool(), &Tool{Definition: mcp.NewTool("close"), Handler: closeHandler}}
}

func openTool() *Tool {
	return &Tool{
		Definition: mcp.NewTool("open"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("cannot open") // converted by wrap
		},
	}
}

func closeHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want closeHandler:`mayReturnError\(wraptool/main.go:91\)`
	return nil, errors.New("cannot close") // converted by wrap
}

func viaVar() []*Tool {
	return []*Tool{{
		Definition: mcp.NewTool("read"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("cannot read") // converted by wrap, through w
		},
	}}
}

func leaky() []*Tool {
	return []*Tool{{
		Definition: mcp.NewTool("write"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("cannot write") // want `tool handler func literal returns an error`
		},
	}}
}

func bare() []*Tool {
	return []*Tool{{
		Definition: mcp.NewTool("delete"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("cannot delete") // want `tool handler func literal returns an error`
		},
	}}
}

func twice() []*Tool {
	return []*Tool{{
		Definition: mcp.NewTool("move"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, errors.New("cannot move") // want `tool handler func literal returns an error`
		},
	}}
}
