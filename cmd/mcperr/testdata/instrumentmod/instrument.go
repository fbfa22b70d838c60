// Package instrument is a module of its own that wraps a go-sdk server to time its tools, as
// instrumenting modules do: the server it builds is a field of its own struct, and its AddTool
// hands the typed handler on to mcp.AddTool without a recover.
package instrument

import (
	"context"
	"errors"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server is a go-sdk server and what the instrumentation keeps.
type Server struct {
	Server *mcp.Server
	name   string
	calls  map[string]time.Duration
}

// New builds the server.
func New(name, version string) (*Server, error) {
	if name == "" {
		return nil, errors.New("instrument: a server needs a name")
	}
	impl := &mcp.Implementation{Name: name, Version: version}
	return &Server{Server: mcp.NewServer(impl, nil), name: name, calls: map[string]time.Duration{}}, nil
}

// AddTool registers a typed handler and records how long each call takes.
func AddTool[In, Out any](s *Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s.Server, t, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		start := time.Now()
		res, out, err := h(ctx, req, in)
		s.calls[t.Name] += time.Since(start)
		return res, out, err
	})
}

// AddSafeTool registers a typed handler behind a recover that answers a panic as an isError
// result.
func AddSafeTool[In, Out any](s *Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s.Server, t, func(ctx context.Context, req *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out Out, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "internal error"}}}
			}
		}()
		return h(ctx, req, in)
	})
}
