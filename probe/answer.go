package probe

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Outcome is what the client received for one probe.
type Outcome string

// The outcomes of a probe.
const (
	ProtocolError Outcome = "protocol-error" // a JSON-RPC error response, with its code
	IsError       Outcome = "iserror"        // a tool result with isError: true
	SoftError     Outcome = "soft-error"     // a successful result whose text or typed error member says it failed
	Success       Outcome = "success"        // a successful result that reports no failure
	Timeout       Outcome = "timeout"        // no answer within the per-call timeout
	Lost          Outcome = "lost"           // the connection or the server process was lost (a crash)
)

// Static returns the outcome the static rules predict under the same name: a soft error and a
// success are both successes to a client; timeout has none.
func (o Outcome) Static() finding.Outcome {
	switch o {
	case ProtocolError:
		return finding.ProtocolError
	case IsError:
		return finding.IsError
	case SoftError, Success:
		return finding.Success
	case Lost:
		return finding.Crash
	}
	return ""
}

// maxText caps the text, structured content and stderr kept per answer.
const maxText = 2000

// Answer is what the client received for one probe.
type Answer struct {
	Outcome Outcome `json:"outcome"`
	// Code is the JSON-RPC error code of a protocol error.
	Code *int64 `json:"code,omitempty"`
	// Text is the result's text content, or a protocol error's message, capped.
	Text string `json:"text,omitempty"`
	// Structured is the result's structuredContent; Meta its _meta; Data a protocol error's data.
	Structured json.RawMessage `json:"structuredContent,omitempty"`
	Meta       json.RawMessage `json:"meta,omitempty"`
	Data       json.RawMessage `json:"data,omitempty"`
	// Exit is how the server process ended, for a lost answer over stdio ("exit status 2").
	Exit string `json:"exit,omitempty"`
	// Panic is the "panic: ..." (or "fatal error: ...") line the server wrote on stderr before
	// it was lost, and StderrTail the end of its stderr.
	Panic      string `json:"panic,omitempty"`
	StderrTail string `json:"stderrTail,omitempty"`
	// Detail is the client's error for a timeout or a lost answer.
	Detail    string `json:"detail,omitempty"`
	ElapsedMS int64  `json:"elapsedMs"`

	// typed holds the decoded structuredContent, _meta and error data, uncapped, for coding.
	typed []typedSource
}

// typedSource is a decoded value where typed fields may stand, and its name for reasons.
type typedSource struct {
	name  string
	value any
}

// classify turns what CallTool returned into an Answer. lost reports whether the connection or
// process is gone; it is asked only when the call failed without a server's JSON-RPC error, and
// a call that failed otherwise is lost unless it ran out of time with the server still there.
func classify(ctx context.Context, res *mcp.CallToolResult, err error, lost func() bool) Answer {
	if err != nil {
		var wire *jsonrpc.Error
		switch {
		case errors.As(err, &wire) && !isLocal(err): // the server's own answer
			code := wire.Code
			a := Answer{Outcome: ProtocolError, Code: &code, Text: capText(wire.Message), Data: capJSON(wire.Data)}
			if len(wire.Data) > 0 {
				var v any
				if json.Unmarshal(wire.Data, &v) == nil {
					a.typed = append(a.typed, typedSource{"error.data", v})
				}
			}
			return a
		case !lost() && !isLocal(err) && (errors.Is(err, context.DeadlineExceeded) || ctx.Err() != nil):
			return Answer{Outcome: Timeout, Detail: err.Error()}
		}
		return Answer{Outcome: Lost, Detail: err.Error()}
	}
	a := Answer{Text: capText(resultText(res))}
	if res.StructuredContent != nil {
		b, _ := json.Marshal(res.StructuredContent)
		a.Structured = capJSON(b)
		a.typed = append(a.typed, typedSource{"structuredContent", decoded(b)})
	}
	if len(res.Meta) > 0 {
		b, _ := json.Marshal(res.Meta)
		a.Meta = capJSON(b)
		a.typed = append(a.typed, typedSource{"_meta", decoded(b)})
	}
	switch {
	case res.IsError:
		a.Outcome = IsError
	case reportsFailure(a.Text) || hasErrorMember(res.StructuredContent):
		a.Outcome = SoftError
	default:
		a.Outcome = Success
	}
	return a
}

// resultText joins the text blocks of a result's content.
func resultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// reportsFailure reports whether a successful result's text says the call failed, with the
// scanner's softerror lexicon.
func reportsFailure(text string) bool {
	return guidance.StartsAsError(text) || guidance.StartsAsFailure(text) || guidance.ReportsFailure(text)
}

// hasErrorMember reports whether structured content carries a top-level error member.
func hasErrorMember(v any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	for k, x := range m {
		if n := guidance.NormalizeKey(k); (n == "error" || n == "errors" || n == "err") && x != nil && x != false && x != "" {
			return true
		}
	}
	return false
}

func capText(s string) string {
	if len(s) <= maxText {
		return s
	}
	cut := maxText
	for cut > 0 && s[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
		cut--
	}
	return s[:cut] + "…"
}

// capJSON keeps a JSON value whole when it is small, and as a JSON string of its start when
// it is not, so that the document stays valid JSON.
func capJSON(b []byte) json.RawMessage {
	if len(b) == 0 || len(b) <= maxText {
		return b
	}
	s, _ := json.Marshal(capText(string(b)))
	return s
}

// decoded returns the JSON value of b as encoding/json decodes it into an any.
func decoded(b []byte) any {
	var v any
	json.Unmarshal(b, &v)
	return v
}
