package python

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// reachedProblems are the findings in functions that this file does not show to be tools, but
// that stand once the root is linked: a soft return in a function another file registers as a
// tool (mcp.tool()(create_source) in the package's __init__), and a raise in a function that a
// tool reaches through the root's calls (an API client's method, a central error mapper).
func (c *fileCtx) reachedProblems() []*site {
	var out []*site
	local := map[uint32]bool{} // raises the file's own tools already report
	for _, r := range c.raises() {
		local[r.stmt.StartByte()] = true
	}
	fw := c.guessFramework()
	for _, fn := range c.functions() {
		if fn.tool != nil {
			continue
		}
		name := c.funcName(fn.def)
		for _, r := range c.returnValues(fn.def) {
			sv := c.softReturn(r)
			if sv.why == "" {
				continue
			}
			ret := r.Parent()
			st := &site{rule: "softerror", anchor: ret, span: ret, construct: finding.Literal, api: "return",
				payload: payload{shape: sv.shape}, outcome: finding.Success, def: fn.def, related: c.relatedOf(sv.places),
				pending: &extract.Pending{Within: fn.key, Tool: true}}
			for _, d := range c.returnedDicts(r, 0) {
				c.typedFields(d, &st.payload.typed, 0)
			}
			st.message = fmt.Sprintf("%s, registered as a tool in another file, returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", name, sv.why, softFix(fw))
			out = append(out, st)
		}
		if fw == fwLowV2 {
			continue // a raise there is a protocol error; the file cannot tell which server calls it
		}
		for _, r := range c.leavingRaises(fn.def) {
			if local[r.stmt.StartByte()] {
				continue
			}
			r.tool = &tool{def: fn.def, name: "…", fw: fw}
			if c.classIs(r.class, "UrlElicitationRequiredError") || (c.classIs(r.class, "McpError", "MCPError") && c.mcpErrorIsProtocol(r.tool)) {
				continue
			}
			st := &site{rule: "raisederror", anchor: r.stmt, span: r.stmt, construct: finding.Exception,
				api: r.api, payload: c.raisePayload(r), outcome: finding.IsError, def: fn.def,
				pending: &extract.Pending{Within: fn.key}}
			if after := c.afterCall(r.stmt); after != nil {
				st.pending.Keys, st.pending.Unless = after.Keys, after.Unless
			}
			st.message = fmt.Sprintf("%s in %s, which a tool reaches (see related): %s sends an isError result with text %s", raiseWhat(r), name, fw, c.wireText(r))
			if note := c.frameworkNote(fw); note != "" {
				st.message += " (" + note + ")"
			}
			out = append(out, st)
		}
	}
	return out
}

// softFix says what a tool of framework fw should do instead of returning a failure.
func softFix(fw framework) string {
	if fw == fwLowV1 || fw == fwLowV2 {
		return "return CallToolResult(isError=True, ...)"
	}
	return "raise ToolError(...)"
}

// pendingSoft returns, for a tool's return that hands back what a call returns (return
// Inbox().latest(), result = client.fetch(q); return result), the condition that the callee may
// return a failure: the finding stands if it does, anywhere in the root.
func (c *fileCtx) pendingSoft(v *sitter.Node) (*extract.Pending, string) {
	if v.Type() == "identifier" {
		if val := c.valueOf(v); val != nil && val.Parent() != nil && c.raisesOn(c.text(v), val.Parent(), v) {
			return nil, "" // the tool tests the value and raises on a failure
		}
	}
	call := c.passedCall(v, 0)
	if call == nil {
		return nil, ""
	}
	k := c.callTarget(call)
	if k == "" {
		return nil, ""
	}
	return &extract.Pending{Keys: []string{k}, Need: extract.SoftFailure}, keyName(k)
}

// keyName is how a message names the function of a key: "Inbox.latest" for
// "client.Inbox.latest@src/mail".
func keyName(k string) string {
	if i := strings.LastIndex(k, "@"); i >= 0 {
		k = k[:i]
	}
	if _, rest, ok := strings.Cut(k, "."); ok {
		return rest
	}
	return k
}
