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
	s := mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "v1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, st.find)
	_ = s.Run(context.Background(), mcp.NewStdioTransport())
}

// find has v0.1.0's typed handler shape, but from go-sdk v0.2.0 on its error is an isError result.
func (st *store) find(ctx context.Context, ss *mcp.ServerSession, params *mcp.CallToolParamsFor[findIn]) (*mcp.CallToolResultFor[any], error) { // want find:`mayReturnError\(server/main\.go:27\)`
	if params.Arguments.ID == "" {
		return nil, errors.New("id is required")
	}
	name, err := st.lookup(params.Arguments.ID)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResultFor[any]{Content: []mcp.Content{&mcp.TextContent{Text: name}}}, nil
}

func (st *store) lookup(id string) (string, error) { // want lookup:`mayReturnError\(server/main\.go:40\)`
	if n, ok := st.names[id]; ok {
		return n, nil
	}
	return "", fmt.Errorf("user %s not found", id)
}
