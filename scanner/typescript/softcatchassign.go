package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// A failure text a catch assigns to a variable that a success result carries later, read
// through a string method or overwritten before the return:
//
//	let body; try { body = await res.text() } catch (e) { body = "Unable to read the body" }
//	return { content: [{ type: "text", text: `Response: ${body.substring(0, 1000)}` }] }
//
// assignedFailure finds the assignment; these functions let it see through the read and drop
// an assignment that a later one always replaces before the return.

// keptTextMethods are string methods whose value keeps the text of their receiver, or its
// opening: a failure text cut, trimmed or recased still reports the failure.
var keptTextMethods = map[string]bool{
	"substring": true, "substr": true, "slice": true, "trim": true, "trimStart": true, "trimEnd": true,
	"toString": true, "toLowerCase": true, "toUpperCase": true, "padEnd": true, "normalize": true,
}

// textReceiver returns the variable a text-keeping method call reads (`body.substring(0, 10)`,
// `body.trim()`, optional calls too), or e itself when it is no such call.
func (f *file) textReceiver(e *sitter.Node) *sitter.Node {
	u := unwrap(e)
	if u == nil || extract.Type(u) != "call_expression" {
		return e
	}
	callee := extract.Field(u, "function")
	if callee == nil || extract.Type(callee) != "member_expression" || !keptTextMethods[text(extract.Field(callee, "property"), f.Src)] {
		return e
	}
	if obj := unwrap(extract.Field(callee, "object")); obj != nil && extract.Type(obj) == "identifier" {
		return obj
	}
	return e
}

// overwrittenBefore reports whether an assignment n to name is always replaced before the
// return ret: a statement `name = value` (value not reading name) follows n in a block that
// holds both n and ret, and comes before ret, so every path from n to ret passes it.
func (f *file) overwrittenBefore(n, ret *sitter.Node, name string) bool {
	for p := f.parent(n); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) != "statement_block" && extract.Type(p) != "program" || !isInside(ret, p) {
			continue
		}
		for i := 0; i < int(extract.NamedChildCount(p)); i++ {
			s := extract.NamedChild(p, i)
			if extract.StartByte(s) < extract.EndByte(n) || extract.StartByte(s) >= extract.StartByte(ret) || extract.Type(s) != "expression_statement" {
				continue
			}
			a := unwrap(extract.NamedChild(s, 0))
			if a == nil || extract.Type(a) != "assignment_expression" {
				continue
			}
			l, r := extract.Field(a, "left"), extract.Field(a, "right")
			if l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name && r != nil && !mentions(extract.Content(r, f.Src), name) {
				return true
			}
		}
		return false // the innermost block holding both decides
	}
	return false
}

// assignedWordReason says what a failure word assigned to a variable a text embeds is: a
// status ("failed") chosen at run time, or a failure text of its own ("Unable to read the body").
func assignedWordReason(s string) string {
	if guidance.FailureStatus(s) {
		return fmt.Sprintf("a status %q chosen at run time", clip(s))
	}
	return fmt.Sprintf("text %q", clip(s))
}
