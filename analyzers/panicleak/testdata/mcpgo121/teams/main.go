// Command teams uses the results of API calls before checking their errors, in the shapes // want package:`methods\(client.Client\)`
// servers write, beside the shapes that are fine.
package main

import (
	"context"
	"fmt"
	"log"
	"net/http"

	"example.com/mcpgo121/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var api = &client.Client{Base: "https://teams.example", HTTP: http.DefaultClient}

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("count"), count)
	s.AddTool(mcp.NewTool("first"), first)
	s.AddTool(mcp.NewTool("fetch"), fetch)
	s.AddTool(mcp.NewTool("logged"), logged)
	s.AddTool(mcp.NewTool("names"), names)
	s.AddTool(mcp.NewTool("empty"), empty)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("getter"), getter)
	s.AddTool(mcp.NewTool("checked"), checked)
	s.AddTool(mcp.NewTool("guarded"), guarded)
	s.AddTool(mcp.NewTool("accepted"), accepted)
	s.AddTool(mcp.NewTool("mapped"), mapped)
	s.AddTool(mcp.NewTool("team"), team)
	s.AddTool(mcp.NewTool("relogged"), relogged)
	registerShort(s)
	_ = server.ServeStdio(s)
}

// count reads the page before checking the error.
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, req.GetString("q", ""))
	n := len(page.Nodes) // want `^use of page before err is checked \(api.ListTeams may return it nil with an error\) in tool handler count: mcp-go v1.2.1 turns the panic into a -32603 protocol error, not an isError result the model can read; check the error before using the value, or add server.WithRecovery\(\)$` related=20
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// toResult turns a value and an error into a result; its argument is read before it runs.
func toResult(v any, err error) (*mcp.CallToolResult, error) {
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(v)), nil
}

// first hands the page's nodes and the error to a helper: the nodes are read first.
func first(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, req.GetString("q", ""))
	return toResult(page.Nodes, err) // want `^use of page before err is checked .* in tool handler first:` related=21
}

// fetch closes the body before checking the error of the request.
func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(req.GetString("url", ""))
	defer resp.Body.Close() // want `^use of resp before err is checked \(http.Get may return it nil with an error\) in tool handler fetch:` related=22
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(resp.Status), nil
}

// logged checks the error but goes on when it is set.
func logged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	if err != nil {
		log.Printf("listing teams: %v", err)
	}
	return mcp.NewToolResultText(fmt.Sprint(page.Total)), nil // want `^use of page before err is checked .* in tool handler logged:` related=23
}

// names calls a client method that reads a page before checking its error.
func names(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns, err := api.Names(ctx, req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(ns)), nil
}

// empty uses a method that never returns a nil page: fine.
func empty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.CountTeams(ctx, "")
	total := page.Total
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(total)), nil
}

// status reads a value that is not a pointer: fine.
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	st, err := api.Status(ctx)
	up := st.Up
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(up)), nil
}

// getter calls a nil-safe pointer method before the check: fine.
func getter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	total := page.GetTotal()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(total)), nil
}

// checked checks the error first: fine.
func checked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(page.Total)), nil
}

// guarded checks the page against nil before reading it: fine.
func guarded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	if page == nil {
		return mcp.NewToolResultError(fmt.Sprint(err)), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(page.Total)), nil
}

// errAccepted is the error the API returns, with a page, when the request was queued.
var errAccepted = fmt.Errorf("accepted")

// accepted goes on with one error on purpose (the API returns a page with it) and leaves on
// the others: a deliberate check, not a missing one.
func accepted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	if err != nil {
		if err != errAccepted {
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText(fmt.Sprint(page.Total)), nil
}

// mapped leaves on every error through a switch: fine.
func mapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	if err != nil {
		switch {
		case err == errAccepted:
			return mcp.NewToolResultText("queued"), nil
		default:
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText(fmt.Sprint(page.Total)), nil
}

// team builds URLs: one from configuration only (fine), one from its argument (a panic on a
// bad name), and pings the service (a panic when it is down).
func team(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_ = client.Endpoint("teams")
	u := client.TeamURL(req.GetString("name", ""))
	api.MustPing(ctx)
	return mcp.NewToolResultText(u.String()), nil
}

// relogged logs the error and sets it again from a call that reads the page first.
func relogged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, err := api.ListTeams(ctx, "")
	if err != nil {
		log.Printf("listing teams: %v", err)
	}
	names, err := api.Names(ctx, page.Nodes[0].Name) // want `^use of page before err is checked .* in tool handler relogged:` related=33
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(names)), nil
}
