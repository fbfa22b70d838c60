package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var users = map[string]string{"7": "ada"}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("get_user"), getUser)
	s.AddTool(mcp.NewTool("wait"), wait)
	_ = server.ServeStdio(s)
}

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return nil, errors.New("id must be a string") // want `tool handler getUser returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error`
	}
	name, err := lookup(id)
	if err != nil {
		return nil, err // want `tool handler getUser returns an error, which mcp-go v0.26.0 sends as a JSON-RPC -32603 error`
	}
	return mcp.NewToolResultText(name), nil
}

func lookup(id string) (string, error) {
	if n, ok := users[id]; ok {
		return n, nil
	}
	return "", fmt.Errorf("user %s not found", id)
}

// wait stops when the client goes away: a cancellation is not a business failure.
func wait(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}
