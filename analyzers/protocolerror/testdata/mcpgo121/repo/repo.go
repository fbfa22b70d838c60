// Package repo registers its tools in a registry the server package gives it. // want package:`leavesPending`
package repo

import (
	"context"
	"fmt"

	"example.com/mcpgo121/to"
	"example.com/mcpgo121/tool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterAll puts the repository tools in t.
func RegisterAll(t *tool.Tool) { // want RegisterAll:`pending\(2\)`
	t.RegisterRead(server.ServerTool{Tool: mcp.NewTool("list_repos"), Handler: listRepos})
	t.RegisterWrite(server.ServerTool{Tool: mcp.NewTool("fork_repo"), Handler: forkRepo})
}

func listRepos(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want listRepos:`benignError`
	owner := req.GetString("owner", "")
	if owner == "" {
		return to.Failure(fmt.Errorf("owner is required"))
	}
	return to.TextResult([]string{owner + "/mcperr"}) // only a marshal failure: benign
}

func forkRepo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want forkRepo:`mayReturnError\(repo/repo.go:31\)`
	name, err := req.RequireString("name")
	if err != nil {
		return to.ErrorResult(err)
	}
	return to.ErrorResult(fmt.Errorf("cannot fork %s: forks are disabled", name))
}
