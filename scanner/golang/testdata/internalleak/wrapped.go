package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/pkg/errors"
)

// wrapped formats a pkg/errors error with %+v, which prints its stack.
func wrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := errors.Wrap(load(), "loading")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("%+v", err)), nil // want: errorresult; internalleak
	}
	// Fine: %v prints the messages only.
	return mcp.NewToolResultError(fmt.Sprintf("%v", err)), nil // want: errorresult
}

func load() error { return errors.New("no such table") }
