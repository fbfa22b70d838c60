package main

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

func TestToolErrorIsError(t *testing.T) {
	want := &mcp.CallToolResult{IsError: true}
	if got := toolError("x", "y", "z", "t"); got.IsError != want.IsError {
		t.Fatal("not an error")
	}
}
