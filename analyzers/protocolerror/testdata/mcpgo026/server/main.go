package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var users = map[string]string{"7": "ada"}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("get_user"), getUser)
	s.AddTool(mcp.NewTool("wait"), wait)
	s.AddTool(mcp.NewTool("poll"), poll)
	s.AddTool(mcp.NewTool("drain"), drain)
	s.AddTool(mcp.NewTool("find_user"), findUser)
	s.AddTool(mcp.NewTool("call_backend"), callBackend)
	s.AddTool(mcp.NewTool("profile"), profile)
	_ = server.ServeStdio(s)
}

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getUser:`mayReturnError\(server/main\.go:29\)`
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return nil, errors.New("id must be a string") // want `tool handler getUser returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error` related=16
	}
	name, err := lookup(id)
	if err != nil {
		return nil, err // want `tool handler getUser returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error` related=16,42
	}
	return mcp.NewToolResultText(name), nil
}

func lookup(id string) (string, error) { // want lookup:`mayReturnError\(server/main\.go:42\)`
	if n, ok := users[id]; ok {
		return n, nil
	}
	return "", fmt.Errorf("user %s not found", id)
}

// wait stops when the client goes away: a cancellation is not a business failure.
func wait(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want wait:`benignError`
	<-ctx.Done()
	return nil, ctx.Err()
}

// poll checks for cancellation through variables: still a cancellation, not reported.
func poll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want poll:`benignError`
	err := ctx.Err()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("still here"), nil
}

// drain reuses err for a lookup failure, so its return is reported.
func drain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want drain:`mayReturnError\(server/main\.go:70\)`
	err := ctx.Err()
	if err == nil {
		_, err = lookup("7")
	}
	if err != nil {
		return nil, err // want `tool handler drain returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error` related=19,42
	}
	return mcp.NewToolResultText("drained"), nil
}

// toolError builds an isError result: its error is always nil.
func toolError(msg string) (*mcp.CallToolResult, error) { // want toolError:`benignError`
	return mcp.NewToolResultError(msg), nil
}

// fail forwards toolError: its error is always nil too.
func fail(format string, args ...any) (*mcp.CallToolResult, error) { // want fail:`benignError`
	return toolError(fmt.Sprintf(format, args...))
}

// findUser forwards helpers: fail's error is nil and not reported, userResult's is not.
func findUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want findUser:`mayReturnError\(server/main\.go:91\)`
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return fail("id must be a string, got %T", req.Params.Arguments["id"])
	}
	return userResult(id)
}

func userResult(id string) (*mcp.CallToolResult, error) { // want userResult:`mayReturnError\(server/main\.go:97\)`
	name, err := lookup(id)
	if err != nil {
		return nil, err // want `userResult returns an error, and every tool handler that calls it returns its results unchanged, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error .*; return mcp.NewToolResultError\(...\) and a nil error here, once for all of them` related=20,42,91
	}
	return mcp.NewToolResultText(name), nil
}

// hardError marks a failure the author wants sent as a protocol error, as mcp-grafana's
// HardError does.
type hardError struct{ err error }

func (e *hardError) Error() string { return e.err.Error() } // want Error:`pure`

// callBackend turns backend failures into isError results, except hard ones, which it picks out
// with errors.As and sends as protocol errors on purpose: not reported, and its error counts as
// chosen where it is forwarded too.
func callBackend(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want callBackend:`benignError`
	if _, err := lookup("backend"); err != nil {
		var hard *hardError
		if errors.As(err, &hard) {
			return nil, hard.err
		}
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// stillThere is a helper that only ever reports the client going away.
func stillThere(ctx context.Context) error { // want stillThere:`benignError`
	if err := ctx.Err(); err != nil {
		return err
	}
	return nil
}

// loadUser reports a lookup failure.
func loadUser(id string) (string, error) { // want loadUser:`mayReturnError\(server/main\.go:134\)`
	name, err := lookup(id)
	if err != nil {
		return "", fmt.Errorf("load user %s: %w", id, err)
	}
	return name, nil
}

// profile passes on the errors of helpers: stillThere's is a cancellation and not reported;
// loadUser's is a lookup failure, reported with the helper's return and the lookup behind it.
func profile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want profile:`mayReturnError\(server/main\.go:147\)`
	if err := stillThere(ctx); err != nil {
		return nil, err
	}
	name, err := loadUser("7")
	if err != nil {
		return nil, err // want `tool handler profile returns an error, which mcp-go v0.26.0 sends` related=22,134,42
	}
	return mcp.NewToolResultText(name), nil
}
