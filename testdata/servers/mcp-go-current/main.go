// Command notes-server is a small MCP server over a notes store, written as a fixture for
// mcperr's Go rules. Every error-result site carries a want annotation; lines without one must
// not be reported.
package main

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/notes-server/internal/toolerr"
)

func main() {
	s := server.NewMCPServer("notes", "1.0.0", server.WithRecovery())
	st := newStore()

	s.AddTool(mcp.NewTool("get_note", mcp.WithString("id", mcp.Required())), st.handleGetNote)
	s.AddTool(mcp.NewTool("search_notes", mcp.WithString("query", mcp.Required())), st.handleSearch)
	s.AddTool(mcp.NewTool("export_note"), st.handleExport)

	deleteTool := mcp.NewTool("delete_note", mcp.WithString("id", mcp.Required()))
	s.AddTool(deleteTool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want: errorresult shape=prose-only function=delete_note construct=sdk-call
		}
		if !st.has(id) {
			return toolerr.NotFound("note", id), nil
		}
		if st.locked(id) {
			return toolerr.Conflict(id, "note is locked by another editor"), nil
		}
		st.delete(id)
		return mcp.NewToolResultText("deleted"), nil
	})

	s.AddTool(mcp.NewTool("archive_note"), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in archiveArgs) (*mcp.CallToolResult, error) {
		if in.ID == "" {
			return mcp.NewToolResultError(`{"code":"MISSING_ID","target":"id"}`), nil // want: errorresult shape=json-in-text function=archive_note
		}
		return mcp.NewToolResultText("archived"), nil
	}))

	s.AddTools(server.ServerTool{
		Tool: mcp.NewTool("pin_note"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultError("pinning is disabled"), nil // want: errorresult function=pin_note shape=prose-only
		},
	})

	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}

type archiveArgs struct {
	ID string `json:"id"`
}
