package python

import (
	"fmt"
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A conditional expression is a branch written on one line, and its failure branch is judged
// as the branch of an if is: a text that names a failure ("Key k not found") is one, whatever
// the other branch gives, data included, as `if not value: return "Key k not found"` is.
//
//	return value if value else f"Field {key} not found"
//
// Failures told by their place, not their words, as the TypeScript rule tells them
// (scanner/typescript/outcometext.go, the lexicon in guidance): a condition on the outcome of
// an operation picks between two texts of one answer, and the branch taken on success says the
// work was done. The other branch is then the failure, though it names no error:
//
//	dropped = doc.drop(path)
//	return f"Dropped {path}" if dropped else f"No value at {path}"
//
// Not a failure: a text that says nothing failed ("No changes", already in the wanted state,
// "exists"), an empty result ("No keys found", "No items match"), a text that says the work was
// done too ("Saved (cached)"); nor a condition that is no outcome (an option, `dry_run`), nor
// an "other branch" that does not report success ("Found 3 keys").

// actionCall matches the name of a call that does something (guidance.ActionVerbs first in a
// snake_case or camelCase name: `shelf.delete`, `client.remove_user`, `force_stop`), whose
// value may be the outcome; a call that tests, looks up or transforms (`exists`, `get_user`,
// `strip`) gives no outcome of an operation.
var actionCall = lazyre.New(`^_*((force|try|do)_)?(` + guidance.ActionVerbs + `)([A-Z_]|$)`)

// softConditional is softValue for a conditional expression: a failure on either branch, judged
// as in a branch of an if, or the text a condition on an operation's outcome picks when it
// fails while the other branch reports success.
func (c *fileCtx) softConditional(v *sitter.Node, blk block, depth int) soft {
	if extract.NamedChildCount(v) != 3 {
		return soft{}
	}
	yes, cond, no := unparen(extract.NamedChild(v, 0)), extract.NamedChild(v, 1), unparen(extract.NamedChild(v, 2))
	for _, b := range []*sitter.Node{yes, no} {
		// The branch is its own block: inBranch finds the conditional above it.
		if sv := c.softValue(b, block{except: blk.except, at: b}, depth+1); sv.why != "" {
			sv.why += " on one branch of a condition"
			if sv.branch == nil {
				sv.branch = b
			}
			return sv
		}
	}
	return c.outcomeChoice(cond, yes, no)
}

// outcomeChoice says whether a conditional `yes if cond else no` on an operation's outcome
// picks a failure on the branch the failed operation takes while the other branch reports
// success; the success text is a place when it stands on another line.
func (c *fileCtx) outcomeChoice(cond, yes, no *sitter.Node) soft {
	outcome, positive := c.outcomeCondition(cond)
	if outcome == nil {
		return soft{}
	}
	done, failed := yes, no
	if !positive {
		done, failed = no, yes
	}
	txt, ok := c.branchText(failed)
	if !ok || !isOutcomeFailure(txt) {
		return soft{}
	}
	if s, ok := c.branchText(done); !ok || !guidance.ReportsDone(s) {
		return soft{}
	}
	sv := isSoft(finding.ProseOnly, fmt.Sprintf("the text %q, given when %s is false while the other branch reports success,", clipCode(txt), clipCode(c.text(outcome))))
	if done.StartPoint().Row != failed.StartPoint().Row {
		sv = sv.with(done, "the text the other branch gives on success")
	}
	sv.branch = failed
	return sv
}

// isOutcomeFailure reports whether a text on the branch a failed operation takes reports the
// failure (guidance.OutcomeFailure), with words of its own.
func isOutcomeFailure(txt string) bool {
	if strings.TrimSpace(strings.ReplaceAll(txt, "{…}", "")) == "" {
		return false
	}
	return guidance.OutcomeFailure(txt)
}

// branchText returns the text of a branch: a string (f-strings with a hole for each value put
// in), a concatenation of them, or a variable of the function bound to one.
func (c *fileCtx) branchText(n *sitter.Node) (string, bool) {
	n = unparen(n)
	if n != nil && extract.Type(n) == "identifier" {
		n = unparen(c.valueOf(n))
	}
	if n == nil {
		return "", false
	}
	switch extract.Type(n) {
	case "string", "concatenated_string":
		return c.fullText(n), true
	case "binary_operator":
		if op := extract.Field(n, "operator"); op != nil && string(c.bytesOf(op)) == "+" {
			return c.fullText(n), true
		}
	}
	return "", false
}

// outcomeCondition returns the outcome of an operation a condition tests (a variable or
// attribute named for it, a call that does something, a variable bound to such a call, or
// their negation), or nil, and whether the condition holds when the operation succeeded.
func (c *fileCtx) outcomeCondition(cond *sitter.Node) (outcome *sitter.Node, positive bool) {
	positive = true
	n := unparen(cond)
	for n != nil && extract.Type(n) == "not_operator" {
		positive = !positive
		n = unparen(extract.Field(n, "argument"))
	}
	if n == nil {
		return nil, false
	}
	switch extract.Type(n) {
	case "call":
		if c.isActionCall(n) {
			return n, positive
		}
	case "identifier":
		if guidance.NamesOutcome(c.text(n)) {
			return n, positive
		}
		if v := unparen(c.valueOf(n)); v != nil && extract.Type(v) == "call" && c.isActionCall(v) {
			return n, positive
		}
	case "attribute":
		if guidance.NamesOutcome(c.text(extract.Field(n, "attribute"))) {
			return n, positive
		}
	}
	return nil, false
}

// isActionCall reports whether a call's name says it does something (actionCall).
func (c *fileCtx) isActionCall(call *sitter.Node) bool {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "identifier" && extract.Type(fn) != "attribute" {
		return false
	}
	return actionCall.MatchString(lastName(c.text(fn)))
}
