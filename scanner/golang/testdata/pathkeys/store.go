// Command store is a fixture for the semantic paths of Go handlers: each handler method of one
// receiver is a path of its own, as each function is in TypeScript and Python; two inline
// results of the same pattern in one method are one path; a helper is one path whatever calls it.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type store struct{ items map[string]string }

// fail is a helper: its result is one path, however many handlers call it.
func fail(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(msg) // want: errorresult path=helper uses=2
}

func (s *store) List(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=List
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if s.items[id] == "" {
		return mcp.NewToolResultError("no such item"), nil // want: errorresult path=Get
	}
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Get
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Create(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Create
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Update(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Update
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Delete(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Delete
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Search
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Move(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Move
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Copy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Copy
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Tag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Tag
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Untag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Untag
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Lock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "*" {
		return fail("cannot lock everything"), nil
	}
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Lock
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Unlock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "*" {
		return fail("cannot lock everything"), nil
	}
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Unlock
	}
	return mcp.NewToolResultText("ok"), nil
}

func (s *store) Archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want: errorresult path=Archive
	}
	return mcp.NewToolResultText("ok"), nil
}
