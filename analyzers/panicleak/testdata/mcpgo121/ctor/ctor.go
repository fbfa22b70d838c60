// Package ctor builds the server for command ctorsrv, without a recovery.
package ctor

import "github.com/mark3labs/mcp-go/server"

// New builds the server.
func New() *server.MCPServer {
	s := server.NewMCPServer("demo", "1.0.0", server.WithToolCapabilities(true))
	return s
}
