// Package usertools registers its tools in a registry from its init function. // want package:`initpending\(who: unchecked type assertion on a tool argument at usertools/usertools.go:24\)`
package usertools

import (
	"context"

	"example.com/mcpgo121/toolreg"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is the package's registry.
var Tool = toolreg.New()

func init() { // want init:`pending\(who: unchecked type assertion on a tool argument at usertools/usertools.go:24\)`
	Tool.RegisterRead(server.ServerTool{Tool: mcp.NewTool("who"), Handler: who})
}

func who(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(greeting(req)), nil
}

func greeting(req mcp.CallToolRequest) string { // want greeting:`summary\(holds 0 " ehlo"; unchecked type assertion on a tool argument at usertools/usertools.go:24 if \[0\]\)`
	return "hello " + req.GetArguments()["name"].(string) // want `^unchecked type assertion on a tool argument in greeting, which tool handler usertools.who calls: mcp-go v1.2.1` related=16,20
}
