// Command lspserver registers package lsp's tools through an interface, and hands them a getter
// of a client that restart drops and builds again.
package main

import (
	"example.com/mcpgo121/lsp"
	"github.com/mark3labs/mcp-go/server"
)

type registrar interface {
	SetClientGetter(func() *lsp.Client)
	Register(*server.MCPServer)
}

var current = &lsp.Client{Name: "gopls"}

// restart drops the client; building it again may fail.
func restart() {
	current = nil
}

func main() {
	s := server.NewMCPServer("lsp", "1.0.0")
	r := tools()
	r.SetClientGetter(func() *lsp.Client { return current })
	r.Register(s)
	restart()
	_ = server.ServeStdio(s)
}

// tools is a seam for tests, as servers often keep one.
func tools() registrar {
	return lsp.New()
}
