package kit

// Tool is one entry of the server's own tool registry.
type Tool struct {
	Name string
	Run  func(input map[string]any) (any, error)
	// Check is only logged, never rendered into a result.
	Check func(input map[string]any) (any, error)
}
