// Command mcpgo is an mcp-go server without recovery: its handlers' panics and returned errors
// reach the client as protocol errors.
package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("notes", "1.0.0")
	s.AddTool(mcp.NewTool("open", mcp.WithString("path", mcp.Required())), open)
	s.AddTool(mcp.NewTool("head"), head)
	s.AddTool(mcp.NewTool("tail"), tail)
	s.AddTool(mcp.NewTool("count"), count)
	_ = server.ServeStdio(s)
}

func open(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetArguments()["path"].(string)
	if !strings.HasSuffix(path, ".md") {
		return nil, fmt.Errorf("%s is not a note", path)
	}
	return mcp.NewToolResultText(path), nil
}

// head's assertion is accepted with a reason, on the line above it.
func head(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcperr:ignore panicleak the schema makes path a required string
	path := req.GetArguments()["path"].(string)
	return mcp.NewToolResultText(path), nil
}

// tail's directive has no reason, so it suppresses nothing and is reported.
func tail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetArguments()["path"].(string) //mcperr:ignore panicleak
	return mcp.NewToolResultText(path), nil
}

// count checks its argument and returns an isError result: nothing to report.
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(len(path))), nil
}
