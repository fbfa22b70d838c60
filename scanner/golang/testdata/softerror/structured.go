package main

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type statIn struct{ Path string }

type statOut struct {
	Size   int64    `json:"size"`
	Error  string   `json:"error,omitempty"`
	Status string   `json:"status,omitempty"`
	Missed []string `json:"missed,omitempty"`
}

// stat is a go-sdk typed handler: its output becomes the structuredContent of the result.
func stat(ctx context.Context, req *sdk.CallToolRequest, in statIn) (*sdk.CallToolResult, statOut, error) {
	info, err := os.Stat(in.Path)
	if err != nil {
		// Bad: the failure travels as data in a successful result.
		return nil, statOut{Error: err.Error()}, nil // want: softerror related=23 construct=literal function=stat
	}
	if _, err := os.Lstat(in.Path); err != nil {
		// Fine: a returned error is an isError result in a typed handler.
		return nil, statOut{}, err
	}
	if _, err := os.Readlink(in.Path); err != nil {
		// Fine: not a link is an answer; the output carries no error member.
		return nil, statOut{Size: info.Size(), Missed: []string{"link"}}, nil
	}
	return nil, statOut{Size: info.Size()}, nil
}

// usage answers with mcp-go's structured constructors.
func usage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	info, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultStructuredOnly(map[string]any{"error": err.Error()}), nil // want: softerror related=41 construct=sdk-call function=usage
	}
	if _, err := os.Lstat(req.GetString("path", "")); err != nil {
		body := map[string]any{"status": "error", "path": req.GetString("path", "")}
		return mcp.NewToolResultStructured(body, "lstat: "+err.Error()), nil // want: softerror related=44 construct=sdk-call
	}
	if _, err := os.Readlink(req.GetString("path", "")); err != nil {
		// Fine: the error member is empty, and the text is data.
		return mcp.NewToolResultStructured(map[string]any{"error": nil, "size": info.Size()}, "not a link"), nil
	}
	return mcp.NewToolResultStructuredOnly(map[string]any{"size": info.Size()}), nil
}

// sizeOf is the inner function of mcp-go's NewStructuredToolHandler: its first result is the output.
func sizeOf(ctx context.Context, req mcp.CallToolRequest, in statIn) (statOut, error) {
	info, err := os.Stat(in.Path)
	if err != nil {
		return statOut{Status: "failed", Error: "stat: " + err.Error()}, nil // want: softerror related=58 construct=literal function=sizeOf
	}
	if _, err := os.Lstat(in.Path); err != nil {
		// Fine: the wrapper turns a returned error into an isError result.
		return statOut{}, err
	}
	return statOut{Size: info.Size(), Status: "ok"}, nil
}

type harnessResult struct {
	Output string `json:"output"`
	Err    string `json:"err,omitempty"`
}

// runHandler is a test harness: it takes a handler (whose type names CallToolRequest) and calls it,
// but it is no handler itself, so its (output, error) results are nobody's structured output.
func runHandler(ctx context.Context, handler func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error), name string) (*harnessResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	res, err := handler(ctx, req)
	if err != nil {
		return &harnessResult{Err: err.Error()}, nil
	}
	return &harnessResult{Output: res.Content[0].(mcp.TextContent).Text}, nil
}
