// Package marshal returns errors that only encoding the tool's own output can give: a server
// bug, which the -32603 Internal error of a protocol error names rightly. They are not reported;
// the failure of the call the tool makes is.
package marshal

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type release struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

func list(ctx context.Context) ([]release, error) { return nil, ctx.Err() } // want list:`benignError`

func fetch(name string) (*release, error) { // want fetch:`mayReturnError\(marshal/marshal.go:24\)`
	if name == "" {
		return nil, fmt.Errorf("no release named %q", name)
	}
	return &release{Name: name}, nil
}

// encode fails only when its value cannot be encoded.
func encode(v any) (*mcp.CallToolResult, error) { // want encode:`benignError`
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("failed to marshal: %w", err)
	}
	return mcp.NewToolResultText(string(b)), nil
}

func releases(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want releases:`benignError`
	rs, err := list(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := json.Marshal(rs)
	if err != nil {
		return nil, fmt.Errorf("failed to marshal releases: %w", err)
	}
	return mcp.NewToolResultText(string(b)), nil
}

func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want raw:`benignError`
	b, err := json.Marshal(req.GetArguments())
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

func show(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want show:`mayReturnError\(marshal/marshal.go:61\)`
	r, err := fetch(req.GetString("name", ""))
	if err != nil {
		return nil, fmt.Errorf("fetch: %w", err) // want `tool handler show returns an error` related=82,24
	}
	return encode(r)
}

func summary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want summary:`benignError`
	return mcp.NewToolResultJSON(release{Name: req.GetString("name", "")})
}

func detail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want detail:`benignError`
	res, err := mcp.NewToolResultJSON(map[string]string{"name": req.GetString("name", "")})
	if err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return res, nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("releases", "1.0.0")
	s.AddTool(mcp.NewTool("releases"), releases)
	s.AddTool(mcp.NewTool("raw"), raw)
	s.AddTool(mcp.NewTool("show"), show)
	s.AddTool(mcp.NewTool("summary"), summary)
	s.AddTool(mcp.NewTool("detail"), detail)
	return s
}
