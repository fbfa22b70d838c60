// Command deadwords indexes the first word of a query in handlers it registers and in ones it
// does not: an unexported handler-shaped function nothing refers to is dead code, and so is
// what only it calls; an exported one may be registered by another package.
package main

import (
	"context"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("first"), first)
	// s.AddTool(mcp.NewTool("old_first"), oldFirst)
	_ = server.ServeStdio(s)
}

// first is registered.
func first(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	words := strings.Fields(req.GetString("query", ""))
	return mcp.NewToolResultText(words[0]), nil // want `^index into a strings.Fields result without a length check in tool handler first: mcp-go v1.2.1` related=17
}

// oldFirst's registration is commented out.
func oldFirst(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	words := strings.Fields(req.GetString("query", ""))
	return mcp.NewToolResultText(words[0] + matchWord(req.GetString("query", ""))), nil
}

// matchWord is called only by oldFirst.
func matchWord(pattern string) string { // want matchWord:`summary\(regexp.MustCompile on argument-derived input at deadwords/main.go:36 if \[0\]\)`
	return regexp.MustCompile(pattern).FindString("alpha beta")
}

// First is exported: another package may register it.
func First(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	words := strings.Fields(req.GetString("query", ""))
	return mcp.NewToolResultText(words[0]), nil // want `^index into a strings.Fields result without a length check in tool handler First: mcp-go v1.2.1`
}
