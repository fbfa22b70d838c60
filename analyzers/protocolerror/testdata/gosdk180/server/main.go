package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type findIn struct {
	ID string `json:"id"`
}

type findOut struct {
	Name string `json:"name"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "1.0.0"}, nil)
	schema := json.RawMessage(`{"type":"object"}`)
	s.AddTool(&mcp.Tool{Name: "raw_find", InputSchema: schema}, rawFind)
	s.AddTool(&mcp.Tool{Name: "quota", InputSchema: schema}, quota)
	s.AddTool(&mcp.Tool{Name: "limited", InputSchema: schema}, limited)
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, find)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func rawFind(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want rawFind:`mayReturnError\(server/main\.go:34\)`
	var in findIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, fmt.Errorf("bad arguments: %w", err) // want `tool handler rawFind returns an error, which go-sdk v1.8.0 sends from a raw \(\*Server\).AddTool handler as a JSON-RPC error with code 0` related=24,26,53
	}
	if in.ID == "" {
		return nil, errors.New("id is required") // want `tool handler rawFind returns an error, which go-sdk v1.8.0 sends` related=24,26,53
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.ID}}}, nil
}

// quota returns a *jsonrpc.Error on purpose: a protocol error with a code the client knows.
func quota(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want quota:`benignError`
	return nil, &jsonrpc.Error{Code: -32001, Message: "quota exceeded"}
}

// limited forwards quota, whose error is a *jsonrpc.Error on purpose, or rawFind, whose error is
// not: rawFind's findings name the return that hands its results on, which is not reported again.
func limited(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want limited:`mayReturnError\(server/main\.go:53\)`
	if len(req.Params.Arguments) > 1024 {
		return quota(ctx, req)
	}
	return rawFind(ctx, req) // rawFind's returns are judged where its errors are made, naming this one
}

// find is typed: go-sdk turns its error into an isError result.
func find(ctx context.Context, req *mcp.CallToolRequest, in findIn) (*mcp.CallToolResult, findOut, error) { // want find:`mayReturnError\(server/main\.go:59\)`
	if in.ID == "" {
		return nil, findOut{}, errors.New("id is required")
	}
	return nil, findOut{Name: in.ID}, nil
}
