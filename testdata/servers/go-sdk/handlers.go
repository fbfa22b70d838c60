package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/files-mcp/internal/telemetry"
)

type readIn struct {
	Path string `json:"path"`
}

type readOut struct {
	Text string `json:"text"`
}

// readFile is a typed handler: it returns three values.
func readFile(ctx context.Context, req *mcp.CallToolRequest, in readIn) (*mcp.CallToolResult, readOut, error) {
	fi, err := os.Stat(in.Path)
	if err != nil {
		return nil, readOut{}, err // not an errorresult site: the SDK calls SetError itself
	}
	if fi.IsDir() {
		// The typed handler also returns an error: go-sdk drops this result and sends the error's
		// text as the isError result, so the site still gives an isError outcome.
		return &mcp.CallToolResult{IsError: true}, readOut{}, errors.New("is a directory") // want: errorresult outcome=iserror shape=unknown
	}
	if fi.Size() > 1<<20 {
		return &mcp.CallToolResult{
			IsError: true, // want: errorresult construct=literal shape=prose-only function=readFile
			Content: []mcp.Content{&mcp.TextContent{Text: "file too large"}},
		}, readOut{}, nil
	}
	return nil, readOut{Text: "..."}, nil
}

// stat is a raw handler: it must build its error results itself.
func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	span := telemetry.SpanFromContext(ctx)
	var args struct{ Path string }
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		span.SetError(err) // not a site: a tracing span, not a result
		res := &mcp.CallToolResult{
			StructuredContent: map[string]any{
				"error": map[string]any{
					"code":        "E_ARGS",
					"target":      "path",
					"policy":      "fix-arguments",
					"retry":       false,
					"sideEffects": "none",
				},
			},
		}
		res.SetError(err) // want: errorresult construct=sdk-call shape=structured typed=code,target,policy,retry,sideEffects profile=111111
		return res, nil
	}
	if args.Path == "" {
		var res mcp.CallToolResult
		res.SetError(errors.New("path is required")) // want: errorresult shape=prose-only construct=sdk-call
		return &res, nil
	}
	if _, err := os.Stat(args.Path); err != nil {
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"code":"ENOENT"}`}}}
		res.SetError(err) // want: errorresult shape=json-in-text
		return res, nil
	}
	if args.Path == "/" {
		// A raw handler that also returns an error: the client gets a JSON-RPC error.
		return &mcp.CallToolResult{IsError: true}, errors.New("refusing the root") // want: errorresult outcome=protocol-error profile=000000
	}
	missing := false
	// Not sites: a flag that may be false, and an explicit false.
	out := &mcp.CallToolResult{IsError: missing}
	out.IsError = missing
	_ = &mcp.CallToolResult{IsError: false}
	return out, nil
}
