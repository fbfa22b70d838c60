package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/example/jobs-mcp/inventory"
)

// formatReport renders a listing as markdown, the Problem first when there is one.
func formatReport(r *inventory.Report) *mcp.CallToolResult {
	out := "# Dependencies\n\n"
	if r.Error != nil {
		out += fmt.Sprintf("**Error:** %s\n", r.Error.Message)
		if len(r.Items) == 0 {
			return mcp.NewToolResultText(out)
		}
	}
	for _, it := range r.Items {
		out += "- " + it + "\n"
	}
	return mcp.NewToolResultText(out)
}

// formatCount answers a Problem with an isError result.
func formatCount(r *inventory.Report) *mcp.CallToolResult {
	if r.Error != nil {
		return mcp.NewToolResultError(r.Error.Message) // want: errorresult
	}
	return mcp.NewToolResultText(fmt.Sprint(len(r.Items)))
}

func (s *Server) Deps(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lister := inventory.NewLister()
	rep, err := lister.List(req.GetString("dir", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot list", err), nil // want: errorresult
	}
	return formatReport(rep), nil
}

func (s *Server) Count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	lister := inventory.NewLister()
	rep, err := lister.Count(req.GetString("dir", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot count", err), nil // want: errorresult
	}
	return formatCount(rep), nil
}

// register adds the listing tools.
func register(srv *server.MCPServer, s *Server) {
	srv.AddTool(mcp.NewTool("deps"), s.Deps)
	srv.AddTool(mcp.NewTool("count"), s.Count)
}
