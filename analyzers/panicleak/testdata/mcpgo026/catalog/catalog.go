// Package catalog registers tool types through an interface. // want package:`methods\(catalog.LookupTool\)`
//
// `s.AddTool(t.Tool(), t.Handler)` over a slice of it registers the Handler of every type of
// the package that implements it.
package catalog

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Entry is what every tool type of the catalog provides.
type Entry interface {
	Tool() mcp.Tool
	Handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

type lookupInput struct {
	Shelf string
	Limit float64
}

// LookupTool parses its arguments in a helper method that takes the request's map.
type LookupTool struct{ prefix string }

func (l *LookupTool) Tool() mcp.Tool { return mcp.NewTool("lookup") } // want Tool:`summary\(nilSafeRecv\)`

func (l *LookupTool) Handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	in := l.parse(req.Params.Arguments)
	return mcp.NewToolResultText(l.prefix + in.Shelf), nil
}

// parse checks that each key is present and not null, not that its value has the type.
func (l *LookupTool) parse(args map[string]any) *lookupInput { // want parse:`summary\(returns\[\[1\]\]; nilSafeRecv; unchecked type assertion on a tool argument at catalog/catalog.go:39 if \[1\]\)`
	in := &lookupInput{}
	if shelf, ok := args["shelf"]; ok && shelf != nil {
		in.Shelf = shelf.(string) // want `^unchecked type assertion on a tool argument in LookupTool.parse, which tool handler catalog.Handler calls: mcp-go v0.26.0 has no recovery of its own` related=catalogserver/main.go:11,31,65
	}
	if limit, ok := args["limit"]; ok {
		if n, isNum := limit.(float64); isNum { // the comma-ok form never panics
			in.Limit = n
		}
	}
	return in
}

// CountTool checks the type of what it reads: nothing to report.
type CountTool struct{}

func (CountTool) Tool() mcp.Tool { return mcp.NewTool("count") }

func (CountTool) Handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s, ok := req.Params.Arguments["text"].(string); ok {
		return mcp.NewToolResultText(s), nil
	}
	return mcp.NewToolResultError("text must be a string"), nil
}

// Register adds every entry of the catalog to a server built elsewhere.
func Register(s *server.MCPServer) { // want Register:`pending\(Handler: unchecked type assertion on a tool argument at catalog/catalog.go:39\)`
	entries := []Entry{&LookupTool{prefix: "shelf "}, CountTool{}}
	for _, e := range entries {
		s.AddTool(e.Tool(), e.Handler)
	}
}

// draftTool has a handler's method but not the Tool method of an Entry: the registration of
// Entry.Handler never reaches it, and nothing else registers it.
type draftTool struct{}

func (draftTool) Handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handler:`pending\(Handler: unchecked type assertion on a tool argument at catalog/catalog.go:74\)`
	return mcp.NewToolResultText(req.Params.Arguments["draft"].(string)), nil
}

var _ = draftTool{}
