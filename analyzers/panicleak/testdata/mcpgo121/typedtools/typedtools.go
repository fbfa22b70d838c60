// Package typedtools keeps its tools in a table of its own handler type: each handler gets the
// store and the user besides the request, a permission middleware wraps some of them, and
// Adapt turns the table's handlers into mcp-go handlers for a server built elsewhere.
package typedtools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store is the server's data.
type Store struct {
	Notes map[string]string
	Cache map[string]any
}

// Handler is the package's own tool handler type.
type Handler func(ctx context.Context, st *Store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// Tool is a table entry.
type Tool struct {
	Tool    mcp.Tool
	Handler Handler
}

var table = []Tool{ // want table:`pending\(getNote: unchecked type assertion on a tool argument at typedtools/typedtools.go:68; listNotes: unchecked type assertion on a tool argument at typedtools/typedtools.go:73\)`
	{mcp.NewTool("note"), MemberOnly(getNote)},
	{mcp.NewTool("notes"), listNotes},
	{mcp.NewTool("safe_note"), MemberOnly(getNoteChecked)},
	{mcp.NewTool("last"), lastNote},
}

// Tools adapts the table to mcp-go.
func Tools(st *Store) []server.ServerTool { // want Tools:`pending\(getNote: unchecked type assertion on a tool argument at typedtools/typedtools.go:68; listNotes: unchecked type assertion on a tool argument at typedtools/typedtools.go:73\)`
	var out []server.ServerTool
	for _, t := range table {
		out = append(out, server.ServerTool{Tool: t.Tool, Handler: Adapt(st, t.Handler)})
	}
	return out
}

// Adapt calls h with the user the transport put in the context.
func Adapt(st *Store, h Handler) server.ToolHandlerFunc { // want Adapt:`wraps\(1:\[3\]\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		user, ok := ctx.Value("user").(string)
		if !ok {
			return nil, errors.New("no user")
		}
		return h(ctx, st, user, req)
	}
}

// MemberOnly checks that the caller names a project before the handler runs.
func MemberOnly(h Handler) Handler {
	return func(ctx context.Context, st *Store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, ok := req.GetArguments()["project"]; !ok {
			return mcp.NewToolResultError("project is required"), nil
		}
		return h(ctx, st, user, req)
	}
}

func getNote(ctx context.Context, st *Store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getNote:`pending\(getNote: unchecked type assertion on a tool argument at typedtools/typedtools.go:68\)` getNote:`summary\(unchecked type assertion on a tool argument at typedtools/typedtools.go:68 if \[3\]\)`
	args := req.GetArguments()
	id := args["note_id"].(string) // want `^unchecked type assertion on a tool argument in tool handler typedtools.getNote: mcp-go v1.2.1 turns the panic into a -32603` related=typedsrv/main.go:12,30,30,40,52,62
	return mcp.NewToolResultText(st.Notes[id]), nil
}

func listNotes(ctx context.Context, st *Store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want listNotes:`pending\(listNotes: unchecked type assertion on a tool argument at typedtools/typedtools.go:73\)` listNotes:`summary\(unchecked type assertion on a tool argument at typedtools/typedtools.go:73 if \[3\]\)`
	prefix := req.GetArguments()["prefix"].(string) // want `^unchecked type assertion on a tool argument in tool handler typedtools.listNotes: mcp-go v1.2.1` related=typedsrv/main.go:12,31,40,52
	return mcp.NewToolResultText(prefix + user), nil
}

func getNoteChecked(ctx context.Context, st *Store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, ok := req.GetArguments()["note_id"].(string)
	if !ok {
		return mcp.NewToolResultError("note_id must be a string"), nil
	}
	return mcp.NewToolResultText(st.Notes[id]), nil
}

// lastNote asserts on the store the adapter hands it, not on the request: the server's own
// data, not input.
func lastNote(ctx context.Context, st *Store, user string, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want lastNote:`summary\(unchecked type assertion on a tool argument at typedtools/typedtools.go:88 if \[1\]\)`
	return mcp.NewToolResultText(st.Cache["last"].(string)), nil
}
