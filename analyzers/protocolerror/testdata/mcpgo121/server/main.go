package main

import (
	"example.com/mcpgo121/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The handlers are written in package tools; this server has no middleware that converts their
// errors, so their problems are reported here, where they are registered.
func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("search"), tools.Search)                    // want `tool handler tools.Search at tools.go:16 returns the error of a Require\* accessor, so a missing or mistyped argument, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error`
	s.AddTool(mcp.NewTool("report"), tools.Report)                    // want `tool handler tools.Report at tools.go:23 returns the error of NewToolResultJSON unchanged`
	s.AddTool(mcp.NewTool("sum"), mcp.NewTypedToolHandler(tools.Sum)) // want `tool handler tools.Sum at tools.go:32 returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error`
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(tools.Structured))
	s.AddTool(mcp.NewTool("lookup"), tools.Lookup)
	s.AddTool(mcp.NewTool("delete"), tools.Delete) // want `tool handler tools.Delete at admin.go:29 returns the error of Wrap unchanged \(Wrap can return a non-nil error at toolerr.go:29\)`
	s.AddTool(mcp.NewTool("draft"), tools.Draft)   // want `tool handler tools.Draft at admin.go:34 returns the error of Named unchanged \(Named can return a non-nil error at toolerr.go:37\)`
	tools.RegisterAdmin(s)                         // want `tool handler tools.purge at admin.go:43 returns an error`
	s.AddTools(tools.Archive())                    // want `tool handler func literal in tools.Archive at admin.go:53 returns the error of a Require\* accessor`
	_ = server.ServeStdio(s)
}
