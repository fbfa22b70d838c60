// Package fsprov serves files through interfaces whose only implementations are in the package.
// A call of an interface method whose every implementation in sight gives a nil error passes on
// no failure; the error of json.Marshal wrapped in a constructor of a concrete error type that
// holds it as its only error is a server bug.
package fsprov

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"example.com/mcpgo121/errkit"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Reader joins paths to the root; it cannot fail.
type Reader interface {
	Resolve(paths []string) ([]string, error)
}

// Lister lists a directory.
type Lister interface {
	List(dir string) ([]string, error)
}

type files struct{ root string }

func (f *files) Resolve(paths []string) ([]string, error) { // want Resolve:`benignError` Resolve:`pure`
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		out = append(out, f.root+"/"+p)
	}
	return out, nil
}

func (f *files) List(dir string) ([]string, error) { // want List:`mayReturnError\(fsprov/fsprov.go:40\)` List:`pure`
	if dir == "" {
		return nil, errors.New("dir is required")
	}
	return []string{f.root + "/" + dir}, nil
}

type provider struct {
	r Reader
	l Lister
}

func (p *provider) resolve(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want resolve:`benignError`
	res, err := p.r.Resolve(strings.Split(req.GetString("paths", ""), ","))
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, errkit.NewPathError("resolve", "", err)
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (p *provider) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want list:`mayReturnError\(fsprov/fsprov.go:65\)`
	res, err := p.l.List(req.GetString("dir", ""))
	if err != nil {
		return nil, err // want `tool handler list returns an error` related=79
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, errkit.PathErrorOf("list", err) // want `tool handler list returns an error` related=79
	}
	return mcp.NewToolResultText(string(b)), nil
}

func New(root string) *server.MCPServer {
	f := &files{root: root}
	p := &provider{r: f, l: f}
	s := server.NewMCPServer("fsprov", "1.0.0")
	s.AddTool(mcp.NewTool("resolve"), p.resolve)
	s.AddTool(mcp.NewTool("list"), p.list)
	return s
}
