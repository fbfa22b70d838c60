package main

import (
	"example.com/mcpgo121/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("search"), tools.Search)
	s.AddTool(mcp.NewTool("report"), tools.Report)
	s.AddTool(mcp.NewTool("sum"), mcp.NewTypedToolHandler(tools.Sum))
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(tools.Structured))
	_ = server.ServeStdio(s)
}
