// Package api holds the tool definitions of the kube packages: a handler in a struct field.
package api

// Params are a tool's inputs.
type Params struct{ Args map[string]any }

// Result is a tool's output; Err carries a failure the model should see.
type Result struct {
	Text string
	Err  error
}

// Tool is a tool definition.
type Tool struct {
	Name    string
	Handler func(p Params) (*Result, error)
}
