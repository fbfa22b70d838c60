// Command notesrv registers package notes' tools on a server with no middleware that converts
// errors.
package main

import (
	"example.com/mcpgo121/guarded"
	"example.com/mcpgo121/notes"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("notes", "1.0.0")
	s.AddTools(notes.Tools()...)
	for _, d := range notes.Extra {
		s.AddTool(mcp.NewTool(d.Name), d.Handler)
	}
	// Behind a wrapper of another package that converts errors: not reported.
	s.AddTool(mcp.NewTool("export"), guarded.Guard(notes.Export))
	s.AddTool(mcp.NewTool("count"), guarded.Guard(guarded.Adapt(notes.Count)))
	_ = server.ServeStdio(s)
}
