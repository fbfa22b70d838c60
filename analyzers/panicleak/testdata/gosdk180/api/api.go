// Package api defines the server's own tool shape: a definition whose Handler field holds the
// function that does the work, called by a raw handler that package fieldsrv builds.
package api

// Params are what a tool's function gets.
type Params struct {
	Args map[string]any
}

// ServerTool is a tool and the function that does its work.
type ServerTool struct {
	Name    string
	Handler func(p Params) (string, error)
}
