// Command vetwrap builds its server with a wrapper module (example.com/instrument, its own
// module, required at a version): the package that calls instrument.New builds the server, so
// the panic its handler lets escape is reported, and not the one of the handler registered
// behind the wrapper's recover (AddSafeTool).
package main

import (
	"context"
	"log"

	"example.com/instrument"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type pickIn struct {
	Index int `json:"index"`
}

var notes = []string{"groceries", "taxes"}

func main() {
	s, err := instrument.New("notes", "1.0.0")
	if err != nil {
		log.Fatal(err)
	}
	instrument.AddTool(s, &mcp.Tool{Name: "pick"}, pick)
	instrument.AddSafeTool(s, &mcp.Tool{Name: "pick_safe"}, pickSafe)
	if err := s.Server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

// pick checks the upper end of the index only: -1 panics.
func pick(ctx context.Context, req *mcp.CallToolRequest, in pickIn) (*mcp.CallToolResult, any, error) {
	if in.Index >= len(notes) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no such note"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: notes[in.Index]}}}, nil, nil
}

// pickSafe checks the upper end only too, but its wrapper recovers: fine.
func pickSafe(ctx context.Context, req *mcp.CallToolRequest, in pickIn) (*mcp.CallToolResult, any, error) {
	if in.Index >= len(notes) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no such note"}}}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: notes[in.Index]}}}, nil, nil
}
