// Command discarded drops the errors of calls with _ and reads their results: a result the
// module's callee returns nil with an error is a nil dereference whenever the call fails.
package main

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Limits are the thresholds a file sets.
type Limits struct{ Max int }

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("limit"), limit)
	s.AddTool(mcp.NewTool("assigned"), assigned)
	s.AddTool(mcp.NewTool("always"), always)
	s.AddTool(mcp.NewTool("nilchecked"), nilchecked)
	s.AddTool(mcp.NewTool("library"), library)
	s.AddTool(mcp.NewTool("passed"), passed)
	_ = server.ServeStdio(s)
}

// load returns an empty value for a missing file and nil when the file cannot be read.
func load(path string) (*Limits, error) { // want load:`summary\(nilErr\[0\]\)`
	if _, err := os.Stat(path); err != nil {
		if os.IsNotExist(err) {
			return &Limits{}, nil
		}
		return nil, err
	}
	return &Limits{Max: 10}, nil
}

// loadOrDefault never returns nil: its error says only that the default stands.
func loadOrDefault(path string) (*Limits, error) {
	if _, err := os.Stat(path); err != nil {
		return &Limits{}, err
	}
	return &Limits{Max: 10}, nil
}

// limit reads a field of what load returned with its error dropped.
func limit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l, _ := load(".limits")
	return mcp.NewToolResultText(fmt.Sprint(l.Max)), nil // want `^use of l with its error discarded \(load may return it nil with an error\) in tool handler limit: mcp-go v1.2.1 turns the panic into a -32603 protocol error, not an isError result the model can read; check the error before using the value, or add server.WithRecovery\(\)$` related=20
}

// assigned drops the error of a plain assignment and reads the value further down.
func assigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var l *Limits
	l, _ = load(req.GetString("path", ".limits"))
	n := 1
	if l.Max > n { // want `^use of l with its error discarded \(load may return it nil with an error\) in tool handler assigned:` related=21
		n = l.Max
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// always drops the error of a function that never returns nil with one: fine.
func always(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l, _ := loadOrDefault(".limits")
	return mcp.NewToolResultText(fmt.Sprint(l.Max)), nil
}

// nilchecked checks the value itself before reading it: fine.
func nilchecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l, _ := load(".limits")
	if l == nil {
		l = &Limits{}
	}
	return mcp.NewToolResultText(fmt.Sprint(l.Max)), nil
}

// library drops the error of a library call: what a library returns on failure is not known,
// and a discarded error says the author expects none.
func library(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, _ := http.NewRequest("GET", "https://example.com", nil)
	return mcp.NewToolResultText(r.URL.String()), nil
}

// passed hands the value on without reading through it: fine here.
func passed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	l, _ := load(".limits")
	return mcp.NewToolResultText(fmt.Sprint(l)), nil
}
