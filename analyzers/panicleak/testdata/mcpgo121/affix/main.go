// Command affix cuts texts after a prefix and lines between two numbers the client sends. A
// text that starts with "~" and is not "~" is at least two long; a number no less than another
// that is at least 1 is at least 1 too.
package main

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("home"), home)
	s.AddTool(mcp.NewTool("home_tilde_only"), homeTildeOnly)
	s.AddTool(mcp.NewTool("home_other"), homeOther)
	s.AddTool(mcp.NewTool("home_joined"), homeJoined)
	s.AddTool(mcp.NewTool("tail_lines"), tailLines)
	s.AddTool(mcp.NewTool("tail_lines_unchecked"), tailLinesUnchecked)
	s.AddTool(mcp.NewTool("tail_lines_moved"), tailLinesMoved)
	_ = server.ServeStdio(s)
}

// home expands "~/x" after ruling out a text without "~" and "~" itself: fine.
func home(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	if !strings.HasPrefix(p, "~") {
		return mcp.NewToolResultText(p), nil
	}
	if p == "~" {
		return mcp.NewToolResultText("/home"), nil
	}
	return mcp.NewToolResultText("/home/" + p[2:]), nil
}

// homeTildeOnly rules out "~" but never checks the prefix: "" panics.
func homeTildeOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	if p == "~" {
		return mcp.NewToolResultText("/home"), nil
	}
	return mcp.NewToolResultText("/home/" + p[2:]), nil // want `^slice bound 2 of argument-derived text with no length check in tool handler homeTildeOnly: mcp-go v1.2.1` related=17
}

// homeOther rules out another text than the prefix: "~" panics.
func homeOther(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	if !strings.HasPrefix(p, "~") || p == "~/" {
		return mcp.NewToolResultText(p), nil
	}
	return mcp.NewToolResultText("/home/" + p[2:]), nil // want `^slice bound 2 of argument-derived text with no length check in tool handler homeOther: mcp-go v1.2.1` related=18
}

// homeJoined rules both out in one condition: fine.
func homeJoined(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	if !strings.HasPrefix(p, "~") || p == "~" {
		return mcp.NewToolResultText(p), nil
	}
	return mcp.NewToolResultText("/home/" + p[2:]), nil
}

// tailLines keeps the lines from end on, with 1 <= start <= end: fine.
func tailLines(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lines := strings.Split(req.GetString("text", ""), "\n")
	start, end := req.GetInt("start", 1), req.GetInt("end", 1)
	if start < 1 || start > len(lines) {
		return mcp.NewToolResultError("bad start"), nil
	}
	if end < start || end > len(lines) {
		return mcp.NewToolResultError("bad end"), nil
	}
	return mcp.NewToolResultText(strings.Join(lines[end:], "\n")), nil
}

// tailLinesUnchecked compares end with a start nothing bounds below: -1 panics.
func tailLinesUnchecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lines := strings.Split(req.GetString("text", ""), "\n")
	start, end := req.GetInt("start", 1), req.GetInt("end", 1)
	if end < start || end > len(lines) {
		return mcp.NewToolResultError("bad end"), nil
	}
	return mcp.NewToolResultText(strings.Join(lines[end:], "\n")), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler tailLinesUnchecked: mcp-go v1.2.1` related=21
}

// tailLinesMoved moves end back after the check: it may go below 0.
func tailLinesMoved(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lines := strings.Split(req.GetString("text", ""), "\n")
	start, end := req.GetInt("start", 1), req.GetInt("end", 1)
	if start < 1 || start > len(lines) {
		return mcp.NewToolResultError("bad start"), nil
	}
	if end < start || end > len(lines) {
		return mcp.NewToolResultError("bad end"), nil
	}
	end -= req.GetInt("back", 0)
	return mcp.NewToolResultText(strings.Join(lines[end:], "\n")), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler tailLinesMoved: mcp-go v1.2.1` related=22
}
