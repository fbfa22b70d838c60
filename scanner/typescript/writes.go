package typescript

import "github.com/mcperr/mcperr/scanner/extract"

import sitter "github.com/smacker/go-tree-sitter"

// Some checks hold of a variable only if every value it is given passes a test (a child process
// whose stream is piped, an absolute path, a value the function made itself). everyWrite is the
// walk they share; each says what its target is, what value passes, and which other writes (an
// augmented assignment, an update, a destructuring) make the variable unknown.

// everyWrite walks scope and reports whether each assignment whose left side, as written, is the
// target (isTarget) gives a value that passes valid, and no other node is a write that may change
// it (otherWrite); writes counts the assignments to the target, up to the first that fails.
func (f *file) everyWrite(scope *sitter.Node, isTarget, valid, otherWrite func(*sitter.Node) bool) (ok bool, writes int) {
	ok = true
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if !ok {
			return
		}
		if extract.Type(n) == "assignment_expression" && isTarget(extract.Field(n, "left")) {
			writes++
			ok = valid(extract.Field(n, "right"))
			return
		}
		if otherWrite(n) {
			ok = false
			return
		}
		for _, c := range f.named(n) {
			walk(c)
		}
	}
	walk(scope)
	return ok, writes
}

// everyLetValue reports whether every value the variable id is given passes valid: its
// initializer, if any, and each plain assignment to it (`p = ...`) in its scope, and no other
// write (otherWrite, given a node and the name) names it. Before its first assignment a let
// holds undefined, on which the test that reads it throws a TypeError before it can fail; a let
// neither initialized nor assigned is unknown.
func (f *file) everyLetValue(id *sitter.Node, valid func(*sitter.Node) bool, otherWrite func(n *sitter.Node, name string) bool) bool {
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || text(extract.Field(d, "name"), f.Src) != name || f.shadowed(id, name) {
		return false
	}
	if v := extract.Field(d, "value"); v != nil && !valid(v) {
		return false
	}
	scope := f.scopeOf(d)
	if scope == nil {
		scope = f.root
	}
	ok, writes := f.everyWrite(scope, func(left *sitter.Node) bool {
		return left != nil && extract.Type(left) == "identifier" && extract.Content(left, f.Src) == name
	}, valid, func(n *sitter.Node) bool { return otherWrite(n, name) })
	return ok && (writes > 0 || extract.Field(d, "value") != nil)
}

// namesIn reports whether the text of n holds name as a whole identifier.
func (f *file) namesIn(n *sitter.Node, name string) bool {
	return containsWord(f.Src[extract.StartByte(n):extract.EndByte(n)], name)
}
