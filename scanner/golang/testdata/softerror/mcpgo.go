package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	data, err := os.ReadFile(path)
	if err != nil {
		// Bad: the failure goes back as the tool's answer.
		return mcp.NewToolResultText("Error: " + err.Error()), nil // want: softerror related=17 shape=prose-only outcome=success construct=sdk-call function=readFile
	}
	info, statErr := os.Stat(path)
	if statErr != nil {
		return mcp.NewToolResultText(fmt.Sprintf("could not stat %s: %v", path, statErr)), nil // want: softerror related=22 shape=prose-only
	}
	if _, err := os.Lstat(path); err != nil {
		return mcp.NewToolResultText(err.Error()), nil // want: softerror related=25
	}
	if _, err := os.Getwd(); err != nil {
		// Fine: the same failure as an isError result.
		return mcp.NewToolResultErrorFromErr("getwd failed", err), nil // want: errorresult shape=prose-only
	}
	if err := check(path); err != nil {
		// Fine: a non-nil error makes a JSON-RPC error, which protocolerror judges.
		return mcp.NewToolResultText("check failed"), err
	}
	return mcp.NewToolResultText(fmt.Sprintf("%s (%d bytes): %s", info.Name(), len(data), data)), nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	hits, err := find(q)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			// Fine: nothing matched is an answer, not a failure.
			return mcp.NewToolResultText("No results found for " + q), nil
		}
		return mcp.NewToolResultErrorFromErr("search failed", err), nil // want: errorresult shape=prose-only
	}
	var out []string
	for _, h := range hits {
		body, err := os.ReadFile(h)
		if err != nil {
			// Fine: a per-item error in a batch; the tool still answers for the others.
			out = append(out, h+": "+err.Error())
			continue
		}
		out = append(out, string(body))
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}

// describe is not a tool handler: what it returns is for its caller to judge.
func describe(path string) (*mcp.CallToolResult, error) {
	if _, err := os.Stat(path); err != nil {
		return mcp.NewToolResultText("Error: " + err.Error()), nil
	}
	return mcp.NewToolResultText(path), nil
}

func check(string) error            { return nil }
func find(string) ([]string, error) { return nil, nil }

func main() {
	s := server.NewMCPServer("files", "1.0.0")
	s.AddTool(mcp.NewTool("read_file"), readFile)
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("spool_state"), spoolState)
	s.AddTool(mcp.NewTool("spool_history"), spoolHistory)
	s.AddTool(mcp.NewTool("remove"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := os.Remove(req.GetString("path", "")); err != nil {
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("failed to remove: " + err.Error())}}, nil // want: softerror related=80 construct=literal
		}
		return mcp.NewToolResultText("removed"), nil
	})
	_, _ = describe("x")
	_ = server.ServeStdio(s)
}
