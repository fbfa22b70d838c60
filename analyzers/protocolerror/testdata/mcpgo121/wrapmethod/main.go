// Command wrapmethod wraps each tool's handler in a method of its own middleware type, which
// takes the tool's name as well as the handler: the errors the wrapper makes itself (a rate
// limit) reach the client as JSON-RPC errors on every tool it wraps, while the handler's own
// errors, passed on, are judged at the handler.
package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is the module's own name for a tool handler's signature.
type Handler func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// Limiter refuses calls over a budget.
type Limiter struct{ left int }

// Allow reports whether a call may go on.
func (l *Limiter) Allow() (bool, error) { // want Allow:`pure\(checks\)` Allow:`mayReturnError\(wrapmethod/main.go:25\)`
	if l.left == 0 {
		return false, errors.New("budget spent")
	}
	l.left--
	return true, nil
}

// Middleware wraps handlers with a rate limit.
type Middleware struct{ limiter *Limiter }

// Wrap returns a handler that checks the limit, then calls h.
func (m *Middleware) Wrap(name string, h Handler) Handler { // want Wrap:`middlewareErrors\(wrapmethod/main.go:40\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if m.limiter != nil {
			ok, err := m.limiter.Allow()
			if !ok {
				return nil, fmt.Errorf("rate limit exceeded for %s: %w", name, err) // want `tool-handler wrapper Middleware.Wrap returns an error, the middleware's own` related=25,79
			}
		}
		res, err := h(ctx, req)
		return res, err
	}
}

// Convert returns a handler that answers h's errors, and its own, with isError results.
func (m *Middleware) Convert(name string, h Handler) Handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if m.limiter != nil {
			if ok, _ := m.limiter.Allow(); !ok {
				return mcp.NewToolResultError("rate limit exceeded for " + name), nil
			}
		}
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

type tools struct{ mw *Middleware }

func (t *tools) echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want echo:`benignError`
	return mcp.NewToolResultText("echo"), nil
}

func (t *tools) fail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want fail:`mayReturnError\(wrapmethod/main.go:71\)`
	return nil, errors.New("no such item") // want `tool handler fail returns an error`
}

func (t *tools) register(s *server.MCPServer) {
	h := t.echo
	if t.mw != nil {
		h = t.mw.Wrap("echo", h)
	}
	s.AddTool(mcp.NewTool("echo"), h)

	f := t.fail
	if t.mw != nil {
		f = t.mw.Convert("fail", t.fail)
	}
	s.AddTool(mcp.NewTool("fail"), f)
}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	(&tools{mw: &Middleware{limiter: &Limiter{left: 10}}}).register(s)
	_ = server.ServeStdio(s)
}
