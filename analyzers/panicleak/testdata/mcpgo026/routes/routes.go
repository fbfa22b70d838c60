// Package routes keeps its handlers in a table local to the function that registers them, and // want package:`methods\(routes.config\)`
// its callers choose the middleware in front of every handler: Local and Mapped hand middlewares
// that call the handler with no recovery, so a handler's panic kills the server on both routes
// and both are named; Guarded hands one that recovers, a route no panic takes, not named.
package routes

import (
	"context"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handlerFunc func(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type config struct{ base, mapped string }

func Local(c *config) *server.MCPServer { return build(c, c.withSafePath) }

func Mapped(c *config) *server.MCPServer { return build(c, c.withMappedPath) }

func Guarded(c *config) *server.MCPServer { return build(c, c.withRecovery) }

func build(c *config, pathMiddleware func(handlerFunc) server.ToolHandlerFunc) *server.MCPServer {
	s := server.NewMCPServer("fs", "1.0.0")
	tools := []struct {
		name    string
		handler handlerFunc
	}{
		{name: "list", handler: c.list},
		{name: "mode", handler: mode},
	}
	for _, t := range tools {
		s.AddTool(mcp.NewTool(t.name), logged(pathMiddleware(t.handler)))
	}
	return s
}

func (c *config) withSafePath(handler handlerFunc) server.ToolHandlerFunc { // want withSafePath:`wraps\(0:\[1 2\]\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, ok := req.Params.Arguments["path"].(string)
		if !ok {
			return mcp.NewToolResultError("path must be a string"), nil
		}
		return handler(ctx, filepath.Join(c.base, path), req)
	}
}

func (c *config) withMappedPath(handler handlerFunc) server.ToolHandlerFunc { // want withMappedPath:`wraps\(0:\[1 2\]\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, _ := req.Params.Arguments["path"].(string)
		if !strings.HasPrefix(path, c.mapped) {
			return mcp.NewToolResultError("path outside the mapped directory"), nil
		}
		return handler(ctx, filepath.Join(c.base, strings.TrimPrefix(path, c.mapped)), req)
	}
}

func (c *config) withRecovery(handler handlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = mcp.NewToolResultError("internal error"), nil
			}
		}()
		return handler(ctx, c.base, req)
	}
}

func logged(fn server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fn(ctx, req)
	}
}

// list asserts on an argument it took by a comma-ok index: an assertion on a tool argument.
func (c *config) list(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want list:`summary\(nilSafeRecv; unchecked type assertion on a tool argument at routes/routes.go:82 if \[3\]\)`
	depth := 3.0
	if d, ok := req.Params.Arguments["depth"]; ok && d != nil {
		depth = d.(float64) // want `^unchecked type assertion on a tool argument in tool handler list: mcp-go v0.26.0 has no recovery of its own` related=20,22,32,36,36,47,57,74
	}
	return mcp.NewToolResultText(path + string(rune(int(depth)))), nil
}

// mode asserts on an argument it copied to a variable, and on the request's progress token, which
// is input but no tool argument.
func mode(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want mode:`summary\(unchecked type assertion on a tool argument at routes/routes.go:91 if \[2\]; unchecked type assertion at routes/routes.go:94 if \[2\]\)`
	m := req.Params.Arguments["mode"]
	name := m.(string) // want `^unchecked type assertion on a tool argument in tool handler mode` related=20,22,33,36,36,47,57,74
	if req.Params.Meta != nil {
		tok := req.Params.Meta.ProgressToken
		name += tok.(string) // want `^unchecked type assertion in tool handler mode` related=20,22,33,36,36,47,57,74
	}
	return mcp.NewToolResultText(path + name), nil
}
