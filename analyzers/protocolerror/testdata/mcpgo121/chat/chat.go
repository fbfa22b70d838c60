// Package chat holds tool handlers written as methods, registered by chatserver, whose // want package:`leavesPending`
// middleware turns their errors into isError results.
package chat

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Handler serves the chat tools.
type Handler struct{ ready bool } // want Handler:`pending\(2\)`

// New returns a Handler.
func New() *Handler { return &Handler{ready: true} } // want New:`pending\(2\)` New:`pure`

// History returns its failures as Go errors; chatserver's middleware converts them.
func (h *Handler) History(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want History:`mayReturnError\(chat/chat.go:26\)` History:`pending\(1\)`
	if !h.ready {
		return nil, errors.New("provider not ready")
	}
	channel, err := req.RequireString("channel_id")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("history of " + channel), nil
}

// Post does too.
func (h *Handler) Post(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Post:`mayReturnError\(chat/chat.go:35\)` Post:`pending\(1\)`
	text := req.GetString("text", "")
	if text == "" {
		return nil, fmt.Errorf("text is required")
	}
	return mcp.NewToolResultText("posted"), nil
}
