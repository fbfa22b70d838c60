package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The failure branch of a zod safeParse, read as a catch clause:
//
//	const parsed = ItemsSchema.safeParse(items);
//	if (!parsed.success) {
//	  return { content: [{ type: "text", text: "items: " + parsed.error.message }] };
//	}
//
// safeParse returns what parse would throw as the result's error member: a text that shows
// `parsed.error` (its message, issues, format()) in the branch that runs when the parse failed
// shows the failure, as a catch's text that shows the caught error does, whatever words stand
// beside it. Only a const of the tool's function bound to the call counts (safeParseOf), and
// only the branch the test sends a failure to: the consequence of `!parsed.success` or
// `parsed.success === false`, the else of `parsed.success`.

// parseFailureReason says whether a text t returned at ret shows the error of a failed
// safeParse whose failure branch ret sits in (in fn).
func (f *file) parseFailureReason(t, fn, ret *sitter.Node) reason {
	t = unwrap(t)
	if t == nil || fn == nil || ret == nil {
		return reason{}
	}
	p := f.failedParseBranch(ret, fn)
	if p == "" || !mentions(extract.Content(t, f.Src), p+".error") {
		return reason{}
	}
	if txt, ok := f.phraseText(t); ok && besideNote.MatchString(txt) {
		return reason{} // the parse's complaint as a note beside an answer
	}
	return reason{text: "the text of " + p + ".error, the failed parse's error"}
}

// failedParseBranch returns the name of the const `P = S.safeParse(x)` of fn whose failure branch n
// sits in, within fn and no function between; "" for none.
func (f *file) failedParseBranch(n, fn *sitter.Node) string {
	prev := n
	for p := f.parent(n); p != nil && !same(p, fn); prev, p = p, f.parent(p) {
		if f.parents.isFunction(p) || extract.Type(p) == "class_body" {
			return ""
		}
		if extract.Type(p) != "if_statement" {
			continue
		}
		name, failed := f.parseOutcome(extract.Field(p, "condition"), fn)
		if name == "" {
			continue
		}
		if inThen := same(extract.Field(p, "consequence"), prev); inThen == failed {
			return name
		}
	}
	return ""
}

// parseOutcome reads a condition as a test of a safeParse result's success member: the name of
// the const it tests, and whether the test holds when the parse failed (`!P.success`, `P.success
// === false`) or when it succeeded (`P.success`, `P.success === true`); "" for another condition.
func (f *file) parseOutcome(cond, fn *sitter.Node) (string, bool) {
	obj, failed := f.successTest(cond)
	if obj == nil || f.safeParseOf(obj, fn) == nil {
		return "", false
	}
	return extract.Content(obj, f.Src), failed
}

// successTest reads a condition as a test of an identifier's success member (`!P.success`,
// `P.success === false` hold when it is false; `P.success`, `P.success === true` when it is
// true): the identifier, and whether the test holds when the member is false; nil for another
// condition.
func (f *file) successTest(cond *sitter.Node) (*sitter.Node, bool) {
	cond = unwrap(cond)
	if cond == nil {
		return nil, false
	}
	failed := false
	flag := cond
	switch extract.Type(cond) {
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) != "!" {
			return nil, false
		}
		flag, failed = unwrap(extract.Field(cond, "argument")), true
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		if op != "===" && op != "==" {
			return nil, false
		}
		l, r = unwrap(l), unwrap(r)
		switch {
		case r != nil && (extract.Type(r) == "false" || extract.Type(r) == "true"):
			flag, failed = l, extract.Type(r) == "false"
		case l != nil && (extract.Type(l) == "false" || extract.Type(l) == "true"):
			flag, failed = r, extract.Type(l) == "false"
		default:
			return nil, false
		}
	}
	if flag == nil || extract.Type(flag) != "member_expression" || text(extract.Field(flag, "property"), f.Src) != "success" {
		return nil, false
	}
	obj := unwrap(extract.Field(flag, "object"))
	if obj == nil || extract.Type(obj) != "identifier" {
		return nil, false
	}
	return obj, failed
}
