package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type app struct{ prefix string }

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	a := &app{prefix: "> "}
	s.AddTool(mcp.NewTool("greet"), greet)
	s.AddTool(mcp.NewTool("say"), a.say)
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typed))
	s.AddTool(mcp.NewTool("guarded"), withRecover(guarded))
	s.AddTool(mcp.NewTool("ignored"), ignored)
	registerInput(s)
	_ = server.ServeStdio(s)
}

func greet(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := request.GetArguments()["name"].(string) // want `unchecked type assertion on a tool argument in tool handler greet: mcp-go v1.2.1 turns the panic into a -32603 protocol error` related=15
	return mcp.NewToolResultText("hello " + name), nil
}

// say is a method value handler.
func (a *app) say(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	n := args["times"].(float64) // want `unchecked type assertion on a tool argument in tool handler say` related=16
	return mcp.NewToolResultText(a.prefix + string(rune(int(n)))), nil
}

type typedArgs struct{ Extra any }

func typed(ctx context.Context, request mcp.CallToolRequest, args typedArgs) (*mcp.CallToolResult, error) {
	if args.Extra == nil {
		panic("extra is required") // want `explicit panic in tool handler typed` related=17
	}
	return mcp.NewToolResultText("ok"), nil
}

// guarded is wrapped by withRecover at registration, so its assertion cannot escape.
func guarded(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := request.GetArguments()["v"].(string)
	return mcp.NewToolResultText(v), nil
}

// ignored's assertion is accepted on purpose, with a reason.
//
//mcperr:ignore panicleak the input schema makes v a required string
func ignored(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := request.GetArguments()["v"].(string)
	//mcperr:ignore panicleak nothing below panics (the directive analyzer reports this one)
	return mcp.NewToolResultText(v), nil
}
