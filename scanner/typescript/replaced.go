package typescript

import sitter "github.com/smacker/go-tree-sitter"

// A throw in a try whose catch throws an error of its own (`try { ... throw new Error("outside
// the roots") } catch { throw new Error("parent directory does not exist") }`) never reaches the
// client: the catch's error does, and is a site of its own. The catch carries the first error
// on only if it names the caught value (a rethrow, a wrap of its message, `{ cause: e }`, a
// helper given it); a catch with no binding, or one that never reads it, cannot. A catch that
// answers instead of throwing already handles the throw (caughtQuietly).

// replacedByCatch reports whether a throw statement leaves its function (and the inline
// callbacks around it) only into a catch that does not carry what it caught.
func (f *file) replacedByCatch(stmt *sitter.Node) bool {
	if stmt.Type() != "throw_statement" {
		return false
	}
	child := stmt
	for p := f.parent(stmt); p != nil; child, p = p, f.parent(p) {
		if isFunction(p) && !f.isInlineCallback(p) {
			return false
		}
		if p.Type() != "try_statement" {
			continue
		}
		h := p.ChildByFieldName("handler")
		if b := p.ChildByFieldName("body"); h != nil && b != nil && same(b, child) && !f.carriesCaughtValue(h) {
			return true
		}
	}
	return false
}

// carriesCaughtValue reports whether a catch clause may pass on what it caught: it binds the
// value (or destructures it) and names it somewhere in its body.
func (f *file) carriesCaughtValue(catch *sitter.Node) bool {
	param := catch.ChildByFieldName("parameter")
	if param == nil {
		return false
	}
	if param.Type() != "identifier" {
		return true // a destructuring: what it takes may be passed on
	}
	name := param.Content(f.Src)
	body := catch.ChildByFieldName("body")
	found := false
	walkAll(body, func(n *sitter.Node) {
		if !found && (n.Type() == "identifier" || n.Type() == "shorthand_property_identifier") && n.Content(f.Src) == name {
			found = true
		}
	})
	return found
}
