package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A report grown line by line whose status line the outcome picks, sent as the text whatever
// the outcome:
//
//	let text = `# Build: ${device}\n\n`;
//	text += `**Status:** ${result.success ? "✅ Success" : "❌ Failed"}\n`;
//	text += `**Duration:** ${result.duration}\n`;
//	return { content: [{ type: "text", text }] };
//
// The failure status reaches the client as a success, as it would in one template
// (statusChoice). Only a let of the tool's function given a text and then only `+=`, the
// status a conditional written in a template appended outside any loop or array callback (not
// a batch's per-item status), and not when an if between the choice and the return tests the
// condition's names and returns or throws there (the return may then see the success only),
// nor a pass/fail verdict (`ok ? "PASSED" : "FAILED"`, `"PASSED - Safe to write" : "FAILED -
// Fix errors"`: a check's answer, softverdict.go).

// grownStatus says whether the text variable id, returned at ret in fn, is such a report (see
// above).
func (f *file) grownStatus(id, fn, ret *sitter.Node) reason {
	if fn == nil || ret == nil || extract.Type(id) != "identifier" {
		return reason{}
	}
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || f.isConstDecl(d) {
		return reason{}
	}
	if v := unwrap(extract.Field(d, "value")); v == nil || (extract.Type(v) != "string" && extract.Type(v) != "template_string") {
		return reason{}
	}
	ok := true
	var grown []*sitter.Node // the `name += ...` before ret
	f.walkAll(functionBody(fn), func(n *sitter.Node) {
		if !ok || !isWrite(n) {
			return
		}
		t := writeTarget(n)
		if t == nil || !f.namesIn(t, name) || (extract.Type(t) == "identifier" && !same(f.resolve(name, t), d)) {
			return // another variable of the name (another case's block)
		}
		if extract.Type(n) != "augmented_assignment_expression" || extract.Type(t) != "identifier" ||
			text(extract.Field(n, "operator"), f.Src) != "+=" {
			ok = false // given another text, or written through a pattern
			return
		}
		if extract.StartByte(n) < extract.StartByte(ret) {
			grown = append(grown, n)
		}
	})
	if !ok {
		return reason{}
	}
	for _, a := range grown {
		part := unwrap(extract.Field(a, "right"))
		if part == nil || extract.Type(part) != "template_string" || f.inItemLoop(a, fn) {
			continue
		}
		for _, c := range extract.NamedChildren(part) {
			if extract.Type(c) != "template_substitution" {
				continue
			}
			e := unwrap(extract.NamedChild(c, 0))
			if e == nil || extract.Type(e) != "ternary_expression" {
				continue
			}
			if r := f.statusChoice(e, fn, ret, 0); r.ok() && r.verdict == nil && !f.opensVerdictPair(e) && !f.outcomeDiverted(e, fn, ret) {
				r.text += " in the report " + name + " grows"
				r.assigned, r.relMsg = a, "the status line the condition picks"
				return r
			}
		}
	}
	return reason{}
}

// outcomeDiverted reports whether an if between the conditional cond and ret tests a name of
// cond's condition and returns or throws in it.
func (f *file) outcomeDiverted(cond, fn, ret *sitter.Node) bool {
	c := extract.Field(cond, "condition")
	if c == nil {
		return true
	}
	names := map[string]bool{}
	f.walkAll(c, func(n *sitter.Node) {
		if extract.Type(n) == "identifier" {
			names[extract.Content(n, f.Src)] = true
		}
	})
	return walkBetween(functionBody(fn), extract.EndByte(cond), extract.StartByte(ret), func(n *sitter.Node) bool {
		if extract.Type(n) != "if_statement" {
			return false
		}
		tested := false
		code := text(extract.Field(n, "condition"), f.Src)
		for name := range names {
			tested = tested || mentions(code, name)
		}
		if !tested {
			return false
		}
		return mayLeave(n)
	})
}

// opensVerdictPair reports whether the branches of a conditional open with a pass and a fail
// word, one each ("PASSED - Safe to write" and "FAILED - Fix errors above").
func (f *file) opensVerdictPair(cond *sitter.Node) bool {
	first := func(n *sitter.Node) string {
		s, _ := staticText(unwrap(n), f.Src)
		if w := strings.Fields(s); len(w) > 0 {
			return verdictWord(w[0])
		}
		return ""
	}
	a, b := first(extract.Field(cond, "consequence")), first(extract.Field(cond, "alternative"))
	return passWords[a] && failWords[b] || failWords[a] && passWords[b]
}
