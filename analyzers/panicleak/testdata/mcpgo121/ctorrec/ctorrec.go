// Package ctorrec builds a server that recovers the panics of its tool handlers.
package ctorrec

import "github.com/mark3labs/mcp-go/server"

// New builds the server.
func New() *server.MCPServer {
	return server.NewMCPServer("demo", "1.0.0", server.WithRecovery())
}
