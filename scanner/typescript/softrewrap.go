package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool result rebuilt from the text of another result, dropping its flag:
//
//	const result = await client.listCollections(path); // returns { isError: true, ... } on failure
//	return { content: [{ type: "text", text: result.content[0].text }] };
//
// The callee's failure reaches the client as the text of a successful result. softPending
// then needs the callee to build an isError result (extract.ErrorResult) as well as a failure
// without one: either way the returned result reports a failure without isError.

// rewrapsResultText reports whether a returned object without isError carries, as the text of
// a content block, the text of a content block of a local variable bound to a call
// (`r.content[0].text`), and fn neither reads nor sets that variable's isError (`if
// (r.isError)` answers the failure on a path of its own).
func (f *file) rewrapsResultText(value, fn *sitter.Node) bool {
	if value == nil || extract.Type(value) != "object" || fn == nil {
		return false
	}
	m := f.members(value, 0)
	if f.flagChosen(m) {
		return false
	}
	for _, t := range f.classify(m).texts {
		id := contentTextOf(unwrap(t), f.Src)
		if id == nil {
			continue
		}
		name := extract.Content(id, f.Src)
		d := f.resolve(name, id)
		if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
			continue
		}
		if v := unwrap(extract.Field(d, "value")); v == nil || extract.Type(v) != "call_expression" && extract.Type(v) != "await_expression" {
			continue
		}
		if !f.flagSetOn(name, d, fn) {
			return true
		}
	}
	return false
}

// contentTextOf returns r of `r.content[i].text` (the index any expression), or nil.
func contentTextOf(t *sitter.Node, src []byte) *sitter.Node {
	if t == nil || extract.Type(t) != "member_expression" || text(extract.Field(t, "property"), src) != "text" {
		return nil
	}
	sub := unwrap(extract.Field(t, "object"))
	if sub == nil || extract.Type(sub) != "subscript_expression" {
		return nil
	}
	c := unwrap(extract.Field(sub, "object"))
	if c == nil || extract.Type(c) != "member_expression" || text(extract.Field(c, "property"), src) != "content" {
		return nil
	}
	if r := unwrap(extract.Field(c, "object")); r != nil && extract.Type(r) == "identifier" {
		return r
	}
	return nil
}

// summarizeErrorResult gives fn the fact ErrorResult when a return of it (stmt, value v)
// builds a result with `isError: true`, for the tools that rebuild such a result from its text
// (rewrapsResultText).
func (f *file) summarizeErrorResult(sz *summarizer, key string, fn, stmt, v *sitter.Node) {
	if v == nil || extract.Type(v) != "object" {
		return
	}
	m := f.members(v, 0)
	if _, ok := m.values["content"]; !ok || !isTrue(m.values["isError"], f.Src) {
		return
	}
	sz.place(sz.get(key, fn), extract.ErrorResult, stmt, f.displayName(fn)+" returns an isError result")
}
