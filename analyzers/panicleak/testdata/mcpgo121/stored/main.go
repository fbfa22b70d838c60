// Command stored asserts an interface field of a page that a helper fills: the field the helper // want package:`dataStores\(stored.Page.Result: \?\)`
// stores its caller's value into as it is holds that value's type once the error is checked;
// one filled from the client's arguments, filled on some paths only, or read with the error
// unchecked can fail.
package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("listed"), listed)
	s.AddTool(mcp.NewTool("unchecked"), unchecked)
	s.AddTool(mcp.NewTool("filtered"), filtered)
	s.AddTool(mcp.NewTool("partly"), partly)
	s.AddTool(mcp.NewTool("rewritten"), rewritten)
	_ = server.ServeStdio(s)
}

// Page is one page of a listing.
type Page struct {
	Offset int
	Result any
}

// Item is one entry.
type Item struct{ Name string }

// fill stores target as it is into Result; Offset is the client's.
func fill(offset int, target any) (res Page, err error) { // want fill:`summary\(returns\[\[0 1\] \[\]\]; stores 0.Result\[1\]\)`
	if offset < 0 {
		return res, errors.New("negative offset")
	}
	res.Result = target
	res.Offset = offset
	return res, nil
}

// fillSome stores target on one path only.
func fillSome(offset int, target any) (Page, error) { // want fillSome:`summary\(returns\[\[0 1\] \[\]\]\)`
	var res Page
	if offset > 0 {
		res.Result = target
	}
	res.Offset = offset
	return res, nil
}

// listed asserts the type it passed, after the error check: fine.
func listed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []Item
	resp, err := fill(req.GetInt("offset", 0), &out)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	got := resp.Result.(*[]Item)
	return mcp.NewToolResultText(string(rune(len(*got)))), nil
}

// unchecked reads Result without checking the error: nil on a negative offset.
func unchecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []Item
	resp, _ := fill(req.GetInt("offset", 0), &out)
	got := resp.Result.(*[]Item) // want `^unchecked type assertion in tool handler unchecked: mcp-go v1.2.1` related=18
	return mcp.NewToolResultText(string(rune(len(*got)))), nil
}

// filtered stores an argument of the client's: any type.
func filtered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := fill(req.GetInt("offset", 0), req.GetArguments()["filter"])
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(resp.Result.(string)), nil // want `^unchecked type assertion in tool handler filtered` related=19
}

// partly asserts a field the helper leaves nil on some paths.
func partly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []Item
	resp, err := fillSome(req.GetInt("offset", 0), &out)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	got := resp.Result.(*[]Item) // want `^unchecked type assertion in tool handler partly` related=20
	return mcp.NewToolResultText(string(rune(len(*got)))), nil
}

// rewritten stores the client's argument in Result itself before asserting it.
func rewritten(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []Item
	resp, err := fill(req.GetInt("offset", 0), &out)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Result = req.GetArguments()["items"]
	got := resp.Result.(*[]Item) // want `^unchecked type assertion in tool handler rewritten` related=21
	return mcp.NewToolResultText(string(rune(len(*got)))), nil
}
