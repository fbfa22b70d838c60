// Command catalogserver builds the server that package catalog registers its tools on. // want package:`methods\(catalog.LookupTool\)`
package main

import (
	"example.com/mcpgo026/catalog"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("catalog", "1.0.0")
	catalog.Register(s)
	_ = server.ServeStdio(s)
}
