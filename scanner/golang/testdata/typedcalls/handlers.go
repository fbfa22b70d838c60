// Package main holds isError results whose StructuredContent a helper of this file builds from
// its arguments, beside helpers whose returned value drops them.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// withRetry nests what it is given as the error envelope, beside its own retryable.
func withRetry(fields map[string]any) map[string]any {
	return map[string]any{"error": fields, "retryable": true}
}

// passThrough returns its argument.
func passThrough(fields map[string]any) map[string]any {
	return fields
}

// ownCode writes its own code; the message it is given is prose.
func ownCode(message string) map[string]any {
	if message == "" {
		return nil
	}
	return map[string]any{"code": "E_OWN", "message": message}
}

// fresh builds a new value from constants: the fields it is given are dropped.
func fresh(fields map[string]any) map[string]any {
	_ = fields
	return map[string]any{"error": map[string]any{"message": "failed"}}
}

func quota(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	switch q {
	case "spread":
		// GOOD: withRetry passes the code on inside its error envelope.
		return &mcp.CallToolResult{
			Content:           []mcp.Content{mcp.NewTextContent("quota exceeded")},
			StructuredContent: withRetry(map[string]any{"code": "E_QUOTA"}),
			IsError:           true, // want: errorresult shape=structured typed=code,retry profile=101001
		}, nil
	case "returned":
		return &mcp.CallToolResult{
			Content:           []mcp.Content{mcp.NewTextContent("ask the user")},
			StructuredContent: passThrough(map[string]any{"policy": "ask_user"}),
			IsError:           true, // want: errorresult shape=structured typed=policy profile=110000
		}, nil
	case "own":
		return &mcp.CallToolResult{
			Content:           []mcp.Content{mcp.NewTextContent("bad input")},
			StructuredContent: ownCode("bad input"),
			IsError:           true, // want: errorresult shape=structured typed=code profile=101000
		}, nil
	}
	// FINE (nothing credited): fresh returns constants; the code passed to it never reaches the client.
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent("failed")},
		StructuredContent: fresh(map[string]any{"code": "E_DROPPED"}),
		IsError:           true, // want: errorresult shape=structured typed=none profile=100000
	}, nil
}
