package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A function of the file that every answer of a tool goes through, which hands on the content
// of the result it is given and its isError flag only when that result has one:
//
//	const compatible = (result) => ({
//	  content: result.content,
//	  ...(result.isError && { isError: result.isError }),
//	});
//	try { ... } catch (error) {
//	  return compatible({ content: [{ type: "text", text: `Unable to fetch: ${error.message}` }] });
//	}
//
// The client reads what the argument says, with the argument's flag: the argument is judged as
// the tool's result (an argument with isError true is errorresult's, as it would be returned
// as it is). Only the plain shape counts: every value the function returns is an object literal
// whose content is its parameter's content and whose isError, if it has one, is its
// parameter's (`p.isError`, `!!p.isError`, `p.isError ?? false`, `Boolean(p.isError)`), no
// spread the file cannot read.

// flagPassedArg returns the argument of a call of a function of the file that passes its
// parameter's content and flag on (see above), resolved to the object literal a constant of fn
// binds it to, or nil.
func (f *file) flagPassedArg(call, fn *sitter.Node) *sitter.Node {
	call = unwrap(call)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil
	}
	passer := f.functionValue(callee, 0)
	if passer == nil || !f.isFlagPasser(passer) {
		return nil
	}
	a := unwrap(argument(extract.Field(call, "arguments"), 0))
	if a != nil && extract.Type(a) == "identifier" {
		a = f.localResult(a, fn)
	}
	if a == nil || extract.Type(a) != "object" {
		return nil
	}
	return a
}

// isFlagPasser reports whether fn passes its first parameter's content and flag on (see above).
func (f *file) isFlagPasser(fn *sitter.Node) bool {
	ps := f.paramNames(fn)
	if len(ps) != 1 || ps[0] == "" {
		return false
	}
	p := ps[0]
	rs := f.returnedValuesOf(fn)
	if len(rs) == 0 || f.writes(functionBody(fn), p) {
		return false
	}
	for _, r := range rs {
		obj := unwrap(r)
		if obj == nil || extract.Type(obj) != "object" {
			return false
		}
		m := f.members(obj, 0)
		if m.opaque || !f.isMemberOf(m.values["content"], p, "content") {
			return false
		}
		if v, ok := m.values["isError"]; ok && !f.passesFlag(v, p, 0) {
			return false
		}
	}
	return true
}

// isMemberOf reports whether n is the member prop of the identifier p (`p.content`, `p?.content`).
func (f *file) isMemberOf(n *sitter.Node, p, prop string) bool {
	n = unwrap(n)
	if n == nil || extract.Type(n) != "member_expression" {
		return false
	}
	obj, name := f.memberParts(n)
	o := unwrap(obj)
	return name == prop && o != nil && extract.Type(o) == "identifier" && extract.Content(o, f.Src) == p
}

// passesFlag reports whether v is the isError flag of the identifier p, as it is or as a
// boolean: p.isError, !!p.isError, p.isError ?? false (or || false, undefined), Boolean(p.isError).
func (f *file) passesFlag(v *sitter.Node, p string, depth int) bool {
	v = unwrap(v)
	if v == nil || depth > 3 {
		return false
	}
	switch extract.Type(v) {
	case "member_expression":
		return f.isMemberOf(v, p, "isError")
	case "unary_expression":
		return text(extract.Field(v, "operator"), f.Src) == "!" && f.negatesFlag(extract.Field(v, "argument"), p)
	case "binary_expression":
		switch text(extract.Field(v, "operator"), f.Src) {
		case "??", "||":
			return f.passesFlag(extract.Field(v, "left"), p, depth+1) && f.isFalseFlag(extract.Field(v, "right"))
		}
	case "call_expression":
		return text(extract.Field(v, "function"), f.Src) == "Boolean" &&
			f.passesFlag(argument(extract.Field(v, "arguments"), 0), p, depth+1) &&
			argument(extract.Field(v, "arguments"), 1) == nil
	}
	return false
}

// negatesFlag reports whether n is the negation of p's flag (`!p.isError`), whose own negation
// passes it on.
func (f *file) negatesFlag(n *sitter.Node, p string) bool {
	n = unwrap(n)
	return n != nil && extract.Type(n) == "unary_expression" && text(extract.Field(n, "operator"), f.Src) == "!" &&
		f.isMemberOf(extract.Field(n, "argument"), p, "isError")
}

// relatePasser adds to the findings, and to those of the pendings, of a result handed to a
// flag passer the call that hands it on.
func (f *file) relatePasser(call *sitter.Node, out []finding.Finding, ps []extract.Pending) {
	r := f.relatedAt(call, fmt.Sprintf("the tool returns what %s makes of this result: its content, with isError only when it has one",
		clip(text(extract.Field(call, "function"), f.Src))))
	for i := range out {
		out[i].Related = append(out[i].Related, r)
	}
	for i := range ps {
		ps[i].Finding.Related = append(ps[i].Finding.Related, r)
	}
}
