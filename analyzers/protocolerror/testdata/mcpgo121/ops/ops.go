// Package ops holds the operations that opsrv dispatches to by name.
package ops

import (
	"context"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// Func is one operation.
type Func func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

// Upper answers a missing argument with an isError result: its error is always nil.
func Upper(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want Upper:`benignError`
	s, ok := args["text"].(string)
	if !ok {
		return mcp.NewToolResultError("text is required"), nil
	}
	return mcp.NewToolResultText(strings.ToUpper(s)), nil
}

// Lower never fails.
func Lower(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want Lower:`benignError`
	return mcp.NewToolResultText("lower"), nil
}

// Reverse returns its failure as a Go error.
func Reverse(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want Reverse:`mayReturnError\(ops/ops.go:31\)` Reverse:`pure`
	return nil, errors.New("reverse is not implemented")
}
