// Command broken does not type-check: mcperr vet must say it could not analyze it, and not
// report its directive as suppressing nothing, since nothing ran on it.
package main

import "github.com/mark3labs/mcp-go/server"

func main() {
	s := server.NewMCPServer("broken", "1.0.0")
	//mcperr:ignore panicleak nothing here can run anyway
	s.AddTool(undefinedTool, nil)
}
