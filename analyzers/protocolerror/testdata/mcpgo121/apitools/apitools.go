// Package apitools registers tools that answer through the helpers of package apiresp. // want package:`helperUses\(example.com/mcpgo121/apiresp.Fetch\)` package:`leavesPending`
package apitools

import (
	"context"
	"io"
	"net/http"

	"example.com/mcpgo121/apiresp"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the tools to a server.
func Register(s *server.MCPServer) { // want Register:`pending\(4\)`
	s.AddTool(mcp.NewTool("list_items"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, status, err := get("/items")
		return apiresp.Respond(body, status, []int{http.StatusOK}, err)
	})
	s.AddTool(mcp.NewTool("create_item"), createItem)
	s.AddTool(mcp.NewTool("get_user"), getUser)
	s.AddTool(mcp.NewTool("get_team"), getTeam)
	s.AddTool(mcp.NewTool("health"), health)
	s.AddTool(mcp.NewTool("version"), version)
}

func createItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want createItem:`mayReturnError\(apitools/apitools.go:29\)`
	body, status, err := get("/items/new")
	return apiresp.Respond(body, status, []int{http.StatusCreated}, err)
}

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getUser:`mayReturnError\(apitools/apitools.go:33\)`
	return apiresp.Fetch("/user") // want `tool handler getUser returns the error of Fetch unchanged, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=apiresp/apiresp.go:29,apiresp/apiresp.go:33,apisrv/main.go:11,apitools/apitools.go:21
}

func getTeam(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want getTeam:`mayReturnError\(apitools/apitools.go:37\)`
	return apiresp.Fetch("/team") // want `tool handler getTeam returns the error of Fetch unchanged, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=apiresp/apiresp.go:29,apiresp/apiresp.go:33,apisrv/main.go:11,apitools/apitools.go:22
}

// health reads Fetch's error itself: Fetch is not only handlers' returns.
func health(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want health:`benignError`
	if _, err := apiresp.Fetch("/health"); err != nil {
		return mcp.NewToolResultError("the API is down: " + err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// version returns the results of a helper whose error is always nil: nothing to report.
func version(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want version:`benignError`
	return apiresp.Plain("1.0")
}

func get(path string) ([]byte, int, error) { // want get:`mayReturnError\(apitools/apitools.go:56\)`
	resp, err := http.Get("https://api.example.com" + path)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	return body, resp.StatusCode, err
}
