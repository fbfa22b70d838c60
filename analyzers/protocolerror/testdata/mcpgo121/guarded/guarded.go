// Package guarded registers handlers through wrappers that turn their errors into isError
// results, also around an adapter that passes errors on and through a local variable: nothing is
// reported except the handler registered without a guard.
package guarded

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Legacy is a handler of an older signature.
type Legacy func(args map[string]any) (*mcp.CallToolResult, error)

// Adapt turns a Legacy handler into an mcp-go handler that returns its error unchanged.
func Adapt(h Legacy) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(req.GetArguments())
	}
}

// Guard answers the wrapped handler's error with an isError result.
func Guard(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Error: %v", err)), nil
		}
		return res, nil
	}
}

// Session runs the browser tools.
type Session struct{}

// Execute answers the handler's error with an isError result.
func (s *Session) Execute(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

// Navigate builds its handler in a variable and hands it to Execute.
var Navigate = func(s *Session) server.ToolHandlerFunc {
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("no page open") // Execute converts it
	}
	return s.Execute(handler)
}

func search(args map[string]any) (*mcp.CallToolResult, error) { // want search:`mayReturnError\(guarded/guarded.go:60\)`
	if _, ok := args["q"].(string); !ok {
		return nil, errors.New("q is required") // Guard converts it where search is registered
	}
	return mcp.NewToolResultText("found"), nil
}

func count(args map[string]any) (*mcp.CallToolResult, error) { // want count:`mayReturnError\(guarded/guarded.go:66\)`
	return nil, errors.New("counting is disabled") // want `tool handler count returns an error, which guarded.Adapt's tool handler returns unchanged, so mcp-go v1.2.1 sends it` related=74,21
}

// Serve registers the tools.
func Serve(sess *Session) error { // want Serve:`mayReturnError\(guarded/guarded.go:76\)`
	s := server.NewMCPServer("guarded", "1.0.0")
	s.AddTool(mcp.NewTool("search"), Guard(Adapt(search)))
	s.AddTool(mcp.NewTool("navigate"), Navigate(sess))
	s.AddTool(mcp.NewTool("count"), Adapt(count))
	s.AddTool(mcp.NewTool("update_issue"), UpdateIssue)
	return server.ServeStdio(s)
}

// issueHandler builds the handler for one kind of issue update.
func issueHandler(kind string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("title", "") == "" {
			return nil, errors.New("title is required") // want `tool handler func literal returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=none
		}
		return mcp.NewToolResultText(kind), nil
	}
}

// UpdateIssue calls the handler issueHandler builds: its error is that handler's, reported there.
func UpdateIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want UpdateIssue:`benignError`
	return issueHandler("update")(ctx, req)
}
