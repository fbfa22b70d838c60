// Command checked reads its counts through helpers that refuse a value below a minimum and
// hand the check on (return intValue(...)), and keeps options in a struct set under a check.
package main

import (
	"context"
	"fmt"
	"math"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("from_offset"), fromOffset)
	s.AddTool(mcp.NewTool("from_negative"), fromNegative)
	s.AddTool(mcp.NewTool("from_unchecked"), fromUnchecked)
	s.AddTool(mcp.NewTool("first_n"), firstN)
	s.AddTool(mcp.NewTool("first_size"), firstSize)
	s.AddTool(mcp.NewTool("repo_name"), repoName)
	s.AddTool(mcp.NewTool("dir_name"), dirName)
	s.AddTool(mcp.NewTool("loose_name"), looseName)
	s.AddTool(mcp.NewTool("arg_name"), argName)
	s.AddTool(mcp.NewTool("from_page"), fromPage)
	_ = server.ServeStdio(s)
}

var text = "some text to page through"

// intArgument hands the check on to intValue: its value is at least minimum when the error
// result is nil.
func intArgument(args map[string]any, name string, minimum, maximum int64) (int64, *mcp.CallToolResult) { // want intArgument:`summary\(returns\[\[0\] \[\]\]; boundedIf\[\[\[2\]\] \[\]\]\)`
	v, ok := args[name]
	if !ok {
		return 0, nil
	}
	return intValue(v, name, minimum, maximum)
}

func intValue(v any, name string, minimum, maximum int64) (int64, *mcp.CallToolResult) { // want intValue:`summary\(returns\[\[0\] \[\]\]; boundedIf\[\[\[2\]\] \[\]\]\)`
	f, ok := v.(float64)
	if !ok || math.Trunc(f) != f {
		return 0, mcp.NewToolResultError(name + " must be an integer")
	}
	parsed := int64(f)
	if parsed < minimum || maximum > 0 && parsed > maximum {
		return 0, mcp.NewToolResultError(fmt.Sprintf("%s out of range", name))
	}
	return parsed, nil
}

// rawArgument hands on a value nothing checks.
func rawArgument(args map[string]any, name string) (int64, *mcp.CallToolResult) { // want rawArgument:`summary\(returns\[\[0\] \[\]\]\)`
	return rawValue(args[name])
}

func rawValue(v any) (int64, *mcp.CallToolResult) { // want rawValue:`summary\(returns\[\[0\] \[\]\]\)`
	f, _ := v.(float64)
	return int64(f), nil
}

// fromOffset asks for an offset of at least 0: fine.
func fromOffset(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	offset, res := intArgument(req.GetArguments(), "offset", 0, 1000)
	if res != nil {
		return res, nil
	}
	return tail(offset), nil
}

func tail(offset int64) *mcp.CallToolResult { // want tail:`summary\(slice bound from argument-derived input with no lower bound check at checked/main.go:76 if \[0\]\)`
	if offset > int64(len(text)) {
		return mcp.NewToolResultError("offset past the end")
	}
	return mcp.NewToolResultText(text[int(offset):])
}

// fromNegative lets the offset go down to -5.
func fromNegative(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	offset, res := intArgument(req.GetArguments(), "offset", -5, 1000)
	if res != nil {
		return res, nil
	}
	if offset > int64(len(text)) {
		return mcp.NewToolResultError("offset past the end"), nil
	}
	return mcp.NewToolResultText(text[offset:]), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler fromNegative: mcp-go v1.2.1` related=17
}

// fromUnchecked checks nothing.
func fromUnchecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	offset, res := rawArgument(req.GetArguments(), "offset")
	if res != nil {
		return res, nil
	}
	if offset > int64(len(text)) {
		return mcp.NewToolResultError("offset past the end"), nil
	}
	return mcp.NewToolResultText(text[offset:]), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler fromUnchecked: mcp-go v1.2.1` related=18
}

type listOptions struct {
	limit int
	size  int
}

// firstN sets the limit only when the client's value is positive: fine.
func firstN(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	opts := listOptions{limit: 10}
	if limit := req.GetFloat("limit", 0); limit > 0 {
		opts.limit = int(limit)
	}
	words := []string{"a", "b", "c"}
	if len(words) > opts.limit {
		words = words[:opts.limit]
	}
	return mcp.NewToolResultText(fmt.Sprint(words)), nil
}

// firstSize sets the size whatever the client sends.
func firstSize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	opts := listOptions{size: 10}
	if size := req.GetFloat("size", 0); size != 0 {
		opts.size = int(size)
	}
	words := []string{"a", "b", "c"}
	if len(words) > opts.size {
		words = words[:opts.size] // want `^slice bound from argument-derived input with no lower bound check in tool handler firstSize: mcp-go v1.2.1` related=20
	}
	return mcp.NewToolResultText(fmt.Sprint(words)), nil
}

// pageOf returns its named results bare: nothing is known of their lower ends.
func pageOf(args map[string]any) (n int64, res *mcp.CallToolResult) { // want pageOf:`summary\(returns\[\[0\] \[\]\]\)`
	n, res = intArgument(args, "page", 1, 0)
	return
}

// fromPage pages with it.
func fromPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, res := pageOf(req.GetArguments())
	if res != nil || page > int64(len(text)) {
		return res, nil
	}
	return mcp.NewToolResultText(text[page:]), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler fromPage: mcp-go v1.2.1` related=25
}
