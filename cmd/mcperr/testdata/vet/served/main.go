// Command served registers a handler of package website.
package main

import (
	"example.com/vetdemo/website"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("served", "1.0.0")
	s.AddTool(mcp.NewTool("create_site"), website.Create)
	_ = server.ServeStdio(s)
}
