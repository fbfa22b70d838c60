// Command teamwrap serves package team's tools with no middleware, but wraps each handler in
// mw.Guard, which turns its errors into isError results: nothing reported.
package main

import (
	"example.com/mcpgo121/mw"
	"example.com/mcpgo121/team"
	"example.com/mcpgo121/tool"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("team", "1.0.0", server.WithRecovery())
	for _, st := range team.Tool.Tools() {
		s.AddTool(st.Tool, mw.Guard(st.Handler))
	}
	t := tool.New()
	team.RegisterAll(t)
	for _, st := range t.Tools() {
		st.Handler = mw.Guard(st.Handler)
		s.AddTools(st)
	}
	s.AddTools(mw.GuardAll(team.Tools)...)
	_ = server.ServeStdio(s)
}
