package main

import (
	"context"
	"reflect"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

func TestDeleteMissing(t *testing.T) {
	want := &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("x")}}
	got, _ := fakeHandler(context.Background(), mcp.CallToolRequest{})
	if !reflect.DeepEqual(got, mcp.NewToolResultError("boom")) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if !got.IsError {
		t.Fatal("expected an error result")
	}
}

// fakeHandler is a stub the tests call; its result is a real site, in a test context.
func fakeHandler(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError("boom"), nil // want: errorresult context=test shape=prose-only
}
