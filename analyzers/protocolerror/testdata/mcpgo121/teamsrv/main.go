// Command teamsrv serves package team's tools behind a middleware that turns their errors into // want package:`initPending\(0; misc:1\)`
// isError results, and package misc's: nothing reported.
package main

import (
	"log"

	_ "example.com/mcpgo121/misc"
	"example.com/mcpgo121/mw"
	"example.com/mcpgo121/team"
	"example.com/mcpgo121/tool"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("team", "1.0.0", server.WithToolHandlerMiddleware(mw.ErrorsToResults(log.Default())))
	s.AddTools(team.Tool.Tools()...)
	t := tool.New()
	team.RegisterAll(t)
	s.AddTools(t.Tools()...)
	s.AddTools(team.Tools...)
	s.AddTools(tool.Default.Tools()...)
	_ = server.ServeStdio(s)
}
