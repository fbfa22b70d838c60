// Package toolreg is a server's own registry of tools, filled by the init functions of its tool
// packages and read by the package that builds the server.
package toolreg

import "github.com/mark3labs/mcp-go/server"

// Registry holds tools until a server takes them.
type Registry struct{ tools []server.ServerTool }

// New returns an empty registry.
func New() *Registry { return &Registry{} }

// RegisterRead adds a read-only tool.
func (r *Registry) RegisterRead(t server.ServerTool) { r.tools = append(r.tools, t) }

// Tools returns the registered tools.
func (r *Registry) Tools() []server.ServerTool { return r.tools } // want Tools:`summary\(returns\[\[0\]\]\)`
