package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/probe-mcp/kit"
	"github.com/example/probe-mcp/tools"
)

// register adds one SDK handler per registry entry.
func register(s *server.MCPServer) {
	for _, t := range tools.Registry {
		entry := t
		s.AddTool(mcp.NewTool(entry.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return dispatch(entry, req)
		})
	}
}

func dispatch(t kit.Tool, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	input := req.GetArguments()
	if t.Check != nil {
		verdict, _ := t.Check(input)
		log.Printf("check %s: %v", t.Name, verdict)
	}
	return render(t, input)
}

// render runs the entry and marshals what it returns into the text of a successful result.
func render(t kit.Tool, input map[string]any) (*mcp.CallToolResult, error) {
	var result any
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("tool panicked: %v", r)
			}
		}()
		result, err = t.Run(input)
	}()
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("%s failed: %v", t.Name, err)), nil // want: errorresult
	}
	switch v := result.(type) {
	case string:
		return mcp.NewToolResultText(v), nil
	default:
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			return mcp.NewToolResultText(fmt.Sprintf("%v", v)), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

func main() {
	s := server.NewMCPServer("probe", "1.0.0")
	register(s)
	_ = server.ServeStdio(s)
}
