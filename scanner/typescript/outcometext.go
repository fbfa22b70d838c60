package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Failures told by their place, not their words: a condition on the outcome of an operation
// picks between two texts of one answer, and the branch taken on success says the work was
// done. The other branch is then the failure, though it names no error:
//
//	const success = manager.terminate(pid);
//	text: success ? `Terminated session ${pid}` : `No active session for PID ${pid}`
//
//	if (ok) { return { content: [{ type: "text", text: `Dropped ${id}` }] }; }
//	else { return { content: [{ type: "text", text: `${id} is unknown` }] }; }
//
// (also an early return under `if (!ok)`, a return after `if (ok) { return ... }`, and a text
// assigned in each branch to a variable the return sends). Not a failure: a text that says
// nothing failed ("No changes", "Nothing to do", already in the wanted state, "exists"), an
// empty result ("No items match"), a text that says the work was done too ("Saved (cached)");
// nor a condition that is no outcome (an option, `dryRun ? ...`), nor an "other branch" that
// does not report success ("Found 3 items").

// actionCall matches the names of calls that do something (`terminateSearch`, `forceTerminate`,
// `notes.delete`, `createNotebook`): guidance.ActionVerbs at the start of a camelCase name.
var actionCall = lazyre.New(`^(force|try|do)?(` + guidance.ActionVerbs + `)([A-Z_]|$)`)

// reportsDone reports whether a text says the operation succeeded (guidance.ReportsDone).
func reportsDone(txt string) bool { return guidance.ReportsDone(txt) }

// isOutcomeFailure reports whether a text, on the branch a failed operation takes, reports the
// failure (guidance.OutcomeFailure), with words of its own.
func isOutcomeFailure(txt string) bool {
	if strings.TrimSpace(strings.ReplaceAll(txt, finding.Hole, "")) == "" {
		return false // no words of its own
	}
	return guidance.OutcomeFailure(txt)
}

// outcomeCondition returns the outcome of an operation a condition tests (a variable or member
// named for it, a call that does something, a variable bound to such a call, or their
// negation), or nil, and whether the condition holds when the operation succeeded.
func (f *file) outcomeCondition(c *sitter.Node) (outcome *sitter.Node, positive bool) {
	positive = true
	for c = unwrap(c); c != nil && extract.Type(c) == "unary_expression" && text(extract.Field(c, "operator"), f.Src) == "!"; c = unwrap(extract.Field(c, "argument")) {
		positive = !positive
	}
	if c == nil {
		return nil, false
	}
	switch extract.Type(c) {
	case "call_expression":
		if f.isActionCall(c) {
			return c, positive
		}
	case "identifier":
		if guidance.NamesOutcome(extract.Content(c, f.Src)) {
			return c, positive
		}
		if d := f.resolve(extract.Content(c, f.Src), c); d != nil && extract.Type(d) == "variable_declarator" {
			if v := unwrap(extract.Field(d, "value")); v != nil && extract.Type(v) == "call_expression" && f.isActionCall(v) {
				return c, positive
			}
		}
	case "member_expression":
		if guidance.NamesOutcome(text(extract.Field(c, "property"), f.Src)) {
			return c, positive
		}
	}
	return nil, false
}

// isActionCall reports whether a call's name says it does something (actionCall).
func (f *file) isActionCall(call *sitter.Node) bool {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil {
		return false
	}
	name := extract.Content(callee, f.Src)
	if extract.Type(callee) == "member_expression" {
		name = text(extract.Field(callee, "property"), f.Src)
	} else if extract.Type(callee) != "identifier" {
		return false
	}
	return actionCall.MatchString(strings.TrimLeft(name, "_#"))
}

// outcomeChoice says whether a conditional on an operation's outcome picks a failure on the
// branch the failed operation takes while the other branch reports success.
func (f *file) outcomeChoice(t *sitter.Node) reason {
	outcome, positive := f.outcomeCondition(extract.Field(t, "condition"))
	if outcome == nil {
		return reason{}
	}
	done, failed := extract.Field(t, "consequence"), extract.Field(t, "alternative")
	if !positive {
		done, failed = failed, done
	}
	r := f.outcomeReason(failed, []*sitter.Node{done}, outcome)
	if r.ok() {
		r.branch = failed
	}
	return r
}

// outcomeReason says whether the text failed is a failure answered beside the success texts
// done, the texts of the branches a condition on outcome picks.
func (f *file) outcomeReason(failed *sitter.Node, done []*sitter.Node, outcome *sitter.Node) reason {
	txt, ok := staticText(unwrap(failed), f.Src)
	if !ok || !isOutcomeFailure(txt) {
		return reason{}
	}
	for _, d := range done {
		if s, ok := staticText(unwrap(d), f.Src); ok && (reportsDone(s) || okKoPair(s, txt)) { // okKoPair: extraflag.go
			r := reason{text: fmt.Sprintf("text %q, given when %s is false while the other branch reports success", clip(txt), clip(extract.Content(outcome, f.Src)))}
			if line(d) != line(failed) {
				r.assigned, r.relMsg = d, "the text the other branch gives on success"
			}
			return r
		}
	}
	return reason{}
}

// outcomeBranch says whether a text t sits on the failure branch of an if that tests an
// operation's outcome, the other branch (or, after an early return, the code that follows)
// returning or assigning a text that reports success.
func (f *file) outcomeBranch(t, fn *sitter.Node) reason {
	for c, p := t, f.parent(t); p != nil && !f.parents.isFunction(c) && (fn == nil || !same(c, fn)); c, p = p, f.parent(p) {
		if extract.Type(p) != "if_statement" {
			continue
		}
		outcome, positive := f.outcomeCondition(extract.Field(p, "condition"))
		if outcome == nil {
			continue
		}
		cons, alt := extract.Field(p, "consequence"), extract.Field(p, "alternative")
		var other []*sitter.Node
		switch {
		case same(c, cons) && !positive && alt != nil:
			other = f.answerTexts(alt)
		case same(c, cons) && !positive && f.returnsIn(t, cons):
			other = f.answerTexts(f.followingStatements(p)...)
		case same(c, alt) && positive:
			other = f.answerTexts(cons)
		default:
			return reason{} // t is on the success branch
		}
		return f.outcomeReason(t, other, outcome)
	}
	return f.afterEarlySuccess(t)
}

// afterEarlySuccess says whether a text t, returned by a statement that follows `if (ok) {
// return <success> }` in the same block, is the failure the other way out gives.
func (f *file) afterEarlySuccess(t *sitter.Node) reason {
	var stmt *sitter.Node
	for p := f.parent(t); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) == "return_statement" {
			stmt = p
			break
		}
	}
	if stmt == nil {
		return reason{}
	}
	block := f.parent(stmt)
	if block == nil || extract.Type(block) != "statement_block" {
		return reason{}
	}
	var prev *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(block)); i++ {
		c := extract.NamedChild(block, i)
		if same(c, stmt) {
			break
		}
		if extract.Type(c) == "if_statement" {
			prev = c
		}
	}
	if prev == nil || extract.Field(prev, "alternative") != nil {
		return reason{}
	}
	outcome, positive := f.outcomeCondition(extract.Field(prev, "condition"))
	if outcome == nil || !positive {
		return reason{}
	}
	cons := extract.Field(prev, "consequence")
	var rets []*sitter.Node
	f.walkOwn(cons, func(n *sitter.Node) {
		if extract.Type(n) == "return_statement" {
			rets = append(rets, n)
		}
	})
	return f.outcomeReason(t, f.answerTexts(rets...), outcome)
}

// returnsIn reports whether t lies in a return statement within block.
func (f *file) returnsIn(t, block *sitter.Node) bool {
	for p := f.parent(t); p != nil && !same(p, block) && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) == "return_statement" {
			return true
		}
	}
	return false
}

// followingStatements returns the statements after stmt in its block, up to the first return.
func (f *file) followingStatements(stmt *sitter.Node) []*sitter.Node {
	block := f.parent(stmt)
	if block == nil || extract.Type(block) != "statement_block" {
		return nil
	}
	var out []*sitter.Node
	after := false
	for i := 0; i < int(extract.NamedChildCount(block)); i++ {
		c := extract.NamedChild(block, i)
		if same(c, stmt) {
			after = true
			continue
		}
		if after {
			out = append(out, c)
			if extract.Type(c) == "return_statement" {
				break
			}
		}
	}
	return out
}

// answerTexts returns the string and template literals that the returns and assignments of
// the statements give, also through a local constant (not entering nested functions).
func (f *file) answerTexts(stmts ...*sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, s := range stmts {
		f.walkOwn(s, func(n *sitter.Node) {
			var v *sitter.Node
			switch extract.Type(n) {
			case "return_statement":
				v = extract.NamedChild(n, 0)
			case "assignment_expression":
				v = extract.Field(n, "right")
			default:
				return
			}
			if v == nil {
				return
			}
			f.walkOwn(v, func(x *sitter.Node) {
				switch extract.Type(x) {
				case "string", "template_string":
					out = append(out, x)
				case "identifier":
					if c := unwrap(f.valueOf(x)); c != nil && (extract.Type(c) == "string" || extract.Type(c) == "template_string") {
						out = append(out, c) // `const message = \`Deleted ${id}\``
					}
				}
			})
		})
	}
	return out
}
