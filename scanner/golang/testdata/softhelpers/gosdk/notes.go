package main

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weekArgs struct {
	Week   string `json:"week"`
	Create bool   `json:"create"`
}

func weekly(ctx context.Context, req *mcp.CallToolRequest, in weekArgs) (*mcp.CallToolResult, any, error) {
	return openNote("weekly", in.Week+".md", in.Create)
}

func monthly(ctx context.Context, req *mcp.CallToolRequest, in weekArgs) (*mcp.CallToolResult, any, error) {
	return listNotes("monthly", in.Create)
}

// openNote is a sub-handler: asked not to create a missing note, it answers the failure as a
// success.
func openNote(folder, name string, create bool) (*mcp.CallToolResult, any, error) {
	path := folder + "/" + name
	content, err := os.ReadFile(path)
	if err == nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(content)}}}, nil, nil
	}
	if !create {
		return &mcp.CallToolResult{ // want: softerror construct=literal function=openNote related=gosdk/notes.go:32,gosdk/notes.go:17,gosdk/notes.go:16
			Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("Note not found: %s", path)}},
		}, nil, nil
	}
	if err := os.WriteFile(path, []byte("# "+name), 0o600); err != nil {
		return nil, nil, fmt.Errorf("failed to create note: %v", err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Created " + path}}}, nil, nil
}

// listNotes answers an empty folder, an already existing folder and an answer beside a
// warning from branches: none is a failure.
func listNotes(folder string, create bool) (*mcp.CallToolResult, any, error) {
	entries, err := os.ReadDir(folder)
	if err != nil {
		return nil, nil, err
	}
	if len(entries) == 0 {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "No notes found in " + folder}}}, nil, nil
	}
	if create {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Folder already exists: " + folder}}}, nil, nil
	}
	if len(entries) > 100 {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Warning: only the first 100 notes are listed"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(entries), " notes")}}}, nil, nil
}

// unreached answers a failure from a branch, but no tool handler returns it.
func unreached(name string, ok bool) (*mcp.CallToolResult, any, error) {
	if !ok {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Note not found: " + name}}}, nil, nil
	}
	return nil, nil, nil
}

func registerNotes(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "weekly"}, weekly)
	mcp.AddTool(s, &mcp.Tool{Name: "monthly"}, monthly)
}
