// Command recovered is a clean mcp-go server: it recovers panics and returns its failures as
// isError results.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	opts := []server.ServerOption{server.WithRecovery()}
	s := server.NewMCPServer("clean", "1.0.0", opts...)
	s.AddTool(mcp.NewTool("echo"), echo)
	_ = server.ServeStdio(s)
}

func echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := req.RequireString("text")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("text is required", err), nil
	}
	//mcperr:ignore softerror the text is the caller's own input, echoed
	return mcp.NewToolResultText(text), nil
}
