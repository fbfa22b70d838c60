// Command sizes makes slices sized by the client's integers: make panics on a negative length or
// capacity, unless something gives the integer a lower end.
package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("sample"), sample)
	s.AddTool(mcp.NewTool("checked"), checked)
	s.AddTool(mcp.NewTool("clamped"), clamped)
	_ = server.ServeStdio(s)
}

var names = []string{"a", "b", "c"}

// sample hands the client's count to collect, which sizes a slice with it.
func sample(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := collect(int(req.GetFloat("count", 10)))
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// collect makes room for n names.
func collect(n int) []string { // want collect:`summary\(make size from argument-derived input with no lower bound check at sizes/main.go:31 if \[0\]\)`
	out := make([]string, 0, n) // want `^make size from argument-derived input with no lower bound check in collect, which tool handler sample calls: mcp-go v1.2.1` related=15,25
	for i := 0; i < n && i < len(names); i++ {
		out = append(out, names[i])
	}
	return out
}

// checked refuses a count below one before it sizes the slice: fine.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("count", 10)
	if n < 1 {
		return mcp.NewToolResultError("count must be at least 1"), nil
	}
	out := make([]string, n)
	return mcp.NewToolResultText(fmt.Sprint(len(out))), nil
}

// clamped sizes the slice with max(n, 0): fine.
func clamped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := make([]string, max(req.GetInt("count", 10), 0))
	return mcp.NewToolResultText(fmt.Sprint(len(out))), nil
}
