package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A throw in a catch clause runs only if its try throws. rethrowsNothing (rethrow.go) drops a
// throw whose try calls nothing but quiet functions and same-file functions that catch their
// own failures; a try that also calls functions of other modules of the root
// (`try { return await context.run(tool, params) } catch (e) { throw new Error(...) }`, with
// Context.run in context.ts wholly inside a try whose catch returns an isError result) waits for
// the root to be linked: the raisederror finding stands unless every such callee NeverRaises
// (extract.Pending.Tried), and a callee that no file of the root defines may throw.

// triedCalls returns the calls of the root's functions that the try of a throw's catch clause
// makes, each by its keys, when nothing else in that try may throw: no throw, construction or
// await of a non-call of its own, and no call but quiet ones (quietCalls) and same-file
// functions that catch their own failures (throwsOut). It returns nil when the throw is in no
// catch within fn, when something else there may throw, or when the try calls no such function
// (rethrowsNothing's case).
func (f *file) triedCalls(stmt, fn *sitter.Node) [][]string {
	try := f.rethrowTry(stmt, fn)
	if try == nil {
		return nil
	}
	body := try.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	var out [][]string
	seen := map[string]bool{}
	if walkOwnUntil(body, func(n *sitter.Node) bool {
		switch n.Type() {
		case "throw_statement", "new_expression", "await_expression", "call_expression":
		default:
			return false
		}
		if f.innermostTry(n, fn) != try {
			return false
		}
		if f.mayThrowHere(n) {
			return true
		}
		if n.Type() != "call_expression" || f.isQuietCall(n) {
			return false
		}
		if callee := f.calledFunction(unwrap(n.ChildByFieldName("function"))); callee != nil {
			return f.throwsOut(callee)
		}
		keys := f.rootKeys(n)
		if keys == nil {
			return true // a library's call, or one the file cannot key: it may throw
		}
		if !seen[keys[0]] {
			seen[keys[0]] = true
			out = append(out, keys)
		}
		return false
	}) {
		return nil
	}
	return out
}

// summarizeNeverRaises gives the fact NeverRaises to the functions that catch their own
// failures: the body holds a try of its own (the cheap test first) and nothing in it may throw
// outside a try whose catch throws on no path (throwsOut).
func (f *file) summarizeNeverRaises(sz *summarizer) {
	for _, fn := range f.keyedFunctions() {
		if !holdsTry(functionBody(fn)) {
			continue
		}
		key := f.keyOf(fn)
		if key == "" || f.throwsOut(fn) {
			continue
		}
		sz.get(key, fn).Facts |= extract.NeverRaises
	}
}

// holdsTry reports whether a statement block has a try statement with a catch clause among its
// own statements.
func holdsTry(body *sitter.Node) bool {
	if body == nil || body.Type() != "statement_block" {
		return false
	}
	for i := 0; i < int(body.NamedChildCount()); i++ {
		if c := body.NamedChild(i); c.Type() == "try_statement" && c.ChildByFieldName("handler") != nil {
			return true
		}
	}
	return false
}
