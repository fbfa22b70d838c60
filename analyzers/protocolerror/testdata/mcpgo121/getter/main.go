// Command getter builds its tool with a client getter handed in, a function-typed parameter. The
// first return of the getter's error variable after the getter's call is not the getter's once
// the variable holds another call's error: here the getter's failure is answered as a result and
// the variable then holds the argument helper's error, which the tool returns as its own.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type client struct{ token string }

func (c *client) find(id string) (string, error) { // want find:`mayReturnError\(getter/main.go:21\)`
	if id == "missing" {
		return "", fmt.Errorf("no item %q", id)
	}
	return c.token + id, nil
}

type getClientFn func(ctx context.Context) (*client, error)

func requireID(req mcp.CallToolRequest) (string, error) { // want requireID:`mayReturnError\(getter/main.go:31\)`
	id, ok := req.GetArguments()["id"].(string)
	if !ok || id == "" {
		return "", errors.New("missing required parameter: id")
	}
	return id, nil
}

// RequiredName is the project's own argument helper, named like mcp-go's Require* accessors.
func RequiredName(req mcp.CallToolRequest) (string, error) { // want RequiredName:`mayReturnError\(getter/main.go:40\)`
	name, ok := req.GetArguments()["name"].(string)
	if !ok {
		return "", errors.New("missing required parameter: name")
	}
	return name, nil
}

// renameTool returns the helper's error: named as any function's, with its return.
func renameTool(getClient getClientFn) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("rename"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := getClient(ctx)
		if err != nil {
			return mcp.NewToolResultError("no client: " + err.Error()), nil
		}
		name, err := RequiredName(req)
		if err != nil {
			return nil, err // want `tool handler func literal returns an error, which` related=40
		}
		return mcp.NewToolResultText(c.token + name), nil
	}
}

// findTool answers the getter's failure, then returns the argument helper's error through the
// same variable.
func findTool(getClient getClientFn) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("find"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := getClient(ctx)
		if err != nil {
			return mcp.NewToolResultError("no client: " + err.Error()), nil
		}
		id, err := requireID(req)
		if err != nil {
			return nil, err // want `tool handler func literal returns an error` related=31
		}
		out, err := c.find(id)
		if err != nil {
			return nil, err // want `tool handler func literal returns an error` related=21
		}
		return mcp.NewToolResultText(out), nil
	}
}

func main() {
	s := server.NewMCPServer("getter", "1.0.0")
	getClient := func(ctx context.Context) (*client, error) {
		tok := os.Getenv("TOKEN")
		if tok == "" {
			return nil, errors.New("TOKEN is not set")
		}
		return &client{token: tok}, nil
	}
	s.AddTool(findTool(getClient))
	s.AddTool(renameTool(getClient))
	_ = server.ServeStdio(s)
}
