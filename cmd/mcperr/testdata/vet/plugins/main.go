// Command plugins serves the tools its plugins register, calling each through the registry's
// interface or the field of the function the plugin stored; the plugins are linked in by a blank import of package all, so this package sees
// none of their types.
package main

import (
	"context"

	_ "example.com/vetdemo/plugins/all"
	"example.com/vetdemo/plugins/registry"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("plugins", "1.0.0")
	for _, name := range registry.Names() {
		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			t, _ := registry.Get(name)
			out, err := t.Execute(ctx, req.GetArguments())
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(out), nil
		})
	}
	for _, name := range registry.FuncNames() {
		s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := registry.GetFunc(name).Run(ctx, req.GetArguments())
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(out), nil
		})
	}
	_ = server.ServeStdio(s)
}
