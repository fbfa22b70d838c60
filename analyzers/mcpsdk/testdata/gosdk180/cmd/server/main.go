// Command server registers the tools of every package, and one handler through a logging
// middleware of its own.
package main

import (
	"context"

	"example.com/adapt/api"
	"example.com/adapt/convert"
	"example.com/adapt/inventory"
	"example.com/adapt/kube"
	"example.com/adapt/tools"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "adapt", Version: "1.0.0"}, nil)
	for _, e := range []inventory.Entry{tools.Lookup(), tools.Archive(), tools.Pin()} {
		e.Register(s)
	}
	kube.Register(s, api.Tool{Name: "health", Handler: health}) // want `adapted health: go-sdk-raw, error returned` related=21,kube/kube.go:18,kube/kube.go:28
	convert.Register(s)
	s.AddTool(&mcp.Tool{Name: "ping"}, logging(ping)) // want `adapted ping: go-sdk-raw, error returned` related=23,31
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func health(p api.Params) (*api.Result, error) { return &api.Result{Text: "ok"}, nil }

func logging(next mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}

func ping(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}
