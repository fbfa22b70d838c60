// Command pages slices lists with bounds computed from the client's integers: a negative limit
// passes an upper check and slices out of range, unless something gives it a lower end.
package main

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("first"), first)
	s.AddTool(mcp.NewTool("defaulted"), defaulted)
	s.AddTool(mcp.NewTool("enforced"), enforced)
	s.AddTool(mcp.NewTool("paged"), paged)
	s.AddTool(mcp.NewTool("validated"), mcp.NewTypedToolHandler(validated))
	s.AddTool(mcp.NewTool("query"), query)
	_ = server.ServeStdio(s)
}

var names = []string{"a", "b", "c"}

// first checks only the upper end of the client's limit.
func first(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := req.GetInt("limit", 10)
	out := names
	if len(out) > limit {
		out = out[:limit] // want `^slice bound from argument-derived input with no lower bound check in tool handler first: mcp-go v1.2.1` related=17
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// defaulted replaces a limit below one: fine.
func defaulted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := req.GetInt("limit", 10)
	if limit <= 0 {
		limit = 10
	}
	out := names
	if len(out) > limit {
		out = out[:limit]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// enforce gives a limit a lower end.
func enforce(n int) int { // want enforce:`summary\(returns\[\[0\]\]; bounded\[0\]\)`
	if n <= 0 {
		return 10
	}
	return n
}

// enforced slices with a limit that enforce bounded: fine.
func enforced(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit := enforce(req.GetInt("limit", 10))
	out := names
	if len(out) > limit {
		out = out[:limit]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// page slices one page of items.
func page(items []string, number, size int) []string { // want page:`summary\(returns\[\[0\]\]; slice bound from argument-derived input with no lower bound check at pages/main.go:79 if \[1 2\]\)`
	start := (number - 1) * size
	end := start + size
	if start >= len(items) {
		return nil
	}
	if end > len(items) {
		end = len(items)
	}
	return items[start:end] // want `^slice bound from argument-derived input with no lower bound check in page, which tool handler paged calls: mcp-go v1.2.1` related=20,84
}

// paged hands the client's page and size to page unchecked.
func paged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := page(names, req.GetInt("page", 1), req.GetInt("size", 10))
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

type listArgs struct {
	Limit int `json:"limit"`
}

// Validate refuses a negative limit.
func (a listArgs) Validate() error {
	if a.Limit < 0 {
		return errors.New("limit must not be negative")
	}
	return nil
}

// validated slices with a field that Validate checks: fine.
func validated(ctx context.Context, req mcp.CallToolRequest, args listArgs) (*mcp.CallToolResult, error) {
	if err := args.Validate(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out := names
	if args.Limit > 0 && len(out) > args.Limit {
		out = out[:args.Limit]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// query calls a method of a library on a URL that may be nil, before checking the error.
func query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := url.Parse(req.GetString("url", ""))
	q := u.Query() // want `^use of u before err is checked \(url.Parse may return it nil with an error\) in tool handler query: mcp-go v1.2.1` related=22
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(q.Encode()), nil
}
