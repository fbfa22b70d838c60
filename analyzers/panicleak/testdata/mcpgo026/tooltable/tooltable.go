// Package tooltable keeps its handlers in a table local to the function that registers them: // want package:`methods\(tooltable.config\)`
// each handler takes the path a middleware checked, and the callers choose that middleware (a
// method value) for every handler of the table.
package tooltable

import (
	"context"
	"log"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handlerFunc func(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type config struct{ base string }

// Local serves the base directory: withSafePath stands in front of every handler.
func Local(c *config) *server.MCPServer { return build(c, c.withSafePath) }

func build(c *config, pathMiddleware func(handlerFunc) server.ToolHandlerFunc) *server.MCPServer {
	s := server.NewMCPServer("fs", "1.0.0")
	tools := []struct {
		name    string
		handler handlerFunc
	}{
		{name: "list", handler: c.list},
		{name: "read", handler: readFile},
	}
	for _, t := range tools {
		s.AddTool(mcp.NewTool(t.name), logged(t.name, pathMiddleware(t.handler)))
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

func logged(name string, fn server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("%s called", name)
		return fn(ctx, req)
	}
}

func (c *config) list(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want list:`summary\(nilSafeRecv; unchecked type assertion on a tool argument at tooltable/tooltable.go:58 if \[3\]\)`
	depth := 3.0
	if d, ok := req.Params.Arguments["depth"]; ok && d != nil {
		depth = d.(float64) // want `unchecked type assertion on a tool argument in tool handler list: mcp-go v0.26.0 has no recovery of its own` related=21,29,33,33,44,51
	}
	entries, err := os.ReadDir(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(rune(len(entries))) + string(rune(int(depth)))), nil
}

func readFile(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want readFile:`summary\(unchecked type assertion on a tool argument at tooltable/tooltable.go:68 if \[2\]\)`
	enc := req.Params.Arguments["encoding"].(string) // want `unchecked type assertion on a tool argument in tool handler readFile: mcp-go v0.26.0 has no recovery of its own` related=21,30,33,33,44,51
	b, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(enc + string(b)), nil
}

// Guarded serves a second table behind a middleware that recovers: the panics of its handlers
// never escape, so nothing is reported in them.
func Guarded(c *config) *server.MCPServer { return buildGuarded(c, c.withRoot) }

func buildGuarded(c *config, pathMiddleware func(handlerFunc) server.ToolHandlerFunc) *server.MCPServer {
	s := server.NewMCPServer("fs-guarded", "1.0.0")
	tools := []struct {
		name    string
		handler handlerFunc
	}{
		{name: "stat", handler: c.stat},
	}
	for _, t := range tools {
		s.AddTool(mcp.NewTool(t.name), recovering(pathMiddleware(t.handler)))
	}
	return s
}

func (c *config) withRoot(handler handlerFunc) server.ToolHandlerFunc { // want withRoot:`wraps\(0:\[2\]\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return handler(ctx, c.base, req)
	}
}

func recovering(fn server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError("internal error")
			}
		}()
		return fn(ctx, req)
	}
}

func (c *config) stat(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want stat:`summary\(nilSafeRecv; unchecked type assertion on a tool argument at tooltable/tooltable.go:112 if \[3\]\)`
	follow := req.Params.Arguments["follow"].(bool) // recovered by the middleware around the table's handlers
	info, err := os.Stat(path)
	if err != nil || !follow {
		return mcp.NewToolResultError("cannot stat"), nil
	}
	return mcp.NewToolResultText(info.Name()), nil
}
