package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

type userKey struct{}

// userFrom reads the user a context carries, refusing none: pure, its failure the context's.
func userFrom(ctx context.Context) (string, error) { // want userFrom:`mayReturnError\(ghsrv/ctxarg.go:16\)`
	u, _ := ctx.Value(userKey{}).(string)
	if u == "" {
		return "", errors.New("no user")
	}
	return u, nil
}

// asUser puts the model's user in its context before reading it back: the context is the
// call's, and so is userFrom's failure (an empty user argument).
func asUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want asUser:`mayReturnError\(ghsrv/ctxarg.go:27\)`
	ctx = context.WithValue(ctx, userKey{}, req.GetString("user", ""))
	u, err := userFrom(ctx)
	if err != nil {
		return nil, err // want `tool handler asUser returns an error` related=ghsrv/ctxarg.go:16,ghsrv/main.go:30
	}
	return mcp.NewToolResultText(u), nil
}

// whoAmI reads the user the server's middleware put in the context it was given: a server fault.
func whoAmI(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want whoAmI:`benignError`
	u, err := userFrom(ctx)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(u), nil
}

// userOf is a helper: its context is what its callers give it, and asUserVia fills it with the
// model's user, so userFrom's failure is the call's.
func userOf(ctx context.Context) (string, error) { // want userOf:`mayReturnError\(ghsrv/ctxarg.go:46\)`
	u, err := userFrom(ctx)
	if err != nil {
		return "", err
	}
	return u, nil
}

// asUserVia hands userOf a context carrying the model's user.
func asUserVia(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want asUserVia:`mayReturnError\(ghsrv/ctxarg.go:55\)`
	u, err := userOf(context.WithValue(ctx, userKey{}, req.GetString("user", "")))
	if err != nil {
		return nil, err // want `tool handler asUserVia returns an error` related=ghsrv/ctxarg.go:16,ghsrv/ctxarg.go:46,ghsrv/main.go:33
	}
	return mcp.NewToolResultText(u), nil
}
