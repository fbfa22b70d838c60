// Package tooltable keeps its handlers in a table local to the function that registers them: // want package:`helperUses\(\(\*example\.com/mcpgo026/tooltable\.config\)\.prepare\)`
// each handler takes the path a middleware checked, and the callers choose that middleware (a
// method value) for every handler of the table.
package tooltable

import (
	"context"
	"errors"
	"log"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handlerFunc func(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type config struct{ base string }

// Local serves the base directory: withSafePath stands in front of every handler and returns
// their errors unchanged.
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
	s.AddTool(mcp.NewTool("setup"), c.setup)
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

func logged(name string, fn server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("%s called", name)
		return fn(ctx, req)
	}
}

func (c *config) list(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want list:`mayReturnError\(tooltable/tooltable\.go:61\)`
	entries, err := os.ReadDir(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), err // want `tool handler list returns an error, which tooltable.logged's tool handler returns unchanged \(it calls fn, which reaches the function in field handler\), so mcp-go v0.26.0 sends it as a JSON-RPC -32603 error` related=23,31,35,35,47,54
	}
	return mcp.NewToolResultText(entries[0].Name()), nil
}

func readFile(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want readFile:`mayReturnError\(tooltable/tooltable\.go:69\)`
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err // want `tool handler readFile returns an error, which tooltable.logged's tool handler returns unchanged` related=23,32,35,35,47,54
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Converted serves a second table behind a middleware that turns the handlers' errors into
// isError results: nothing is reported in them.
func Converted(c *config) *server.MCPServer { return buildConverted(c, c.withConversion) }

func buildConverted(c *config, wrap func(handlerFunc) server.ToolHandlerFunc) *server.MCPServer {
	s := server.NewMCPServer("fs-converted", "1.0.0")
	tools := []struct {
		name    string
		handler handlerFunc
	}{
		{name: "remove", handler: c.remove},
	}
	for _, t := range tools {
		s.AddTool(mcp.NewTool(t.name), wrap(t.handler))
	}
	return s
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

func (c *config) remove(ctx context.Context, path string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want remove:`mayReturnError\(tooltable/tooltable\.go:104\)`
	if err := os.Remove(path); err != nil {
		return nil, err // the middleware turns it into an isError result
	}
	return mcp.NewToolResultText("removed"), nil
}

// setup passes on every failure of prepare, whose six failing returns the finding names.
func (c *config) setup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want setup:`mayReturnError\(tooltable/tooltable\.go:111\)`
	return c.prepare(req.Params.Arguments) // want `tool handler setup returns the error of prepare unchanged` related=37,121,124,127,130,133,136
}

// Prepare serves the command line too, which prints prepare's errors.
func (c *config) Prepare(args map[string]any) (*mcp.CallToolResult, error) { // want Prepare:`mayReturnError\(tooltable/tooltable\.go:116\)`
	return c.prepare(args)
}

func (c *config) prepare(args map[string]any) (*mcp.CallToolResult, error) { // want prepare:`mayReturnError\(tooltable/tooltable\.go:121\)`
	if _, ok := args["a"]; !ok {
		return nil, errors.New("a is required")
	}
	if _, ok := args["b"]; !ok {
		return nil, errors.New("b is required")
	}
	if _, ok := args["c"]; !ok {
		return nil, errors.New("c is required")
	}
	if _, ok := args["d"]; !ok {
		return nil, errors.New("d is required")
	}
	if _, ok := args["e"]; !ok {
		return nil, errors.New("e is required")
	}
	if err := os.MkdirAll(c.base, 0o755); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("ready"), nil
}
