package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A throw in a callback a promise chain runs, where the function that builds the chain waits
// for it:
//
//	await store.remove(key).catch((error) => {
//	  throw new Error(`Removed ${done.length} before ${key} failed: ${error.message}`);
//	});
//
// The callback's throw rejects the promise `catch` (or `then`) returns (ECMAScript's
// Promise.prototype.then: the derived promise is rejected with what a reaction throws), so
// when the function awaits that promise, or returns it, the throw leaves the function at the
// call: thrownOutOf goes on from there, where a try around the await may catch it. A chain
// that goes on (`.catch(...).then(...)`, a later `.catch` may answer) or whose promise is kept,
// handed on or dropped keeps the throw in the callback.

// chainedRejection returns the call `p.catch(fn)` or `p.then(..., fn)` whose promise a throw
// in fn rejects, when the enclosing function awaits that promise or returns it as it is; nil
// otherwise.
func (f *file) chainedRejection(fn *sitter.Node) *sitter.Node {
	args := f.parent(fn)
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	call := f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	if _, prop := f.memberParts(callee); prop != "catch" && prop != "then" {
		return nil
	}
	up := f.parent(unwrapUp(f, call))
	if up == nil {
		return nil
	}
	switch extract.Type(up) {
	case "await_expression", "return_statement":
		return call
	case "arrow_function":
		if same(extract.Field(up, "body"), unwrapUp(f, call)) {
			return call
		}
	}
	return nil
}

// A call of an async function of the file whose promise a `.catch` answers on the spot:
//
//	const auth = await verifyWithHub().catch(() => null);
//
// What the callee throws rejects its promise, and the catch callback settles it with its own
// value: nothing the callee throws leaves the caller through this call, unless the callback
// throws itself (chainedRejection's business). A callee that is not async throws before the
// `.catch` is attached, and one of another module may be either: both stay paths.

// caughtPromise reports whether call's promise is answered by a `.catch(cb)` written on it
// whose callback throws nothing, and call's callee is an async function of the file.
func (f *file) caughtPromise(call *sitter.Node) bool {
	m := f.parent(unwrapUp(f, call))
	if m == nil || extract.Type(m) != "member_expression" || !same(unwrap(extract.Field(m, "object")), call) {
		return false
	}
	cb := f.catchHandler(f.parent(m)) // promisefallback.go
	if cb == nil || f.walkOwnUntil(cb, func(n *sitter.Node) bool { return extract.Type(n) == "throw_statement" }) {
		return false
	}
	callee := f.localFunction(unwrap(extract.Field(call, "function")))
	return callee != nil && hasToken(callee, "async")
}
