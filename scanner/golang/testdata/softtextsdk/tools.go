package main

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/batch-mcp/report"
)

// Items is the input of the batch tools.
type Items struct {
	Names []string `json:"names"`
}

// NewTextResult builds a successful result from the text it is given.
func NewTextResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

func run(names []string) *report.Result {
	return &report.Result{SuccessCount: len(names)}
}

func register(server *mcp.Server) {
	// The text reaches the SDK through the project's result function, through a local, beside
	// the typed output: the SDK keeps the result's content.
	mcp.AddTool(server, &mcp.Tool{Name: "create"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items) (*mcp.CallToolResult, *report.Result, error) {
		result := run(in.Names)
		response := report.Create(result, "create")
		return NewTextResult(response), result, nil
	})
	// The text is the Text of a go-sdk CallToolResult literal.
	mcp.AddTool(server, &mcp.Tool{Name: "import"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items) (*mcp.CallToolResult, any, error) {
		result := run(in.Names)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: report.Import(result)}}}, nil, nil
	})
	mcp.AddTool(server, &mcp.Tool{Name: "sync"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items) (*mcp.CallToolResult, any, error) {
		return NewTextResult(report.Sync(run(in.Names))), nil, nil
	})
	mcp.AddTool(server, &mcp.Tool{Name: "done"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items) (*mcp.CallToolResult, *report.Result, error) {
		result := run(in.Names)
		return NewTextResult(report.Done(result)), result, nil
	})
	mcp.AddTool(server, &mcp.Tool{Name: "retry"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items) (*mcp.CallToolResult, *report.Result, error) {
		result := run(in.Names)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: report.Retry(result)}}}, result, nil
	})
	mcp.AddTool(server, &mcp.Tool{Name: "purge"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: report.Purge(run(in.Names))}}}, nil, nil // want: errorresult shape=unknown
	})
	mcp.AddTool(server, &mcp.Tool{Name: "move"}, func(ctx context.Context, req *mcp.CallToolRequest, in Items) (*mcp.CallToolResult, *report.Result, error) {
		result := run(in.Names)
		return NewTextResult(report.Move(result)), result, errors.New("move failed")
	})
}

func main() {
	register(mcp.NewServer(&mcp.Implementation{Name: "batch"}, nil))
}
