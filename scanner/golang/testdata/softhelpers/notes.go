package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
)

// listNotes is a sub-handler: the list_notes handler returns its result.
func (s *store) listNotes(tag string) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(filepath.Join(s.dir, tag))
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("could not list %s: %v", tag, err)), nil // want: softerror function=store.listNotes related=14,main.go:62,main.go:63
	}
	if len(entries) == 0 {
		// Fine: an empty answer is not a failure.
		return mcp.NewToolResultText("No notes found for " + tag), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d notes", len(entries))), nil
}

// tag fails softly, and the tag_note handler returns its result through a local.
func (s *store) tag(path string) (*mcp.CallToolResult, error) {
	if _, err := os.Stat(path); err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("Error: no such note " + path)}}, nil // want: softerror construct=literal function=store.tag related=26,main.go:74,main.go:75
	}
	return mcp.NewToolResultText("tagged " + path), nil
}
