// Command facade hands the client's integers to a facade in query structs; the facade slices in // want package:`dataStores\(facade.Response.Data: example.com/mcpgo121/facade.TeamData \*example.com/mcpgo121/facade.PageData; facade.Response.Other: \?\)` package:`methods\(facade.Facade\)`
// callbacks that a cache helper of its own runs, and its renderers assert on its answers.
package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	f := &Facade{}
	s.AddTool(mcp.NewTool("search"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q := Query{Name: req.GetString("name", ""), Limit: req.GetInt("limit", 0)}
		return mcp.NewToolResultText(fmt.Sprint(f.Search(q))), nil
	})
	s.AddTool(mcp.NewTool("defaulted"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(fmt.Sprint(f.Defaulted(PageQuery{Limit: req.GetInt("limit", 0)}))), nil
	})
	s.AddTool(mcp.NewTool("recent"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(fmt.Sprint(f.Recent(Query{Limit: req.GetInt("limit", 0)}))), nil
	})
	s.AddTool(mcp.NewTool("safe"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(fmt.Sprint(f.Safe(Query{Limit: req.GetInt("limit", 0)}))), nil
	})
	s.AddTool(mcp.NewTool("boxed"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		m := map[string]any{"limit": req.GetInt("limit", 0)}
		return mcp.NewToolResultText(fmt.Sprint(m["limit"].(int))), nil // a map of checked integers: cannot fail
	})
	s.AddTool(mcp.NewTool("team"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(renderTeam(f.Team())), nil
	})
	s.AddTool(mcp.NewTool("page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(renderPage(f.Page())), nil
	})
	s.AddTool(mcp.NewTool("any"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(renderAny(f.Any(func() any { return &PageData{} }))), nil
	})
	s.AddTool(mcp.NewTool("window"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(fmt.Sprint(f.Window(Cursor{At: req.GetString("cursor", ""), Limit: req.GetInt("limit", 0)}))), nil
	})
	_ = server.ServeStdio(s)
}

// Query is what a tool asks the facade for.
type Query struct {
	Name  string
	Limit int
}

// PageQuery is a query whose limit Defaulted checks (a check of a field anywhere in the package
// counts for every use of it).
type PageQuery struct{ Limit int }

// Facade answers queries from a cache.
type Facade struct{ items []string }

// cached runs compute when the key is not cached.
func (f *Facade) cached(key string, compute func() ([]string, error)) []string { // want cached:`summary\(nilSafeRecv\)`
	out, err := compute()
	if err != nil {
		return nil
	}
	return out
}

// Search only replaces a zero limit: a negative one passes len(items) > query.Limit.
func (f *Facade) Search(query Query) []string { // want Search:`summary\(slice bound from argument-derived input with no lower bound check at facade/main.go:80 if \[1\]\)`
	if query.Limit == 0 {
		query.Limit = 10
	}
	return f.cached("search:"+query.Name, func() ([]string, error) {
		items := f.items
		if len(items) > query.Limit {
			items = items[:query.Limit] // want `^slice bound from argument-derived input with no lower bound check in Facade.Search, which tool handler func literal in main calls: mcp-go v1.2.1` related=18,20
		}
		return items, nil
	})
}

// Defaulted replaces a limit below one before the callback runs: fine.
func (f *Facade) Defaulted(query PageQuery) []string {
	if query.Limit <= 0 {
		query.Limit = 10
	}
	return f.cached("defaulted", func() ([]string, error) {
		items := f.items
		if len(items) > query.Limit {
			items = items[:query.Limit]
		}
		return items, nil
	})
}

// Recent guards its first slice with limit > 0 but not its second.
func (f *Facade) Recent(query Query) ([]string, []string) { // want Recent:`summary\(returns\[\[0\] \[0\]\]; slice bound from argument-derived input with no lower bound check at facade/main.go:107 if \[1\]\)`
	a, b := f.items, f.items
	if query.Limit > 0 && len(a) > query.Limit {
		a = a[:query.Limit] // guarded by query.Limit > 0: fine
	}
	if len(b) > query.Limit {
		b = b[:query.Limit] // want `^slice bound from argument-derived input with no lower bound check in Facade.Recent, which tool handler func literal in main calls: mcp-go v1.2.1` related=25,26
	}
	return a, b
}

// Safe recovers in the callback it hands the cache: fine.
func (f *Facade) Safe(query Query) []string {
	return f.cached("safe", func() (out []string, err error) {
		defer func() {
			if r := recover(); r != nil {
				out, err = nil, fmt.Errorf("%v", r)
			}
		}()
		return f.items[:query.Limit], nil
	})
}

// Response is what the facade answers, with data of a type that depends on the query.
type Response struct {
	Data  any
	Other any
}

// TeamData and PageData are the data of a Response.
type (
	TeamData struct{ Name string }
	PageData struct{ Items []string }
)

// Team stores the TeamData value, not a pointer to it.
func (f *Facade) Team() *Response { // want Team:`summary\(nilSafeRecv\)`
	return &Response{Data: TeamData{Name: "a"}}
}

// Page stores a pointer to a PageData.
func (f *Facade) Page() *Response { // want Page:`summary\(returns\[\[0\]\]\)`
	r := &Response{}
	r.Data = &PageData{Items: f.items}
	return r
}

// Any stores what its caller's function gives: its type is not known here.
func (f *Facade) Any(g func() any) *Response { // want Any:`summary\(nilSafeRecv\)`
	return &Response{Other: g()}
}

// renderTeam asserts a pointer where the module stores a value: it fails on every call.
func renderTeam(r *Response) string { // want renderTeam:`summary\(unchecked type assertion at facade/main.go:155 if \[0\]; type assertion of Response.Data to \*TeamData, a type the module never stores there, at facade/main.go:155\)`
	return r.Data.(*TeamData).Name // want `^type assertion of Response.Data to \*TeamData, which the module only ever stores there as \*facade.PageData or facade.TeamData, in renderTeam, which tool handler func literal in main calls: mcp-go v1.2.1` related=35,36
}

// renderPage asserts the type Page stores: fine.
func renderPage(r *Response) string { // want renderPage:`summary\(unchecked type assertion at facade/main.go:160 if \[0\]; type assertion of Response.Data to \*PageData, a type the module never stores there, at facade/main.go:160\)`
	return fmt.Sprint(r.Data.(*PageData).Items)
}

// renderAny asserts on a field whose stores are interface values: not known, fine.
func renderAny(r *Response) string { // want renderAny:`summary\(unchecked type assertion at facade/main.go:165 if \[0\]; type assertion of Response.Other to \*PageData, a type the module never stores there, at facade/main.go:165\)`
	return r.Other.(*PageData).Items[0]
}

// Cursor is a page of a listing: an offset as text and a limit.
type Cursor struct {
	At    string
	Limit int
}

// parseOffset refuses a negative offset.
func parseOffset(raw string) (int, error) { // want parseOffset:`summary\(bounded\[0\]\)`
	v, err := strconv.Atoi(raw)
	if err != nil || v < 0 {
		return 0, errors.New("invalid cursor")
	}
	return v, nil
}

// Window slices from an offset parseOffset bounds to an end it clamps: fine.
func (f *Facade) Window(c Cursor) []string { // want Window:`summary\(returns\[\[0\]\]\)`
	offset, err := parseOffset(c.At)
	if err != nil {
		return nil
	}
	limit := c.Limit
	if limit <= 0 {
		limit = len(f.items)
	}
	if offset > len(f.items) {
		offset = len(f.items)
	}
	end := offset + limit
	if end > len(f.items) {
		end = len(f.items)
	}
	return f.items[offset:end]
}
