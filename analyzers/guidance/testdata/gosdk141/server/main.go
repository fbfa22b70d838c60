package main

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "db", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "export", InputSchema: json.RawMessage(`{"type":"object"}`)}, export)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func export(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct{ Table string }
	_ = json.Unmarshal(req.Params.Arguments, &args)
	if args.Table == "" {
		// FINE on go-sdk v1.4.1: SetError replaces Content with the error's text, so the model
		// reads "ask the user", and the earlier "retry" text is never sent.
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "export interrupted; retry"}}}
		res.SetError(errors.New("no table selected; ask the user which table to export"))
		return res, nil
	}
	// BAD: the earlier Content agrees with the typed policy, but SetError replaces it before
	// v1.6.0, and the error's text says retry.
	res := &mcp.CallToolResult{
		Content:           []mcp.Content{&mcp.TextContent{Text: "ask the user before exporting this table"}},
		StructuredContent: map[string]any{"policy": "ask_human"},
	}
	res.SetError(errors.New("export interrupted; retry")) // want `isError result in tool handler export: the text says retry but the typed fields say ask-human`
	return res, nil
}
