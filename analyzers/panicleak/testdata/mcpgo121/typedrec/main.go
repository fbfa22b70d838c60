// Command typedrec has the same table, handler type, middleware and adapter as typedtools, in
// a server built with server.WithRecovery(): nothing is reported.
package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ notes map[string]string }

type handler func(ctx context.Context, st *store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

type tool struct {
	tool    mcp.Tool
	handler handler
}

var table = []tool{
	{mcp.NewTool("note"), memberOnly(getNote)},
	{mcp.NewTool("notes"), listNotes},
}

func adapt(st *store, h handler) server.ToolHandlerFunc { // want adapt:`wraps\(1:\[3\]\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		user, ok := ctx.Value("user").(string)
		if !ok {
			return nil, errors.New("no user")
		}
		return h(ctx, st, user, req)
	}
}

func memberOnly(h handler) handler {
	return func(ctx context.Context, st *store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, ok := req.GetArguments()["project"]; !ok {
			return mcp.NewToolResultError("project is required"), nil
		}
		return h(ctx, st, user, req)
	}
}

func getNote(ctx context.Context, st *store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getNote:`summary\(unchecked type assertion on a tool argument at typedrec/main.go:47 if \[3\]\)`
	id := req.GetArguments()["note_id"].(string) // recovered by WithRecovery
	return mcp.NewToolResultText(st.notes[id]), nil
}

func listNotes(ctx context.Context, st *store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want listNotes:`summary\(unchecked type assertion on a tool argument at typedrec/main.go:52 if \[3\]\)`
	prefix := req.GetArguments()["prefix"].(string) // recovered by WithRecovery
	return mcp.NewToolResultText(prefix + user), nil
}

func main() {
	s := server.NewMCPServer("typed", "1.0.0", server.WithRecovery())
	st := &store{}
	for _, t := range table {
		s.AddTool(t.tool, adapt(st, t.handler))
	}
	_ = server.ServeStdio(s)
}
