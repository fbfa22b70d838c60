// Command dispatch registers one raw handler per tool of the registry, built by a function, and // want package:`methods\(tools2.Echo tools2.Upper\)`
// calls the tool through its interface.
package main

import (
	"context"
	"encoding/json"

	"example.com/gosdk180/registry"
	_ "example.com/gosdk180/tools2"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "dispatch", Version: "1.0.0"}, nil)
	for _, name := range []string{"echo", "upper"} {
		s.AddTool(&mcp.Tool{Name: name, InputSchema: json.RawMessage(`{"type":"object"}`)}, toolHandler(name))
	}
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

// toolHandler returns the raw handler of a tool of the registry.
func toolHandler(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments must be an object"}}}, nil
		}
		t, ok := registry.Get(name)
		if !ok {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no tool " + name}}}, nil
		}
		out, err := t.Execute(ctx, args)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
	}
}
