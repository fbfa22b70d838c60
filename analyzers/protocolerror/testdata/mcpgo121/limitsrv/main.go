// Command limitsrv registers tool-handler middlewares that make errors of their own: each such
// return is reported once, with the registration as a related place.
package main

import (
	"context"
	"errors"
	"os"

	"example.com/mcpgo121/limit"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	l := &limit.Limiter{}
	s := server.NewMCPServer("limits", "1.0.0",
		server.WithToolHandlerMiddleware(l.Middleware()),
		server.WithToolHandlerMiddleware(limit.Logging),
		server.WithToolHandlerMiddleware(limit.Deadline),
		server.WithToolHandlerMiddleware(requireSession),
	)
	s.Use(l.Soft())
	burst := l.Burst()
	s.Use(burst)
	other := limit.Logging
	if len(os.Args) > 1 {
		other = limit.Unused
	}
	s.Use(other)
	g := &gate{}
	s.Use(g.Wrap)
	s.Use(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if g.closed {
				return nil, errors.New("server is shutting down") // want `tool-handler middleware func literal returns an error, the middleware's own` related=33
			}
			return next(ctx, req)
		}
	})
	s.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("pong"), nil
	})
	_ = server.ServeStdio(s)
}

// requireSession refuses a call without a session with the error of a helper.
func requireSession(next server.ToolHandlerFunc) server.ToolHandlerFunc { // want requireSession:`middlewareErrors\(limitsrv/main.go:51\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := checkSession(ctx, req); err != nil {
			return nil, err // want `tool-handler middleware requireSession returns an error, the middleware's own` related=65,21
		}
		res, err := next(ctx, req)
		if err != nil {
			return nil, err // the wrapped handler's
		}
		return res, nil
	}
}

// checkSession wants the session the caller names in its arguments: a call without one fails
// on what the model sent, not on the server's state.
func checkSession(ctx context.Context, req mcp.CallToolRequest) error { // want checkSession:`mayReturnError\(limitsrv/main.go:65\)`
	if req.GetString("session", "") == "" {
		return errors.New("no session")
	}
	return nil
}

// gate is closed while the server drains.
type gate struct{ closed bool }

// Wrap is a middleware method, registered as a method value.
func (g *gate) Wrap(next server.ToolHandlerFunc) server.ToolHandlerFunc { // want Wrap:`middlewareErrors\(limitsrv/main.go:77\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if g.closed {
			return nil, errors.New("gate closed") // want `tool-handler middleware gate.Wrap returns an error, the middleware's own` related=32
		}
		return next(ctx, req)
	}
}
