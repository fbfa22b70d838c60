package main

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	Path string `json:"path"`
}

func remove(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, any, error) {
	if err := os.Remove(in.Path); err != nil {
		return failure(err), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "removed"}}}, nil, nil
}

// failure puts the error in a success result.
func failure(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "failed to remove: " + err.Error()}}} // want: softerror construct=literal function=failure related=gosdk/main.go:14,gosdk/main.go:16
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "rm"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "remove"}, remove)
}
