package main

import (
	"context"
	"fmt"

	"github.com/go-playground/validator/v10"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var validate = validator.New()

type TaggedArgs struct {
	Skip  int `json:"skip" validate:"gte=0"`
	Count int `json:"count" validate:"omitempty,min=1,max=50"`
}

type EitherArgs struct {
	Skip int `json:"skip" validate:"gte=0|eq=-1"`
}

type UncheckedArgs struct {
	Skip int `json:"skip" validate:"gte=0"`
}

// tagged validates its arguments: skip is at least 0, fine.
func tagged(ctx context.Context, req *mcp.CallToolRequest, args TaggedArgs) (*mcp.CallToolResult, any, error) {
	if err := validate.Struct(args); err != nil {
		return failed(err), nil, nil
	}
	if args.Skip >= len(notes) {
		return failed(fmt.Errorf("skip past the end")), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(notes[args.Skip:])}}}, nil, nil
}

// either lets skip be -1.
func either(ctx context.Context, req *mcp.CallToolRequest, args EitherArgs) (*mcp.CallToolResult, any, error) {
	if err := validate.StructCtx(ctx, &args); err != nil {
		return failed(err), nil, nil
	}
	if args.Skip >= len(notes) {
		return failed(fmt.Errorf("skip past the end")), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(notes[args.Skip:])}}}, nil, nil // want `^slice bound from argument-derived input with no lower bound check in tool handler either: go-sdk v1.8.0 never recovers` related=validsrv/main.go:36
}

// unchecked has the tag but never validates: the tag checks nothing.
func unchecked(ctx context.Context, req *mcp.CallToolRequest, args UncheckedArgs) (*mcp.CallToolResult, any, error) {
	if args.Skip >= len(notes) {
		return failed(fmt.Errorf("skip past the end")), nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(notes[args.Skip:])}}}, nil, nil // want `^slice bound from argument-derived input with no lower bound check in tool handler unchecked: go-sdk v1.8.0 never recovers` related=validsrv/main.go:37
}
