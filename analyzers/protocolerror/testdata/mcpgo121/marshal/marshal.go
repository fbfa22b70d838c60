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
		return nil, fmt.Errorf("fetch: %w", err) // want `tool handler show returns an error` related=113,24
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

// tally rewraps the encoding's error in its own variable before returning it: the failure is
// still the encoding's.
func tally(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want tally:`benignError`
	b, err := json.Marshal(map[string]int{"count": req.GetInt("count", 0)})
	if err != nil {
		err = fmt.Errorf("encoding tally: %v", err)
		return mcp.NewToolResultError(err.Error()), err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// digest does the same with %w, and wraps it again where it returns it.
func digest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want digest:`benignError`
	b, err := json.MarshalIndent(release{Name: req.GetString("name", "")}, "", " ")
	if err != nil {
		err = fmt.Errorf("encoding digest: %w", err)
		return nil, fmt.Errorf("digest: %s", err)
	}
	return mcp.NewToolResultText(string(b)), nil
}

// lookup rewraps the lookup's error the same way: the failure is still the lookup's.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want lookup:`mayReturnError\(marshal/marshal.go:104\)`
	r, err := fetch(req.GetString("name", ""))
	if err != nil {
		err = fmt.Errorf("looking up release: %v", err)
		return mcp.NewToolResultError(err.Error()), err // want `tool handler lookup returns an error` related=118,24
	}
	return mcp.NewToolResultText(r.Name), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("releases", "1.0.0")
	s.AddTool(mcp.NewTool("releases"), releases)
	s.AddTool(mcp.NewTool("raw"), raw)
	s.AddTool(mcp.NewTool("show"), show)
	s.AddTool(mcp.NewTool("summary"), summary)
	s.AddTool(mcp.NewTool("detail"), detail)
	s.AddTool(mcp.NewTool("tally"), tally)
	s.AddTool(mcp.NewTool("digest"), digest)
	s.AddTool(mcp.NewTool("lookup"), lookup)
	return s
}
