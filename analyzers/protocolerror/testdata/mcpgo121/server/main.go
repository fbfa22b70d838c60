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
	s.AddTool(mcp.NewTool("search"), tools.Search)
	s.AddTool(mcp.NewTool("report"), tools.Report)
	s.AddTool(mcp.NewTool("sum"), mcp.NewTypedToolHandler(tools.Sum))
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(tools.Structured))
	s.AddTool(mcp.NewTool("lookup"), tools.Lookup)
	s.AddTool(mcp.NewTool("delete"), tools.Delete)
	s.AddTool(mcp.NewTool("draft"), tools.Draft)
	tools.RegisterAdmin(s)
	s.AddTools(tools.Archive())
	s.AddTool(mcp.NewTool("ping"), tools.Ping)
	_ = server.ServeStdio(s)
}
