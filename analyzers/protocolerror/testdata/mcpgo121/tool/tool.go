// Package tool is the server's own registry of tools: each tools package fills one, and the
// package that builds the server hands what it holds to AddTools.
package tool

import "github.com/mark3labs/mcp-go/server"

// Tool holds the read and write tools of one package until a server takes them.
type Tool struct {
	read, write []server.ServerTool
}

// New returns an empty registry.
func New() *Tool { return &Tool{} } // want New:`pure`

// Default is a registry shared by the packages that register into it from their init functions.
var Default = New()

// RegisterRead adds a tool that only reads.
func (t *Tool) RegisterRead(s server.ServerTool) { t.read = append(t.read, s) } // want RegisterRead:`pure`

// RegisterWrite adds a tool that changes something.
func (t *Tool) RegisterWrite(s server.ServerTool) { t.write = append(t.write, s) } // want RegisterWrite:`pure`

// Tools returns every registered tool, read ones first.
func (t *Tool) Tools() []server.ServerTool { // want Tools:`pure`
	return append(append([]server.ServerTool(nil), t.read...), t.write...)
}
