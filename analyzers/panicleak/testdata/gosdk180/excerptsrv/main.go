// Command excerptsrv shows the lines around a line of a note, with a window the client sizes,
// kept in range with the builtins min and max: max(c, n) is at least c whatever n is, but
// min(c, n) is as low as n, so a client's negative count still slices out of range.
package main

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type WindowArgs struct {
	Line   int `json:"line"`
	Before int `json:"before"`
	After  int `json:"after"`
}

// CheckedArgs is WindowArgs for the tool that refuses negative counts: a check of a field
// anywhere in the package counts for every use of it.
type CheckedArgs struct {
	Line   int `json:"line"`
	Before int `json:"before"`
	After  int `json:"after"`
}

const note = "one\ntwo\nthree\nfour\nfive"

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "excerptsrv", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "around"}, around)
	mcp.AddTool(s, &mcp.Tool{Name: "around_checked"}, aroundChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "tail"}, tail)
	mcp.AddTool(s, &mcp.Tool{Name: "head"}, head)
	mcp.AddTool(s, &mcp.Tool{Name: "widest"}, widest)
	mcp.AddTool(s, &mcp.Tool{Name: "clamped"}, clamped)
	mcp.AddTool(s, &mcp.Tool{Name: "client_floor"}, clientFloor)
	mcp.AddTool(s, &mcp.Tool{Name: "around_floored"}, aroundFloored)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// around hands the client's counts on as they are: an after of -9 makes last negative.
func around(ctx context.Context, req *mcp.CallToolRequest, args WindowArgs) (*mcp.CallToolResult, any, error) {
	return text(excerpt(args.Line, args.Before, args.After)), nil, nil
}

// aroundChecked refuses negative counts first, whatever the line: fine.
func aroundChecked(ctx context.Context, req *mcp.CallToolRequest, args CheckedArgs) (*mcp.CallToolResult, any, error) {
	if args.Before < 0 || args.After < 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "counts must not be negative"}}}, nil, nil
	}
	return text(excerpt(args.Line, args.Before, args.After)), nil, nil
}

// excerpt keeps first at least 1 with max, and last at most the count of lines with min,
// which does not keep it from going below 0.
func excerpt(line, before, after int) string { // want excerpt:`summary\(slice bound from argument-derived input with no lower bound check at excerptsrv/main.go:69 if \[2\]\)`
	lines := strings.Split(note, "\n")
	if line <= 0 {
		return ""
	}
	at := min(line, len(lines))
	first := max(1, at-before)
	last := min(len(lines), at+after)
	return strings.Join(lines[first-1:last], "\n") // want `^slice bound from argument-derived input with no lower bound check in excerpt, which tool handler around calls: go-sdk v1.8.0 never recovers` related=31,48
}

// tail starts at max(0, n) and ends at the length: fine.
func tail(ctx context.Context, req *mcp.CallToolRequest, args WindowArgs) (*mcp.CallToolResult, any, error) {
	lines := strings.Split(note, "\n")
	from := max(0, len(lines)-args.Before)
	return text(strings.Join(lines[from:], "\n")), nil, nil
}

// head ends at the lesser of two values that both have a lower end: fine.
func head(ctx context.Context, req *mcp.CallToolRequest, args WindowArgs) (*mcp.CallToolResult, any, error) {
	lines := strings.Split(note, "\n")
	n := args.After
	if n < 1 {
		n = 3
	}
	return text(strings.Join(lines[:min(n, len(lines))], "\n")), nil, nil
}

// widest ends at the greater of two counts of the client, both of which may be negative.
func widest(ctx context.Context, req *mcp.CallToolRequest, args WindowArgs) (*mcp.CallToolResult, any, error) {
	lines := strings.Split(note, "\n")
	n := max(args.Before, args.After)
	if n > len(lines) {
		n = len(lines)
	}
	return text(strings.Join(lines[:n], "\n")), nil, nil // want `^slice bound from argument-derived input with no lower bound check in tool handler widest: go-sdk v1.8.0 never recovers` related=35
}

// within keeps value in [low, high] with the builtins.
func within(value, low, high int) int { // want within:`summary\(returns\[\[0 1 2\]\]; boundedIf\[\[\[1\] \[0 2\]\]\]\)`
	return max(low, min(value, high))
}

// clamped keeps the count in [0, 5]: fine.
func clamped(ctx context.Context, req *mcp.CallToolRequest, args WindowArgs) (*mcp.CallToolResult, any, error) {
	lines := strings.Split(note, "\n")
	return text(strings.Join(lines[:within(args.After, 0, len(lines))], "\n")), nil, nil
}

// clientFloor takes the low end of the clamp from the client too.
func clientFloor(ctx context.Context, req *mcp.CallToolRequest, args WindowArgs) (*mcp.CallToolResult, any, error) {
	lines := strings.Split(note, "\n")
	return text(strings.Join(lines[:within(args.After, args.Before, len(lines))], "\n")), nil, nil // want `^slice bound from argument-derived input with no lower bound check in tool handler clientFloor: go-sdk v1.8.0 never recovers` related=37
}

// aroundFloored raises negative counts to 0 before it hands them on: fine.
func aroundFloored(ctx context.Context, req *mcp.CallToolRequest, args WindowArgs) (*mcp.CallToolResult, any, error) {
	before, after := args.Before, args.After
	if before < 0 {
		before = 0
	}
	if after < 0 {
		after = 0
	}
	return text(excerpt(args.Line, before, after)), nil, nil
}
