// Package dispatch answers every tool through one raw handler that looks the tool's function up // want package:`helperUses\(\(\*example.com/gosdk180/dispatch.Manager\).remove\)`
// in a table. The error of such a lookup's call is nil when every function the table can hold
// never returns a non-nil error; a table holding one that can fail, or a function value of
// unknown origin, keeps the report.
package dispatch

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type handlerFunc func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

// Manager holds the tools.
type Manager struct{ extra handlerFunc }

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// reply answers err with an isError result: its own error is always nil.
func reply(v any, err error) (*mcp.CallToolResult, error) { // want reply:`benignError`
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return text(fmt.Sprint(v)), nil
}

func (m *Manager) list(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want list:`benignError`
	return text("a, b"), nil
}

func (m *Manager) show(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want show:`benignError`
	if args["id"] == nil {
		return text("id is required"), nil
	}
	return reply(args["id"], nil)
}

func (m *Manager) remove(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want remove:`mayReturnError\(dispatch/dispatch.go:44\)`
	return nil, errors.New("remove is disabled")
}

func ping(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want ping:`benignError`
	return text("pong"), nil
}

// quiet returns a fresh table of functions that never fail.
func (m *Manager) quiet() map[string]handlerFunc {
	return map[string]handlerFunc{"list": m.list, "show": m.show, "ping": ping}
}

// loud returns a table with one function that can fail.
func (m *Manager) loud() map[string]handlerFunc {
	return map[string]handlerFunc{"list": m.list, "remove": m.remove}
}

// Quiet looks the tool up in quiet: the error of the call is always nil, nothing to report.
func (m *Manager) Quiet() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		h, ok := m.quiet()[req.Params.Name]
		if !ok {
			return text("unknown tool"), nil
		}
		res, err := h(ctx, nil)
		if err != nil {
			return nil, err
		}
		return res, nil
	}
}

// Loud looks the tool up in loud, where remove fails: reported.
func (m *Manager) Loud() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		h, ok := m.loud()[req.Params.Name]
		if !ok {
			return text("unknown tool"), nil
		}
		res, err := h(ctx, nil)
		if err != nil {
			return nil, err // want `tool handler func literal returns an error, which go-sdk v1\.8\.0 sends from a raw \(\*Server\)\.AddTool handler as a JSON-RPC error with code 0` related=166
		}
		return res, nil
	}
}

// Switch picks one of the functions that never fail, or none: nothing to report.
func (m *Manager) Switch() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var h handlerFunc
		switch req.Params.Name {
		case "list":
			h = m.list
		case "ping":
			h = handlerFunc(ping)
		default:
			return text("unknown tool"), nil
		}
		return h(ctx, nil)
	}
}

// SwitchField can also pick a field assigned elsewhere: reported.
func (m *Manager) SwitchField() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		h := m.list
		if req.Params.Name == "extra" {
			h = m.extra
		}
		return h(ctx, nil) // want `tool handler func literal returns the error of a call unchanged, which go-sdk v1\.8\.0 sends from a raw \(\*Server\)\.AddTool handler as a JSON-RPC error with code 0` related=168
	}
}

// Local indexes a literal table directly: nothing to report.
func Local() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		table := []handlerFunc{ping, ping}
		return table[len(req.Params.Name)%2](ctx, nil)
	}
}

// Mutated adds a function that can fail to its local table: reported.
func (m *Manager) Mutated() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		table := map[string]handlerFunc{"ping": ping}
		table["remove"] = m.remove
		return table[req.Params.Name](ctx, nil) // want `tool handler func literal returns the error of a call unchanged, which go-sdk v1\.8\.0 sends from a raw \(\*Server\)\.AddTool handler as a JSON-RPC error with code 0` related=170
	}
}

var fixed = map[string]handlerFunc{"ping": ping}

var open = map[string]handlerFunc{"ping": ping}

func init() { open["remove"] = (&Manager{}).remove }

// Fixed looks the tool up in a package table that is only read: nothing to report.
func Fixed() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if h, ok := fixed[req.Params.Name]; ok {
			return h(ctx, nil)
		}
		return text("unknown tool"), nil
	}
}

// Open looks the tool up in a package table that init writes to: reported.
func Open() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if h, ok := open[req.Params.Name]; ok {
			return h(ctx, nil) // want `tool handler func literal returns the error of a call unchanged, which go-sdk v1\.8\.0 sends from a raw \(\*Server\)\.AddTool handler as a JSON-RPC error with code 0` related=172
		}
		return text("unknown tool"), nil
	}
}

// Serve registers the dispatchers.
func Serve(ctx context.Context) error { // want Serve:`mayReturnError\(dispatch/dispatch.go:173\)`
	m := &Manager{extra: ping}
	s := mcp.NewServer(&mcp.Implementation{Name: "dispatch", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "quiet"}, m.Quiet())
	s.AddTool(&mcp.Tool{Name: "loud"}, m.Loud())
	s.AddTool(&mcp.Tool{Name: "switch"}, m.Switch())
	s.AddTool(&mcp.Tool{Name: "switch_field"}, m.SwitchField())
	s.AddTool(&mcp.Tool{Name: "local"}, Local())
	s.AddTool(&mcp.Tool{Name: "mutated"}, m.Mutated())
	s.AddTool(&mcp.Tool{Name: "fixed"}, Fixed())
	s.AddTool(&mcp.Tool{Name: "open"}, Open())
	return s.Run(ctx, &mcp.StdioTransport{})
}
