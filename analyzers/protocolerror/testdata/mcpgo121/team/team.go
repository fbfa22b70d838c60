// Package team registers its tools in each of the three ways; only servers that convert // want package:`leavesPending`
// their errors serve them (teamsrv, teamwrap), so nothing is reported about them.
package team

import (
	"context"
	"errors"

	"example.com/mcpgo121/to"
	"example.com/mcpgo121/tool"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is the package's registry.
var Tool = tool.New() // want Tool:`pending\(1\)`

func init() {
	Tool.RegisterRead(server.ServerTool{Tool: mcp.NewTool("list_teams"), Handler: listTeams})
}

// RegisterAll puts the team admin tools in t.
func RegisterAll(t *tool.Tool) { // want RegisterAll:`pending\(1\)`
	t.RegisterWrite(server.ServerTool{Tool: mcp.NewTool("delete_team"), Handler: deleteTeam})
}

// Tools are the team membership tools.
var Tools = []server.ServerTool{{Tool: mcp.NewTool("add_member"), Handler: addMember}} // want Tools:`pending\(1\)`

func listTeams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want listTeams:`mayReturnError\(team/team.go:31\)`
	return to.ErrorResult(errors.New("teams are hidden"))
}

func deleteTeam(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want deleteTeam:`mayReturnError\(team/team.go:35\)`
	return to.ErrorResult(errors.New("deleting teams is disabled"))
}

func addMember(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want addMember:`mayReturnError\(team/team.go:39\)` addMember:`pending\(1\)`
	return to.ErrorResult(errors.New("the team is full"))
}
