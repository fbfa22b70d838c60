// Package metricerr holds the error type that the tools of package metrictools answer with, as
// prometheus-mcp-server's errors.ErrToolHandler.
package metricerr

import "fmt"

// ToolError is a tool's failure.
type ToolError struct {
	Msg string
	Err error
}

// New builds a ToolError.
func New(msg string, err error) *ToolError { // want New:`wrapsError\(1\)` New:`pure`
	return &ToolError{Msg: msg, Err: err}
}

func (e *ToolError) Error() string { // want Error:`pure`
	if e.Err != nil {
		return fmt.Sprintf("%s: %v", e.Msg, e.Err)
	}
	return e.Msg
}

func (e *ToolError) Unwrap() error { return e.Err } // want Unwrap:`mayReturnError\(metricerr/metricerr.go:25\)` Unwrap:`pure`
