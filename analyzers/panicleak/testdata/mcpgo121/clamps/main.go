// Command clamps cuts listings to a count the client sends, kept in range by the helpers of
// package bounds: a slice bound is fine when the helper's ends have a lower end.
package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/mcpgo121/bounds"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("top"), top)
	s.AddTool(mcp.NewTool("reversed"), reversed)
	s.AddTool(mcp.NewTool("negative_low"), negativeLow)
	s.AddTool(mcp.NewTool("client_low"), clientLow)
	s.AddTool(mcp.NewTool("capped"), capped)
	s.AddTool(mcp.NewTool("floored"), floored)
	s.AddTool(mcp.NewTool("shifted"), shifted)
	s.AddTool(mcp.NewTool("span"), span)
	_ = server.ServeStdio(s)
}

var items = []string{"a", "b", "c"}

// top keeps the count in [1, 100]: fine.
func top(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := bounds.Within(int(req.GetFloat("top", 10)), 1, 100)
	out := items
	if len(out) > n {
		out = out[:n]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// reversed gives the ends the wrong way round, which Within swaps: fine.
func reversed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := bounds.Within(req.GetInt("top", 10), 50, 0)
	return mcp.NewToolResultText(fmt.Sprint(items[:min(n, len(items))])), nil
}

// negativeLow lets the count go down to -1.
func negativeLow(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := bounds.Within(req.GetInt("top", 10), -1, 50)
	out := items
	if len(out) > n {
		out = out[:n] // want `^slice bound from argument-derived input with no lower bound check in tool handler negativeLow: mcp-go v1.2.1` related=19
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// clientLow takes the low end from the client too.
func clientLow(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := bounds.Within(req.GetInt("top", 10), req.GetInt("low", 0), 50)
	out := items
	if len(out) > n {
		out = out[:n] // want `^slice bound from argument-derived input with no lower bound check in tool handler clientLow: mcp-go v1.2.1` related=20
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// capped caps the count from above only.
func capped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := bounds.AtMost(req.GetInt("top", 10), 50)
	out := items
	if len(out) > n {
		out = out[:n] // want `^slice bound from argument-derived input with no lower bound check in tool handler capped: mcp-go v1.2.1` related=21
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// floored keeps the count at least 0: fine.
func floored(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := bounds.AtLeast(req.GetInt("top", 10), 0)
	out := items
	if len(out) > n {
		out = out[:n]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// shifted checks the count and then moves it below the check.
func shifted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := bounds.Shifted(req.GetInt("top", 10), 0, 5)
	out := items
	if len(out) > n {
		out = out[:n] // want `^slice bound from argument-derived input with no lower bound check in tool handler shifted: mcp-go v1.2.1` related=23
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}

// span parses the count and keeps it in [1, 20]: fine.
func span(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := bounds.Span(req.GetString("top", "10"), 1, 20)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out := items
	if len(out) > n {
		out = out[:n]
	}
	return mcp.NewToolResultText(fmt.Sprint(out)), nil
}
