package typescript

import (
	"fmt"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// failureText matches a text that opens by reporting a failure.
var failureText = regexp.MustCompile(`(?i)^\W*(error|errors|failed|failure|fail|unable|could ?not|couldn't|cannot|can't|exception|❌)\b`)

// mayReturnSoftErrors reports whether the file registers a tool handler, whose returns are judged.
func (f *file) mayReturnSoftErrors() bool { return f.hasReg(regTool, regFastMCP, regLowLevel) }

// softErrors finds returns from a tool handler that report a failure as a success: error text
// or an error member, and no isError (softerror).
func (f *file) softErrors() []finding.Finding {
	if !f.mayReturnSoftErrors() {
		return nil // only tool handlers' returns are judged
	}
	var out []finding.Finding
	for _, m := range f.matches(qSoftError) {
		stmt := m[capSite]
		if stmt == nil {
			continue
		}
		var value *sitter.Node
		var w where
		if stmt.Type() == "arrow_function" {
			// execute: async () => `Error: …` — an arrow that is itself the handler.
			r := f.regByFn[stmt.ID()]
			if r == nil {
				continue
			}
			value, w = m[capValue], where{reg: r, direct: true, fn: stmt, name: r.tool}
		} else {
			value, w = stmt.NamedChild(0), f.locate(stmt)
		}
		if value == nil || !w.direct || !w.reg.isToolKind() {
			continue
		}
		if fd, ok := f.softError(stmt, unwrap(value), w); ok {
			out = append(out, fd)
		}
	}
	return out
}

// softError judges one returned value.
func (f *file) softError(stmt, value *sitter.Node, w where) (finding.Finding, bool) {
	if value == nil {
		return finding.Finding{}, false
	}
	caughtName := f.catchParameter(stmt, w.fn)
	var why string
	shape := finding.ProseOnly
	switch value.Type() {
	case "string", "template_string", "binary_expression":
		// fastmcp's execute may return a string; other SDKs need an object.
		if w.reg.kind != regFastMCP {
			return finding.Finding{}, false
		}
		why = f.failureTextReason(value, caughtName)
	case "object":
		m := f.members(value, 0)
		if _, ok := m.values["isError"]; ok || m.opaque {
			return finding.Finding{}, false // the flag is set (or may be): errorresult's business
		}
		c := f.classify(m)
		shape = c.shape
		why = f.errorMemberReason(m)
		for _, t := range c.texts {
			if why != "" {
				break
			}
			why = f.failureTextReason(t, caughtName)
		}
	}
	if why == "" {
		return finding.Finding{}, false
	}
	site := &finding.Site{Construct: finding.Literal, API: w.reg.api, Function: w.name, Shape: shape,
		PathKey: fmt.Sprintf("%s#%s:soft:%s", f.Path, w.name, shape), Profile: finding.Profile(finding.Success, finding.Typed{}),
		Outcome: finding.Success}
	return finding.Finding{Rule: "softerror", Line: line(stmt), Column: column(stmt), StartLine: line(stmt), EndLine: endLine(stmt),
		Lang: f.lang, Method: finding.TreeSitter, Site: site,
		Message: fmt.Sprintf("%s reports a failure as a successful result (%s) without isError: the client and the model take it for success; return it with isError: true", describeWhere(w), why)}, true
}

// errorMemberReason says whether a result object carries an error member: `error`, a
// `status: "error"`, `success: false`, or the same inside structuredContent.
func (f *file) errorMemberReason(m members) string {
	if v, ok := m.values["error"]; ok && !isUndefined(v, f.Src) {
		return "an error member"
	}
	if s, ok := stringValue(unwrap(m.values["status"]), f.Src); ok && strings.EqualFold(s, "error") {
		return `status "error"`
	}
	if v := unwrap(m.values["success"]); v != nil && v.Type() == "false" {
		return "success: false"
	}
	if sc, ok := m.values["structuredContent"]; ok {
		if obj := f.objectOf(sc, 0); obj != nil {
			if r := f.errorMemberReason(f.members(obj, 0)); r != "" {
				return r + " in structuredContent"
			}
		}
	}
	return ""
}

// failureTextReason says whether a text value reports a failure: it opens with error words, is
// JSON.stringify of an object with an error member, or (in a catch block) shows the caught error.
func (f *file) failureTextReason(t *sitter.Node, caughtName string) string {
	t = unwrap(t)
	if t == nil {
		return ""
	}
	if txt, ok := f.leadingText(t, 0); ok && failureText.MatchString(txt) {
		return fmt.Sprintf("text %q", clip(txt))
	}
	if t.Type() == "call_expression" && isJSONStringify(t.ChildByFieldName("function"), f.Src) {
		if obj := f.objectOf(argument(t.ChildByFieldName("arguments"), 0), 0); obj != nil {
			if r := f.errorMemberReason(f.members(obj, 0)); r != "" {
				return "JSON text with " + r
			}
		}
	}
	if m := f.errorRead(t, 0); m != "" {
		return "text taken from " + m
	}
	if caughtName != "" && mentions(t.Content(f.Src), caughtName) {
		return "the caught error " + caughtName + " as text"
	}
	return ""
}

// errorReadProps are member names whose value is an error's description.
var errorReadProps = map[string]bool{"error": true, "errorMessage": true, "error_message": true, "err": true}

// errorRead returns the member expression (x.error) a text value is read from, directly, as the
// left side of ?? or ||, or through a local constant; "" when it is not.
func (f *file) errorRead(t *sitter.Node, depth int) string {
	t = unwrap(t)
	if t == nil || depth > 3 {
		return ""
	}
	switch t.Type() {
	case "member_expression":
		if errorReadProps[text(t.ChildByFieldName("property"), f.Src)] {
			return t.Content(f.Src)
		}
	case "binary_expression":
		if op := t.ChildByFieldName("operator"); op != nil && (op.Type() == "??" || op.Type() == "||") {
			return f.errorRead(t.ChildByFieldName("left"), depth+1)
		}
	case "identifier", "shorthand_property_identifier":
		return f.errorRead(f.valueOf(t), depth+1)
	}
	return ""
}

// mentions reports whether code refers to the identifier name.
func mentions(code, name string) bool {
	return regexp.MustCompile(`(^|[^\w$.])` + regexp.QuoteMeta(name) + `\b`).MatchString(code)
}

// catchParameter returns the name bound by the catch clause a return sits in (inside fn), or "".
func (f *file) catchParameter(stmt, fn *sitter.Node) string {
	for p := f.parent(stmt); p != nil && (fn == nil || !same(p, fn)); p = f.parent(p) {
		if p.Type() == "catch_clause" {
			if param := p.ChildByFieldName("parameter"); param != nil && param.Type() == "identifier" {
				return param.Content(f.Src)
			}
			return ""
		}
	}
	return ""
}
