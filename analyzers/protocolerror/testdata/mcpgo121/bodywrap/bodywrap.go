// Package bodywrap replaces the body of the responses it receives with a reader that fails on a
// body larger than its limit: reading it can fail on what the answer holds, not only on the
// connection, so returning the read's error is reported.
package bodywrap

import (
	"context"
	"io"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want fetch:`mayReturnError\(bodywrap/bodywrap.go:23\)`
	resp, err := http.Get("https://api.example.com/v1/export")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("request failed", err), nil
	}
	resp.Body = http.MaxBytesReader(nil, resp.Body, 1<<20)
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err // want `tool handler fetch returns an error` related=30
	}
	return mcp.NewToolResultText(string(body)), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("bodywrap", "1.0.0")
	s.AddTool(mcp.NewTool("fetch"), fetch)
	return s
}
