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
// (extract.Pending.Tried), and a callee that no file of the root defines may throw. A tool's
// soft error returned in a catch clause (softerror) runs only if its try throws, too
// (catchMayNotRun).

// triedCalls returns the calls of the root's functions that the try of a throw's catch clause
// makes, each by its keys, when nothing else in that try may throw: no throw, construction or
// await of a non-call of its own, and no call but quiet ones (quietCalls) and same-file
// functions that catch their own failures (throwsOut). It returns nil when the throw is in no
// catch within fn, when something else there may throw, or when the try calls no such function
// (rethrowsNothing's case).
func (f *file) triedCalls(stmt, fn *sitter.Node) [][]string {
	try := f.rethrowTry(stmt, fn)
	if try == nil || extract.Field(try, "body") == nil {
		return nil
	}
	var out [][]string
	if f.tryMayThrow(try, fn, func(call *sitter.Node) bool {
		if callee := f.calledFunction(unwrap(extract.Field(call, "function"))); callee != nil {
			return !f.catchesOwn(callee)
		}
		keys := f.rootKeys(call)
		if keys == nil {
			return true // a library's call, or one the file cannot key: it may throw
		}
		out = append(out, keys)
		return false
	}) {
		return nil
	}
	return distinctByFirst(out, func(keys []string) []string { return keys })
}

// catchMayNotRun says of a return whether it sits in a catch clause that may never run: never
// when its try throws nothing (rethrowsNothing), and otherwise the calls of the root's
// functions that the try makes when nothing else there may throw (triedCalls), for
// Pending.Tried; nil when the return is in no catch or something else in its try may throw.
func (f *file) catchMayNotRun(stmt *sitter.Node) (never bool, tried [][]string) {
	if extract.Type(stmt) != "return_statement" {
		return false, nil
	}
	fn := f.enclosingFunction(stmt)
	if fn == nil || f.rethrowTry(stmt, fn) == nil {
		return false, nil
	}
	if f.rethrowsNothing(stmt, fn) {
		return true, nil
	}
	return false, f.triedCalls(stmt, fn)
}

// summarizeNeverRaises gives the fact NeverRaises to the functions that catch their own
// failures (catchesOwn), testing first that the body holds a try of its own; and, what a
// caller's catch may see too, ThrowsValue (summarizeThrowsValue, nonerror.go).
func (f *file) summarizeNeverRaises(sz *summarizer) {
	f.summarizeThrowsValue(sz)
	for _, fn := range f.keyedFunctions() {
		if !holdsTry(functionBody(fn)) {
			continue
		}
		if key := f.keyOf(fn); key != "" && f.catchesOwn(fn) {
			sz.get(key, fn).Facts |= extract.NeverRaises
		}
	}
}

// catchesOwn reports whether a function catches its own failures: nothing in it may throw
// outside a try whose catch throws on no path (throwsOut), and no return in such a try hands
// back a promise that was not awaited there (`try { return client.get(id) } catch ...`), whose
// rejection the catch never sees.
func (f *file) catchesOwn(fn *sitter.Node) bool {
	if f.throwsOut(fn) {
		return false
	}
	return !f.walkOwnUntil(functionBody(fn), func(n *sitter.Node) bool {
		if extract.Type(n) != "return_statement" || f.innermostTry(n, fn) == nil {
			return false
		}
		return f.mayBePromise(extract.NamedChild(n, 0), fn)
	})
}

// mayBePromise reports whether a returned value may be a promise that was not awaited: a call
// (not a quiet one), a construction of a Promise, or a name bound to either.
func (f *file) mayBePromise(v, fn *sitter.Node) bool {
	for i := 0; i < 3 && v != nil; i++ {
		for v != nil && (extract.Type(v) == "parenthesized_expression" || extract.Type(v) == "as_expression" ||
			extract.Type(v) == "satisfies_expression" || extract.Type(v) == "non_null_expression") {
			v = extract.NamedChild(v, 0)
		}
		if v == nil {
			return false
		}
		switch extract.Type(v) {
		case "call_expression":
			return !f.isQuietCall(v)
		case "new_expression":
			return text(extract.Field(v, "constructor"), f.Src) == "Promise"
		case "identifier":
			d := f.resolve(extract.Content(v, f.Src), v)
			if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
				return false // a parameter, or a name from outside: not a promise made here
			}
			v = extract.Field(d, "value")
			continue
		}
		return false
	}
	return false
}

// holdsTry reports whether a statement block has a try statement with a catch clause among its
// own statements.
func holdsTry(body *sitter.Node) bool {
	if body == nil || extract.Type(body) != "statement_block" {
		return false
	}
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		if c := extract.NamedChild(body, i); extract.Type(c) == "try_statement" && extract.Field(c, "handler") != nil {
			return true
		}
	}
	return false
}
