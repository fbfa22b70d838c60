package tools // want package:`leavesPending`

import (
	"context"
	"errors"

	"example.com/mcpgo121/toolerr"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Lookup forwards toolerr's helpers, whose error is always nil: nothing to report.
func Lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Lookup:`benignError`
	id, err := req.RequireString("id")
	if err != nil {
		return toolerr.ToolError("missing required input: id", err)
	}
	if id == "" {
		return toolerr.ToolErrorf("id %q is empty", id)
	}
	return mcp.NewToolResultText("found " + id), nil
}

// Delete forwards toolerr.Wrap, whose error can be non-nil: reported in Wrap, naming this return.
func Delete(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Delete:`mayReturnError\(tools/admin.go:29\)` Delete:`pending\(1\)`
	if _, err := req.RequireString("id"); err != nil {
		return toolerr.ToolError("missing required input: id", err)
	}
	return toolerr.Wrap("delete failed", errors.New("locked"))
}

// Draft forwards toolerr.Named, whose named result is not followed: reported in Named, as Wrap.
func Draft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Draft:`mayReturnError\(tools/admin.go:34\)` Draft:`pending\(1\)`
	return toolerr.Named("drafts are read-only")
}

// RegisterAdmin registers purge, whose problem it brings to the server that calls it.
func RegisterAdmin(s *server.MCPServer) { // want RegisterAdmin:`pending\(1\)`
	s.AddTool(mcp.NewTool("purge"), purge)
}

func purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want purge:`mayReturnError\(tools/admin.go:43\)`
	return nil, errors.New("purge is disabled") // want `tool handler purge returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=server/main.go:20,39
}

// Archive builds a ServerTool around a literal handler, as terraform-mcp-server's tools do.
func Archive() server.ServerTool { // want Archive:`pending\(1\)`
	return server.ServerTool{
		Tool: mcp.NewTool("archive"),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name, err := req.RequireString("name")
			if err != nil {
				return nil, err // want `tool handler func literal returns the error of a Require\* accessor, so a missing or mistyped argument, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=server/main.go:21,50
			}
			return toolerr.ToolErrorf("cannot archive %s yet", name)
		},
	}
}
