// Package notes defines tools through package bind's adapters and in a table of definitions; it // want package:`leavesPending`
// builds no server, so their problems are reported when package notesrv registers them.
package notes

import (
	"context"
	"errors"
	"fmt"

	"example.com/mcpgo121/bind"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type addIn struct {
	Text string `json:"text"`
}

// Tools lists the tools built through bind.
func Tools() []server.ServerTool { // want Tools:`pending\(1\)`
	return []server.ServerTool{
		{Tool: mcp.NewTool("add_note"), Handler: bind.Typed(addNote)},
		{Tool: mcp.NewTool("count_notes"), Handler: bind.Safe(func(ctx context.Context, in addIn) (string, error) {
			return "", errors.New("counting is disabled") // bind.Safe answers it with an isError result
		})},
	}
}

func addNote(ctx context.Context, in addIn) (*mcp.CallToolResult, error) { // want addNote:`mayReturnError\(notes/notes.go:31\)`
	if in.Text == "" {
		return nil, errors.New("text is required") // want `tool handler addNote returns an error, which bind.Typed's tool handler returns unchanged, so mcp-go v1.2.1 sends it as a JSON-RPC -32603 error` related=22,bind/bind.go:20,notesrv/main.go:14
	}
	return mcp.NewToolResultText("added"), nil
}

// Def is a tool definition of the table.
type Def struct {
	Name    string
	Handler server.ToolHandlerFunc
}

// Extra is a table of definitions with handler literals.
var Extra = []Def{ // want Extra:`pending\(1\)`
	{Name: "pin_note", Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, fmt.Errorf("pinning is not supported") // want `tool handler func literal returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=notesrv/main.go:15
	}},
	{Name: "list_notes", Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("no notes"), nil
	}},
}

// Export is registered by notesrv only behind guarded.Guard, which converts its errors.
func Export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Export:`mayReturnError\(notes/notes.go:54\)` Export:`pending\(1\)` Export:`pure`
	return nil, errors.New("export is disabled")
}

// Count is a legacy handler that notesrv adapts with guarded.Adapt behind guarded.Guard.
func Count(args map[string]any) (*mcp.CallToolResult, error) { // want Count:`mayReturnError\(notes/notes.go:59\)` Count:`pure`
	return nil, errors.New("counting is disabled")
}
