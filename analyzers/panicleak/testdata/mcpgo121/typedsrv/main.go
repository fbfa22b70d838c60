// Command typedsrv serves typedtools' table with no recovery.
package main

import (
	"example.com/mcpgo121/typedtools"

	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("typed", "1.0.0")
	s.AddTools(typedtools.Tools(&typedtools.Store{})...)
	_ = server.ServeStdio(s)
}
