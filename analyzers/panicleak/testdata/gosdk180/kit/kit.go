// Package kit builds go-sdk tools from functions that take the server's dependencies, as
// github-mcp-server's NewTool does: the functions are tool handlers in all but signature.
package kit

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Deps are the server's dependencies, installed in the context by the server.
type Deps struct{ Prefix string }

type depsKey struct{}

// MustDeps panics when the server did not install its dependencies: a wiring mistake, not
// something a tool argument can cause.
func MustDeps(ctx context.Context) Deps {
	d, ok := ctx.Value(depsKey{}).(Deps)
	if !ok {
		panic("kit: dependencies missing from the context")
	}
	return d
}

// Tool is a tool and its handler, registered later.
type Tool[In, Out any] struct {
	Tool    *mcp.Tool
	Handler mcp.ToolHandlerFor[In, Out]
}

// Register adds the tool to a server.
func (t Tool[In, Out]) Register(s *mcp.Server) { mcp.AddTool(s, t.Tool, t.Handler) }

// NewTool wraps a function that takes the dependencies into a typed handler.
func NewTool[In, Out any](name string, h func(ctx context.Context, d Deps, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)) Tool[In, Out] { // want NewTool:`wraps\(1:\[2 3\]\)`
	return Tool[In, Out]{Tool: &mcp.Tool{Name: name}, Handler: func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		d := MustDeps(ctx) // the context is not tool input
		return h(ctx, d, req, in)
	}}
}

// MustTool passes its function on to NewTool, as grafana's MustTool passes it to ConvertTool.
func MustTool[In, Out any](name string, h func(ctx context.Context, d Deps, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)) Tool[In, Out] { // want MustTool:`wraps\(1:\[2 3\]\)` MustTool:`summary\(explicit panic at kit/kit.go:46 if \[0\]\)`
	if name == "" {
		panic("kit: a tool needs a name")
	}
	return NewTool(name, h)
}
