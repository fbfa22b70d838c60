package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("accepted"), accepted)
	s.AddTool(mcp.NewTool("reasonless"), reasonless)
	s.AddTool(mcp.NewTool("covered"), covered)
	s.AddTool(mcp.NewTool("probe"), probe)
	s.AddTool(mcp.NewTool("other"), other)
	_ = server.ServeStdio(s)
}

// accepted's assertion is suppressed by a directive with a reason: fine.
func accepted(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	//mcperr:ignore panicleak the input schema makes v a required string
	v := request.GetArguments()["v"].(string)
	//mcperr:ignore panicleak nothing below panics // want `^this mcperr:ignore directive suppresses nothing: no panicleak finding on the next line; remove it$`
	return mcp.NewToolResultText(v), nil
}

// reasonless's directive would have no reason, but a want comment on its line would be taken
// as one: cmd/mcperrvet's TestGoVet runs that case through go vet.
func reasonless(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("fine"), nil
}

// covered is covered whole by the directive of its doc comment, which suppresses its
// assertion: fine.
//
//mcperr:ignore panicleak the input schema makes v a required string
func covered(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := request.GetArguments()["v"].(string)
	return mcp.NewToolResultText(v), nil
}

// probe's protocol error is accepted by a directive of another analyzer, protocolerror: fine.
func probe(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("the backend is down") //mcperr:ignore protocolerror a health probe: the client treats a protocol error as down
}

// other holds directives this analyzer cannot judge or must refuse.
func other(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// A scan rule does not run on Go packages here: its directive cannot be judged unused.
	//mcperr:ignore softerror the text is a normal answer
	text := "Error: none"
	//mcperr:ignore nosuch a rule that does not exist // want `^mcperr:ignore directive names unknown rule "nosuch" \(see mcperr rules\)$`
	return mcp.NewToolResultText(text), nil
}
