package main

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/notes-mcp/internal/errs"
)

// readNote hands failure texts to textResult (results.go), which answers with a success.
func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return textResult("failed to read the note: " + err.Error()), nil // want: softerror function=readNote related=17,results.go:11
	}
	if _, err := os.Stat(req.GetString("index", "")); err != nil {
		// Bad too, through a wrapper of textResult.
		return plainText(fmt.Sprintf("Error: %v", err)), nil // want: softerror function=readNote related=20,results.go:16,results.go:11
	}
	if err := lock(); err != nil {
		// Fine: flagged makes the result an isError one.
		return flagged("could not lock: "+err.Error(), true), nil
	}
	if err := lock(); err != nil {
		// Fine: the checked error itself is for toolResult to judge, and it flags it.
		return toolResult("", err), nil
	}
	// Fine: a success text outside any error check.
	return textResult(string(body)), nil
}

// statNote returns what errs.Describe builds; the soft error stands there.
func statNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	info, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		return errs.Describe(err), nil
	}
	if err := lock(); err != nil {
		// Fine: errs.Fail builds an isError result.
		return errs.Fail(err), nil
	}
	if err := lock(); err != nil {
		// Fine: the handler flags what it gets back.
		res := errs.Explain(err)
		res.IsError = true // want: errorresult shape=unknown
		return res, nil
	}
	if err := lock(); err != nil {
		// Fine here: a non-nil error makes a JSON-RPC error and drops the result.
		return errs.Unsent(err), err
	}
	return mcp.NewToolResultText(info.Name()), nil
}

type store struct{ dir string }

// list returns what the sub-handler listNotes (notes.go) returns.
func (s *store) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return s.listNotes(req.GetString("tag", ""))
}

func lock() error { return nil }

func main() {
	s := server.NewMCPServer("notes", "1.0.0")
	st := &store{dir: "."}
	s.AddTool(mcp.NewTool("read_note"), readNote)
	s.AddTool(mcp.NewTool("stat_note"), statNote)
	s.AddTool(mcp.NewTool("list_notes"), st.list)
	s.AddTool(mcp.NewTool("tag_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := st.tag(req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		return res, nil
	})
}
