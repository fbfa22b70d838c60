// Package apiresp holds the result helpers that the tools of package apitools return through.
package apiresp

import (
	"errors"
	"fmt"
	"net/http"
	"slices"

	"github.com/mark3labs/mcp-go/mcp"
)

// Respond turns an API answer into a tool result and hands the call's error on: every use of it
// in the module is a tool handler's `return apiresp.Respond(...)`, so the one finding stands
// here, where one fix mends every tool.
func Respond(body []byte, status int, want []int, err error) (*mcp.CallToolResult, error) { // want Respond:`mayReturnError\(apiresp/apiresp.go:18\)`
	if err != nil || !slices.Contains(want, status) {
		return mcp.NewToolResultError(fmt.Sprintf("the API answered %d", status)), err // want `Respond returns an error, and every tool handler that calls it returns its results unchanged, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error .*; return mcp.NewToolResultError\(...\) and a nil error here, once for all of them` related=apisrv/main.go:11,apitools/apitools.go:16,apitools/apitools.go:18,apitools/apitools.go:20,apitools/apitools.go:29
	}
	return mcp.NewToolResultText(string(body)), nil
}

// Fetch reads a path of the API. A handler also calls it to check the API and reads its error,
// so changing Fetch to hide its error would hide the failure from that handler: each handler
// that returns its results is reported where it does.
func Fetch(path string) (*mcp.CallToolResult, error) { // want Fetch:`mayReturnError\(apiresp/apiresp.go:29\)`
	resp, err := http.Get("https://api.example.com" + path)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, errors.New(resp.Status)
	}
	return mcp.NewToolResultText(resp.Status), nil
}

// Plain answers with a text and never fails: its error is always nil, and returning its results
// is fine.
func Plain(text string) (*mcp.CallToolResult, error) { // want Plain:`benignError`
	return mcp.NewToolResultText(text), nil
}
