// Package toolerr builds the server's error results in one place.
package toolerr

import (
	"encoding/json"

	m "github.com/mark3labs/mcp-go/mcp"
)

// NotFound reports a missing object as JSON text.
func NotFound(kind, id string) *m.CallToolResult {
	body, err := json.Marshal(map[string]string{"code": "NOT_FOUND", "kind": kind, "id": id})
	if err != nil {
		return m.NewToolResultError("not found") // want: errorresult shape=prose-only uses=1 function=NotFound
	}
	return m.NewToolResultError(string(body)) // want: errorresult shape=json-in-text uses=1 function=NotFound
}

// Conflict reports a conflicting edit.
func Conflict(id, reason string) *m.CallToolResult {
	return &m.CallToolResult{
		Content: []m.Content{m.TextContent{Type: "text", Text: reason}},
		IsError: true, // want: errorresult construct=literal shape=unknown uses=1 function=Conflict
	}
}

// Structured returns the two-plane envelope: prose for people, typed fields for agents.
func Structured(code, text string, retry bool) *m.CallToolResult {
	res := m.NewToolResultStructured(map[string]any{
		"error": map[string]any{
			"code":        code,
			"policy":      "stop",
			"retry":       retry,
			"sideEffects": "none",
		},
	}, text)
	res.IsError = true // want: errorresult construct=flag-assignment shape=structured typed=code,policy,retry,sideEffects profile=111001 uses=1
	return res
}
