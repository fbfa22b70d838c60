// Command indirect serves the tools that packages linked in by a blank import of package all
// register: the dishes, whose Cook field's error its handler returns unchanged, and whole server
// tools. It sees none of those packages' types, nor, under go vet, their package facts.
package main

import (
	"context"

	_ "example.com/vetdemo/indirect/all"
	"example.com/vetdemo/indirect/answer"
	"example.com/vetdemo/indirect/ops"
	"example.com/vetdemo/indirect/registry"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("indirect", "1.0.0")
	for _, name := range registry.Names() {
		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := registry.Lookup(name).Cook(ctx, req.GetArguments())
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(out), nil
		})
	}
	s.AddTools(registry.Tools...)
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return answer.Reply(ops.Status())
	})
	s.AddTool(mcp.NewTool("order"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.GetString("as", "") == "pointer" {
			o := registry.Current().Data.(*registry.Order)
			return mcp.NewToolResultText(o.Items[0]), nil
		}
		o := registry.Current().Data.(registry.Order)
		return mcp.NewToolResultText(o.Items[0]), nil
	})
	_ = server.ServeStdio(s)
}
