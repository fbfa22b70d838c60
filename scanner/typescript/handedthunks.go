package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A list of thunks an array method's callback builds, handed to an awaited call of a function
// of the root, which runs them (a rate limiter, a batcher):
//
//	const details = await rateLimitedRequests(
//	  jobNumbers.map((n) => async () => {
//	    try { return await client.getJob(n); } catch (e) { if (is404(e)) return null; throw e; }
//	  }),
//	);
//
// Nothing but running them is what a list of functions without parameters is for, and the call
// is awaited: what a thunk throws leaves the call, as a throw of an array method's callback does
// (thrownOutOf). A thunk that takes parameters, a list handed to a library's function or to a
// call left unawaited, or one kept in a variable, is left out.

// thunkMethods are the array methods whose callback's returns are the elements of a new list.
var thunkMethods = map[string]bool{"map": true, "flatMap": true}

// isHandedThunk reports whether fn is a thunk that the callback of a map returns (its
// expression body), the map's list being an argument of an awaited call of a function of the
// root.
func (f *file) isHandedThunk(fn *sitter.Node) bool {
	if extract.Type(fn) != "arrow_function" && extract.Type(fn) != "function_expression" && extract.Type(fn) != "function" {
		return false
	}
	if f.regByFn[fn.ID()] != nil || len(f.paramNames(fn)) > 0 {
		return false
	}
	cb := f.parent(unwrapUp(f, fn))
	if cb == nil || extract.Type(cb) != "arrow_function" || !same(unwrap(functionBody(cb)), fn) {
		return false
	}
	args := f.parent(cb)
	if args == nil || extract.Type(args) != "arguments" {
		return false
	}
	mapCall := f.parent(args)
	if mapCall == nil || extract.Type(mapCall) != "call_expression" {
		return false
	}
	callee := extract.Field(mapCall, "function")
	if callee == nil || extract.Type(callee) != "member_expression" || !thunkMethods[text(extract.Field(callee, "property"), f.Src)] {
		return false
	}
	outerArgs := f.parent(unwrapUp(f, mapCall))
	if outerArgs == nil || extract.Type(outerArgs) != "arguments" {
		return false
	}
	call := f.parent(outerArgs)
	if call == nil || extract.Type(call) != "call_expression" {
		return false
	}
	if p := f.parent(unwrapUp(f, call)); p == nil || extract.Type(p) != "await_expression" {
		return false
	}
	for _, k := range f.edgeKeys(unwrap(extract.Field(call, "function"))) {
		if strings.Contains(k, "#") {
			return true // a function of the root, of this module or another
		}
	}
	return false
}
