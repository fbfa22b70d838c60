// Package to holds the result helpers the tools packages return through.
package to

import (
	"encoding/json"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// ErrorResult logs a failure and hands it on as a Go error.
func ErrorResult(err error) (*mcp.CallToolResult, error) { // want ErrorResult:`mayReturnError\(to/to.go:14\)`
	log.Printf("tool failed: %v", err)
	return nil, err
}

// TextResult answers with v as JSON text; only a marshal failure, a bug of the server that
// -32603 names rightly, is an error: benign.
func TextResult(v any) (*mcp.CallToolResult, error) { // want TextResult:`benignError`
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Failure answers a failure with an isError result: its error is always nil.
func Failure(err error) (*mcp.CallToolResult, error) { // want Failure:`benignError`
	log.Printf("tool failed: %v", err)
	return mcp.NewToolResultErrorFromErr("tool failed", err), nil
}
