// Package routes keeps its handlers in a table local to the function that registers them, and
// its callers choose the middleware in front of every handler: Local and Mapped hand middlewares
// that return the handler's errors unchanged, so both routes are named; Converted hands one that
// turns them into isError results, a route no error takes, not named.
package routes

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handlerFunc func(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type config struct{ base, mapped string }

func Local(c *config) *server.MCPServer { return build(c, c.withSafePath) }

func Mapped(c *config) *server.MCPServer { return build(c, c.withMappedPath) }

func Converted(c *config) *server.MCPServer { return build(c, c.withConversion) }

// build registers each handler behind logged, whose literal calls fn (the chosen middleware's
// literal, which calls the table's field): the message names that call, not the field.
func build(c *config, pathMiddleware func(handlerFunc) server.ToolHandlerFunc) *server.MCPServer {
	s := server.NewMCPServer("fs", "1.0.0")
	tools := []struct {
		name    string
		handler handlerFunc
	}{
		{name: "list", handler: c.list},
	}
	for _, t := range tools {
		s.AddTool(mcp.NewTool(t.name), logged(pathMiddleware(t.handler)))
	}
	return s
}

func (c *config) withSafePath(handler handlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, ok := req.Params.Arguments["path"].(string)
		if !ok {
			return mcp.NewToolResultError("path must be a string"), nil
		}
		return handler(ctx, filepath.Join(c.base, path), req)
	}
}

func (c *config) withMappedPath(handler handlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, _ := req.Params.Arguments["path"].(string)
		if !strings.HasPrefix(path, c.mapped) {
			return mcp.NewToolResultError("path outside the mapped directory"), nil
		}
		return handler(ctx, filepath.Join(c.base, strings.TrimPrefix(path, c.mapped)), req)
	}
}

func (c *config) withConversion(handler handlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := handler(ctx, c.base, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func logged(fn server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return fn(ctx, req)
	}
}

func (c *config) list(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want list:`mayReturnError\(routes/routes\.go:82\)`
	entries, err := os.ReadDir(path)
	if err != nil {
		return nil, err // want `^tool handler list returns an error, which routes.logged's tool handler returns unchanged \(it calls fn, which reaches the function in field handler\), so mcp-go v0.26.0 sends it` related=21,23,35,38,38,49,59,75
	}
	return mcp.NewToolResultText(entries[0].Name()), nil
}

// Direct registers literals that call the table's field themselves: the message says so.
func Direct(c *config) *server.MCPServer {
	s := server.NewMCPServer("fs-direct", "1.0.0")
	tools := []struct {
		name    string
		handler handlerFunc
	}{
		{name: "remove", handler: c.remove},
	}
	for _, t := range tools {
		s.AddTool(mcp.NewTool(t.name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return t.handler(ctx, c.base, req)
		})
	}
	return s
}

func (c *config) remove(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want remove:`mayReturnError\(routes/routes\.go:106\)`
	if err := os.Remove(path); err != nil {
		return nil, err // want `^tool handler remove returns an error, which routes.Direct's tool handler returns unchanged \(it calls handler\), so mcp-go v0.26.0 sends it` related=94,97,98
	}
	return mcp.NewToolResultText("removed"), nil
}
