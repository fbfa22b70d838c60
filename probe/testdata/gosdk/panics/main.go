// Command panics is a go-sdk server with a raw handler that panics on an unchecked type
// assertion of its arguments. go-sdk does not recover, so the process dies; the typed tool
// beside it gets the SDK's own input validation, which answers with isError results.
package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/gosdkservers/serve"
)

type lookupIn struct {
	Name  string `json:"name" jsonschema:"the name to look up"`
	Limit int    `json:"limit,omitempty"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "panics", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{
		Name:        "read_note",
		Description: "Read a note",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"note_id":{"type":"string"}},"required":["note_id"]}`),
	}, readNote)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup", Description: "Look a name up"}, lookup)
	serve.Run(s)
}

func readNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	json.Unmarshal(req.Params.Arguments, &args)
	id := args["note_id"].(string) // panics when note_id is missing or not a string
	return nil, fmt.Errorf("note %s not found", id)
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in lookupIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, fmt.Errorf("no entry named %q", in.Name)
}
