// Command argmaps reads its arguments through helpers that hand back the request's input: the // want package:`methods\(util.Params\)`
// assertions on what they return can panic like assertions on the request itself.
package main

import (
	"context"
	"encoding/json"
	"sync"

	"example.com/mcpgo121/util"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("owner"), owner)
	s.AddTool(mcp.NewTool("convert"), convert)
	s.AddTool(mcp.NewTool("wrapped"), wrapped)
	s.AddTool(mcp.NewTool("sheet"), sheet)
	s.AddTool(mcp.NewTool("cached"), cached)
	s.AddTool(mcp.NewTool("named"), named)
	s.AddTool(mcp.NewTool("nested"), nested)
	s.AddTool(mcp.NewTool("scale"), scale)
	s.AddTool(mcp.NewTool("flag"), flag)
	s.AddTool(mcp.NewTool("guardedIf"), guardedIf)
	_ = server.ServeStdio(s)
}

// owner reads the map a helper of another package returns.
func owner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := util.ArgsMap(req.Params.Arguments)
	o := args["owner"].(string) // want `^unchecked type assertion on a tool argument in tool handler owner: mcp-go v1.2.1` related=17
	return mcp.NewToolResultText(o), nil
}

// convertArgs round-trips the arguments through JSON, as servers do to normalise them.
func convertArgs(req mcp.CallToolRequest) (map[string]any, error) { // want convertArgs:`summary\(returns\[\[0\] \[\]\]\)`
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	err = json.Unmarshal(b, &m)
	return m, err
}

// convert reads the first of two results of a helper of its own package.
func convert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, _ := convertArgs(req)
	n := args["n"].(float64) // want `^unchecked type assertion on a tool argument in tool handler convert: mcp-go v1.2.1` related=18
	return mcp.NewToolResultText(string(rune(int(n)))), nil
}

// wrapped reads the map through a method of a wrapper type.
func wrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := util.Wrap(req)
	tags := p.Raw()["tags"].([]any) // want `^unchecked type assertion on a tool argument in tool handler wrapped: mcp-go v1.2.1` related=19
	return mcp.NewToolResultText(string(rune(len(tags)))), nil
}

// scale calls a method that asserts without checking.
func scale(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f := util.Wrap(req).Float("factor")
	return mcp.NewToolResultText(string(rune(int(f)))), nil
}

// flag calls a method whose assertion is accepted with a directive.
func flag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if util.Wrap(req).Bool("verbose") {
		return mcp.NewToolResultText("verbose"), nil
	}
	return mcp.NewToolResultText("quiet"), nil
}

// sheet asserts on a fresh map of checked strings: it cannot panic.
func sheet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dest := util.Defaults(req.GetArguments())
	name := dest["sheet"].(string)
	return mcp.NewToolResultText(name), nil
}

// cache holds the server's own values.
var cache sync.Map

// lookup returns what the server cached under a key: not the input.
func lookup(key string) any {
	v, _ := cache.Load(key)
	return v
}

// cached asserts on a value the server stored under an argument-derived key: an invariant of
// the server's data, not the model's input.
func cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := lookup(req.GetString("key", "")).(string)
	return mcp.NewToolResultText(v), nil
}

// guardedIf asserts again inside the block of a comma-ok check of the same assertion: fine.
func guardedIf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if _, ok := args["path"].(string); ok {
		return mcp.NewToolResultText(args["path"].(string)), nil
	}
	return mcp.NewToolResultError("path must be a string"), nil
}

// named checks the argument with the helper's checked accessor.
func named(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := util.Wrap(req).String("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(name), nil
}

// section returns a part of the arguments, as helpers that dig into nested input do.
func section(args map[string]any, key string) map[string]any { // want section:`summary\(returns\[\[0\]\]; unchecked type assertion on a tool argument at argmaps/main.go:119 if \[0\]\)`
	return args[key].(map[string]any) // want `^unchecked type assertion on a tool argument in section, which tool handler nested calls: mcp-go v1.2.1` related=23,125
}

// nested asserts on what section returns, derived from the input through two helpers.
func nested(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := util.ArgsMap(req.Params.Arguments)
	filter := section(args, "filter")
	limit := filter["limit"].(float64) // want `^unchecked type assertion on a tool argument in tool handler nested: mcp-go v1.2.1` related=23
	return mcp.NewToolResultText(string(rune(int(limit)))), nil
}
