// Package lsp registers its tools from a method of its Tools type; package lspserver calls that // want package:`leavesPending`
// method through an interface, so only the constructor links the two.
package lsp

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools holds the tools' state.
type Tools struct{ ready bool } // want Tools:`pending\(1\)`

// New returns Tools.
func New() *Tools { return &Tools{} } // want New:`pending\(1\)` New:`pure`

// Register registers the tools.
func (t *Tools) Register(s *server.MCPServer) { // want Register:`pending\(1\)`
	t.registerDefinition(s)
}

func (t *Tools) registerDefinition(s *server.MCPServer) { // want registerDefinition:`pending\(1\)`
	s.AddTool(mcp.NewTool("definition"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !t.ready {
			return nil, fmt.Errorf("language server not ready") // want `tool handler func literal returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=25,lspserver/main.go:21
		}
		return mcp.NewToolResultText("here"), nil
	})
}
