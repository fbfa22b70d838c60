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
	_ = server.ServeStdio(s)
}

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getUser:`mayReturnError\(main\.go:28\)`
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return nil, errors.New("id must be a string") // want `tool handler getUser returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error`
	}
	name, err := lookup(id)
	if err != nil {
		return nil, err // want `tool handler getUser returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error`
	}
	return mcp.NewToolResultText(name), nil
}

func lookup(id string) (string, error) {
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
func drain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want drain:`mayReturnError\(main\.go:69\)`
	err := ctx.Err()
	if err == nil {
		_, err = lookup("7")
	}
	if err != nil {
		return nil, err // want `tool handler drain returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error`
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
func findUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want findUser:`mayReturnError\(main\.go:90\)`
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return fail("id must be a string, got %T", req.Params.Arguments["id"])
	}
	return userResult(id) // want `tool handler findUser returns the error of userResult unchanged \(userResult can return a non-nil error at main.go:96\), which mcp-go v0.26.0 sends as a JSON-RPC -32603 error`
}

func userResult(id string) (*mcp.CallToolResult, error) { // want userResult:`mayReturnError\(main\.go:96\)`
	name, err := lookup(id)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(name), nil
}

// hardError marks a failure the author wants sent as a protocol error, as mcp-grafana's
// HardError does.
type hardError struct{ err error }

func (e *hardError) Error() string { return e.err.Error() }

// callBackend turns backend failures into isError results, except hard ones, which it picks out
// with errors.As and sends as protocol errors on purpose: not reported.
func callBackend(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want callBackend:`mayReturnError\(main\.go:113\)`
	if _, err := lookup("backend"); err != nil {
		var hard *hardError
		if errors.As(err, &hard) {
			return nil, hard.err
		}
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}
