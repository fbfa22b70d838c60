package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/scores-mcp/render"
)

// toolResult builds a successful result from the text it is given.
func toolResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(text)}}
}

func lookup(name string) *render.Response {
	return &render.Response{Teams: []string{name}}
}

func teams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := lookup(req.GetString("name", ""))
	return toolResult(render.Teams("队伍", resp)), nil
}

func deleted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return toolResult(render.Deleted("删除", 3, 1)), nil
}

func players(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(render.Players(nil, errors.New("upstream down"))), nil
}

func summary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp := lookup(req.GetString("name", ""))
	render.Log(resp)
	return toolResult(render.Hint(resp)), nil
}

func main() {
	srv := server.NewMCPServer("scores", "1.0.0")
	srv.AddTool(mcp.NewTool("teams"), teams)
	srv.AddTool(mcp.NewTool("deleted"), deleted)
	srv.AddTool(mcp.NewTool("players"), players)
	srv.AddTool(mcp.NewTool("summary"), summary)
	_ = server.ServeStdio(srv)
}
