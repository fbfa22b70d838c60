package main

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// TestCount gives the package a test variant, so that `mcperr vet --tests` analyzes its files
// twice (alone and with the test) and must print each finding once.
func TestCount(t *testing.T) {
	res, err := count(context.Background(), mcp.CallToolRequest{})
	if err != nil || !res.IsError {
		t.Errorf("count without a path: %v, %v", res, err)
	}
}
