// Package cron wraps its errors in package errkit's helpers. A helper that only wraps the error it
// is given passes on that error's failure: encoding the tool's own output is a server bug, not
// reported; a lookup of the task the model names is a business failure, reported.
package cron

import (
	"context"
	"encoding/json"
	"fmt"

	"example.com/mcpgo121/errkit"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type task struct {
	ID   string `json:"id"`
	Cron string `json:"cron"`
}

func find(id string) (*task, error) { // want find:`mayReturnError\(cron/cron.go:23\)`
	if id == "" {
		return nil, fmt.Errorf("no task %q", id)
	}
	return &task{ID: id}, nil
}

// internal is this package's own wrapper.
func internal(err error) error { // want internal:`mayReturnError\(cron/cron.go:30\)`
	return fmt.Errorf("internal: %w", err)
}

// respond encodes a task: its error is Marshal's, through errkit.Internal.
func respond(t *task) (*mcp.CallToolResult, error) { // want respond:`benignError`
	b, err := json.Marshal(t)
	if err != nil {
		return nil, errkit.Internal(fmt.Errorf("failed to marshal task: %w", err))
	}
	return mcp.NewToolResultText(string(b)), nil
}

func get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want get:`mayReturnError\(cron/cron.go:45\)`
	t, err := find(req.GetString("id", ""))
	if err != nil {
		return nil, errkit.Internal(err) // want `tool handler get returns an error` related=23,92
	}
	return respond(t)
}

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want list:`benignError`
	if err := ctx.Err(); err != nil {
		return nil, errkit.Wrap("list", err)
	}
	b, err := json.MarshalIndent([]task{{ID: "a"}}, "", "  ")
	if err != nil {
		return nil, internal(errkit.Wrap("encode", err))
	}
	return mcp.NewToolResultText(string(b)), nil
}

func annotated(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want annotated:`mayReturnError\(cron/cron.go:64\)`
	b, err := json.Marshal(task{ID: req.GetString("id", "")})
	if err != nil {
		return nil, errkit.Annotate(err) // want `tool handler annotated returns an error` related=94,errkit/errkit.go:38,errkit/errkit.go:40
	}
	return mcp.NewToolResultText(string(b)), nil
}

func joined(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want joined:`mayReturnError\(cron/cron.go:72\)`
	b, err := json.Marshal(task{ID: req.GetString("id", "")})
	if err != nil {
		return nil, errkit.Both(err) // want `tool handler joined returns an error` related=95,errkit/errkit.go:45
	}
	return mcp.NewToolResultText(string(b)), nil
}

// store runs the model's queries; no implementation is in sight, so nothing names where the
// error is made but the wrapper.
type store interface{ Query(sql string) error }

var db store

func query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want query:`mayReturnError\(cron/cron.go:85\)`
	if err := db.Query(req.GetString("sql", "")); err != nil {
		return nil, errkit.Internal(err) // want `tool handler query returns an error` related=errkit/errkit.go:24,96
	}
	return mcp.NewToolResultText("done"), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("cron", "1.0.0")
	s.AddTool(mcp.NewTool("get"), get)
	s.AddTool(mcp.NewTool("list"), list)
	s.AddTool(mcp.NewTool("annotated"), annotated)
	s.AddTool(mcp.NewTool("joined"), joined)
	s.AddTool(mcp.NewTool("query"), query)
	return s
}
