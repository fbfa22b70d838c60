// Package tools defines tools whose handlers take dependencies, through its own generic
// constructor that hands them on to inventory.FromTyped.
package tools

import (
	"context"
	"errors"

	"example.com/adapt/inventory"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Deps are what a handler needs.
type Deps struct{ Token string }

// Func is a typed handler with dependencies.
type Func[In, Out any] func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)

// NewTool hands h on to inventory.FromTyped inside a literal that adds the dependencies.
func NewTool[In, Out any](tool mcp.Tool, h Func[In, Out]) inventory.Entry {
	return inventory.FromTyped(tool, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) { // want `adapted func literal in NewTool: go-sdk-raw, error returned` related=21,inventory/inventory.go:30,inventory/inventory.go:38
		return h(ctx, Deps{}, req, in)
	})
}

// Direct hands its parameter straight on.
func Direct[In, Out any](tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) inventory.Entry {
	return inventory.FromTyped(tool, h)
}

type lookupIn struct {
	ID string `json:"id"`
}

// Lookup is a tool whose literal ends in the raw handler of inventory.FromTyped.
func Lookup() inventory.Entry {
	return NewTool(mcp.Tool{Name: "lookup"}, func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, any, error) { // want `adapted func literal in Lookup: go-sdk-raw, error returned` related=37,22,21,inventory/inventory.go:30,inventory/inventory.go:38
		if in.ID == "" {
			return nil, nil, errors.New("id is required")
		}
		return &mcp.CallToolResult{}, nil, nil
	})
}

// Archive hands a declared function to NewTool.
func Archive() inventory.Entry {
	return NewTool(mcp.Tool{Name: "archive"}, archive) // want `adapted archive: go-sdk-raw, error returned` related=47,22,21,inventory/inventory.go:30,inventory/inventory.go:38
}

func archive(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, errors.New("archive is read-only")
}

// Pin uses Direct, which hands its parameter to inventory.FromTyped.
func Pin() inventory.Entry {
	return Direct(mcp.Tool{Name: "pin"}, pin) // want `adapted pin: go-sdk-raw, error returned` related=56,28,inventory/inventory.go:30,inventory/inventory.go:38
}

func pin(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, errors.New("pinning is disabled")
}
