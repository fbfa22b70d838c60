package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type queryIn struct {
	SQL string `json:"sql"`
}

type queryOut struct {
	Rows   int    `json:"rows"`
	Policy string `json:"policy,omitempty"`
}

// errorBody is the typed error the clients of this server read.
type errorBody struct {
	Code   string `json:"code"`
	Policy string `json:"policy"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "db", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "query"}, query)
	s.AddTool(&mcp.Tool{Name: "export", InputSchema: json.RawMessage(`{"type":"object"}`)}, export)
	s.AddTool(&mcp.Tool{Name: "login", InputSchema: json.RawMessage(`{"type":"object"}`)}, login)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func query(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, queryOut, error) {
	if in.SQL == "" {
		// BAD: Meta says the call is retryable, the text says do not retry.
		return &mcp.CallToolResult{ // want `isError result in tool handler query: the typed fields say retry but the text rules it out`
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: "sql is empty; do not retry this call"}},
			Meta:    mcp.Meta{"retryable": true},
		}, queryOut{}, nil
	}
	if len(in.SQL) > 10000 {
		// FINE: the text and Meta both say fix the arguments.
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: "sql must be shorter than 10000 bytes"}},
			Meta:    mcp.Meta{"nextAction": "fix_arguments"},
		}, queryOut{}, nil
	}
	if in.SQL == "DROP" {
		// FINE: a typed handler's output value replaces the StructuredContent it sets, so the
		// ask_human body below never reaches the client (it receives {"rows":0}).
		res := &mcp.CallToolResult{StructuredContent: json.RawMessage(`{"error":{"policy":"ask_human"}}`)}
		res.Content = []mcp.Content{&mcp.TextContent{Text: "the database was busy; try again"}}
		res.IsError = true
		return res, queryOut{}, nil
	}
	if in.SQL == "LOCK" {
		// BAD: the output value is what the client receives as StructuredContent, and its
		// policy says ask a human while the text says retry.
		return &mcp.CallToolResult{ // want `isError result in tool handler query: the text says retry but the typed fields say ask-human`
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: "the table is locked; try again"}},
		}, queryOut{Policy: "ask_human"}, nil
	}
	if in.SQL == "SLOW" {
		// FINE: returned with an error, the result is dropped: the SDK sends SetError(err)'s
		// text alone.
		res := &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "slow query; retry"}},
			Meta: mcp.Meta{"retryable": false}}
		return res, queryOut{}, errors.New("query too slow")
	}
	return nil, queryOut{Rows: 1}, nil
}

func export(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct{ Table string }
	_ = json.Unmarshal(req.Params.Arguments, &args)
	if args.Table == "" {
		// BAD: SetError keeps the text set first (go-sdk v1.6.0 and later), and that text says
		// retry while the recorded error says ask the user.
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "export interrupted; retry"}}}
		res.SetError(errors.New("no table selected; ask the user which table to export")) // want `SetError in tool handler export keeps the Content already set \(go-sdk v1.8.0 keeps it\) and records an error that contradicts it`
		return res, nil
	}
	if args.Table == "audit" {
		// FINE: SetError on a result without Content: the error's text becomes the Content, and
		// it agrees with the typed policy.
		res := &mcp.CallToolResult{StructuredContent: errorBody{Code: "FORBIDDEN", Policy: "ask_human"}}
		res.SetError(fmt.Errorf("table %s needs an administrator's approval", args.Table))
		return res, nil
	}
	if args.Table == "tmp" {
		// BAD: the error's text (partly known through the format) becomes the Content and
		// says retry, the typed policy says use another tool.
		res := &mcp.CallToolResult{StructuredContent: errorBody{Code: "GONE", Policy: "use_other_tool"}}
		res.SetError(fmt.Errorf("table %s was dropped mid-export; retry", args.Table)) // want `the text says retry but the typed fields say use-another-tool`
		return res, nil
	}
	// FINE: the kept text words the same error for the model ("narrow the filter and try
	// again": fix the arguments, then retry), which is what SetError keeps it for.
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "the export is too large; narrow the filter and try again"}}}
	res.SetError(errors.New("export exceeds 1 GiB: the filter must be narrower"))
	return res, nil
}

func login(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// BAD: a helper of this package that takes the typed policy from its caller.
	return failWith("the session expired; log in again", "use_other_tool"), nil // want `isError result of helper failWith called in tool handler login: the text says authenticate but the typed fields say use-another-tool` related=116
}

// failWith builds the error result of this server.
func failWith(msg, policy string) *mcp.CallToolResult { // want failWith:`helper\(error=true text="\$0" structured=none policy=\$1 meta=none\)`
	res := &mcp.CallToolResult{StructuredContent: errorBody{Code: "FAILED", Policy: policy}}
	res.SetError(errors.New(msg))
	return res
}
