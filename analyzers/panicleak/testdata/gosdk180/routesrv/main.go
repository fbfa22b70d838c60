// Command routesrv shows lines of a note through helpers that several routes reach: some hand // want package:`methods\(routesrv.Service\)`
// them the server's own settings, some the client's counts. A finding's chain follows a route
// that carries the client's input (the shortest, then the first by place), not the first route
// the code holds.
package main

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type BrowseArgs struct {
	Op     string `json:"op"`
	Line   int    `json:"line"`
	Before int    `json:"before"`
	After  int    `json:"after"`
}

// Service sizes its windows from its own settings unless the client gives counts.
type Service struct{ before, after int }

var svc = &Service{before: 2, after: 2}

const note = "one\ntwo\nthree\nfour\nfive"

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "routesrv", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "browse"}, browse)
	mcp.AddTool(s, &mcp.Tool{Name: "scan"}, scan)
	mcp.AddTool(s, &mcp.Tool{Name: "peek"}, peek)
	mcp.AddTool(s, &mcp.Tool{Name: "recent"}, recent)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// browse reaches window twice through Browse: first with the settings (one call), then with the
// client's counts (through read). The chain shown is the one of the counts.
func browse(ctx context.Context, req *mcp.CallToolRequest, args BrowseArgs) (*mcp.CallToolResult, any, error) {
	return text(svc.Browse(args)), nil, nil
}

func (s *Service) Browse(args BrowseArgs) string { // want Browse:`summary\(slice bound from argument-derived input with no lower bound check at routesrv/main.go:67, 1 call down if \[0\]; slice bound from argument-derived input with no lower bound check at routesrv/main.go:67, 2 calls down if \[1\]\)`
	if args.Op == "list" {
		return s.window(args.Line, s.before, s.after)
	}
	return s.read(args)
}

func (s *Service) read(args BrowseArgs) string { // want read:`summary\(slice bound from argument-derived input with no lower bound check at routesrv/main.go:67, 1 call down if \[1\]\)`
	return s.window(args.Line, args.Before, args.After)
}

// window keeps first at least 1, but last is as low as the after it is given.
func (s *Service) window(line, before, after int) string { // want window:`summary\(nilSafeRecv; slice bound from argument-derived input with no lower bound check at routesrv/main.go:67 if \[3\]\)`
	lines := strings.Split(note, "\n")
	if line <= 0 {
		return ""
	}
	at := min(line, len(lines))
	first := max(1, at-before)
	last := min(len(lines), at+after)
	return strings.Join(lines[first-1:last], "\n") // want `^slice bound from argument-derived input with no lower bound check in Service.window, which tool handler browse calls: go-sdk v1.8.0 never recovers` related=30,44,51,55
}

// scan (registered before peek) and peek both hand the client's count to cut, scan through two
// calls, peek through one: the finding names peek.
func scan(ctx context.Context, req *mcp.CallToolRequest, args BrowseArgs) (*mcp.CallToolResult, any, error) {
	return text(svc.scanFrom(args.After)), nil, nil
}

func (s *Service) scanFrom(n int) string { return cut(n) } // want scanFrom:`summary\(nilSafeRecv; slice bound from argument-derived input with no lower bound check at routesrv/main.go:85, 1 call down if \[1\]\)`

func peek(ctx context.Context, req *mcp.CallToolRequest, args BrowseArgs) (*mcp.CallToolResult, any, error) {
	return text(cut(args.After)), nil, nil
}

func cut(n int) string { // want cut:`summary\(slice bound from argument-derived input with no lower bound check at routesrv/main.go:85 if \[0\]\)`
	lines := strings.Split(note, "\n")
	if len(lines) > n {
		lines = lines[:n] // want `^slice bound from argument-derived input with no lower bound check in cut, which tool handler peek calls: go-sdk v1.8.0 never recovers` related=32,79
	}
	return strings.Join(lines, "\n")
}

// recent reaches tail only with the server's setting, whatever the client sends: fine.
func recent(ctx context.Context, req *mcp.CallToolRequest, args BrowseArgs) (*mcp.CallToolResult, any, error) {
	return text(svc.recentFrom(args.Line)), nil, nil
}

func (s *Service) recentFrom(line int) string { // want recentFrom:`summary\(slice bound from argument-derived input with no lower bound check at routesrv/main.go:105, 1 call down if \[0\]\)`
	if line > 0 {
		return tail(s.after)
	}
	return tail(s.before)
}

func tail(n int) string { // want tail:`summary\(slice bound from argument-derived input with no lower bound check at routesrv/main.go:105 if \[0\]\)`
	lines := strings.Split(note, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
