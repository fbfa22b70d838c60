// Command cross registers a handler of package tools with no recovery: the handler's panic is
// reported where it stands in package tools, naming this registration, even when only this
// package is vetted.
package main

import (
	"example.com/vetdemo/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("cross", "1.0.0")
	s.AddTool(mcp.NewTool("rename"), tools.Rename)
	_ = server.ServeStdio(s)
}
