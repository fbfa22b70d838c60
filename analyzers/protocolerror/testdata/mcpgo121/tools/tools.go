// Package tools holds handlers of several kinds, registered by the server package. It builds no
// server, so their problems are reported where the server package registers them.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Search passes a missing argument on as a protocol error.
func Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Search:`mayReturnError\(tools/tools\.go:16\)` Search:`pending\(1\)`
	q, err := req.RequireString("query")
	if err != nil {
		return nil, err // want `tool handler Search returns the error of a Require\* accessor, so a missing or mistyped argument, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=server/main.go:13
	}
	return mcp.NewToolResultText("results for " + q), nil
}

// Report returns NewToolResultJSON's pair as is: its only error is Marshal's, a server bug.
func Report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Report:`benignError`
	return mcp.NewToolResultJSON(map[string]any{"ok": true})
}

// SumArgs is the input of Sum.
type SumArgs struct{ A, B int }

// Sum is a typed handler for NewTypedToolHandler: its error still becomes -32603.
func Sum(ctx context.Context, req mcp.CallToolRequest, args SumArgs) (*mcp.CallToolResult, error) { // want Sum:`mayReturnError\(tools/tools\.go:32\)` Sum:`pending\(1\)`
	if args.A < 0 {
		return nil, fmt.Errorf("a must be positive, got %d", args.A) // want `tool handler Sum returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=server/main.go:15
	}
	return mcp.NewToolResultText(fmt.Sprint(args.A + args.B)), nil
}

// SumOut is the output of Structured.
type SumOut struct{ Total int }

// Structured is wrapped by NewStructuredToolHandler, which turns its error into isError.
func Structured(ctx context.Context, req mcp.CallToolRequest, args SumArgs) (SumOut, error) { // want Structured:`mayReturnError\(tools/tools\.go:43\)` Structured:`pure`
	if args.A < 0 {
		return SumOut{}, fmt.Errorf("a must be positive")
	}
	return SumOut{Total: args.A + args.B}, nil
}

// Ping's protocol error is chosen, and the directive on its return says why: not reported where
// the server registers it either.
func Ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Ping:`mayReturnError\(tools/tools.go:51\)` Ping:`pure`
	return nil, fmt.Errorf("the backend is down") //mcperr:ignore protocolerror a health probe: the client treats a protocol error as "down"
}
