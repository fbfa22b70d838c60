package python

import (
	"fmt"
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// problems runs the problem rules (issue 6) over the file, given the sites already found.
func (c *fileCtx) problems(sites []*site) []*site {
	var out []*site
	out = append(out, c.protocolErrors()...)
	out = append(out, c.droppedFlags(sites)...)
	out = append(out, c.softErrors()...)
	out = append(out, c.successFlagged(sites)...)
	out = append(out, c.guidanceConflicts(sites)...)
	out = append(out, c.schemaConflicts(sites)...)
	return out
}

// protocolErrors finds business failures raised where the SDK sends them as JSON-RPC errors
// (rule protocolerror): any uncaught raise in a python-sdk 2.x low-level on_call_tool handler
// (code 0, or INTERNAL_ERROR on the 2026-07-28 HTTP path), and MCPError / McpError raised from a
// python-sdk 2.x MCPServer tool (sdk-catalog.md §3.2, §5.2). Unknown-tool raises are the
// protocol error the spec asks for and are not reported; neither is UrlElicitationRequiredError.
func (c *fileCtx) protocolErrors() []*site {
	var out []*site
	for _, r := range c.raises() {
		if c.classIs(r.class, "UrlElicitationRequiredError") || c.isUnknownTool(r) {
			continue
		}
		isMCP := c.classIs(r.class, "McpError", "MCPError")
		if isMCP && r.args != nil && protocolCondition.MatchString(c.text(r.args)) {
			continue // the spec asks for a JSON-RPC error here
		}
		var how string
		switch {
		case r.tool.fw == fwLowV2 && isMCP:
			how = "the python-sdk 2.x low-level server sends it as a JSON-RPC error with its code"
		case r.tool.fw == fwLowV2:
			how = "the python-sdk 2.x low-level server sends it as a JSON-RPC error with code 0"
		case isMCP && r.tool.fw == fwMCPServer2:
			how = "MCPServer (python-sdk 2.x) re-raises MCPError as a JSON-RPC error"
		default:
			continue
		}
		st := &site{rule: "protocolerror", anchor: r.stmt, span: r.stmt, construct: finding.Exception,
			api: r.api, payload: c.raisePayload(r), outcome: finding.ProtocolError, def: r.def()}
		st.pending = c.afterCall(r.stmt)
		st.message = fmt.Sprintf("%s %s: %s, which the model never sees; return CallToolResult(is_error=True, ...) so the agent can recover", raiseWhat(r), c.where(r), how)
		if note := c.toolNote(r.tool); note != "" {
			st.message += " (" + note + ")"
		}
		out = append(out, st)
	}
	return out
}

var (
	unknownTool = lazyre.New(`(?i)unknown tool|tool not found|no such tool|METHOD_NOT_FOUND|-32601`)
	// protocolCondition matches the error codes the spec reserves for conditions of the
	// protocol itself, which a server must answer with a JSON-RPC error: a missing client
	// capability, a URL elicitation the client must complete, a header or version mismatch.
	protocolCondition = lazyre.New(`MISSING_REQUIRED_CLIENT_CAPABILITY|URL_ELICITATION_REQUIRED|HEADER_MISMATCH|UNSUPPORTED_PROTOCOL_VERSION|-320(20|21|22|42)\b`)
)

// isUnknownTool reports whether a raise answers a call to a tool the server does not have: its
// message says so, or it is where a low-level handler's dispatch on the tool name falls through
// (after the last `if name == ...` branch, in `case _:`, or in the final else).
func (c *fileCtx) isUnknownTool(r raised) bool {
	if r.args != nil && unknownTool.MatchString(c.text(r.args)) {
		return true
	}
	switch r.tool.fw {
	case fwLowV1, fwLowV2, fwLowLevel:
	default:
		return false
	}
	return r.via == nil && c.isDispatchFallthrough(r.stmt, r.tool.def)
}

// isDispatchFallthrough reports whether stmt runs only when no branch of a dispatch on the tool
// name matched.
func (c *fileCtx) isDispatchFallthrough(stmt, def *sitter.Node) bool {
	child := stmt
	for p := extract.Parent(stmt); p != nil && !sameNode(p, def); child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "else_clause":
			if ifs := extract.Parent(p); ifs != nil && c.comparesName(extract.Field(ifs, "condition")) {
				return true
			}
		case "case_clause":
			if pat := extract.NamedChild(p, 0); pat != nil && string(c.bytesOf(pat)) == "_" {
				if m := extract.Parent(p); m != nil && extract.Parent(m) != nil && extract.Type(extract.Parent(m)) == "match_statement" &&
					strings.HasSuffix(c.text(extract.Field(extract.Parent(m), "subject")), "name") {
					return true
				}
			}
		case "block":
			if !extract.Parent(p).Equal(def) || !extract.NamedChild(p, int(extract.NamedChildCount(p))-1).Equal(child) {
				continue
			}
			for i := 0; i < int(extract.NamedChildCount(p))-1; i++ {
				if s := extract.NamedChild(p, i); extract.Type(s) == "if_statement" && c.comparesName(extract.Field(s, "condition")) {
					return true
				}
			}
		}
	}
	return false
}

// comparesName reports whether a condition compares the tool name: name == "x", params.name in (...).
func (c *fileCtx) comparesName(cond *sitter.Node) bool {
	if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) < 1 {
		return false
	}
	return strings.HasSuffix(c.text(extract.NamedChild(cond, 0)), "name")
}

// droppedFlags finds isError set on values the SDK does not deliver as the result (rule
// droppedflag): dictionaries with "isError": True returned from tool functions and handlers
// (python-sdk 1.x low-level: structuredContent of a success; FastMCP, MCPServer, fastmcp: a
// serialized success), and the errorresult sites whose outcome is success (CallToolResult from a
// fastmcp < 3.4 tool; is_error= on python-sdk 1.x).
func (c *fileCtx) droppedFlags(sites []*site) []*site {
	var out []*site
	for _, st := range sites {
		if st.rule == "errorresult" && st.outcome == finding.Success {
			d := *st
			d.rule = "droppedflag"
			out = append(out, &d)
		}
	}
	if len(c.tools) == 0 {
		return out
	}
	for _, m := range c.run("returns") {
		ret := m.site
		t := c.toolOf(ret)
		if t == nil || t.fw == fwLowV2 {
			continue
		}
		v := unparen(m.value)
		if extract.Type(v) == "identifier" {
			v = unparen(c.valueOf(v))
		}
		if v == nil || extract.Type(v) != "dictionary" {
			continue
		}
		flag, ok := c.trueFlag(v)
		if !ok {
			continue
		}
		how := t.fw.String() + " serializes a returned dict as a successful result"
		if t.fw == fwLowV1 {
			how = "the python-sdk 1.x low-level server makes a returned dict the structuredContent of a successful result"
		}
		st := &site{rule: "droppedflag", anchor: flag, span: v, construct: finding.Literal,
			api: `{"isError": True}`, payload: c.dictPayload(v), outcome: finding.Success, def: t.def}
		st.message = fmt.Sprintf("dict with isError returned from %s: %s, so the flag is lost; return CallToolResult(isError=True, ...) instead", t.name, how)
		out = append(out, st)
	}
	return out
}

// successFlagged finds isError results whose constant text reports success (rule successflagged).
func (c *fileCtx) successFlagged(sites []*site) []*site {
	var out []*site
	for _, st := range sites {
		if st.rule != "errorresult" || st.outcome != finding.IsError || st.payload.text == "" {
			continue
		}
		if !guidance.ReportsSuccess(st.payload.text) {
			continue
		}
		d := *st
		d.rule = "successflagged"
		d.message = fmt.Sprintf("%s in %s sets isError on a result whose text reports success (%q): the agent will retry or give up on work that was done", st.api, c.funcName(st.def), st.payload.text)
		out = append(out, &d)
	}
	return out
}
