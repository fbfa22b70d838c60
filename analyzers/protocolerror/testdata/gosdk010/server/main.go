package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type findIn struct {
	ID string `json:"id"`
}

type store struct{ names map[string]string }

func main() {
	st := &store{names: map[string]string{"7": "ada"}}
	s := mcp.NewServer("demo", "v1.0.0", nil)
	s.AddTools(
		mcp.NewServerTool("find", "find a name", st.find),
		mcp.NewServerTool("wait", "wait for the client", wait),
	)
	_ = s.Run(context.Background(), mcp.NewStdioTransport())
}

// find is go-sdk v0.1.0's typed handler: NewServerTool hands its error on as a JSON-RPC error.
func (st *store) find(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[findIn]) (*mcp.CallToolResultFor[any], error) { // want find:`mayReturnError\(server/main\.go:30\)`
	if params.Arguments.ID == "" {
		return nil, errors.New("id is required") // want `tool handler find returns an error, which go-sdk v0.1.0 sends from an mcp.NewServerTool handler as a JSON-RPC error with code 0` related=21
	}
	name, err := st.lookup(params.Arguments.ID)
	if err != nil {
		return nil, err // want `tool handler find returns an error, which go-sdk v0.1.0 sends` related=21,43
	}
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: name}}}, nil
}

func (st *store) lookup(id string) (string, error) { // want lookup:`mayReturnError\(server/main\.go:43\)`
	if n, ok := st.names[id]; ok {
		return n, nil
	}
	return "", fmt.Errorf("user %s not found", id)
}

// wait stops when the client goes away: a cancellation is not a business failure.
func wait(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[struct{}]) (*mcp.CallToolResultFor[any], error) { // want wait:`benignError`
	<-ctx.Done()
	return nil, ctx.Err()
}
