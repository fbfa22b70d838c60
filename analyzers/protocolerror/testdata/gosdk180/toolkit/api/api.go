// Package api holds tool definitions whose handler is a struct field, called by package serve.
package api

// Params are a tool's inputs.
type Params struct{ Args map[string]any }

// Result is a tool's output; Err is a failure the model should read.
type Result struct {
	Text string
	Err  error
}

// Tool is a tool definition.
type Tool struct {
	Name    string
	Handler func(p Params) (*Result, error)
}
