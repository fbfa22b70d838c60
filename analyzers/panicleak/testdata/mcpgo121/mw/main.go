// Command mw recovers through a tool-handler middleware defined in its own file. // want package:`methods\(client.Client util.Params\)`
package main

import (
	"context"
	"fmt"
	"net/http"

	"example.com/mcpgo121/client"
	"example.com/mcpgo121/util"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0", server.WithToolHandlerMiddleware(recoverMW))
	s.AddTool(mcp.NewTool("greet"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := request.GetArguments()["name"].(string) // recovered by recoverMW
		return mcp.NewToolResultText("hello " + name), nil
	})
	s.AddTool(mcp.NewTool("owner"), owner)
	_ = server.ServeStdio(s)
}

var api = &client.Client{Base: "https://teams.example", HTTP: http.DefaultClient}

// owner asserts on a helper's map and reads a page before checking its error, and calls a
// client method that does too: recoverMW stands in front of all of it.
func owner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := util.ArgsMap(req.Params.Arguments)
	o := args["owner"].(string)
	page, err := api.ListTeams(ctx, o)
	n := page.Total
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	names, _ := api.Names(ctx, o)
	return mcp.NewToolResultText(fmt.Sprint(n, names)), nil
}

func recoverMW(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				res = mcp.NewToolResultError("internal error")
			}
		}()
		return next(ctx, req)
	}
}
