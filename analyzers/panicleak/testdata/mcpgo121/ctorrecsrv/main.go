// Command ctorrecsrv builds its server with a constructor that installs server.WithRecovery().
package main

import (
	"example.com/mcpgo121/ctorrec"
	"example.com/mcpgo121/ctorrectools"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := ctorrec.New()
	ctorrectools.Register(s)
	_ = server.ServeStdio(s)
}
