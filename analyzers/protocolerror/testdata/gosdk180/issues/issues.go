// Package issues defines tools as typed handlers with dependencies, through its own generic // want package:`leavesPending`
// constructor that hands them to catalog.Typed; it builds no server.
package issues

import (
	"context"
	"errors"
	"fmt"

	"example.com/gosdk180/catalog"
	"example.com/gosdk180/client"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Deps are what a handler needs.
type Deps struct{ Client *client.Client }

// Define hands h to catalog.Typed inside a literal that adds the dependencies.
func Define[In, Out any](tool mcp.Tool, h func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error)) catalog.Entry {
	return catalog.Typed(tool, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return h(ctx, Deps{Client: &client.Client{}}, req, in)
	})
}

type getIn struct {
	Number int `json:"number"`
}

// Get returns its failures as Go errors: each one reaches the client as a JSON-RPC error through
// catalog.Typed's raw handler.
func Get() catalog.Entry { // want Get:`pending\(3\)`
	return Define(mcp.Tool{Name: "get_issue"}, func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, any, error) {
		if err := client.Alive(ctx); err != nil {
			return nil, nil, err // a cancellation: not reported
		}
		if in.Number == 0 {
			return nil, nil, errors.New("number is required") // want `tool handler func literal in Get returns an error, which catalog.Typed's raw \(\*Server\).AddTool handler returns unchanged \(through Define\), so go-sdk v1.8.0 sends it as a JSON-RPC error with code 0` related=32,issues/issues.go:20,issues/issues.go:21,catalog/catalog.go:28,catalog/catalog.go:37,cmd/hub/main.go:15
		}
		issue, err := deps.Client.Issue(ctx, in.Number)
		if err != nil {
			return nil, nil, fmt.Errorf("get issue: %w", err) // want `tool handler func literal in Get returns an error, which catalog.Typed's raw \(\*Server\).AddTool handler returns unchanged \(through Define\), so go-sdk v1.8.0 sends it as a JSON-RPC error with code 0` related=32,client/client.go:21,client/client.go:24,issues/issues.go:20,issues/issues.go:21,catalog/catalog.go:28,catalog/catalog.go:37,cmd/hub/main.go:15
		}
		if err := client.Quota(in.Number); err != nil {
			return nil, nil, err // a *jsonrpc.Error chosen on purpose: not reported
		}
		if issue.Title == "" {
			return nil, nil, errors.New("issue has no title") // want `tool handler func literal in Get returns an error, which catalog.Typed's raw \(\*Server\).AddTool handler returns unchanged \(through Define\), so go-sdk v1.8.0 sends it as a JSON-RPC error with code 0` related=32,issues/issues.go:20,issues/issues.go:21,catalog/catalog.go:28,catalog/catalog.go:37,cmd/hub/main.go:15
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: issue.Title}}}, nil, nil
	})
}

// Close answers its failures with isError results: nothing to report.
func Close() catalog.Entry {
	return Define(mcp.Tool{Name: "close_issue"}, func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, any, error) {
		if _, err := deps.Client.Issue(ctx, in.Number); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
		}
		return &mcp.CallToolResult{}, nil, nil
	})
}

// Label hands a declared function to Define.
func Label() catalog.Entry { // want Label:`pending\(1\)`
	return Define(mcp.Tool{Name: "label_issue"}, label)
}

func label(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, any, error) { // want label:`mayReturnError\(issues/issues.go:69\)`
	return nil, nil, fmt.Errorf("labels are read-only") // want `tool handler label returns an error, which catalog.Typed's raw \(\*Server\).AddTool handler returns unchanged \(through Define\), so go-sdk v1.8.0 sends it as a JSON-RPC error with code 0` related=65,issues/issues.go:20,issues/issues.go:21,catalog/catalog.go:28,catalog/catalog.go:37,cmd/hub/main.go:15
}

// summary builds a result and never fails.
func summary(issue *client.Issue) (*mcp.CallToolResult, error) { // want summary:`benignError`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: issue.Title}}}, nil
}

// Show answers the client's failure with an isError result, then reuses err for summary's,
// which is always nil: what the last return sends is summary's error, nothing to report.
func Show() catalog.Entry {
	return Define(mcp.Tool{Name: "show_issue"}, func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, in getIn) (*mcp.CallToolResult, any, error) {
		issue, err := deps.Client.Issue(ctx, in.Number)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil, nil
		}
		res, err := summary(issue)
		return res, nil, err
	})
}

// All lists the tools.
func All() []catalog.Entry { // want All:`pending\(4\)`
	return []catalog.Entry{Get(), Close(), Label(), Show()}
}
