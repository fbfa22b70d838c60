package main

import (
	"context"
	"errors"
	"strings"

	"example.com/mcpgo121/ghdeps"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerMore adds the tools of handler values: what their receivers hold was set here, at
// registration.
func registerMore(s *server.MCPServer, d ghdeps.Deps) {
	h := &proxied{name: "tempo_search", d: d}
	s.AddTool(mcp.NewTool(h.name), h.Handle)
	s.AddTool(mcp.NewTool("whoami"), h.whoami)
	s.AddTool(mcp.NewTool("forward"), forward)
	s.AddTool(mcp.NewTool("check_owner"), checkOwner)
	s.AddTool(mcp.NewTool("default_org"), defaultOrgTool)
	s.AddTool(mcp.NewTool("get_me_direct"), getMeDirect(&ghdeps.Request{UserAgent: "ghsrv"}))
	s.AddTool(mcp.NewTool("rename"), rename)
	s.AddTool(mcp.NewTool("label"), label(wrapped{}))
}

// proxied forwards a tool whose name the server built as kind_tool.
type proxied struct {
	name string
	d    ghdeps.Deps
}

// splitName parses a kind_tool name: no I/O, it fails only on the name it is given.
func splitName(name string) (string, string, error) { // want splitName:`mayReturnError\(ghsrv/more.go:37\)`
	kind, tool, ok := strings.Cut(name, "_")
	if !ok {
		return "", "", errors.New("bad tool name " + name)
	}
	return kind, tool, nil
}

// Handle parses the name the server built: it fails on a server bug only.
func (h *proxied) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handle:`benignError`
	kind, tool, err := splitName(h.name)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(kind + tool), nil
}

// whoami gets its client from its receiver's container.
func (h *proxied) whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want whoami:`benignError`
	c, err := h.d.Client(ctx)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(c.UserAgent()), nil
}

// forward parses the name the model gave.
func forward(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want forward:`mayReturnError\(ghsrv/more.go:64\)`
	kind, tool, err := splitName(req.GetString("tool", ""))
	if err != nil {
		return nil, err // want `tool handler forward returns an error` related=19,37
	}
	return mcp.NewToolResultText(kind + tool), nil
}

// query is built from the model's arguments; its methods are not handlers, so their receiver
// is not the server's.
type query struct{ owner string }

func (q *query) check() error { // want check:`mayReturnError\(ghsrv/more.go:75\)`
	_, _, err := splitName(q.owner)
	return err
}

// checkOwner checks a query built from the arguments.
func checkOwner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want checkOwner:`mayReturnError\(ghsrv/more.go:82\)`
	q := &query{owner: req.GetString("owner", "")}
	if err := q.check(); err != nil {
		return nil, err // want `tool handler checkOwner returns an error` related=20,37,75
	}
	return mcp.NewToolResultText(q.owner), nil
}

// orgs is a table the tools fill: a lookup in it fails on data, not on configuration.
var orgs = map[string]string{}

func defaultOrg(context.Context) (string, error) { // want defaultOrg:`mayReturnError\(ghsrv/more.go:93\)`
	o, ok := orgs["default"]
	if !ok {
		return "", errors.New("no default org")
	}
	return o, nil
}

func defaultOrgTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want defaultOrgTool:`mayReturnError\(ghsrv/more.go:101\)`
	o, err := defaultOrg(ctx)
	if err != nil {
		return nil, err // want `tool handler defaultOrgTool returns an error` related=21,93
	}
	return mcp.NewToolResultText(o), nil
}

// getMeDirect's handler gets its client from the container its constructor was given at
// registration.
func getMeDirect(r *ghdeps.Request) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := r.Client(ctx)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(c.UserAgent()), nil
	}
}

// missing builds the error of a missing argument: given a constant, it is pure, but its error is
// made by its caller's decision, on the arguments.
func missing(name string) error { // want missing:`mayReturnError\(ghsrv/more.go:121\)`
	return errors.New(name + " is required")
}

func rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want rename:`mayReturnError\(ghsrv/more.go:130\)`
	var err error
	if req.GetString("to", "") == "" {
		err = missing("to")
	}
	if err != nil {
		return nil, err // want `tool handler rename returns an error` related=121,23
	}
	return mcp.NewToolResultText("renamed"), nil
}

// labeler names things; wrapped embeds it, so wrapped's Label is whatever labeler it is given:
// not known, so label's getter may fail on anything.
type labeler interface {
	Label(ctx context.Context) (string, error)
}

type wrapped struct{ labeler }

func label(l labeler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s, err := l.Label(ctx)
		if err != nil {
			return nil, err // want `tool handler func literal returns an error` related=24
		}
		return mcp.NewToolResultText(s), nil
	}
}

// setDefaultOrg is how the tools fill orgs.
func setDefaultOrg(o string) { orgs["default"] = o }
