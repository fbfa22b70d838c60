// Command uppers checks the client's limit from above only: past `if n > 20 { n = 20 }` or
// `if n > 20 { return ... }` a negative n is still there, and counted back from a length it
// slices past the end.
package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("capped"), capped)
	s.AddTool(mcp.NewTool("refused"), refused)
	s.AddTool(mcp.NewTool("floored"), floored)
	s.AddTool(mcp.NewTool("inside"), inside)
	s.AddTool(mcp.NewTool("otherwise"), otherwise)
	s.AddTool(mcp.NewTool("helped"), helped)
	_ = server.ServeStdio(s)
}

var ids = []int{1, 2, 3}

// capped replaces a zero or a large limit, not a negative one.
func capped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("limit", 0)
	if n == 0 || n > 20 {
		n = 20
	}
	out := ids
	if len(out) > n {
		out = out[len(out)-n:] // want `^slice bound from argument-derived input with no lower bound check in tool handler capped: mcp-go v1.2.1` related=16
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// refused refuses a large limit, not a negative one.
func refused(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("limit", 0)
	if n > 20 {
		return mcp.NewToolResultError("limit too large"), nil
	}
	out := ids
	if len(out) > n {
		out = out[:n] // want `^slice bound from argument-derived input with no lower bound check in tool handler refused: mcp-go v1.2.1` related=17
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// floored replaces a limit below one as well: fine.
func floored(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("limit", 0)
	if n <= 0 || n > 20 {
		n = 20
	}
	out := ids
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// inside slices only where the check holds: fine.
func inside(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("limit", 0)
	if n >= 1 && n <= len(ids) {
		return mcp.NewToolResultText(fmt.Sprint(ids[:n])), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(ids)), nil
}

// otherwise sets the limit when the check fails: fine.
func otherwise(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("limit", 0)
	if n > 0 && n < 20 {
		fmt.Println("limit", n)
	} else {
		n = 20
	}
	out := ids
	if len(out) > n {
		out = out[:n]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// legacyShape has the signature of a handler of mcp-go before v0.8.0; with v1.2.1 it is a
// helper, and the map it is given here is the server's own: fine.
func legacyShape(arguments map[string]interface{}) (*mcp.CallToolResult, error) { // want legacyShape:`summary\(unchecked type assertion on a tool argument at uppers/main.go:93 if \[0\]\)`
	return mcp.NewToolResultText(arguments["text"].(string)), nil
}

// helped calls it with a constant map.
func helped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return legacyShape(map[string]interface{}{"text": "fixed"})
}
