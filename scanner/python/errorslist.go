package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A check helper's failure: a function that turns the problems its caller collected into the
// answer for the agent when there are any, and gives None otherwise:
//
//	def _check(errors: list[str]) -> str | None:
//	    if errors:
//	        return _json({"validation_errors": errors})
//	    return None
//
//	failed = _check(validate_keywords(keywords))
//	if failed:
//	    return failed
//
// The object it builds is the tools' failure (the work does not run), however its key is spelled
// ("errors", "validation_errors"), and the helper, not the validators whose lists it carries,
// builds it: the fix (raise ToolError there) goes in it once for every tool that returns it
// (sharedhelper.go). A list of problems is not a failure elsewhere (gqlerrors.go): not
// unguarded (a validator's or linter's answer, maybe empty), not beside data (a batch's
// per-item errors, a partial result), not filled in an except clause (what the function's own
// work met item by item), not in a function whose other answer is something else.

// isCheckedErrorList reports whether the members p of the dictionary d are a check helper's
// failure: an errors member ("errors", "*_errors", "*Errors") holding a name whose own
// non-emptiness the if around d tests (if errors:, if len(errors) > 0:), beside no member but
// a message's, in a function that fills the list in no except clause and whose every other
// return gives None.
func (c *fileCtx) isCheckedErrorList(d *sitter.Node, p map[string]*sitter.Node) bool {
	var list string
	for k, v := range p {
		switch {
		case isErrorsKey(k):
			if v = unparen(v); v == nil || extract.Type(v) != "identifier" || list != "" {
				return false
			}
			list = c.text(v)
		case !checkMessageKeys[k]:
			return false // {"rows": rows, "errors": errors}: a result that carries data
		}
	}
	if list == "" || !c.guardedByNonEmpty(d, list) {
		return false
	}
	def := c.enclosingDef(d)
	if def == nil {
		return false
	}
	if c.collectsCaught(def, list) {
		return false // a batch's per-item failures, what the work met: not the call's failure
	}
	for _, r := range c.returnValues(def) {
		if r = unparen(r); r != nil && extract.Type(r) != "none" && !within(d, r) {
			return false // the function answers with something else otherwise
		}
	}
	return true
}

// checkMessageKeys are the members a check helper's failure may carry beside its errors: what
// it says about them.
var checkMessageKeys = map[string]bool{"message": true, "msg": true, "detail": true, "hint": true}

// isErrorsKey reports whether a member's name says it holds a list of errors: errors,
// validation_errors, validationErrors; not error_count nor errors_seen.
func isErrorsKey(k string) bool {
	return k == "errors" || strings.HasSuffix(strings.ToLower(k), "_errors") || strings.HasSuffix(k, "Errors")
}

// guardedByNonEmpty reports whether n runs only in the body of an if (of the function around
// n) whose test is that the list named list is not empty: list, len(list), len(list) > 0,
// len(list) != 0.
func (c *fileCtx) guardedByNonEmpty(n *sitter.Node, list string) bool {
	for p := extract.Parent(n); p != nil; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition":
			return false
		case "if_statement":
			if body := extract.Field(p, "consequence"); body != nil && within(n, body) && c.testsNonEmpty(unparen(extract.Field(p, "condition")), list) {
				return true
			}
		}
	}
	return false
}

// testsNonEmpty reports whether a test is true exactly when the list named list has items.
func (c *fileCtx) testsNonEmpty(t *sitter.Node, list string) bool {
	if t == nil {
		return false
	}
	switch extract.Type(t) {
	case "identifier":
		return string(c.bytesOf(t)) == list
	case "call":
		pos := c.positional(t)
		return string(c.bytesOf(extract.Field(t, "function"))) == "len" && len(pos) == 1 && c.testsNonEmpty(unparen(pos[0]), list)
	case "comparison_operator":
		if extract.NamedChildCount(t) != 2 {
			return false
		}
		l, r, op := c.comparison(t) // invariants.go
		l, r = unparen(l), unparen(r)
		return (op == ">" || op == "!=") && string(c.bytesOf(r)) == "0" && extract.Type(l) == "call" && c.testsNonEmpty(l, list)
	}
	return false
}

// checksErrorList reports whether a returned value is a check helper's failure
// (isCheckedErrorList), as is or through a serializer: its test of the list is the helper's
// judgment that the problems fail the call, not a flag its caller passes (sharedhelper.go).
func (c *fileCtx) checksErrorList(r *sitter.Node) bool {
	found := false
	walkAll(r, func(n *sitter.Node) {
		if !found && extract.Type(n) == "dictionary" {
			found = c.isCheckedErrorList(n, c.pairs(n))
		}
	})
	return found
}

// collectsCaught reports whether def adds to the list named list in an except clause
// (errors.append(str(e))): the list holds what its own work met item by item.
func (c *fileCtx) collectsCaught(def *sitter.Node, list string) bool {
	found := false
	walkAll(def, func(n *sitter.Node) {
		if found || extract.Type(n) != "call" {
			return
		}
		fn := extract.Field(n, "function")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "object"))) != list {
			return
		}
		switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
		case "append", "extend", "insert":
			found = c.inExcept(n)
		}
	})
	return found
}
