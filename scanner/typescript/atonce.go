package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool that answers from an Either, Option or Result value often throws in the branch for the
// failure (functype, fp-ts, neverthrow, ts-results, effect):
//
//	const result = await client.getUser(args.username)
//	return result.fold(
//		(err) => { throw new Error(`Failed to get user: ${err.message}`) },
//		(user) => format(user),
//	)
//
// fold runs one of its callbacks before it returns, so the throw leaves the tool as one written
// in its body would (isInlineCallback). Such a method is known by its name alone, which other
// APIs share (`router.match(path, cb)` registers a callback for later): it counts only where the
// call gives a value that its function goes on with (returned, awaited, bound, handed on), as a
// fold's is; a call standing as a statement of its own keeps its callbacks. An array's methods
// (inlineMethods) run their callbacks at once wherever they stand.

// atOnceMethods are the methods of Either, Option and Result values (and of the pipeable
// functions that fp-ts and effect write as `E.fold(...)`) that call the callbacks they are handed
// before they return.
var atOnceMethods = map[string]bool{
	"fold": true, "foldW": true, "foldLeft": true, "foldRight": true, "match": true, "matchW": true,
	"getOrElse": true, "getOrElseW": true, "orElse": true, "orElseW": true, "orElseGet": true,
	"mapLeft": true, "mapErr": true, "bimap": true, "chain": true, "chainW": true, "andThen": true,
	"unwrapOrElse": true, "mapOr": true, "mapOrElse": true, "recover": true,
}

// runsAtOnce reports whether a call runs the callbacks it is handed before it returns: an
// array's method (inlineMethods), or an Either/Option/Result method (atOnceMethods) whose value
// its function goes on with (givesValue).
func (f *file) runsAtOnce(call *sitter.Node) bool {
	if call == nil || extract.Type(call) != "call_expression" {
		return false
	}
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "member_expression" {
		return false
	}
	m := text(extract.Field(callee, "property"), f.Src)
	return inlineMethods[m] || atOnceMethods[m] && f.givesValue(call)
}

// givesValue reports whether the value of a call is used where it stands: anything but the
// expression of a statement of its own (an awaited one included: `await r.match(...)` waits
// for what the callbacks give). A call a method is chained on (`r.map(f).getOrElse(g)`) gives
// its value to that call.
func (f *file) givesValue(call *sitter.Node) bool {
	n := call
	for {
		p := f.parent(n)
		if p == nil {
			return false
		}
		switch extract.Type(p) {
		case "parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression":
			n = p
			continue
		case "await_expression":
			return true
		case "expression_statement", "sequence_expression":
			return false
		}
		return true
	}
}

// leavesAtOnce reports whether a throw stands in callbacks that calls in fn run at once (each
// function between the throw and fn a callback of a call that runsAtOnce; a Promise executor's
// throw rejects a promise, which executorErrors follows) and leaves fn (thrownOutOf): a
// low-level handler's `ids.map((id) => { throw ... })` or `r.fold((e) => { throw e }, ...)`.
func (f *file) leavesAtOnce(stmt, fn *sitter.Node) bool {
	g := f.enclosingFunction(stmt)
	for ; g != nil && !same(g, fn); g = f.enclosingFunction(g) {
		args := f.parent(g)
		if args == nil || extract.Type(args) != "arguments" || !f.isInlineCallback(g) || !f.runsAtOnce(f.parent(args)) {
			return false
		}
	}
	return g != nil && same(f.thrownOutOf(stmt), fn)
}
