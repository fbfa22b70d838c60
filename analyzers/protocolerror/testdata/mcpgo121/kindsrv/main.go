// Command kindsrv builds one handler per kind of listing, each looking its kind up in the
// server's own table: a kind missing there is a server bug, the same for every call, and not
// reported. The same lookup on the model's argument, in a table the tools change, or a flag
// set while reading data, fails on the call and is reported.
package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// endpoints is the server's configuration, written in its source and only read.
var endpoints = map[string]string{"issues": "/issues", "pulls": "/pulls"}

// aliases is filled by a tool: a lookup in it fails on what the tools put there.
var aliases = map[string]string{}

func main() {
	s := server.NewMCPServer("kinds", "1.0.0")
	s.AddTool(mcp.NewTool("list_issues"), list("issues"))
	s.AddTool(mcp.NewTool("list_pulls"), list("pulls"))
	s.AddTool(mcp.NewTool("list_any"), listAny)
	s.AddTool(mcp.NewTool("alias"), alias)
	s.AddTool(mcp.NewTool("list_alias"), listAlias("issues"))
	s.AddTool(mcp.NewTool("find"), find)
	_ = server.ServeStdio(s)
}

// list's kind was given at registration.
func list(kind string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, ok := endpoints[kind]
		if !ok {
			return nil, fmt.Errorf("unsupported kind %s", kind)
		}
		return mcp.NewToolResultText(path), nil
	}
}

// listAny's kind is the model's.
func listAny(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want listAny:`mayReturnError\(kindsrv/main.go:49\)`
	path, ok := endpoints[req.GetString("kind", "")]
	if !ok {
		return nil, errors.New("unsupported kind") // want `tool handler listAny returns an error` related=27
	}
	return mcp.NewToolResultText(path), nil
}

// alias changes the aliases table.
func alias(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want alias:`benignError`
	aliases[req.GetString("name", "")] = req.GetString("kind", "")
	return mcp.NewToolResultText("ok"), nil
}

// listAlias looks its registered kind up in a table the tools fill.
func listAlias(kind string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		path, ok := aliases[kind]
		if !ok {
			return nil, fmt.Errorf("no alias %s", kind) // want `tool handler func literal returns an error` related=29
		}
		return mcp.NewToolResultText(path), nil
	}
}

// find sets a flag while it reads the model's names: the flag is data, though only constants
// are assigned to it.
func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want find:`mayReturnError\(kindsrv/main.go:81\)`
	found := false
	for _, name := range strings.Split(req.GetString("names", ""), ",") {
		if name == "issues" {
			found = true
		}
	}
	if !found {
		return nil, errors.New("issues not among the names") // want `tool handler find returns an error` related=30
	}
	return mcp.NewToolResultText("found"), nil
}
