package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// fetch holds error checks that are not the plain "if err != nil { return ... }".
func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url := req.GetString("url", "")
	resp, err := http.Get(url)
	if err != nil {
		if strings.Contains(err.Error(), "timeout") {
			// Bad: a return nested in the error check is still the check's failure.
			return mcp.NewToolResultText("Error: request timed out"), nil // want: softerror related=18 shape=prose-only function=fetch
		}
		if errors.Is(err, context.Canceled) {
			// Fine: nested, and flagged as an error.
			return mcp.NewToolResultError("request canceled"), nil // want: errorresult shape=prose-only
		}
		if resp != nil && resp.StatusCode == http.StatusAccepted {
			// Fine: accepted for later, not a failure.
			return mcp.NewToolResultText("The request was accepted and is in progress"), nil
		}
		return mcp.NewToolResultErrorFromErr("fetch failed", err), nil // want: errorresult shape=prose-only
	}
	defer resp.Body.Close()
	if _, err := os.Stat(url); err == nil {
		return mcp.NewToolResultText("cached copy exists"), nil
	} else {
		// Bad: the else branch of "err == nil" is the failure.
		return mcp.NewToolResultText("stat failed: " + err.Error()), nil // want: softerror related=34
	}
}

// save hands back the error's text through a local variable.
func save(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.WriteFile(req.GetString("path", ""), nil, 0o644); err != nil {
		msg := err.Error()
		return mcp.NewToolResultText(msg), nil // want: softerror related=44
	}
	if err := os.Chmod(req.GetString("path", ""), 0o644); err != nil {
		// Fine: the local holds a text that neither opens as an error nor carries err.
		note := fmt.Sprintf("saved %s; permissions unchanged", req.GetString("path", ""))
		return mcp.NewToolResultText(note), nil
	}
	if _, err := os.Stat(req.GetString("path", "")); err == nil {
		// Fine: the else branch of a success check is not reached by a failure here.
		return mcp.NewToolResultText("saved"), nil
	}
	return mcp.NewToolResultText("saved"), nil
}
