// Command words searches by the first word of a query: strings.Fields of a text that is not
// blank has a first element, of one that may be blank ("" or "  ") none.
package main

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("trim_checked"), trimChecked)
	s.AddTool(mcp.NewTool("in_if"), inIf)
	s.AddTool(mcp.NewTool("untrimmed"), untrimmed)
	s.AddTool(mcp.NewTool("reassigned"), reassigned)
	s.AddTool(mcp.NewTool("second"), second)
	s.AddTool(mcp.NewTool("maybe_trimmed"), maybeTrimmed)
	_ = server.ServeStdio(s)
}

// search trims and lowers the query and refuses it empty before it splits it: fine.
func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := strings.ToLower(strings.TrimSpace(req.GetString("query", "")))
	if query == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	words := strings.Fields(query)
	var hits []string
	for _, name := range []string{"alpha", "beta"} {
		if strings.HasPrefix(name, words[0]) {
			hits = append(hits, name)
		}
	}
	return mcp.NewToolResultText(strings.Join(hits, ",")), nil
}

// trimChecked refuses a query that is blank once trimmed: fine.
func trimChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := req.GetString("query", "")
	if strings.TrimSpace(query) == "" || len(query) > 200 {
		return mcp.NewToolResultError("query is required"), nil
	}
	return mcp.NewToolResultText(strings.Fields(strings.ToLower(query))[0]), nil
}

// inIf splits only where the trimmed query is not empty: fine.
func inIf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if q := strings.TrimSpace(req.GetString("query", "")); len(q) > 0 {
		return mcp.NewToolResultText(strings.Fields(q)[0]), nil
	}
	return mcp.NewToolResultError("query is required"), nil
}

// untrimmed refuses "" but not "  ".
func untrimmed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := req.GetString("query", "")
	if query == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	words := strings.Fields(query)
	return mcp.NewToolResultText(words[0]), nil // want `^index into a strings.Fields result without a length check in tool handler untrimmed: mcp-go v1.2.1` related=18
}

// reassigned cuts a prefix after the check: "x" becomes "".
func reassigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := strings.TrimSpace(req.GetString("query", ""))
	if query == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	query = strings.TrimPrefix(query, "x")
	words := strings.Fields(query)
	return mcp.NewToolResultText(words[0]), nil // want `^index into a strings.Fields result without a length check in tool handler reassigned: mcp-go v1.2.1` related=19
}

// second reads the second word of a query that may have one.
func second(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := strings.TrimSpace(req.GetString("query", ""))
	if query == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	words := strings.Fields(query)
	return mcp.NewToolResultText(words[1]), nil // want `^index into a strings.Fields result without a length check in tool handler second: mcp-go v1.2.1` related=20
}

// maybeTrimmed trims only when asked to.
func maybeTrimmed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := req.GetString("query", "")
	if req.GetBool("trim", false) {
		query = strings.TrimSpace(query)
	}
	if query == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	words := strings.Fields(query)
	return mcp.NewToolResultText(words[0]), nil // want `^index into a strings.Fields result without a length check in tool handler maybeTrimmed: mcp-go v1.2.1` related=21
}
