// Package tools registers typed go-sdk tools over package notes.
package tools

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/notes-mcp/notes"
)

// Deps holds what the tools use.
type Deps struct {
	Notes *notes.Service
}

type listInput struct {
	Dir string `json:"dir"`
}

type listOutput notes.ListResult

type countOutput struct {
	Total int `json:"total"`
}

// Register adds the tools.
func Register(s *mcp.Server, deps Deps) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_notes"}, func(ctx context.Context, _ *mcp.CallToolRequest, in listInput) (*mcp.CallToolResult, listOutput, error) {
		res, err := deps.Notes.List(ctx, in.Dir)
		if err != nil {
			return nil, listOutput{}, err
		}
		return nil, listOutput(res), nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "count_notes"}, func(ctx context.Context, _ *mcp.CallToolRequest, in listInput) (*mcp.CallToolResult, countOutput, error) {
		res, err := deps.Notes.Count(in.Dir)
		if err != nil {
			return nil, countOutput{}, err
		}
		return nil, countOutput{Total: res.Total}, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "recent_notes"}, func(ctx context.Context, _ *mcp.CallToolRequest, in listInput) (*mcp.CallToolResult, countOutput, error) {
		if _, err := deps.Notes.Recent(in.Dir); err != nil {
			log.Printf("recent: %v", err)
		}
		return nil, countOutput{}, nil
	})
}
