// Package utils keeps deprecated wrappers named like mcp-go's constructors. They are the
// repository's functions: calls of them are not SDK sites.
package utils

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/files-mcp/pkg/results"
)

// NewToolResultError is deprecated: use results.NewError.
func NewToolResultError(message string) *mcp.CallToolResult {
	return results.NewError(message)
}

// NewToolResultErrorFromErr is deprecated: use results.NewErrorFromErr.
func NewToolResultErrorFromErr(message string, err error) *mcp.CallToolResult {
	return results.NewError(message + ": " + err.Error())
}
