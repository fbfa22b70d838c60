package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// Failures whose words are chosen at run time: the text is one literal on success and another
// on failure, and both leave through the same successful result.
//
//	text: ok ? "Synced" : "Failed to sync"
//	const status = ok ? "done" : "failed"; ... text: `Sync ${status}`
//	text: `Status: ${res.ok ? "success" : "error"}`

// runtimeFailure says whether a text picks a failure at run time: a conditional whose branch
// reports one (failureTextReason), a constant bound to such a conditional, or a template (or a
// concatenation) with a part that is a status chosen at run time (statusChoice), or a text that
// a condition on an operation's outcome picks when the operation fails, the other branch
// reporting success (outcometext.go). caught, fn and ret are failureTextReason's.
func (f *file) runtimeFailure(t *sitter.Node, caught string, fn, ret *sitter.Node, depth int) reason {
	t = unwrap(t)
	if t == nil || depth > 3 {
		return reason{}
	}
	switch extract.Type(t) {
	case "ternary_expression":
		for _, b := range []*sitter.Node{extract.Field(t, "consequence"), extract.Field(t, "alternative")} {
			if r := f.failureTextReason(b, caught, fn, ret, depth+1); r.ok() {
				r.text += " on one branch of a condition"
				if r.branch == nil {
					r.branch = b
				}
				if f.verdictPair(t) {
					r.verdict = t
				}
				return r
			}
		}
		return f.outcomeChoice(t) // outcometext.go
	case "identifier":
		if v := unwrap(f.valueOf(t)); v != nil && extract.Type(v) == "ternary_expression" {
			if r := f.runtimeFailure(v, caught, fn, ret, depth+1); r.ok() {
				return f.chosenIn(r, t, v, ret)
			}
		}
		if r := f.grownStatus(t, fn, ret); r.ok() { // grownstatus.go
			return r
		}
	case "template_string":
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			if c := extract.NamedChild(t, i); extract.Type(c) == "template_substitution" {
				if r := f.statusChoice(extract.NamedChild(c, 0), fn, ret, 0); r.ok() {
					return r
				}
			}
		}
	case "binary_expression":
		if op := extract.Field(t, "operator"); op == nil || extract.Type(op) != "+" {
			return reason{}
		}
		for _, side := range []*sitter.Node{extract.Field(t, "left"), extract.Field(t, "right")} {
			side = unwrap(side)
			if side != nil && extract.Type(side) == "binary_expression" {
				if r := f.runtimeFailure(side, caught, fn, ret, depth+1); r.ok() {
					return r
				}
			} else if r := f.statusChoice(side, fn, ret, 0); r.ok() {
				return r
			}
		}
	}
	switch extract.Type(t) {
	case "string", "template_string", "binary_expression":
		return f.outcomeBranch(t, fn) // outcometext.go
	}
	return reason{}
}

// statusChoice says whether a part of a text is a status picked at run time whose failure
// value is a failure word or text: `ok ? "done" : "failed"`, a variable bound to that, or a
// local variable a failure branch sets to one (`let status = "done"; if (!ok) status =
// "failed"`).
func (f *file) statusChoice(e, fn, ret *sitter.Node, depth int) reason {
	e = unwrap(f.textReceiver(e))
	if e == nil || depth > 3 {
		return reason{}
	}
	switch extract.Type(e) {
	case "ternary_expression":
		for _, b := range []*sitter.Node{extract.Field(e, "consequence"), extract.Field(e, "alternative")} {
			if s, ok := failureWord(unwrap(b), f.Src); ok {
				r := reason{text: fmt.Sprintf("a status %q chosen at run time", clip(s))}
				if f.verdictPair(e) {
					r.verdict = e
				}
				return r
			}
		}
	case "identifier":
		if v := unwrap(f.valueOf(e)); v != nil && extract.Type(v) == "ternary_expression" {
			if r := f.statusChoice(v, fn, ret, depth+1); r.ok() {
				return f.chosenIn(r, e, v, ret)
			}
		}
		if depth == 0 {
			return f.assignedFailure(e, fn, ret, func(v *sitter.Node, _ string) string {
				if s, ok := failureWord(unwrap(v), f.Src); ok {
					return assignedWordReason(s)
				}
				return ""
			})
		}
	}
	return reason{}
}

// chosenIn completes the reason r found in the conditional v that the variable id is bound to:
// none when the condition is tested again before ret (the return sees one outcome only), else
// r naming id, with the conditional related unless r relates an assignment already.
func (f *file) chosenIn(r reason, id, v, ret *sitter.Node) reason {
	r.text += " in " + extract.Content(id, f.Src)
	if f.conditionTested(v, ret) {
		return reason{}
	}
	if r.assigned == nil {
		r.assigned, r.relMsg = f.parent(v), "the condition that picks the failure"
	}
	return r
}

// failureWord returns a string literal that is a failure status ("failed", "error") or opens
// with a failure ("Failed to sync").
func failureWord(n *sitter.Node, src []byte) (string, bool) {
	s, ok := staticText(n, src)
	if !ok {
		return "", false
	}
	if guidance.FailureStatus(s) || opensWithFailure(s) {
		return s, true
	}
	return "", false
}

// conditionTested reports whether what a conditional tests (the variables its condition reads)
// is tested again by an if between it and the return ret: `const status = ok ? "done" :
// "failed"; if (!ok) return { isError: true, ... }` leaves the return the success branch only.
func (f *file) conditionTested(cond, ret *sitter.Node) bool {
	c := extract.Field(cond, "condition")
	scope := f.enclosingFunction(cond)
	if c == nil || ret == nil || scope == nil || extract.StartByte(cond) >= extract.StartByte(ret) {
		return false
	}
	names := map[string]bool{}
	f.walkAll(c, func(n *sitter.Node) {
		if extract.Type(n) == "identifier" {
			names[extract.Content(n, f.Src)] = true
		}
	})
	return walkBetween(scope, extract.EndByte(cond), extract.StartByte(ret), func(n *sitter.Node) bool {
		if extract.Type(n) != "if_statement" {
			return false
		}
		code := text(extract.Field(n, "condition"), f.Src)
		for name := range names {
			if mentions(code, name) {
				return true
			}
		}
		return false
	})
}
