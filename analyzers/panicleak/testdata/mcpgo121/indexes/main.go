// Command indexes picks an element by a position the client sends: checked against the
// length only, a negative position panics.
package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("pick"), pick)
	s.AddTool(mcp.NewTool("pick_checked"), pickChecked)
	s.AddTool(mcp.NewTool("pick_built"), pickBuilt(items))
	s.AddTool(mcp.NewTool("sheet_range"), sheetRange)
	_ = server.ServeStdio(s)
}

var items = []string{"a", "b", "c"}

// pick checks the upper end only.
func pick(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	i := req.GetInt("index", 0)
	if i >= len(items) {
		return mcp.NewToolResultError("no such item"), nil
	}
	return mcp.NewToolResultText(items[i]), nil // want `^index from argument-derived input with no lower bound check in tool handler pick: mcp-go v1.2.1` related=16
}

// pickChecked checks both ends: fine.
func pickChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	i := req.GetInt("index", 0)
	if i < 0 || i >= len(items) {
		return mcp.NewToolResultError("no such item"), nil
	}
	return mcp.NewToolResultText(items[i]), nil
}

// pickBuilt is a handler a function builds around the list.
func pickBuilt(list []string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		i := req.GetInt("index", 0)
		if i >= len(list) {
			return mcp.NewToolResultError(fmt.Sprintf("no item %d", i)), nil
		}
		return mcp.NewToolResultText(list[i]), nil // want `^index from argument-derived input with no lower bound check in tool handler` related=18
	}
}

// sheetRange splits "Sheet!A1:B2" after a check that leaves when there is no "!": fine.
func sheetRange(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sheet, cells := splitSheet(req.GetString("range", ""))
	return mcp.NewToolResultText(sheet + " " + cells), nil
}

func splitSheet(name string) (string, string) {
	if !strings.Contains(name, "!") {
		return "", name
	}
	parts := strings.SplitN(name, "!", 2)
	return parts[0], parts[1]
}
