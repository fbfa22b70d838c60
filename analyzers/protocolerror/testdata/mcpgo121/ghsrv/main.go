// Command ghsrv hands its tools a ghdeps.Deps. A client getter that fails only on the server's
// own state (a context value its middleware sets, the host it was configured with, a client
// built from them without I/O) is a server fault, for which a JSON-RPC error is allowed: not
// reported. A getter that takes the tool's arguments or does I/O still is.
package main

import (
	"context"
	"fmt"
	"os"

	"example.com/mcpgo121/ghdeps"
	"example.com/mcpgo121/hosts"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	h, err := hosts.New(os.Getenv("GITHUB_HOST"))
	if err != nil {
		os.Exit(1)
	}
	d := &ghdeps.Request{Hosts: h, UserAgent: "ghsrv"}
	s := server.NewMCPServer("gh", "1.0.0")
	s.AddTool(mcp.NewTool("get_me"), getMe(d))
	s.AddTool(mcp.NewTool("get_repo"), getRepo(d))
	s.AddTool(mcp.NewTool("health"), health(d))
	s.AddTool(mcp.NewTool("get_org"), getOrg)
	registerMore(s, d)
	s.AddTool(mcp.NewTool("as_user"), asUser)
	s.AddTool(mcp.NewTool("who_am_i"), whoAmI)
	s.AddTool(mcp.NewTool("get_org_via"), getOrgVia)
	s.AddTool(mcp.NewTool("as_user_via"), asUserVia)
	_ = server.ServeStdio(s)
}

// getMe's only failures before the API call are the getter's, of the server's state.
func getMe(d ghdeps.Deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := d.Client(ctx)
		if err != nil {
			return nil, fmt.Errorf("failed to get GitHub client: %w", err)
		}
		return mcp.NewToolResultText(c.UserAgent()), nil
	}
}

// getRepo's getter fails on the owner the model gave.
func getRepo(d ghdeps.Deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := d.ClientFor(ctx, req.GetString("owner", ""))
		if err != nil {
			return nil, fmt.Errorf("failed to get GitHub client: %w", err) // want `tool handler func literal returns an error` related=26
		}
		return mcp.NewToolResultText(c.UserAgent()), nil
	}
}

// health's Probe sends a request in one implementation.
func health(d ghdeps.Deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := d.Probe(ctx); err != nil {
			return nil, err // want `tool handler func literal returns an error` related=27
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

// getOrg builds its own container from the model's arguments: its state is the call's.
func getOrg(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getOrg:`mayReturnError\(ghsrv/main.go:74\)`
	local := &ghdeps.Request{UserAgent: req.GetString("agent", "")}
	c, err := local.Client(ctx)
	if err != nil {
		return nil, err // want `tool handler getOrg returns an error` related=ghdeps/ghdeps.go:55,ghdeps/ghdeps.go:59,ghdeps/ghdeps.go:61,28
	}
	return mcp.NewToolResultText(c.UserAgent()), nil
}
