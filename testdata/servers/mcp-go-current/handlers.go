package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/notes-server/compat"
	"example.com/notes-server/internal/toolerr"
)

// handleGetNote shows the common prose constructors.
func (st *store) handleGetNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return fail("missing argument %q", "id"), nil
	}
	note, err := st.get(ctx, id)
	if errors.Is(err, errNotFound) {
		return mcp.NewToolResultErrorf("note %q not found", id), nil // want: errorresult shape=prose-only function=store.handleGetNote api=mcp.NewToolResultErrorf
	}
	if err != nil {
		return mcp.NewToolResultErrorFromErr("lookup failed", err), nil // want: errorresult shape=prose-only api=mcp.NewToolResultErrorFromErr
	}
	if note.Deleted {
		// The result is dropped: a non-nil error makes mcp-go answer with JSON-RPC -32603.
		return mcp.NewToolResultError("note was deleted"), fmt.Errorf("note %s deleted", id) // want: errorresult outcome=protocol-error shape=prose-only
	}
	return mcp.NewToolResultText(note.Body), nil
}

// handleSearch shows JSON in text, a structured error, and a flag set after construction.
func (st *store) handleSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	if len(q) > 200 {
		b, _ := json.Marshal(map[string]any{"code": "QUERY_TOO_LONG", "max": 200})
		return mcp.NewToolResultError(string(b)), nil // want: errorresult shape=json-in-text typed=none profile=100000
	}
	if len(q) < 2 {
		return &mcp.CallToolResult{
			Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "query too short"}},
			StructuredContent: map[string]any{
				"code":   "QUERY_TOO_SHORT",
				"target": "query",
				"policy": "fix-arguments",
			},
			IsError: true, // want: errorresult construct=literal shape=structured typed=code,target,policy profile=111110
		}, nil
	}
	hits, err := st.search(ctx, q)
	if err != nil {
		res := mcp.NewToolResultText("search backend unavailable: " + err.Error())
		res.IsError = true // want: errorresult construct=flag-assignment shape=prose-only
		return res, nil
	}
	if len(hits) == 0 {
		// Not an error: an empty search is a successful answer.
		return mcp.NewToolResultText("no notes match"), nil
	}
	if len(hits) > 1000 {
		res := mcp.NewToolResultError("too many matches") // want: errorresult shape=structured typed=code,retry
		res.StructuredContent = map[string]any{"code": "TOO_MANY", "retryAfter": 30}
		return res, nil
	}
	failed := st.partial(hits)
	// Not a site: the flag copies a value that may be false.
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(fmt.Sprint(hits))}, IsError: failed}, nil
}

// handleExport builds a result through helpers of its own package and a same-named function of
// the repository that is not the SDK's.
func (st *store) handleExport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !st.ready() {
		return fail("store not ready"), nil
	}
	if st.readOnly() {
		_ = compat.NewToolResultError("read-only") // the repository's own type, not mcp-go
		return toolerr.Structured("READ_ONLY", "the store is read-only", false), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// fail is a helper of this package: its format is resolved through the calls in this file.
func fail(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultErrorf(format, args...) // want: errorresult shape=prose-only uses=2 function=fail
}
