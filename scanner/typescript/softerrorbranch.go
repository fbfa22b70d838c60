package typescript

import (
	"fmt"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A failure told by the branch it stands in, in words that hold no error word: a branch whose
// condition tests the error member or the failed status of a response, or whose sibling
// return in the same branch is an isError result, runs when the call failed. A successful
// text returned there that says what was not done or tells how to set up and try again is
// that failure:
//
//	if (Array.isArray(result) && result[0]?.error) {
//	  if (result[0].error.type === 101) return ok("Link button not pressed!\n\nPlease:\n1. Press the button\n2. Run this tool again");
//	  return err({ message: result[0].error.description }); // an isError result
//	}
//
// The conditions read are `x.error` (`x?.error`, `x[0]?.error`, `x.errors?.length`, `x.error
// != null`, `x.isError`), a false success flag (`!res.ok`, `!res.success`, `res.ok ===
// false`), a failed HTTP status (`res.status >= 400`, `status !== 200`, `statusCode === 404`),
// and the else of their opposites (`if (res.ok) ... else`). Not an empty answer ("No bridges
// found"), a confirmation, a warning beside an answer, a state already reached nor the user's
// choice (guidance.OutcomeFailure), whatever the branch.

// notDone matches a clause that says something was not done ("Link button not pressed",
// "Device is not paired", "has not been approved yet"); notDoneNone the participles whose
// negation reports no failure ("not changed", "not modified", "not needed").
var (
	notDone     = lazyre.New(`(?i)\bnot\s+(?:yet\s+)?(?:been\s+|be\s+)?([a-z]+ed)\b`)
	notDoneNone = lazyre.New(`(?i)^(changed|modified|needed|required|affected|altered|touched|used|expected|specified|provided)$`)
)

// saysNotDone reports whether a sentence holds a clause that says something was not done
// (notDone), of a participle whose negation is a failure.
func saysNotDone(sentence string) bool {
	for _, m := range notDone.FindAllStringSubmatch(sentence, -1) {
		if !notDoneNone.MatchString(m[1]) {
			return true
		}
	}
	return false
}

// retryStep matches, after a sentence or a line (maybe a numbered step), a step that asks the
// caller to try the call again ("2. Run this tool again within 30 seconds", "Please try again").
var retryStep = lazyre.New(`(?i)(?:[.!:]\s+|\n\s*)(?:\d+[.)]\s*)?(?:please\s+)?(?:try|run|call|retry)\b[^.!?\n]{0,60}\bagain\b`)

// errorAnswerText says whether a text t of fn, in a failure block that no failure words
// already name, reports the failure of a branch taken on a failed answer (errorAnswerBranch):
// its first sentence says what was not done (saysNotDone), or a setup step
// (guidance.SetupRemedy) or a retry follows it.
func (f *file) errorAnswerText(t, fn *sitter.Node) reason {
	txt, ok := f.phraseText(t)
	if !ok {
		return reason{}
	}
	txt = strings.ReplaceAll(pageStatement(beforeNote(txt)), `\n`, "\n") // a template's lines end in the two characters \n
	if !isOutcomeFailure(txt) || zeroResults.MatchString(txt) || guidance.NoResults(txt) || guidance.FoundNothing(txt) ||
		guidance.ShortNone(txt) || guidance.SaysAlreadyDone(guidance.Statement(txt)) {
		return reason{}
	}
	if !saysNotDone(firstSentence(txt)) && !guidance.SetupRemedy(txt) && !retryStep.MatchString(txt) {
		return reason{}
	}
	where := f.errorAnswerBranch(t, fn)
	if where == "" || f.branchOnUserAnswer(t, fn) {
		return reason{}
	}
	return reason{text: fmt.Sprintf("text %q in %s", clip(txt), where)}
}

// errorAnswerBranch says which branch of fn that holds t runs on a failed answer: the branch
// of an if whose condition holds when a response failed (answerTest), the else of one that
// holds when it succeeded, or the nearest branch (of an if, a case or a catch clause) whose own
// other returns give, one of them, an isError result (returnsError); "" when none does.
func (f *file) errorAnswerBranch(t, fn *sitter.Node) string {
	siblings := true // the nearest branch with returns of its own besides t's decides
	prev := t
	for p := f.parent(t); p != nil && !same(p, fn); prev, p = p, f.parent(p) {
		if f.parents.isFunction(p) || extract.Type(p) == "class_body" {
			return ""
		}
		switch extract.Type(p) {
		case "if_statement":
			cond := extract.Field(p, "condition")
			if failed, ok := f.answerTest(cond); ok && failed == same(extract.Field(p, "consequence"), prev) {
				return fmt.Sprintf("the branch taken on a failed answer (%s)", clip(extract.Content(unwrap(cond), f.Src)))
			}
		case "statement_block", "switch_case", "switch_default":
			if !siblings || !f.isBranchBody(p) {
				continue
			}
			for _, c := range f.named(p) {
				if same(c, prev) || extract.Type(c) != "return_statement" {
					continue
				}
				siblings = false
				if f.returnsError(extract.NamedChild(c, 0), 0) {
					return "a branch whose other return is an isError result"
				}
			}
		}
	}
	return ""
}

// isBranchBody reports whether a block is the body of a branch: the consequence of an if, an
// else, a case of a switch or a catch clause.
func (f *file) isBranchBody(b *sitter.Node) bool {
	if t := extract.Type(b); t == "switch_case" || t == "switch_default" {
		return true
	}
	p := f.parent(b)
	if p == nil {
		return false
	}
	switch extract.Type(p) {
	case "else_clause", "catch_clause":
		return true
	case "if_statement":
		return same(extract.Field(p, "consequence"), b)
	}
	return false
}

// answerErrorMembers are the members of a response that hold its failure.
var answerErrorMembers = map[string]bool{"error": true, "errors": true, "err": true, "errorMessage": true, "error_message": true,
	"errorCode": true, "error_code": true, "isError": true}

// statusNames are the members (or variables) that hold a response's HTTP status.
var statusNames = map[string]bool{"status": true, "statusCode": true, "status_code": true}

// answerTest reads a condition on a response's outcome: ok is set when it tests an error
// member (`x.error`, `x?.errors?.length`, `x.error != null`), a success flag (`x.ok`,
// `x.success`, `x.ok === false`) or an HTTP status (`x.status >= 400`, `status === 200`), and
// failed says whether it holds when the response failed. A conjunction holds on failure when
// one of its parts does, a disjunction on success when one of its parts does.
func (f *file) answerTest(c *sitter.Node) (failed, ok bool) {
	c = unwrap(c)
	if c == nil {
		return false, false
	}
	switch extract.Type(c) {
	case "unary_expression":
		if text(extract.Field(c, "operator"), f.Src) != "!" {
			return false, false
		}
		failed, ok = f.answerTest(extract.Field(c, "argument"))
		return !failed, ok
	case "member_expression":
		prop := text(extract.Field(c, "property"), f.Src)
		if prop == "length" {
			if o := unwrap(extract.Field(c, "object")); o != nil && extract.Type(o) == "member_expression" {
				prop = text(extract.Field(o, "property"), f.Src)
				return true, answerErrorMembers[prop]
			}
			return false, false
		}
		if answerErrorMembers[prop] {
			return true, true
		}
		if prop == "ok" || prop == "success" {
			return false, true
		}
	case "binary_expression":
		return f.answerComparison(c)
	}
	return false, false
}

// answerComparison reads a binary condition for answerTest: a conjunction or a disjunction of
// tests, a success flag or an error member compared with false, true, null or undefined, or an
// HTTP status compared with a number.
func (f *file) answerComparison(c *sitter.Node) (failed, ok bool) {
	l, r, op := f.binaryParts(c)
	switch op {
	case "&&", "||":
		lf, lok := f.answerTest(l)
		rf, rok := f.answerTest(r)
		decisive := op == "&&" // a part that holds on failure decides a conjunction; on success, a disjunction
		if lok && lf == decisive || rok && rf == decisive {
			return decisive, true
		}
		if lok && rok {
			return lf, true // both parts tell the same
		}
		return false, false
	case "===", "==", "!==", "!=", ">=", ">", "<=", "<":
	default:
		return false, false
	}
	l, r = unwrap(l), unwrap(r)
	if l == nil || r == nil {
		return false, false
	}
	negated := op == "!==" || op == "!="
	switch extract.Type(r) {
	case "false", "true", "null", "undefined":
		if op != "===" && op != "==" && !negated {
			return false, false
		}
		failed, ok = f.answerTest(l)
		if !ok || extract.Type(l) == "binary_expression" {
			return false, false
		}
		if extract.Type(r) != "true" {
			failed = !failed // `x.ok === false`, `x.error == null`
		}
		return failed != negated, true
	case "number":
		if !f.isStatus(l) {
			return false, false
		}
		n, err := strconv.Atoi(extract.Content(r, f.Src))
		if err != nil {
			return false, false
		}
		switch op {
		case ">=":
			return true, n >= 400
		case ">":
			return true, n >= 399
		case "<":
			return false, n <= 400 && n > 200
		case "<=":
			return false, n < 400 && n >= 200
		}
		if n >= 200 && n < 300 {
			return negated, true // `status !== 200`
		}
		if n >= 400 && !negated {
			return true, true // `status === 404`
		}
	}
	return false, false
}

// isStatus reports whether an expression reads a response's HTTP status (`res.status`,
// `response.statusCode`, a variable `status`).
func (f *file) isStatus(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "member_expression":
		return statusNames[text(extract.Field(n, "property"), f.Src)]
	case "identifier":
		return statusNames[extract.Content(n, f.Src)]
	}
	return false
}
