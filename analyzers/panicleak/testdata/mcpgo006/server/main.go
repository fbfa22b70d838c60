// Command server registers tools with mcp-go v0.6.0, whose handlers take only the client's // want package:`methods\(mail.Store server.tools\)`
// arguments map; nothing recovers a panic there.
package main

import (
	"encoding/json"
	"fmt"

	"example.com/mcpgo006/mail"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type tools struct{ store *mail.Store }

func main() {
	t := &tools{store: &mail.Store{}}
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("echo"), echo)
	s.AddTool(mcp.NewTool("latest"), t.latest)
	s.AddTool(mcp.NewTool("newest"), t.newest)
	_ = server.ServeStdio(s)
}

// echo asserts an argument unchecked.
func echo(arguments map[string]interface{}) (*mcp.CallToolResult, error) { // want echo:`summary\(unchecked type assertion on a tool argument at server/main.go:27 if \[0\]\)`
	text := arguments["text"].(string) // want `^unchecked type assertion on a tool argument in tool handler echo: mcp-go v0.6.0` related=19
	return mcp.NewToolResultText(text), nil
}

// latest fills the criteria from the arguments through a JSON round trip.
func (t *tools) latest(arguments map[string]interface{}) (*mcp.CallToolResult, error) { // want latest:`summary\(slice bound from argument-derived input with no lower bound check at mail/mail.go:23, 1 call down if \[0 1\]\)`
	var c mail.Criteria
	b, err := json.Marshal(arguments)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(t.store.Latest(&c))), nil
}

// newest does the same with a helper that refuses a negative limit: fine.
func (t *tools) newest(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	var c mail.Criteria
	b, _ := json.Marshal(arguments)
	if err := json.Unmarshal(b, &c); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(t.store.Newest(&c))), nil
}
