package golang

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// site is one error-result construction, classified.
type site struct {
	node, anchor *sitter.Node
	construct    finding.Construct
	api          string
	sdk          sdk
	function     string
	shape        finding.Shape
	typed        finding.Typed
	pathKey      string
	helper       string // the helper's key when the site is built inside a helper
	uses         int    // calls of a closure helper, counted in its scope (Link counts the others)
	outcome      finding.Outcome
	note         string
}

// site decides whether an errorresult query match is an SDK error-result construction and
// classifies it.
func (fl *file) site(m match) (site, bool) {
	n := m["site"]
	if n == nil {
		return site{}, false
	}
	s := site{node: n, anchor: n, outcome: finding.IsError}
	fl.budget = siteBudget
	name := text(m["name"], fl.src)
	var p payload
	switch {
	case extract.Type(n) == "call_expression" && name == "SetError":
		o := fl.originOf(m["recv"], 0)
		if !o.known || (o.sdk != goSDK && fl.im.anySDK() != goSDK) {
			return site{}, false // a tracing span's SetError, or a value we cannot show is a result
		}
		s.construct, s.api, s.sdk = finding.SDKCall, "(*mcp.CallToolResult).SetError", goSDK
		p = o.payload
		if o.empty || p.text == "" {
			p.text = finding.ProseOnly // SetError writes err.Error() into an empty Content
		} else if v, ok := fl.f.Project.Version(goSDKMod); ok && v != "" && versionLess(v, "1.6.0") {
			p.text = finding.ProseOnly
			s.note = "go-sdk " + v + " SetError overwrites Content with err.Error()"
		} else if v == "" {
			s.note = "go-sdk version unknown: the newest behaviour (SetError keeps existing Content, since v1.6.0) is assumed"
		}
		fl.laterFields(&p, n, text(m["recv"], fl.src), 0)
	case extract.Type(n) == "call_expression":
		s.sdk = fl.constructorSDK(m)
		if s.sdk == noSDK || fl.isExpectation(n, "") {
			return site{}, false
		}
		s.construct, s.api = finding.SDKCall, "mcp."+name
		p = fl.constructorPayload(name, args(n))
		fl.laterFields(&p, n, resultVar(n, fl.src), 0)
	case extract.Type(n) == "composite_literal":
		s.sdk = fl.typeSDK(extract.Field(n, "type"))
		if !fl.isCallToolResultType(extract.Field(n, "type")) || fl.isExpectation(n, "") {
			return site{}, false
		}
		s.construct, s.api, s.anchor = finding.Literal, "mcp.CallToolResult{IsError: true}", m["anchor"]
		p = fl.literalPayload(n, 0)
		fl.laterFields(&p, n, resultVar(n, fl.src), 0)
	case extract.Type(n) == "assignment_statement":
		if !fl.isSingleFlag(n, m["recv"]) {
			return site{}, false
		}
		o := fl.originOf(m["recv"], 0)
		if o.foreign || (!o.known && fl.im.anySDK() == noSDK) || fl.isExpectation(n, text(m["recv"], fl.src)) {
			return site{}, false
		}
		s.sdk = o.sdk
		if s.sdk == noSDK {
			s.sdk = fl.im.anySDK()
		}
		s.construct, s.api = finding.FlagAssignment, "IsError = true"
		p = o.payload
		fl.laterFields(&p, n, text(m["recv"], fl.src), 0)
	default:
		return site{}, false
	}
	if s.anchor == nil {
		s.anchor = n
	}
	s.shape, s.typed = p.shape(), p.typed
	if s.shape != finding.Structured {
		s.typed = finding.Typed{} // typed fields count only outside the text
	}
	fl.place(&s)
	return s, true
}

// constructorSDK returns the SDK a NewToolResultError* call resolves to, or noSDK for a
// repository's own function of the same name.
func (fl *file) constructorSDK(m match) sdk {
	if pkg := m["pkg"]; pkg != nil {
		if s := fl.im.sdkOf(text(pkg, fl.src)); s == mcpGo {
			return s
		}
		return noSDK
	}
	name := text(m["name"], fl.src)
	if fl.funcs[name] != nil || fl.im.dotSDK() != mcpGo {
		return noSDK
	}
	return mcpGo
}

// constructorPayload classifies an mcp-go error constructor by its text argument.
func (fl *file) constructorPayload(name string, as []*sitter.Node) payload {
	if len(as) == 0 {
		return payload{text: finding.Unknown}
	}
	switch name {
	case "NewToolResultErrorf":
		return payload{text: fl.formatArgShape(as[0], 0)}
	case "NewToolResultErrorFromErr":
		// The text becomes "<text>: <err>", which is never a JSON document.
		return payload{text: finding.ProseOnly}
	}
	return payload{text: fl.textShape(as[0], 0)}
}

// isSingleFlag reports whether an assignment sets recv.IsError to the constant true in the same
// position (not "a.IsError, b = x, true").
func (fl *file) isSingleFlag(n, recv *sitter.Node) bool {
	left := namedChildren(extract.Field(n, "left"))
	right := namedChildren(extract.Field(n, "right"))
	if op := extract.Field(n, "operator"); op != nil && text(op, fl.src) != "=" {
		return false
	}
	for i, l := range left {
		if extract.Type(l) == "selector_expression" && sameNode(extract.Field(l, "operand"), recv) &&
			text(extract.Field(l, "field"), fl.src) == "IsError" {
			return i < len(right) && extract.Type(right[i]) == "true"
		}
	}
	return false
}

// expectationName matches the names tests give expected values.
var expectationName = lazyre.New(`(?i)^(want|expect|exp|golden)`)

// assertionCall matches the calls tests compare values with.
var assertionCall = lazyre.New(`^(assert|require|is|qt|reflect|cmp|c|t)\.|(?i)(equal|diff|deepequal)$`)

// isExpectation reports whether a construct in a test file is an expected value (an argument of
// an assertion, or assigned to a want/expected name) rather than a result a handler returns.
func (fl *file) isExpectation(n *sitter.Node, recv string) bool {
	if !fl.isTest {
		return false
	}
	if recv != "" && expectationName.MatchString(recv) {
		return true
	}
	if v := resultVar(n, fl.src); v != "" && expectationName.MatchString(v) {
		return true
	}
	for p := n.Parent(); p != nil && !isFuncNode(p); p = p.Parent() {
		switch extract.Type(p) {
		case "call_expression":
			fn := text(extract.Field(p, "function"), fl.src)
			if assertionCall.MatchString(fn) {
				return true
			}
		case "keyed_element":
			if ks := namedChildren(p); len(ks) == 2 && expectationName.MatchString(strings.TrimSpace(text(ks[0], fl.src))) {
				return true
			}
		}
	}
	return false
}

// place sets a site's function, helper, pathKey and outcome from where it sits.
func (fl *file) place(s *site) {
	named, tool := fl.enclosing(s.node)
	s.function = fl.nameIn(named, tool)
	if s.function == "" {
		s.function = "(file scope)"
	}
	if named != nil && fl.enclosingFunc(s.node) == named && fl.isHelper(named, s.node) {
		s.helper = fl.helperKey(named)
		s.pathKey = s.helper
	} else if lit, v, ok := fl.localHelper(s.node); ok {
		if named == nil || fl.enclosingFunc(lit) == nil {
			// var fail = func(...) *mcp.CallToolResult {...}: called like a package function.
			s.helper = fl.dir + "." + v
			s.pathKey = s.helper
			if named == nil && tool == "" {
				s.function = v
			}
		} else {
			// A closure is called only where it is in scope: its uses are counted here.
			s.pathKey = fl.helperKey(named) + "/" + v
			s.uses = len(fl.litCalls(lit, v))
		}
	} else {
		s.pathKey = fl.inlinePathKey(s.node, named, s.construct, s.api, s.shape)
	}
	switch protocol, typed := fl.returnedWithError(s.node); {
	case protocol:
		s.outcome = finding.ProtocolError
		if s.sdk == goSDK {
			s.note = joinNote(s.note, "the handler also returns a non-nil error: go-sdk sends a JSON-RPC error (code 0 unless it wraps a jsonrpc.Error) and drops this result")
		} else {
			s.note = joinNote(s.note, "the handler also returns a non-nil error: mcp-go sends JSON-RPC -32603 with the error's text and drops this result")
		}
	case typed:
		s.note = joinNote(s.note, "the handler also returns a non-nil error: go-sdk discards this result and sends the error's text as the isError result")
	}
}

// nameIn completes what enclosing found: the name findings give the function (the tool, else
// named's qualified name; "" when there is neither).
func (fl *file) nameIn(named *sitter.Node, tool string) string {
	if tool == "" && named != nil {
		return fl.qualifiedName(named)
	}
	return tool
}

// qualifiedName names a declaration as findings show it: "Func" or "Recv.Method".
func (fl *file) qualifiedName(fn *sitter.Node) string {
	if extract.Type(fn) == "method_declaration" {
		if r := fl.recvType(fn); r != "" {
			return r + "." + fl.funcName(fn)
		}
	}
	return fl.funcName(fn)
}

// enclosing returns the named function around n and, when n sits in a function literal
// registered as a tool handler, the tool's name.
func (fl *file) enclosing(n *sitter.Node) (named *sitter.Node, tool string) {
	for fn := fl.enclosingFunc(n); fn != nil; fn = fl.enclosingFunc(fn) {
		if extract.Type(fn) != "func_literal" {
			return fn, tool
		}
		if tool == "" {
			tool = fl.toolNameOf(fn)
		}
	}
	return nil, tool
}

// isHelper reports whether fn, which contains the site n, is a helper: not a tool handler,
// declared to return a CallToolResult, and returning the site.
func (fl *file) isHelper(fn, n *sitter.Node) bool {
	if fl.isHandler(fn) || !fl.returnsCallToolResult(fn) {
		return false
	}
	if ancestor(n, true, "return_statement") != nil {
		return true
	}
	v := resultVar(n, fl.src)
	if extract.Type(n) == "assignment_statement" || extract.Type(n) == "call_expression" {
		if sel := extract.Field(n, "function"); sel != nil && extract.Type(sel) == "selector_expression" {
			v = text(extract.Field(sel, "operand"), fl.src)
		} else if l := firstNamed(extract.Field(n, "left")); l != nil && extract.Type(l) == "selector_expression" {
			v = text(extract.Field(l, "operand"), fl.src)
		}
	}
	if v == "" {
		return false
	}
	for _, r := range returns(fn) {
		if vals := namedChildren(firstNamed(r)); len(vals) > 0 && text(vals[0], fl.src) == v {
			return true
		}
	}
	return false
}

// isHandler reports whether fn has a tool handler's signature: a CallToolRequest parameter and
// two or three results ending in error ((*CallToolResult, error) or go-sdk's (*CallToolResult,
// Out, error)). A function that takes the request but returns only a result is a helper.
func (fl *file) isHandler(fn *sitter.Node) bool {
	span := uint64(extract.StartByte(fn))<<32 | uint64(extract.EndByte(fn))
	if h, ok := fl.soft.handlers[span]; ok {
		return h
	}
	if fl.soft.handlers == nil {
		fl.soft.handlers = map[uint64]bool{}
	}
	h := fl.hasHandlerSignature(fn)
	fl.soft.handlers[span] = h
	return h
}

// hasHandlerSignature is isHandler's test, which softerror's passes ask of each function
// several times.
func (fl *file) hasHandlerSignature(fn *sitter.Node) bool {
	takesRequest := false
	for _, pd := range namedChildren(extract.Field(fn, "parameters")) {
		if fl.isRequestType(extract.Field(pd, "type")) {
			takesRequest = true
		}
	}
	res := extract.Field(fn, "result")
	if !takesRequest || res == nil || extract.Type(res) != "parameter_list" {
		return false
	}
	results := namedChildren(res)
	return len(results) >= 2 && len(results) <= 3 && text(extract.Field(results[len(results)-1], "type"), fl.src) == "error"
}

// isRequestType reports whether a parameter's type is a tool call's request: CallToolRequest of
// an SDK package, or a pointer to it. A function type that merely mentions it (a harness taking
// a handler as its argument) is not.
func (fl *file) isRequestType(t *sitter.Node) bool {
	if t != nil && extract.Type(t) == "pointer_type" {
		t = firstNamed(t)
	}
	if t == nil {
		return false
	}
	switch extract.Type(t) {
	case "qualified_type", "type_identifier":
		s := text(t, fl.src)
		return s == "CallToolRequest" || strings.HasSuffix(s, ".CallToolRequest")
	}
	return false
}

// returnedWithError reports whether the site is returned directly together with a non-nil error
// ("return mcp.NewToolResultError(msg), err"). From a two-result handler both SDKs then send a
// JSON-RPC error and drop the result; from a go-sdk typed handler (three results) the result is
// dropped and the error's text becomes the isError result.
func (fl *file) returnedWithError(n *sitter.Node) (protocol, typed bool) {
	cur := n
	for p := n.Parent(); p != nil; cur, p = p, p.Parent() {
		switch extract.Type(p) {
		case "unary_expression", "parenthesized_expression":
			continue
		case "expression_list":
			vals := namedChildren(p)
			ret := p.Parent()
			if ret == nil || extract.Type(ret) != "return_statement" || len(vals) < 2 || len(vals) > 3 || !sameNode(vals[0], cur) {
				return false, false
			}
			if extract.Type(vals[len(vals)-1]) == "nil" {
				return false, false
			}
			return len(vals) == 2, len(vals) == 3
		}
		return false, false
	}
	return false, false
}

func joinNote(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}
