package main

import (
	"context"
	"regexp"

	"example.com/mcpgo026/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0", server.WithToolCapabilities(true))
	s.AddTool(mcp.NewTool("greet"), greet)
	s.AddTool(mcp.NewTool("match"), match)
	s.AddTool(mcp.NewTool("safe"), safe)
	s.AddTool(mcp.NewTool("search"), tools.Search) // the panic in tools.Search is reported where it stands
	s.AddTool(mcp.NewTool("echo"), tools.Echo)     // checked: nothing to report
	tools.RegisterAll(s)                           // so are the panics of the handlers it registers
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("split"), Handler: split})
	_ = server.ServeStdio(s)
}

func greet(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := request.Params.Arguments["name"].(string) // want `unchecked type assertion on a tool argument in tool handler greet: mcp-go v0.26.0 has no recovery of its own, so the panic kills the process on stdio and SSE` related=14
	return mcp.NewToolResultText("hello " + name), nil
}

func match(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pattern, ok := request.Params.Arguments["pattern"].(string)
	if !ok {
		return mcp.NewToolResultError("pattern must be a string"), nil
	}
	re := regexp.MustCompile(pattern)  // want `regexp.MustCompile on argument-derived input in tool handler match` related=15
	_ = regexp.MustCompile(`^[a-z]+$`) // constant input: cannot panic at run time
	return mcp.NewToolResultText(re.String()), nil
}

// safe recovers on its own, so its assertion cannot escape.
func safe(ctx context.Context, request mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError("internal error")
		}
	}()
	v := request.Params.Arguments["v"].(string)
	return mcp.NewToolResultText(v), nil
}

func split(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch v := request.Params.Arguments["pair"].(type) { // a type switch never panics
	case string:
		parts := splitPair(v) // the index in splitPair is reported where it stands
		return mcp.NewToolResultText(parts), nil
	}
	return mcp.NewToolResultError("pair must be a string"), nil
}
