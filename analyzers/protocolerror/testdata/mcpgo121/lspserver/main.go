// Command lspserver registers package lsp's tools through an interface.
package main

import (
	"example.com/mcpgo121/lsp"
	"github.com/mark3labs/mcp-go/server"
)

type registrar interface {
	Register(*server.MCPServer)
}

func main() {
	s := server.NewMCPServer("lsp", "1.0.0")
	tools().Register(s)
	_ = server.ServeStdio(s)
}

// tools is a seam for tests, as servers often keep one.
func tools() registrar {
	return lsp.New()
}
