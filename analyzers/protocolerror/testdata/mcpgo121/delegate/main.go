// Command delegate registers methods of a Handler that hand each call to a handler-typed method
// of a per-domain handler: an error the inner method makes is reported where it is made, naming
// the delegating return, and the delegating return is not reported again.
package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type store struct{ items map[string]string }

// Get returns an item or an error.
func (s *store) Get(id string) (string, error) { // want Get:`mayReturnError\(delegate/main.go:22\)`
	if v, ok := s.items[id]; ok {
		return v, nil
	}
	return "", errors.New("not found")
}

// ItemHandler handles the item tools.
type ItemHandler struct{ s *store }

// Get is handler-typed but never registered: Handler.GetItem hands calls to it.
func (h *ItemHandler) Get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Get:`mayReturnError\(delegate/main.go:32\)`
	id, err := req.RequireString("id")
	if err != nil {
		return nil, err // want `tool handler Get returns the error of a Require\* accessor` related=47,65
	}
	v, err := h.s.Get(id)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", id, err) // want `tool handler Get returns an error` related=22,47,65
	}
	return mcp.NewToolResultText(v), nil
}

// Handler is what the server registers.
type Handler struct{ s *store }

// GetItem delegates to ItemHandler.Get.
func (h *Handler) GetItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want GetItem:`mayReturnError\(delegate/main.go:47\)`
	inner := &ItemHandler{s: h.s}
	return inner.Get(ctx, req)
}

// Count delegates to a function that converts its own errors: nothing to report anywhere.
func (h *Handler) Count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Count:`benignError`
	return count(ctx, req)
}

func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want count:`benignError`
	if len(req.GetArguments()) > 3 {
		return mcp.NewToolResultError("too many arguments"), nil
	}
	return mcp.NewToolResultText("0"), nil
}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	h := &Handler{s: &store{items: map[string]string{}}}
	s.AddTool(mcp.NewTool("get_item"), h.GetItem)
	s.AddTool(mcp.NewTool("count"), h.Count)
	_ = server.ServeStdio(s)
}
