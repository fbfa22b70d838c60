// Package limit holds tool-handler middlewares that servers of other packages register: the
// errors a middleware makes itself, before it calls the handler it wraps, are reported where a
// server registers it; the errors it passes on from that handler are the handler's.
package limit

import (
	"context"
	"errors"
	"fmt"
	"log"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Limiter refuses calls past a budget.
type Limiter struct{ left atomic.Int64 }

func (l *Limiter) allow() bool { return l.left.Add(-1) >= 0 }

// Middleware refuses a call over the budget with an error of its own, as a rate limiter that
// returns errors.New does: every tool's call can get it.
func (l *Limiter) Middleware() server.ToolHandlerMiddleware { // want Middleware:`middlewareErrors\(limit/limit.go:29\)`
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !l.allow() {
				log.Printf("rate limit exceeded for %s", req.Params.Name)
				return nil, errors.New("rate limit exceeded: too many requests") // want `tool-handler middleware Limiter.Middleware returns an error, the middleware's own and not the wrapped handler's, so a call of every tool behind it can get it, and mcp-go v1.2.1 sends it as a JSON-RPC -32603 error that the model never sees` related=limitsrv/main.go:18
			}
			if req.Params.Name == "" {
				return nil, fmt.Errorf("tool name is required") // want `tool-handler middleware Limiter.Middleware returns an error, the middleware's own` related=limitsrv/main.go:18
			}
			return next(ctx, req) // the wrapped handler's error: judged where the handler is
		}
	}
}

// Soft answers a call over the budget with an isError result the model can read.
func (l *Limiter) Soft() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !l.allow() {
				return mcp.NewToolResultError("rate limit exceeded: retry in a minute"), nil
			}
			return next(ctx, req)
		}
	}
}

// Logging passes the wrapped handler's error on, as it is and wrapped: the handler's, not its own.
func Logging(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			wrapped := fmt.Errorf("tool %s: %w", req.Params.Name, err)
			log.Print(wrapped)
			return nil, wrapped
		}
		return res, err
	}
}

// Deadline refuses a call whose client has gone: a cancellation, which no result would reach.
func Deadline(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return next(ctx, req)
	}
}

// Quota refuses with an error of its own, but limitconv registers it inside a middleware that
// converts errors into isError results: not reported there.
func Quota(next server.ToolHandlerFunc) server.ToolHandlerFunc { // want Quota:`middlewareErrors\(limit/limit.go:79\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Name == "export" {
			return nil, errors.New("quota exhausted")
		}
		return next(ctx, req)
	}
}

// Tenant refuses with an error of its own; limitconv registers it outside its converting
// middleware, which therefore never sees the refusal.
func Tenant(next server.ToolHandlerFunc) server.ToolHandlerFunc { // want Tenant:`middlewareErrors\(limit/limit.go:90\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("tenant", "") == "" {
			return nil, errors.New("tenant is required") // want `tool-handler middleware Tenant returns an error, the middleware's own` related=limitconv/main.go:19
		}
		return next(ctx, req)
	}
}

// Unused refuses with an error of its own, but limitsrv registers it only through a variable it
// assigns twice, which is not followed: its fact alone.
func Unused(next server.ToolHandlerFunc) server.ToolHandlerFunc { // want Unused:`middlewareErrors\(limit/limit.go:101\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Name == "" {
			return nil, errors.New("no tool")
		}
		return next(ctx, req)
	}
}

// Burst refuses a burst with an error of its own; limitsrv registers it through a variable.
func (l *Limiter) Burst() server.ToolHandlerMiddleware { // want Burst:`middlewareErrors\(limit/limit.go:112\)`
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if !l.allow() {
				return nil, errors.New("burst limit exceeded") // want `tool-handler middleware Limiter.Burst returns an error, the middleware's own` related=limitsrv/main.go:25
			}
			return next(ctx, req)
		}
	}
}
