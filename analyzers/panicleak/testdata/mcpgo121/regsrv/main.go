// Command regsrv serves the tools that the init functions of its tool packages put in their // want package:`initImported\(usertools:1\)`
// registries.
package main

import (
	"example.com/mcpgo121/usertools"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTools(usertools.Tool.Tools()...)
	_ = server.ServeStdio(s)
}
