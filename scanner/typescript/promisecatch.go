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
