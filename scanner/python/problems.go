package python

import (
	"fmt"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
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
		st.message = fmt.Sprintf("%s %s: %s, which the model never sees; return CallToolResult(is_error=True, ...) so the agent can recover", raiseWhat(r), c.where(r), how)
		if note := c.frameworkNote(r.tool.fw); note != "" {
			st.message += " (" + note + ")"
		}
		out = append(out, st)
	}
	return out
}

var (
	unknownTool = regexp.MustCompile(`(?i)unknown tool|tool not found|no such tool|METHOD_NOT_FOUND|-32601`)
	// protocolCondition matches the error codes the spec reserves for conditions of the
	// protocol itself, which a server must answer with a JSON-RPC error: a missing client
	// capability, a URL elicitation the client must complete, a header or version mismatch.
	protocolCondition = regexp.MustCompile(`MISSING_REQUIRED_CLIENT_CAPABILITY|URL_ELICITATION_REQUIRED|HEADER_MISMATCH|UNSUPPORTED_PROTOCOL_VERSION|-320(20|21|22|42)\b`)
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
	for p := stmt.Parent(); p != nil && !p.Equal(def); child, p = p, p.Parent() {
		switch p.Type() {
		case "else_clause":
			if ifs := p.Parent(); ifs != nil && c.comparesName(ifs.ChildByFieldName("condition")) {
				return true
			}
		case "case_clause":
			if pat := p.NamedChild(0); pat != nil && c.text(pat) == "_" {
				if m := p.Parent(); m != nil && m.Parent() != nil && m.Parent().Type() == "match_statement" &&
					strings.HasSuffix(c.text(m.Parent().ChildByFieldName("subject")), "name") {
					return true
				}
			}
		case "block":
			if !p.Parent().Equal(def) || !p.NamedChild(int(p.NamedChildCount())-1).Equal(child) {
				continue
			}
			for i := 0; i < int(p.NamedChildCount())-1; i++ {
				if s := p.NamedChild(i); s.Type() == "if_statement" && c.comparesName(s.ChildByFieldName("condition")) {
					return true
				}
			}
		}
	}
	return false
}

// comparesName reports whether a condition compares the tool name: name == "x", params.name in (...).
func (c *fileCtx) comparesName(cond *sitter.Node) bool {
	if cond == nil || cond.Type() != "comparison_operator" || cond.NamedChildCount() < 1 {
		return false
	}
	return strings.HasSuffix(c.text(cond.NamedChild(0)), "name")
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
		ret := m["site"]
		t := c.toolOf(ret)
		if t == nil || t.fw == fwLowV2 {
			continue
		}
		v := unparen(m["value"])
		if v.Type() == "identifier" {
			v = unparen(c.valueOf(v))
		}
		if v == nil || v.Type() != "dictionary" {
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

var (
	errorText   = regexp.MustCompile(`(?i)^\W*(error|errors|failed|failure|fail|exception|could not|couldn't|unable to|cannot|can't)\b`)
	successText = regexp.MustCompile(`(?i)\b(success|successful|successfully|succeeded|completed|created|saved|updated|deleted|done)\b`)
	noResults   = regexp.MustCompile(`(?i)^\W*no\s+(\S+\s+){0,4}(found|available|results?|matches|match(es|ing)?)\b`)
	failureText = regexp.MustCompile(`(?i)\b(not|no|fail|failed|failure|error|errors|unable|cannot|can't|couldn't|denied|invalid|missing)\b`)
)

// softErrors finds tools that return a failure as a successful result (rule softerror): error
// text ("Error: ...", "Failed to ...", the caught exception) or an {"error": ...} object,
// returned without isError. In an except block any text that carries the caught exception
// counts; elsewhere only text that says it is an error. "No results" is not a failure, and
// per-item errors collected into a batch result are not returned as the tool's value.
func (c *fileCtx) softErrors() []*site {
	var out []*site
	if len(c.tools) == 0 {
		return nil
	}
	for _, m := range c.run("returns") {
		ret := m["site"]
		t := c.toolOf(ret)
		if t == nil {
			continue
		}
		v := unparen(m["value"])
		inExcept := c.inExcept(ret)
		shape, why := c.softValue(v, inExcept, 0)
		if why == "" {
			continue
		}
		st := &site{rule: "softerror", anchor: ret, span: ret, construct: finding.Literal, api: "return",
			payload: payload{shape: shape}, outcome: finding.Success, def: t.def}
		for _, d := range c.returnedDicts(v, 0) {
			c.typedFields(d, &st.payload.typed, 0)
		}
		fix := "raise ToolError(...)"
		if t.fw == fwLowV1 || t.fw == fwLowV2 {
			fix = "return CallToolResult(isError=True, ...)"
		}
		st.message = fmt.Sprintf("%s returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", t.name, why, fix)
		out = append(out, st)
	}
	return out
}

// softValue says whether a returned value is a failure in disguise, and how it looks.
func (c *fileCtx) softValue(v *sitter.Node, inExcept bool, depth int) (finding.Shape, string) {
	if v == nil || depth > maxDepth {
		return "", ""
	}
	switch v.Type() {
	case "identifier":
		if inExcept && c.isExceptAlias(v) {
			return finding.ProseOnly, "the caught exception"
		}
		if val := unparen(c.valueOf(v)); val != nil && val.Type() != "identifier" {
			return c.softValue(val, inExcept, depth+1)
		}
	case "string", "concatenated_string", "binary_operator":
		text := c.constantText(v)
		switch {
		case errorText.MatchString(text):
			return finding.ProseOnly, "error text"
		case inExcept && c.mentionsExcept(v):
			return finding.ProseOnly, "the caught exception as text"
		}
	case "dictionary":
		if c.isErrorDict(v) {
			return finding.Structured, "an error object"
		}
	case "list":
		if v.NamedChildCount() == 1 {
			return c.softValue(unparen(v.NamedChild(0)), inExcept, depth+1)
		}
	case "call":
		fn := c.text(v.ChildByFieldName("function"))
		kw, pos := c.arguments(v)
		switch {
		case fn == "str" && len(pos) == 1 && inExcept && c.isExceptAlias(unparen(pos[0])):
			return finding.ProseOnly, "the caught exception as text"
		case jsonDumpers.MatchString(fn) && len(pos) > 0:
			if d := unparen(pos[0]); d.Type() == "dictionary" && c.isErrorDict(d) {
				return finding.JSONInText, "an error object as JSON text"
			}
		case lastName(fn) == "TextContent" && kw["text"] != nil:
			return c.softValue(unparen(kw["text"]), inExcept, depth+1)
		case c.resultAPI(v.ChildByFieldName("function")) != "":
			return c.softResult(v, inExcept, depth)
		}
		if def := c.localDef(v); def != nil && c.tools[def.StartByte()] == nil {
			return c.softHelper(v, def, inExcept, depth)
		}
	}
	return "", ""
}

// returnedDicts returns the dictionary literals a returned value may be: itself, the value of
// a variable, or what a same-file helper returns.
func (c *fileCtx) returnedDicts(v *sitter.Node, depth int) []*sitter.Node {
	v = unparen(v)
	if v == nil || depth > maxDepth {
		return nil
	}
	switch v.Type() {
	case "dictionary":
		return []*sitter.Node{v}
	case "identifier":
		if val := unparen(c.valueOf(v)); val != nil && val.Type() != "identifier" {
			return c.returnedDicts(val, depth+1)
		}
	case "call":
		if c.resultAPI(v.ChildByFieldName("function")) != "" {
			kw, _ := c.arguments(v)
			for _, k := range []string{"structured_content", "structuredContent"} {
				if d := c.dictOf(kw[k]); d != nil {
					return []*sitter.Node{d}
				}
			}
			return nil
		}
		if def := c.localDef(v); def != nil && c.tools[def.StartByte()] == nil {
			var out []*sitter.Node
			for _, r := range returnValues(def) {
				out = append(out, c.returnedDicts(r, depth+1)...)
			}
			return out
		}
	}
	return nil
}

// softResult says whether a CallToolResult / ToolResult built without isError carries a
// failure: error text in its content, or an error object as its structured content.
func (c *fileCtx) softResult(call *sitter.Node, inExcept bool, depth int) (finding.Shape, string) {
	kw, pos := c.arguments(call)
	if kw["isError"] != nil || kw["is_error"] != nil {
		return "", ""
	}
	content := kw["content"]
	if content == nil && len(pos) > 0 {
		content = pos[0]
	}
	if content != nil {
		if shape, why := c.softValue(unparen(content), inExcept, depth+1); why != "" {
			return shape, why
		}
	}
	for _, k := range []string{"structured_content", "structuredContent"} {
		if d := c.dictOf(kw[k]); d != nil && c.isErrorDict(d) {
			return finding.Structured, "an error object as its structured content"
		}
	}
	return "", ""
}

// softHelper says whether a same-file helper's result is a failure in disguise: every value it
// returns is one (return normalize_error(e) where normalize_error only builds error objects),
// or, when the tool passes it the caught exception, one of them is.
func (c *fileCtx) softHelper(call, def *sitter.Node, inExcept bool, depth int) (finding.Shape, string) {
	passesExc := false
	if inExcept {
		_, pos := c.arguments(call)
		kw, _ := c.arguments(call)
		for _, a := range append(pos, mapValues(kw)...) {
			if a = unparen(a); a.Type() == "identifier" && c.isExceptAlias(a) {
				passesExc = true
			}
		}
	}
	var shape finding.Shape
	var why string
	n, soft := 0, 0
	for _, r := range returnValues(def) {
		n++
		s, w := c.softValue(unparen(r), c.inExcept(r), depth+1)
		if w != "" {
			soft++
			if why == "" {
				shape, why = s, w
			}
		}
	}
	if soft == 0 || (soft < n && !passesExc) {
		return "", ""
	}
	return shape, why + " built by " + c.funcName(def)
}

func mapValues(m map[string]*sitter.Node) []*sitter.Node {
	out := make([]*sitter.Node, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// constantText returns the constant text at the start of a string expression.
func (c *fileCtx) constantText(v *sitter.Node) string {
	switch v.Type() {
	case "string":
		if s, ok := c.plainString(v); ok {
			return s
		}
		return c.stringPrefix(v)
	case "concatenated_string":
		return c.constantText(v.NamedChild(0))
	case "binary_operator":
		return c.constantText(v.ChildByFieldName("left"))
	}
	return ""
}

// mentionsExcept reports whether a string expression interpolates the caught exception.
func (c *fileCtx) mentionsExcept(v *sitter.Node) bool {
	found := false
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if found {
			return
		}
		if n.Type() == "identifier" && c.isExceptAlias(n) {
			found = true
			return
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			walk(n.NamedChild(i))
		}
	}
	walk(v)
	return found
}

// isErrorDict reports whether a dictionary reports a failure: an "error" member that is not
// None/False/empty, "status": "error"/"failed", or "success"/"ok": False.
func (c *fileCtx) isErrorDict(d *sitter.Node) bool {
	p := c.pairs(d)
	if v := p["error"]; v != nil {
		switch v.Type() {
		case "none", "false":
		default:
			if s, ok := c.plainString(v); ok && s == "" {
				break
			}
			if v.Type() == "string" && noResults.MatchString(c.constantText(v)) {
				break // {"error": "No matching records found"}: an empty answer, not a failure
			}
			return true
		}
	}
	if s, ok := c.plainString(p["status"]); ok {
		switch strings.ToLower(s) {
		case "error", "failed", "failure", "fail":
			return true
		}
	}
	for _, k := range []string{"success", "ok"} {
		if v := p[k]; v != nil && v.Type() == "false" {
			return true
		}
	}
	return false
}

// inExcept reports whether n sits in an except clause of its own function.
func (c *fileCtx) inExcept(n *sitter.Node) bool {
	for p := n.Parent(); p != nil && p.Type() != "function_definition"; p = p.Parent() {
		if p.Type() == "except_clause" || p.Type() == "except_group_clause" {
			return true
		}
	}
	return false
}

// successFlagged finds isError results whose constant text reports success (rule successflagged).
func (c *fileCtx) successFlagged(sites []*site) []*site {
	var out []*site
	for _, st := range sites {
		if st.rule != "errorresult" || st.outcome != finding.IsError || st.payload.text == "" {
			continue
		}
		if !successText.MatchString(st.payload.text) || failureText.MatchString(st.payload.text) {
			continue
		}
		d := *st
		d.rule = "successflagged"
		d.message = fmt.Sprintf("%s in %s sets isError on a result whose text reports success (%q): the agent will retry or give up on work that was done", st.api, c.funcName(st.def), st.payload.text)
		out = append(out, &d)
	}
	return out
}
