// Command regsrv serves the tools of the tools packages' registries. WithRecovery is about // want package:`initPending\(0; misc:1\)`
// panics: the handlers' errors still become JSON-RPC errors.
package main

import (
	"example.com/mcpgo121/issue"
	_ "example.com/mcpgo121/misc"
	"example.com/mcpgo121/repo"
	"example.com/mcpgo121/tool"
	"example.com/mcpgo121/user"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("reg", "1.0.0", server.WithRecovery())
	s.AddTools(user.Tool.Tools()...)
	reg := tool.New()
	repo.RegisterAll(reg)
	s.AddTools(reg.Tools()...)
	s.AddTools(issue.Tools...)
	s.AddTools(tool.Default.Tools()...)
	_ = server.ServeStdio(s)
}
