// Package registry holds the plugins' tools behind an interface; the plugins register themselves.
package registry

import "context"

// Tool is what a plugin implements.
type Tool interface {
	Execute(ctx context.Context, args map[string]any) (string, error)
}

var tools = map[string]Tool{}

// Register adds a plugin's tool.
func Register(name string, t Tool) { tools[name] = t }

// Get returns the tool registered under name.
func Get(name string) (Tool, bool) {
	t, ok := tools[name]
	return t, ok
}

// Names lists the registered tools.
func Names() []string {
	var out []string
	for n := range tools {
		out = append(out, n)
	}
	return out
}

// Func is a tool that a plugin gives as a function value.
type Func struct {
	Name string
	Run  func(ctx context.Context, args map[string]any) (string, error)
}

var funcs = map[string]Func{}

// RegisterFunc adds a plugin's function tool.
func RegisterFunc(f Func) { funcs[f.Name] = f }

// GetFunc returns the function tool registered under name.
func GetFunc(name string) Func { return funcs[name] }

// FuncNames lists the registered function tools.
func FuncNames() []string {
	var out []string
	for n := range funcs {
		out = append(out, n)
	}
	return out
}
