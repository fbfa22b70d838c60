// Command greeter is a fixture for error results built by function literals bound to a name:
// closures inside a handler, counted where they are in scope, and package-level function
// variables, counted like functions.
package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type greeter struct{ names map[string]bool }

// greet builds its error results through a closure: the text comes from the closure's three
// calls below, all with prose formats.
func (g *greeter) greet(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	errf := func(format string, args ...any) *mcp.CallToolResult {
		return &mcp.CallToolResult{
			Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}},
			IsError: true, // want: errorresult shape=prose-only uses=3 function=greeter.greet
		}
	}
	var in struct{ Name string }
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return errf("invalid input: %v", err), nil
	}
	if in.Name == "" {
		return errf("name is required"), nil
	}
	if !g.names[in.Name] {
		return errf("unknown name %q", in.Name), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello " + in.Name}}}, nil
}

// farewell has a closure of the same name: its calls are not greet's, nor greet's its own.
func (g *greeter) farewell(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	errf := func(code string) *mcp.CallToolResult {
		b, _ := json.Marshal(map[string]string{"error": code})
		return &mcp.CallToolResult{
			Content: []mcp.Content{&mcp.TextContent{Text: string(b)}},
			IsError: true, // want: errorresult shape=json-in-text uses=1 function=greeter.farewell
		}
	}
	if len(req.Params.Arguments) == 0 {
		return errf("NO_ARGUMENTS"), nil
	}
	// Not a helper: a closure that takes the request is a handler, and this one is not returned
	// by name; its site is inline.
	inner := func(_ context.Context, _ *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{IsError: true}, nil // want: errorresult shape=unknown uses=0
	}
	return inner(context.Background(), req)
}

// failure is a package-level function variable: calls of it anywhere in the package are uses
// (both are in ping.go, so the text is not resolved here).
var failure = func(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{&mcp.TextContent{Text: msg}},
		IsError: true, // want: errorresult shape=unknown uses=2 function=failure
	}
}

func main() {
	g := &greeter{names: map[string]bool{"ada": true}}
	s := mcp.NewServer(&mcp.Implementation{Name: "greeter", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "greet"}, g.greet)
	s.AddTool(&mcp.Tool{Name: "farewell"}, g.farewell)
	s.AddTool(&mcp.Tool{Name: "ping"}, ping)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}
