// Package constparse parses constants with the standard library's pure parsers: their error
// happens on every run or on none, a bug of the server that no tool call causes, so returning it
// is not reported. The same parsers given the tool's arguments fail on what the model sent, and
// those returns are.
package constparse

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const apiBase = "https://api.example.com/v2"

// endpoint joins a path to a constant base: its only error is url.Parse's of a constant.
func endpoint(p string) (string, error) { // want endpoint:`benignError`
	u, err := url.Parse(apiBase)
	if err != nil {
		return "", fmt.Errorf("parse base: %w", err)
	}
	return u.JoinPath(p).String(), nil
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want status:`benignError`
	u, err := endpoint("status")
	if err != nil {
		return nil, err
	}
	timeout, err := time.ParseDuration("30s")
	if err != nil {
		return nil, fmt.Errorf("timeout: %w", err)
	}
	re, err := regexp.Compile(`^[a-z]+$`)
	if err != nil {
		return nil, err
	}
	limit, err := strconv.Atoi("100")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(fmt.Sprint(u, timeout, re, limit)), nil
}

func since(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want since:`mayReturnError\(constparse/constparse.go:54\)`
	// The layout is constant, the value is the model's: a bad date fails here.
	t, err := time.Parse(time.RFC3339, req.GetString("since", ""))
	if err != nil {
		return nil, fmt.Errorf("bad since: %w", err) // want `tool handler since returns an error` related=89
	}
	n, err := strconv.Atoi(req.GetString("limit", "10"))
	if err != nil {
		return nil, err // want `tool handler since returns an error` related=89
	}
	return mcp.NewToolResultText(fmt.Sprint(t, n)), nil
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want fetch:`mayReturnError\(constparse/constparse.go:67\)`
	// A pattern the model sends is compiled at run time: its error is the model's to fix.
	re, err := regexp.Compile(req.GetString("pattern", ""))
	if err != nil {
		return nil, err // want `tool handler fetch returns an error` related=90
	}
	u, err := url.Parse(apiBase + "/" + req.GetString("path", ""))
	if err != nil {
		return nil, err // want `tool handler fetch returns an error` related=90
	}
	return mcp.NewToolResultText(fmt.Sprint(re, u)), nil
}

// location reads the zone database, which a host may lack: not a pure parser, even of a
// constant.
func location(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want location:`mayReturnError\(constparse/constparse.go:81\)`
	loc, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		return nil, err // want `tool handler location returns an error` related=91
	}
	return mcp.NewToolResultText(loc.String()), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("constparse", "1.0.0")
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("since"), since)
	s.AddTool(mcp.NewTool("fetch"), fetch)
	s.AddTool(mcp.NewTool("location"), location)
	return s
}
