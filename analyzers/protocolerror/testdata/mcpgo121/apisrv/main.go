// Command apisrv serves the tools of package apitools. // want package:`helperUses\(example.com/mcpgo121/apiresp.Fetch\)`
package main

import (
	"example.com/mcpgo121/apitools"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("api", "1.0.0")
	apitools.Register(s)
	_ = server.ServeStdio(s)
}
