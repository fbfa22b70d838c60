package typescript

import "github.com/mcperr/mcperr/scanner/extract"

import sitter "github.com/smacker/go-tree-sitter"

// A throw in a try whose catch throws an error of its own (`try { ... throw new Error("outside
// the roots") } catch { throw new Error("parent directory does not exist") }`) never reaches the
// client: the catch's error does, and is a site of its own. The catch carries the first error
// on only if it names the caught value (a rethrow, a wrap of its message, `{ cause: e }`, a
// helper given it); a catch with no binding, or one that never reads it, cannot. A catch that
// answers instead of throwing already handles the throw (caughtQuietly). A mention of the caught
// value in a logging statement (`console.error("init failed:", error)`, `log.warn(e)`) passes
// nothing on: the log is written on the server's side, and the catch's throw is still its own.
// The same holds of a call of the root in such a try (replacedBelowKey): what its callee throws
// stops at the catch, so the call is no way for the callee's throws to a tool.

// replacedByCatch reports whether a throw statement leaves its function (and the inline
// callbacks around it) only into a catch that does not carry what it caught.
func (f *file) replacedByCatch(stmt *sitter.Node) bool {
	if extract.Type(stmt) != "throw_statement" {
		return false
	}
	child := stmt
	for p := f.parent(stmt); p != nil; child, p = p, f.parent(p) {
		if f.parents.isFunction(p) && !f.isInlineCallback(p) {
			return false
		}
		if extract.Type(p) != "try_statement" {
			continue
		}
		h := extract.Field(p, "handler")
		if b := extract.Field(p, "body"); h != nil && b != nil && same(b, child) && !f.carriesCaughtValue(h) {
			return true
		}
	}
	return false
}

// carriesCaughtValue reports whether a catch clause may pass on what it caught: it binds the
// value (or destructures it) and names it somewhere in its body.
func (f *file) carriesCaughtValue(catch *sitter.Node) bool {
	param := extract.Field(catch, "parameter")
	if param == nil {
		return false
	}
	if extract.Type(param) != "identifier" {
		return true // a destructuring: what it takes may be passed on
	}
	name := extract.Content(param, f.Src)
	body := extract.Field(catch, "body")
	found := false
	f.walkAll(body, func(n *sitter.Node) {
		if !found && (extract.Type(n) == "identifier" || extract.Type(n) == "shorthand_property_identifier") && extract.Content(n, f.Src) == name &&
			!f.inLogStatement(n, body) {
			found = true
		}
	})
	return found
}

// logObjects are the receivers of logging calls whose statement passes nothing on.
var logObjects = map[string]bool{"console": true, "log": true, "logger": true}

// inLogStatement reports whether n sits in the arguments of a statement (below body) that is
// only a logging call (`console.error(...)`, `log.warn(...)`, `logger.error(...)`, awaited or
// not), which writes on the server's side and hands nothing on.
func (f *file) inLogStatement(n, body *sitter.Node) bool {
	for p := f.parent(n); p != nil && !same(p, body); p = f.parent(p) {
		if f.parents.isFunction(p) {
			return false
		}
		if extract.Type(p) != "expression_statement" {
			continue
		}
		call := unwrap(extract.NamedChild(p, 0))
		if call != nil && extract.Type(call) == "await_expression" {
			call = unwrap(extract.NamedChild(call, 0))
		}
		if call == nil || extract.Type(call) != "call_expression" {
			return false
		}
		callee := extract.Field(call, "function")
		if callee == nil || extract.Type(callee) != "member_expression" || !logObjects[text(extract.Field(callee, "object"), f.Src)] {
			return false
		}
		args := extract.Field(call, "arguments")
		return args != nil && extract.StartByte(n) >= extract.StartByte(args) && extract.EndByte(n) <= extract.EndByte(args)
	}
	return false
}

// replacedBelowKey reports whether a call sits in the body of a try whose catch does not carry
// what it caught (carriesCaughtValue), in its own function or an unkeyed one around it (an
// inline callback) up to the function its calls are keyed from: what the callee throws is
// replaced there by the catch's own throw, or answered.
func (f *file) replacedBelowKey(call *sitter.Node) bool {
	for p := call; p != nil; {
		fn := f.enclosingFunction(p)
		if catch := f.innermostCatch(p, fn); catch != nil && !f.carriesCaughtValue(catch) {
			return true
		}
		if fn == nil || f.keyOf(fn) != "" {
			return false
		}
		p = fn
	}
	return false
}

// innermostCatch returns the catch clause of the innermost try whose body holds n, when no
// function stands between them (fn is n's own function), or nil; nil for an async call whose
// promise fn returns unawaited (escapesTries).
func (f *file) innermostCatch(n, fn *sitter.Node) *sitter.Node {
	if f.escapesTries(n) {
		return nil
	}
	ts := f.tryIndex()
	i := ts.around(n)
	if i < 0 {
		return nil
	}
	if g := f.enclosingFunction(ts.sites[i]); !(g == nil && fn == nil || same(g, fn)) {
		return nil
	}
	return ts.catches[i]
}
