// Command validsrv checks its typed arguments with ozzo-validation before it pages with them:
// a Min of at least 0 gives a field a lower end; a Min under When, a negative Min or none does
// not.
package main

import (
	"context"
	"fmt"

	v "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type PageArgs struct {
	Offset int `json:"offset"`
	Limit  int `json:"limit"`
}

type ShiftArgs struct {
	Offset int  `json:"offset"`
	Apply  bool `json:"apply"`
}

type LooseArgs struct {
	Offset int `json:"offset"`
}

var notes = []string{"a", "b", "c", "d"}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "validsrv", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "page"}, page)
	mcp.AddTool(s, &mcp.Tool{Name: "shifted"}, shifted)
	mcp.AddTool(s, &mcp.Tool{Name: "loose"}, loose)
	mcp.AddTool(s, &mcp.Tool{Name: "tagged"}, tagged)
	mcp.AddTool(s, &mcp.Tool{Name: "either"}, either)
	mcp.AddTool(s, &mcp.Tool{Name: "unchecked"}, unchecked)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func failed(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
}

// page refuses an offset below 0 and a limit outside [1, 100]: fine.
func page(ctx context.Context, req *mcp.CallToolRequest, args PageArgs) (*mcp.CallToolResult, any, error) {
	if err := v.ValidateStruct(&args,
		v.Field(&args.Offset, v.Min(0)),
		v.Field(&args.Limit, v.Min(1).Error("limit must be at least 1"), v.Max(100)),
	); err != nil {
		return failed(err), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(window(args.Offset, args.Limit))}}}, nil, nil
}

func window(offset, limit int) []string { // want window:`summary\(slice bound from argument-derived input with no lower bound check at validsrv/main.go:61 if \[0\]\)`
	if offset >= len(notes) {
		return nil
	}
	end := min(offset+limit, len(notes))
	return notes[offset:end]
}

// shifted checks the offset only when apply is set, and lets it go down to -2 then.
func shifted(ctx context.Context, req *mcp.CallToolRequest, args ShiftArgs) (*mcp.CallToolResult, any, error) {
	if err := v.ValidateStruct(&args,
		v.Field(&args.Offset, v.When(args.Apply, v.Min(0))),
	); err != nil {
		return failed(err), nil, nil
	}
	if args.Offset >= len(notes) {
		return failed(fmt.Errorf("offset past the end")), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(notes[args.Offset:])}}}, nil, nil // want `^slice bound from argument-derived input with no lower bound check in tool handler shifted: go-sdk v1.8.0 never recovers` related=33
}

// loose lets the offset go down to -2.
func loose(ctx context.Context, req *mcp.CallToolRequest, args LooseArgs) (*mcp.CallToolResult, any, error) {
	if err := v.ValidateStruct(&args,
		v.Field(&args.Offset, v.Min(-2)),
	); err != nil {
		return failed(err), nil, nil
	}
	if args.Offset >= len(notes) {
		return failed(fmt.Errorf("offset past the end")), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(notes[args.Offset:])}}}, nil, nil // want `^slice bound from argument-derived input with no lower bound check in tool handler loose: go-sdk v1.8.0 never recovers` related=34
}
