package main

import (
	"mcp-dotless/tools"

	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0", server.WithToolCapabilities(true))
	c := &tools.CDN{}
	s.AddTools(c.Tools()...)
	_ = server.ServeStdio(s)
}
