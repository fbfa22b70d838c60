// Command fieldsrv registers a raw handler per api.ServerTool that calls the tool's Handler // want package:`stores\(api.ServerTool.Handler: scale func literal in Tools\)`
// field: the functions stored there are tool code.
package main

import (
	"context"
	"encoding/json"

	"example.com/gosdk180/api"
	"example.com/gosdk180/toolset"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "fieldsrv", Version: "1.0.0"}, nil)
	for _, tool := range toolset.Tools {
		s.AddTool(&mcp.Tool{Name: tool.Name, InputSchema: json.RawMessage(`{"type":"object"}`)},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var args map[string]any
				if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
				}
				out, err := tool.Handler(api.Params{Args: args})
				if err != nil {
					return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
				}
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil
			})
	}
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}
