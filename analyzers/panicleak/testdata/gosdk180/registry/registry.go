// Package registry keeps the server's tools behind an interface, as servers with many tools do:
// a handler reaches a tool's code through a call of the interface's method.
package registry

import "context"

// Tool is one tool of the server.
type Tool interface {
	Execute(ctx context.Context, args map[string]any) (string, error)
}

var tools = map[string]Tool{}

// Register adds a tool under its name.
func Register(name string, t Tool) { tools[name] = t }

// Get returns the tool of a name.
func Get(name string) (Tool, bool) {
	t, ok := tools[name]
	return t, ok
}
