package probe_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/servertest"
	"github.com/mcperr/mcperr/probe"
)

// want is what one probe must receive: the outcome, the JSON-RPC code of a protocol error,
// and the profiles under the two views.
type want struct {
	outcome        probe.Outcome
	code           int64
	typed, content string
}

// label names a probe as the tests key it: tool, kind and argument.
func label(r probe.Result) string {
	s := r.Tool + " " + string(r.Kind)
	if r.Argument != "" {
		s += "(" + r.Argument + ")"
	}
	return s
}

// expect checks every answer of the document against the table, and that the table names
// every probe sent.
func expect(t *testing.T, doc *probe.Document, table map[string]want) {
	t.Helper()
	seen := map[string]bool{}
	for _, r := range doc.Results {
		l := label(r)
		seen[l] = true
		w, ok := table[l]
		if !ok {
			t.Errorf("unexpected probe %s: %s %v typed %s content %s %q", l, r.Outcome, r.Code, r.Typed.Profile, r.Content.Profile, r.Text)
			continue
		}
		if r.Outcome != w.outcome {
			t.Errorf("%s: outcome %s, want %s (text %q, detail %q)", l, r.Outcome, w.outcome, r.Text, r.Detail)
		}
		if w.outcome == probe.ProtocolError && (r.Code == nil || *r.Code != w.code) {
			t.Errorf("%s: code %v, want %d", l, r.Code, w.code)
		}
		if r.Typed.Profile != w.typed || r.Content.Profile != w.content {
			t.Errorf("%s: typed %s content %s, want typed %s content %s\n%s", l, r.Typed.Profile, r.Content.Profile, w.typed, w.content, reasons(r))
		}
	}
	for l := range table {
		if !seen[l] {
			t.Errorf("probe %s was not sent", l)
		}
	}
}

func reasons(r probe.Result) string {
	var b strings.Builder
	for i := range r.Typed.Bits {
		b.WriteString("\t" + r.Typed.Bits[i].Name + " typed: " + r.Typed.Bits[i].Reason + "; content: " + r.Content.Bits[i].Reason + "\n")
	}
	return b.String()
}

func run(t *testing.T, target probe.Target, opts probe.Options) *probe.Document {
	t.Helper()
	if opts.Timeout == 0 {
		opts.Timeout = 20 * time.Second
	}
	doc, err := probe.Run(context.Background(), target, opts)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// unknownTool is the answer both mcp-go servers give the unknown-tool probe: -32602 naming
// the tool, which the content view reads as a cause and a target.
var unknownTool = want{probe.ProtocolError, -32602, "000000", "001100"}

// mcp-go v1.2.1 sends a handler's error as -32603, and recovers a handler's panic into
// -32603 "internal panic: ...": no answer reaches the agent as a tool result.
var protocolTable = map[string]want{
	"mcperr_probe_no_such_tool unknown-tool": unknownTool,
	"get_issue not-object":                   {probe.ProtocolError, -32603, "000000", "001100"}, // required argument "repo" not found
	"get_issue missing-required(repo)":       {probe.ProtocolError, -32603, "000000", "001100"},
	"get_issue missing-required(number)":     {probe.ProtocolError, -32603, "000000", "001000"}, // about repo, sent as a number
	"get_issue wrong-type(number)":           {probe.ProtocolError, -32603, "000000", "001000"}, // repo not found
	"get_issue wrong-type(repo)":             {probe.ProtocolError, -32603, "000000", "001100"}, // argument "repo" is not a string
	"get_issue pattern(repo)":                {probe.ProtocolError, -32603, "000000", "001000"},
	"get_user not-object":                    {probe.ProtocolError, -32603, "000000", "000000"}, // internal panic: interface conversion
	"get_user missing-required(user_id)":     {probe.ProtocolError, -32603, "000000", "000000"},
	"get_user wrong-type(user_id)":           {probe.ProtocolError, -32603, "000000", "000000"},
	"get_user not-an-id(user_id)":            {probe.ProtocolError, -32603, "000000", "001000"}, // user ... not found
}

func TestStdioMCPGoProtocolErrors(t *testing.T) {
	bin := servertest.Build(t, "mcpgo", "protocol")
	doc := run(t, probe.Target{Command: bin}, probe.Options{})
	expect(t, doc, protocolTable)
	if len(doc.Skipped) == 0 || doc.Skipped[0].Tool != "delete_repo" || !strings.Contains(doc.Skipped[0].Reason, "destructive") {
		t.Errorf("delete_repo, annotated destructive, was not skipped: %+v", doc.Skipped)
	}
	for _, r := range doc.Results {
		if r.Tool == "get_user" && r.Kind != probe.NotAnID && !strings.Contains(r.Text, "internal panic") {
			t.Errorf("%s: want mcp-go's recovered panic, got %q", label(r), r.Text)
		}
	}
}

func TestIncludeDestructive(t *testing.T) {
	bin := servertest.Build(t, "mcpgo", "protocol")
	doc := run(t, probe.Target{Command: bin}, probe.Options{Plan: probe.PlanOptions{Tools: []string{"delete_repo"}, IncludeDestructive: true}})
	// delete_repo ignores its arguments and reports success: the probes show that it accepts
	// arguments its schema forbids.
	expect(t, doc, map[string]want{
		"mcperr_probe_no_such_tool unknown-tool": unknownTool,
		"delete_repo not-object":                 {probe.Success, 0, "000000", "000000"},
		"delete_repo missing-required(repo)":     {probe.Success, 0, "000000", "000000"},
		"delete_repo wrong-type(repo)":           {probe.Success, 0, "000000", "000000"},
	})
}

// go-sdk v1.8.0 never recovers: the raw handler's panic kills the process, which the probe
// starts again for the next call; its typed tool gets the SDK's own validation, isError.
var panicsTable = map[string]want{
	"mcperr_probe_no_such_tool unknown-tool": {probe.ProtocolError, -32602, "000000", "001100"},
	"lookup not-object":                      {probe.IsError, 0, "100000", "101100"}, // validating "arguments": unmarshaling arguments
	"lookup missing-required(name)":          {probe.IsError, 0, "100000", "101100"},
	"lookup wrong-type(limit)":               {probe.IsError, 0, "100000", "101100"},
	"lookup wrong-type(name)":                {probe.IsError, 0, "100000", "101100"},
	"read_note not-object":                   {probe.Lost, 0, "000000", "000000"},
	"read_note missing-required(note_id)":    {probe.Lost, 0, "000000", "000000"},
	"read_note wrong-type(note_id)":          {probe.Lost, 0, "000000", "000000"},
}

func TestStdioGoSDKPanics(t *testing.T) {
	bin := servertest.Build(t, "gosdk", "panics")
	doc := run(t, probe.Target{Command: bin}, probe.Options{MaxRestarts: 3})
	expect(t, doc, panicsTable)
	for _, r := range doc.Results {
		if r.Outcome == probe.Lost && (r.Exit != "exit status 2" || !strings.HasPrefix(r.Panic, "panic: interface conversion")) {
			t.Errorf("%s: lost with exit %q and stderr %q, want exit status 2 and the panic", label(r), r.Exit, r.StderrTail)
		}
	}
	if doc.Server.Restarts != 3 {
		t.Errorf("restarts = %d, want 3 (one per crash)", doc.Server.Restarts)
	}
}

func TestRestartCap(t *testing.T) {
	bin := servertest.Build(t, "gosdk", "panics")
	doc := run(t, probe.Target{Command: bin}, probe.Options{MaxRestarts: 1, Plan: probe.PlanOptions{Tools: []string{"read_note"}}})
	var lost, notSent int
	for _, r := range doc.Results {
		if r.Outcome == probe.Lost {
			lost++
		}
	}
	for _, s := range doc.Skipped {
		if strings.Contains(s.Reason, "the server was lost again after 1 restart") {
			notSent++
		}
	}
	if lost != 2 || notSent != 1 {
		t.Errorf("with --max-restarts 1: %d lost, %d not sent; want 2 lost (the first run and the restart) and 1 not sent", lost, notSent)
	}
}

// The envelope server answers every mistake with an isError result whose structuredContent
// carries error.{code,target,policy,retry,sideEffects}: every bit, in both views.
var envelopeTable = map[string]want{
	"mcperr_probe_no_such_tool unknown-tool": {probe.ProtocolError, -32602, "000000", "001100"},
	"set_status not-object":                  {probe.IsError, 0, "111111", "111111"},
	"set_status missing-required(order_id)":  {probe.IsError, 0, "111111", "111111"},
	"set_status missing-required(status)":    {probe.IsError, 0, "111111", "111111"},
	"set_status wrong-type(order_id)":        {probe.IsError, 0, "111111", "111111"},
	"set_status wrong-type(status)":          {probe.IsError, 0, "111111", "111111"},
	"set_status not-an-id(order_id)":         {probe.IsError, 0, "111111", "111111"},
	"set_status enum(status)":                {probe.IsError, 0, "111111", "111111"},
}

func TestStdioGoSDKEnvelope(t *testing.T) {
	bin := servertest.Build(t, "gosdk", "envelope")
	doc := run(t, probe.Target{Command: bin}, probe.Options{})
	expect(t, doc, envelopeTable)
	r := doc.Results[1]
	if got := r.Typed.Bits[1].Reason; got != `typed policy field structuredContent.error.policy = "fix_arguments"` {
		t.Errorf("P reason %q", got)
	}
}

// The soft server answers with successful results that say "Error: ...": the typed view sees
// nothing; the content view sees the failure, its cause, and the argument where named.
var softTable = map[string]want{
	"mcperr_probe_no_such_tool unknown-tool": unknownTool,
	"search not-object":                      {probe.SoftError, 0, "000000", "101100"},
	"search missing-required(query)":         {probe.SoftError, 0, "000000", "101100"},
	"search wrong-type(query)":               {probe.SoftError, 0, "000000", "101100"}, // argument "query" is not a string
	"search wrong-type(sort)":                {probe.SoftError, 0, "000000", "101000"}, // about query
	"search enum(sort)":                      {probe.SoftError, 0, "000000", "101000"},
}

func TestStdioMCPGoSoftErrors(t *testing.T) {
	bin := servertest.Build(t, "mcpgo", "soft")
	doc := run(t, probe.Target{Command: bin}, probe.Options{})
	expect(t, doc, softTable)
}

// Over streamable HTTP the same servers answer alike; the go-sdk panic kills the process, so
// the connection is lost and the server cannot be reached again.
func TestHTTPServers(t *testing.T) {
	for _, c := range []struct {
		module, pkg string
		table       map[string]want
	}{
		{"mcpgo", "protocol", httpProtocolTable()},
		{"mcpgo", "soft", softTable},
		{"gosdk", "envelope", envelopeTable},
	} {
		t.Run(c.pkg, func(t *testing.T) {
			url := servertest.ServeHTTP(t, servertest.Build(t, c.module, c.pkg))
			doc := run(t, probe.Target{URL: url}, probe.Options{MaxRestarts: 3})
			expect(t, doc, c.table)
			if doc.Server.Transport != "http" || doc.Server.URL != url {
				t.Errorf("server %+v", doc.Server)
			}
		})
	}
}

// httpProtocolTable is protocolTable over HTTP: mcp-go does not recover a panic there, the
// HTTP request gets no response at all, and the process lives on.
func httpProtocolTable() map[string]want {
	table := map[string]want{}
	for k, v := range protocolTable {
		if strings.HasPrefix(k, "get_user") && !strings.Contains(k, "not-an-id") {
			v = want{probe.Lost, 0, "000000", "000000"}
		}
		table[k] = v
	}
	return table
}

func TestHTTPPanicLosesTheServer(t *testing.T) {
	url := servertest.ServeHTTP(t, servertest.Build(t, "gosdk", "panics"))
	doc := run(t, probe.Target{URL: url}, probe.Options{Plan: probe.PlanOptions{Tools: []string{"read_note"}}, MaxRestarts: 1})
	if len(doc.Results) < 2 || doc.Results[1].Outcome != probe.Lost {
		t.Fatalf("want the first read_note probe lost, got %+v", doc.Results)
	}
	var reconnect bool
	for _, s := range doc.Skipped {
		reconnect = reconnect || strings.Contains(s.Reason, "could not be started again")
	}
	if !reconnect {
		t.Errorf("the dead server was not reported unreachable: %+v", doc.Skipped)
	}
}
