package main

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

// apiResult answers a failed call and an unexpected status in one branch: on the second way in,
// err is nil, and the failure text goes out as a success.
func apiResult(status int, body string, err error) (*mcp.CallToolResult, error) {
	if err != nil || status != http.StatusOK {
		return mcp.NewToolResultText(fmt.Sprintf("An error occurred, the server answered %d", status)), err // want: softerror function=apiResult related=14,36,39
	}
	return mcp.NewToolResultText(body), nil
}

// callResult returns its text only with a checked non-nil error: a protocol error, no soft one.
func callResult(body string, err error) (*mcp.CallToolResult, error) {
	if err != nil {
		return mcp.NewToolResultText("An error occurred: " + err.Error()), err
	}
	return mcp.NewToolResultText(body), nil
}

// emptyResult's text on the other way in says nothing failed.
func emptyResult(n int, err error) (*mcp.CallToolResult, error) {
	if err != nil || n == 0 {
		return mcp.NewToolResultText("No results found"), err
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func fetchStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://api.example.com/status")
	if err != nil {
		return apiResult(0, "", err)
	}
	defer resp.Body.Close()
	if _, err := callResult("ok", nil); err != nil {
		return nil, err
	}
	return apiResult(resp.StatusCode, "up", nil)
}

func countNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return emptyResult(0, nil)
}
