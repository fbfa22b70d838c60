// Package lsp registers its tools from a method of its Tools type; package lspserver calls that // want package:`leavesPending`
// method through an interface, so only the constructor links the two.
package lsp

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Client talks to the language server.
type Client struct{ Name string }

// Tools holds the tools' state. New sets getter to a closure of its own; SetClientGetter, which
// package lspserver calls with another, replaces it: what that closure reads (a client the server
// drops and builds again when a tool's call fails) is not in sight here, so a nil client is no
// state of the server's that this package can judge.
type Tools struct { // want Tools:`pending\(2\)`
	ready  bool
	getter func() *Client
}

// New returns Tools.
func New() *Tools { // want New:`pending\(2\)` New:`pure`
	c := &Client{}
	return &Tools{getter: func() *Client { return c }}
}

// SetClientGetter replaces the getter of the client.
func (t *Tools) SetClientGetter(f func() *Client) { t.getter = f } // want SetClientGetter:`pure`

func (t *Tools) client() *Client {
	if t.getter != nil {
		return t.getter()
	}
	return nil
}

// Register registers the tools.
func (t *Tools) Register(s *server.MCPServer) { // want Register:`pending\(2\)`
	t.registerDefinition(s)
	t.registerHover(s)
}

func (t *Tools) registerDefinition(s *server.MCPServer) { // want registerDefinition:`pending\(1\)`
	s.AddTool(mcp.NewTool("definition"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !t.ready {
			return nil, fmt.Errorf("language server not ready") // want `tool handler func literal returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=48,lspserver/main.go:33
		}
		return mcp.NewToolResultText("here"), nil
	})
}

func (t *Tools) registerHover(s *server.MCPServer) { // want registerHover:`pending\(1\)`
	s.AddTool(mcp.NewTool("hover"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c := t.client()
		if c == nil {
			return nil, fmt.Errorf("client not initialized") // want `tool handler func literal returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=57,lspserver/main.go:33
		}
		return mcp.NewToolResultText(c.Name), nil
	})
}
