// Package metrictools serves a metrics API's tools, whose handlers answer their failures through // want package:`helperUses\(example.com/mcpgo121/metrictools.Fail, example.com/mcpgo121/metrictools.Text\)` package:`leavesPending`
// helpers that return a tool result and a *metricerr.ToolError.
package metrictools

import (
	"context"
	"io"
	"log"
	"net/http"

	"example.com/mcpgo121/metricerr"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Client calls the metrics API.
type Client struct{ base string } // want Client:`pending\(7\)`

// NewClient builds a Client.
func NewClient(base string) *Client { return &Client{base: base} } // want NewClient:`pending\(7\)` NewClient:`pure`

// Err logs a failure and answers with an isError result and a *metricerr.ToolError. Every use of
// it is a tool handler's `return Err(...)`, which turns the *metricerr.ToolError into a non-nil
// error, even a nil one: mcp-go sends -32603 and drops the result. The one finding stands here,
// where one fix (a nil error, declared error) mends every tool.
func Err(method, msg string, err error) (*mcp.CallToolResult, *metricerr.ToolError) { // want Err:`mayReturnError\(metrictools/metrictools.go:29\)`
	log.Printf("%s: %s: %v", method, msg, err)
	if err != nil {
		return mcp.NewToolResultError(msg), metricerr.New(msg, err) // want `Err returns an error, and every tool handler that calls it returns its results unchanged, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error .*; return mcp.NewToolResultError\(...\) and a nil error here, once for all of them, with the error result declared as error \(a nil \*metricerr.ToolError is a non-nil error once a handler returns it\)` related=metricsrv/main.go:11,31,50,51,53,62,70,73,93
	}
	return mcp.NewToolResultError(msg), nil
}

// Fail answers with a *metricerr.ToolError too, but ready also reads its error: hiding the
// error in Fail would hide the failure from ready, so the handler that returns its results is
// reported where it does.
func Fail(method, msg string) (*mcp.CallToolResult, *metricerr.ToolError) { // want Fail:`mayReturnError\(metrictools/metrictools.go:38\)` Fail:`pure`
	return nil, metricerr.New(method+": "+msg, nil)
}

// Text answers with a *metricerr.ToolError that handlers never return as their error: nothing
// to report.
func Text(s string) (*mcp.CallToolResult, *metricerr.ToolError) { // want Text:`mayReturnError\(metrictools/metrictools.go:44\)`
	return mcp.NewToolResultText(s), nil
}

// Tools lists the client's tools.
func (x *Client) Tools() []server.ServerTool { // want Tools:`pending\(7\)`
	return []server.ServerTool{
		{Tool: mcp.NewTool("targets"), Handler: x.Targets},
		{Tool: mcp.NewTool("rules"), Handler: x.Rules},
		{Tool: mcp.NewTool("series"), Handler: x.Series},
		{Tool: mcp.NewTool("labels"), Handler: x.Labels},
		{Tool: mcp.NewTool("echo"), Handler: x.Echo},
		{Tool: mcp.NewTool("ready"), Handler: x.Ready},
	}
}

func (x *Client) Targets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Targets:`mayReturnError\(metrictools/metrictools.go:62\)`
	body, err := x.get(ctx, "/targets")
	if err != nil {
		return Err("targets", "unable to list targets", err)
	}
	return mcp.NewToolResultText(body), nil
}

func (x *Client) Rules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Rules:`mayReturnError\(metrictools/metrictools.go:70\)`
	body, err := x.get(ctx, "/rules")
	if err != nil {
		return Err("rules", "unable to list rules", err)
	}
	if body == "" {
		return Err("rules", "no rules", nil)
	}
	return mcp.NewToolResultText(body), nil
}

// Series hands the client's error on itself: its own return is where its fix goes.
func (x *Client) Series(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Series:`mayReturnError\(metrictools/metrictools.go:82\)`
	body, err := x.get(ctx, "/series")
	if err != nil {
		return nil, err // want `tool handler Series returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=metricsrv/main.go:11,115,119,52
	}
	return mcp.NewToolResultText(body), nil
}

func (x *Client) Labels(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Labels:`mayReturnError\(metrictools/metrictools.go:89\)`
	if !x.ready(ctx) {
		return Fail("labels", "the API is not ready") // want `tool handler Labels returns the error of Fail unchanged, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=metricsrv/main.go:11,38,53
	}
	body, err := x.get(ctx, "/labels")
	if err != nil {
		return Err("labels", "unable to list labels", err)
	}
	return mcp.NewToolResultText(body), nil
}

// Echo returns only the result of Text, never its error.
func (x *Client) Echo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Echo:`benignError`
	res, _ := Text(req.GetString("text", ""))
	return res, nil
}

func (x *Client) ready(ctx context.Context) bool {
	if _, ferr := Fail("ready", "probe"); ferr == nil {
		return false
	}
	_, err := x.get(ctx, "/-/ready")
	return err == nil
}

func (x *Client) get(ctx context.Context, path string) (string, error) { // want get:`mayReturnError\(metrictools/metrictools.go:115\)`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, x.base+path, nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// Ready answers a missing argument with an isError result and a *metricerr.ToolError built of
// no error: still a non-nil error, which mcp-go sends as -32603.
func (x *Client) Ready(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Ready:`mayReturnError\(metrictools/metrictools.go:131\)`
	job := req.GetString("job", "")
	if job == "" {
		return mcp.NewToolResultError("job is required"), metricerr.New("job is required", nil) // want `tool handler Ready returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=metricsrv/main.go:11,55
	}
	return mcp.NewToolResultText("ready: " + job), nil
}
