package python

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// site is one error-result construction found in the file, before it becomes a finding.
type site struct {
	rule      string
	anchor    *sitter.Node // the node whose line is the finding's line
	span      *sitter.Node // the whole construct
	construct finding.Construct
	api       string
	payload   payload
	outcome   finding.Outcome
	message   string
	// def is the enclosing function; helper is set when def is a helper building this result.
	def    *sitter.Node
	helper string
	// related are the other places the finding names (same file; the core fills paths of
	// places in other files).
	related []finding.Related
	// brief, when set, is what the human formats show of related (finding.Brief): a count
	// stands for the places it leaves out. relate adds a place to both.
	brief []finding.Related
	// pending, when set, is the condition on other functions under which the finding stands;
	// Extract hands it to the linker instead of reporting it.
	pending *extract.Pending
	// server is the tool's server subclass keys, for a site of a tool registered on an instance
	// of one (subclass.go), when the site is not in the tool function itself.
	server []string
	// toolErrorKeys, when set, name the "!toolerror" key of another module's factory whose
	// call the raise raises (toolerrorfactory.go): the finding stands with toolErrorMessage
	// when the factory returns a ToolError on every path, and with message otherwise.
	toolErrorKeys    []string
	toolErrorMessage string
	// reachers are the tools that reach a raise in a function of the file they call
	// (raisederror): when each is conditional, so is the finding (paramtools.go).
	reachers []*tool
}

// errorResults finds the explicit constructions of isError results (rule errorresult).
func (c *fileCtx) errorResults() []*site {
	var out []*site
	consumed := map[uint32]bool{} // dictionaries handled as arguments of CallToolResult(**d)
	var dicts []match
	for _, m := range c.run("errorresult") {
		s := m.site
		switch {
		case extract.Type(s) == "dictionary":
			dicts = append(dicts, m)
		case extract.Type(s) == "assignment":
			if st := c.flagAssignment(m); st != nil {
				out = append(out, st)
			}
		case string(c.bytesOf(m.key)) == "model_validate" || m.key == nil:
			if st := c.dictConstruction(m, consumed); st != nil {
				out = append(out, st)
			}
		default:
			if st := c.constructorCall(m); st != nil {
				out = append(out, st)
			}
		}
	}
	for _, m := range dicts {
		if st := c.dictLiteral(m, consumed); st != nil {
			out = append(out, st)
		}
	}
	return out
}

// resultAPI names the SDK result class a callee resolves to, or "".
func (c *fileCtx) resultAPI(callee *sitter.Node) string {
	q := c.qualify(callee)
	switch {
	case isSDKName(q, "CallToolResult"):
		return "CallToolResult"
	case isSDKName(q, "ToolResult") && rootPackage(q) == "fastmcp":
		return "ToolResult"
	}
	return ""
}

// constructorCall handles CallToolResult(isError=True, ...) and ToolResult(is_error=True, ...).
func (c *fileCtx) constructorCall(m match) *site {
	call := m.site
	api := c.resultAPI(m.callee)
	if api == "" || c.inAssertion(call) {
		return nil // not the SDK's class (a repository's own function of that name is its helper), or a test's expected value
	}
	flag := c.text(m.key)
	st := &site{rule: "errorresult", anchor: call, span: call, construct: finding.SDKCall,
		api: fmt.Sprintf("%s(%s=True)", api, flag), payload: c.resultPayload(call)}
	c.decide(st)
	switch {
	case api == "CallToolResult" && flag == "is_error" && c.isV1():
		st.outcome = finding.Success
		st.message = fmt.Sprintf("CallToolResult(is_error=True) on python-sdk 1.x (%s): the model has no is_error field, so isError stays false and the client sees a success", c.sdk.mcpNote())
	case api == "CallToolResult" && c.droppedByFastmcp(call):
		st.outcome = finding.Success
		st.message = fmt.Sprintf("CallToolResult(isError=True) returned from a fastmcp tool (%s): fastmcp serializes it as content, so the client sees a success", c.sdk.fastmcpNote())
	}
	return st
}

// dictConstruction handles CallToolResult(**d) and CallToolResult.model_validate(d).
func (c *fileCtx) dictConstruction(m match, consumed map[uint32]bool) *site {
	call := m.site
	api := c.resultAPI(m.callee)
	if api == "" || c.inAssertion(call) {
		return nil
	}
	d := unparen(m.value)
	if d != nil && extract.Type(d) == "identifier" {
		d = unparen(c.valueOf(d))
	}
	if d == nil || extract.Type(d) != "dictionary" {
		return nil
	}
	flag, ok := c.trueFlag(d)
	if !ok {
		return nil
	}
	consumed[extract.StartByte(d)] = true
	how := "**{...}"
	if string(c.bytesOf(m.key)) == "model_validate" {
		api += ".model_validate"
		how = "{...}"
	}
	st := &site{rule: "errorresult", anchor: call, span: call, construct: finding.SDKCall,
		api: fmt.Sprintf("%s(%s)", api, how), payload: c.dictPayload(d)}
	_ = flag
	c.decide(st)
	return st
}

// trueFlag returns the isError / is_error key of a dictionary whose value is True.
func (c *fileCtx) trueFlag(d *sitter.Node) (*sitter.Node, bool) {
	for i := 0; i < int(extract.NamedChildCount(d)); i++ {
		p := extract.NamedChild(d, i)
		if extract.Type(p) != "pair" {
			continue
		}
		k, ok := c.plainString(extract.Field(p, "key"))
		if ok && (k == "isError" || k == "is_error") && extract.Type(extract.Field(p, "value")) == "true" {
			return p, true
		}
	}
	return nil, false
}

// flagAssignment handles result.isError = True.
func (c *fileCtx) flagAssignment(m match) *site {
	asg := m.site
	obj := extract.Field(extract.Field(asg, "left"), "object")
	p := payload{shape: finding.Unknown}
	var v *sitter.Node
	if extract.Type(obj) == "identifier" {
		v = unparen(c.valueOf(obj))
	}
	switch {
	case v != nil && extract.Type(v) == "call" && c.resultAPI(extract.Field(v, "function")) != "":
		p = c.resultPayload(v)
	case v != nil && extract.Type(v) == "call":
		return nil // response = Mock(spec=httpx.Response); response.is_error = True: not an MCP result
	case !c.mcpEvidence:
		return nil // an is_error attribute in a file that never imports MCP (httpx responses, ORM rows)
	}
	st := &site{rule: "errorresult", anchor: asg, span: asg, construct: finding.FlagAssignment,
		api: "." + c.text(m.key) + " = True", payload: p}
	c.decide(st)
	return st
}

// dictLiteral handles a result written as a dictionary. Python SDKs never deliver such a value
// as an isError result (sdk-catalog.md §3.4): returned from a tool it is the droppedflag rule's.
// It is an errorresult site only in a hand-rolled server: a file that registers no SDK tool and
// whose dictionary also has "content".
func (c *fileCtx) dictLiteral(m match, consumed map[uint32]bool) *site {
	d := m.site
	if consumed[extract.StartByte(d)] || len(c.tools) > 0 || c.usesServer() || c.inAssertion(d) {
		return nil
	}
	k, _ := c.plainString(m.key)
	if k != "isError" && k != "is_error" {
		return nil
	}
	if content, ok := c.pairs(d)["content"]; !ok || extract.Type(content) == "string" {
		return nil // MCP content is a list of blocks; a string "content" is some other protocol's
	}
	if c.passedToSDK(d) {
		return nil
	}
	st := &site{rule: "errorresult", anchor: m.key, span: d, construct: finding.Literal,
		api: `{"` + k + `": True}`, payload: c.dictPayload(d)}
	c.decide(st)
	st.message = fmt.Sprintf("%s result built by hand in %s: a client of this hand-rolled server receives an isError result (%s)", st.api, c.funcName(st.def), st.payload.shape)
	return st
}

// passedToSDK reports whether a dictionary is stored in a variable that reaches
// CallToolResult(**d) or model_validate(d) (those calls are the sites).
func (c *fileCtx) passedToSDK(d *sitter.Node) bool {
	asg := extract.Parent(d)
	if asg == nil || extract.Type(asg) != "assignment" {
		return false
	}
	name := c.text(extract.Field(asg, "left"))
	return strings.Contains(c.text(enclosingScope(c, d)), "**"+name+")") ||
		strings.Contains(c.text(enclosingScope(c, d)), "model_validate("+name+")")
}

func enclosingScope(c *fileCtx, n *sitter.Node) *sitter.Node {
	if def := c.enclosingDef(n); def != nil {
		return def
	}
	return c.root
}

// inAssertion reports whether n is an expected value in a test: inside an assert statement, a
// comparison, or the arguments of an assert*/expect call.
func (c *fileCtx) inAssertion(n *sitter.Node) bool {
	for p := extract.Parent(n); p != nil && extract.Type(p) != "function_definition"; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "assert_statement", "comparison_operator":
			return true
		case "call":
			name := lastName(c.text(extract.Field(p, "function")))
			if strings.HasPrefix(name, "assert") || name == "expect" {
				return true
			}
		}
	}
	return false
}

// decide fills in the enclosing function, the helper, the default outcome and message.
func (c *fileCtx) decide(st *site) {
	st.def = c.enclosingDef(st.anchor)
	st.outcome = finding.IsError
	if st.def != nil && c.tools[extract.StartByte(st.def)] == nil && c.isReturned(st.span, st.def) {
		st.helper = c.defKey(st.def)
	}
	fn := c.funcName(st.def)
	where := "in " + fn
	if st.helper != "" {
		where = "in helper " + fn
	}
	st.message = fmt.Sprintf("%s %s: the client receives an isError result (%s)", st.api, where, st.payload.shape)
	if note := c.versionNote(st.api); note != "" {
		st.message += " (" + note + ")"
	}
}

// versionNote says which SDK version an outcome assumed, when the manifests did not say.
func (c *fileCtx) versionNote(api string) string {
	if strings.HasPrefix(api, "ToolResult") {
		if c.sdk.fastmcpBefore(3, 4) {
			return c.sdk.fastmcpNote() + "; ToolResult(is_error=...) needs fastmcp 3.4 or later"
		}
		if c.sdk.fastmcpVersion == "" {
			return c.sdk.fastmcpNote()
		}
		return ""
	}
	if c.sdk.mcpVersion == "" {
		return c.sdk.mcpNote()
	}
	return ""
}

// isV1 reports whether the file runs on python-sdk 1.x: by the manifests, or by using modules and
// decorators that only 1.x has.
func (c *fileCtx) isV1() bool {
	if c.sdk.mcpVersion != "" {
		return c.sdk.mcpMajor() < 2
	}
	for _, q := range c.names {
		if strings.HasPrefix(q, "mcp.server.fastmcp") {
			return true
		}
	}
	for _, t := range c.tools {
		if t.fw == fwLowV1 || t.fw == fwFastMCP1 {
			return true
		}
	}
	return false
}

// droppedByFastmcp reports whether a CallToolResult built at n is returned from a fastmcp tool
// whose version serializes it as content (2.x and 3.x before 3.4; sdk-catalog.md §3.3).
func (c *fileCtx) droppedByFastmcp(n *sitter.Node) bool {
	t := c.toolOf(n)
	return t != nil && t.fw == fwJlowin && c.sdk.fastmcpBefore(3, 4) && c.isReturned(n, t.def)
}
