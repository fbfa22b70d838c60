package probe_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/probe"
)

// inProcess serves a go-sdk server through httptest: a raw handler that returns its error
// (which go-sdk sends as a JSON-RPC error with code 0) and a typed handler whose input the SDK
// validates (isError). calls counts the tool calls that reached a handler.
func inProcess(t *testing.T, calls *atomic.Int32) string {
	s := mcp.NewServer(&mcp.Implementation{Name: "inprocess", Version: "0.1.0"}, nil)
	s.AddTool(&mcp.Tool{
		Name:        "fetch_page",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"page_id":{"type":"string"},"depth":{"type":"integer","enum":[1,2]}},"required":["page_id"]}`),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		calls.Add(1)
		return nil, errors.New("page_id must be a page id; retry with a valid page_id")
	})
	s.AddTool(&mcp.Tool{
		Name:        "rename",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}`),
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		calls.Add(1)
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad name",
			Data: json.RawMessage(`{"error":{"code":"invalid_name","target":"name","policy":"fix_arguments","retryable":false}}`)}
	})
	type in struct {
		Query string `json:"query"`
	}
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, func(ctx context.Context, req *mcp.CallToolRequest, x in) (*mcp.CallToolResult, any, error) {
		calls.Add(1)
		return nil, nil, errors.New("nothing found")
	})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestHTTPTestGoSDK(t *testing.T) {
	var calls atomic.Int32
	doc := run(t, probe.Target{URL: inProcess(t, &calls)}, probe.Options{})
	expect(t, doc, map[string]want{
		"mcperr_probe_no_such_tool unknown-tool": {probe.ProtocolError, -32602, "000000", "001100"},
		// the raw handler's error is a protocol error with code 0; its text names a fix,
		// the argument, and a retry
		"fetch_page not-object":                {probe.ProtocolError, 0, "000000", "011001"},
		"fetch_page missing-required(page_id)": {probe.ProtocolError, 0, "000000", "011111"},
		"fetch_page wrong-type(page_id)":       {probe.ProtocolError, 0, "000000", "011111"},
		"fetch_page wrong-type(depth)":         {probe.ProtocolError, 0, "000000", "011001"},
		"fetch_page enum(depth)":               {probe.ProtocolError, 0, "000000", "011001"},
		"fetch_page not-an-id(page_id)":        {probe.ProtocolError, 0, "000000", "011111"},
		// a JSON-RPC error whose data carries the envelope: typed P C T E R, but no D, since
		// the agent gets no tool result
		"rename not-object":             {probe.ProtocolError, -32602, "011111", "011111"},
		"rename missing-required(name)": {probe.ProtocolError, -32602, "011111", "011111"},
		"rename wrong-type(name)":       {probe.ProtocolError, -32602, "011111", "011111"},
		// the typed handler's input is validated by the SDK: isError before the handler runs
		"find not-object":              {probe.IsError, 0, "100000", "101100"},
		"find missing-required(query)": {probe.IsError, 0, "100000", "101100"},
		"find wrong-type(query)":       {probe.IsError, 0, "100000", "101100"},
	})
	for _, r := range doc.Results {
		if r.Tool == "rename" && r.Typed.Bits[2].Reason != `typed code field error.data.error.code = "invalid_name"` {
			t.Errorf("%s: C reason %q", label(r), r.Typed.Bits[2].Reason)
		}
	}
	if n := calls.Load(); n != 9 {
		t.Errorf("%d calls reached a handler, want 9 (fetch_page's and rename's; find's were refused by the SDK)", n)
	}
}

func TestDryRunSendsNothing(t *testing.T) {
	var calls atomic.Int32
	doc := run(t, probe.Target{URL: inProcess(t, &calls)}, probe.Options{DryRun: true})
	if n := calls.Load(); n != 0 {
		t.Errorf("a dry run made %d calls", n)
	}
	if len(doc.Results) != 13 || doc.Summary.Sent != 0 || doc.Summary.Planned != 13 {
		t.Errorf("dry run planned %d, sent %d; want 13 planned, none sent", len(doc.Results), doc.Summary.Sent)
	}
	for _, r := range doc.Results {
		if r.Outcome != "" || len(r.Arguments) == 0 {
			t.Errorf("planned probe %s has outcome %q and arguments %s", label(r), r.Outcome, r.Arguments)
		}
	}
}

func TestMaxCalls(t *testing.T) {
	var calls atomic.Int32
	doc := run(t, probe.Target{URL: inProcess(t, &calls)}, probe.Options{MaxCalls: 3})
	if doc.Summary.Sent != 3 || doc.Summary.Planned != 13 {
		t.Errorf("--max-calls 3: sent %d of %d planned", doc.Summary.Sent, doc.Summary.Planned)
	}
	capped := 0
	for _, s := range doc.Skipped {
		if s.Kind != "" && s.Reason == "not sent: the call cap (--max-calls 3) was reached" {
			capped++
		}
	}
	if capped != 10 {
		t.Errorf("%d probes recorded as capped, want 10: %+v", capped, doc.Skipped)
	}
}
