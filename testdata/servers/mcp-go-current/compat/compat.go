// Package compat keeps an old API: its NewToolResultError is the repository's own function and
// must not be taken for mcp-go's.
package compat

// Result is the old result type.
type Result struct {
	Text    string
	IsError bool
}

// NewToolResultError builds an old-style result.
func NewToolResultError(msg string) *Result {
	return &Result{Text: msg, IsError: true}
}
