// Command kv-mcp is a fixture for go-sdk before v1.6, where SetError overwrites Content with the
// error's text: the JSON body set before the call never reaches the client.
package main

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errMissing = errors.New("key not found")

func get(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"code":"NOT_FOUND"}`}}}
	res.SetError(errMissing) // want: errorresult shape=prose-only construct=sdk-call
	return res, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "kv"}, nil)
	server.AddTool(&mcp.Tool{Name: "get"}, get)
	_ = server.Run(context.Background(), &mcp.StdioTransport{})
}
