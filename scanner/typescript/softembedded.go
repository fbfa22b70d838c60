package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// A failure that a failure branch assigns to a variable, returned inside a longer text that
// both outcomes share:
//
//	let body: string;
//	if (out) body = `${name}: ${out.value}`;
//	else body = `Output '${name}' not found.`;
//	return { content: [{ type: "text", text: `Stack: ${stack}\n\n${body}` }] };
//
// The variable holds the answer on one path and the failure on the other: it is declared
// without a value, so that every path sets it. A variable that starts with a value (`let note =
// ""`) is a note put beside the answer, and a text whose own words say the work was done
// reports success whatever the variable says.

// embeddedFailure says whether a template t returned at ret in fn puts in a variable of fn,
// declared without a value, that a failure branch sets to a text reporting a failure in words
// (failurePhraseReason).
func (f *file) embeddedFailure(t, fn, ret *sitter.Node) reason {
	t = unwrap(t)
	if t == nil || fn == nil || extract.Type(t) != "template_string" {
		return reason{}
	}
	if txt, ok := staticText(t, f.Src); !ok || guidance.ReportsDone(txt) {
		return reason{}
	}
	for i := 0; i < int(extract.NamedChildCount(t)); i++ {
		c := extract.NamedChild(t, i)
		if extract.Type(c) != "template_substitution" {
			continue
		}
		id := unwrap(f.textReceiver(extract.NamedChild(c, 0)))
		if id == nil || extract.Type(id) != "identifier" || !f.declaredWithoutValue(id, fn) {
			continue
		}
		if r := f.assignedFailure(id, fn, ret, func(v *sitter.Node, _ string) string {
			return f.failurePhraseReason(v, fn).text
		}); r.ok() {
			return r
		}
	}
	return reason{}
}

// declaredWithoutValue reports whether an identifier names a variable of fn declared with let
// or var and no value (`let body: string;`).
func (f *file) declaredWithoutValue(id, fn *sitter.Node) bool {
	d := f.resolve(extract.Content(id, f.Src), id)
	return d != nil && extract.Type(d) == "variable_declarator" && isInside(d, fn) && !f.isConstDecl(d) &&
		extract.Field(d, "value") == nil
}
