package python

import (
	"fmt"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// The tool kinds of the summaries (extract.Summary.ToolKind), as TypeScript has them: what an
// uncaught raise that a tool reaches becomes on the wire. The kind travels with the tool to the
// linker, so that a raise in a function of another file is reported by what the tools reaching
// it do with it, not by what that file's imports suggest.
const (
	// raiseIsError: FastMCP, MCPServer, fastmcp and the 1.x low-level server turn a raise into
	// an isError result (sdk-catalog.md §5.2).
	raiseIsError = "iserror"
	// raiseIsProtocol: the python-sdk 2.x low-level server (Server(on_call_tool=handler)) has no
	// exception wrapping, so a raise becomes a JSON-RPC error.
	raiseIsProtocol = "protocol"
)

// toolKind returns the kind of the tools of framework fw.
func (fw framework) toolKind() string {
	if fw == fwLowV2 {
		return raiseIsProtocol
	}
	return raiseIsError
}

// key names fw in the summaries (extract.Summary.Framework): "" for a framework not known.
func (fw framework) key() string {
	if fw == fwUnknown {
		return ""
	}
	return fw.String()
}

// frameworkMessages offers, for a raise of another file's tools whose SDK this file cannot
// tell (fileFramework), the message for each SDK those tools may run on (message), so that the
// index says what the client reads when it knows the tools' SDK (Pending.Frameworks).
func frameworkMessages(p *extract.Pending, message func(fw framework) string) {
	for _, fw := range []framework{fwJlowin, fwFastMCP1, fwMCPServer2, fwLowV1} {
		if m := message(fw); m != "" {
			p.Frameworks, p.FrameworkMessages = append(p.Frameworks, fw.key()), append(p.FrameworkMessages, m)
		}
	}
}

// reachedProtocolError returns the pending protocolerror finding of a raise r that leaves fn,
// a function of this file that no tool of the file reports (name is how messages name it): it
// stands when a python-sdk 2.x on_call_tool handler of the root reaches fn, whatever file that
// handler, or the table or registry it dispatches through, is in. Nil for a raise that is a
// JSON-RPC error by design, as protocolErrors leaves them out in a handler's own file.
func (c *fileCtx) reachedProtocolError(fn function, name string, r raised) *site {
	r.tool = &tool{def: fn.def, name: "…", fw: fwLowV2}
	if c.classIs(r.class, "UrlElicitationRequiredError") || (r.args != nil && unknownTool.MatchString(c.text(r.args))) {
		return nil
	}
	how := "sends it as a JSON-RPC error with code 0 and the exception's message (a generic INTERNAL_ERROR on the 2026-07-28 HTTP path)"
	if c.classIs(r.class, "McpError", "MCPError") {
		if r.args != nil && protocolCondition.MatchString(c.text(r.args)) {
			return nil // the spec asks for a JSON-RPC error here
		}
		how = "sends it as a JSON-RPC error with its code"
	}
	st := &site{rule: "protocolerror", anchor: r.stmt, span: r.stmt, construct: finding.Exception,
		api: r.api, payload: c.raisePayload(r), outcome: finding.ProtocolError, def: fn.def,
		pending: &extract.Pending{Within: fn.key, ToolKind: raiseIsProtocol, Raised: true, SkipsUnder: c.raiseSkips(r.stmt, fn.def)}}
	if after := c.afterCall(r.stmt); after != nil {
		st.pending.Keys, st.pending.Unless = after.Keys, after.Unless
	}
	if c.envPending(r.stmt, &st.pending) {
		return nil // the server's start-up requires the variable this raise says is missing
	}
	st.message = fmt.Sprintf("%s in %s, which a python-sdk 2.x on_call_tool handler reaches (see related): the low-level server %s, not an isError result, so the model never sees it; catch it in the handler and return CallToolResult(is_error=True, ...) so the agent can recover", raiseWhat(r), name, how)
	return st
}
