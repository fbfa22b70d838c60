package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An async callback of an array method throws nowhere when it throws: it rejects the promise it
// returns, and the failure leaves the caller where the array of promises is awaited:
//
//	const checks = ports.map(async (port) => { ...; throw new Error("Not Joplin") })
//	try {
//		return await Promise.any(checks)
//	} catch {
//		return null
//	}
//
// settlePoint finds that place, so that thrownOutOf asks whether a try catches the failure there
// and not where the callback is written.

// promiseCombinators are the Promise functions that settle an array of promises; allSettled
// never rejects.
var promiseCombinators = map[string]bool{"all": true, "any": true, "race": true, "allSettled": true}

// settlePoint returns, for an async function literal handed to an array method, the
// `Promise.all/any/race/allSettled(...)` call that its promises reach (the method's call is its
// argument, or a const bound to the call is, in the same function), and whether that call is
// allSettled, which never rejects. It returns nil when the callback is not async or the call
// cannot be found: the caller then keeps the callback's place.
func (f *file) settlePoint(fn *sitter.Node) (at *sitter.Node, settled bool) {
	if !hasToken(fn, "async") {
		return nil, false
	}
	return f.settledAt(fn)
}

// settledAt is settlePoint for a callback whose promises are settled, async or not.
func (f *file) settledAt(fn *sitter.Node) (at *sitter.Node, settled bool) {
	args := f.parent(fn)
	if args == nil || extract.Type(args) != "arguments" {
		return nil, false
	}
	call := f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil, false
	}
	up := unwrapUp(f, call)
	if p := f.parent(up); p != nil && extract.Type(p) == "arguments" {
		return f.settledBy(f.parent(p))
	}
	d := f.parent(up)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil, false
	}
	name := text(extract.Field(d, "name"), f.Src)
	outer := f.enclosingFunction(d)
	if name == "" || outer == nil {
		return nil, false
	}
	f.walkOwnUntil(functionBody(outer), func(n *sitter.Node) bool {
		if extract.Type(n) != "identifier" || extract.Content(n, f.Src) != name || !same(f.resolve(name, n), d) {
			return false
		}
		p := f.parent(unwrapUp(f, n))
		if p == nil || extract.Type(p) != "arguments" {
			return false
		}
		at, settled = f.settledBy(f.parent(p))
		return at != nil
	})
	return at, settled
}

// settledCall reports whether a call is all a callback handed to an array method returns, the
// callee an async function of the file, and the array's promises are settled by allSettled:
// what the callee throws rejects its promise, which allSettled keeps as a value, so it leaves
// neither the callback nor its caller:
//
//	const results = await Promise.allSettled(boards.map((b) => fetchBoard(client, b)))
//
// A callee of another module, or one not declared async, may throw before its promise exists:
// its call stays a path for what it throws.
func (f *file) settledCall(call *sitter.Node) bool {
	fn := f.enclosingFunction(call)
	if fn == nil || hasToken(fn, "async") || unwrap(functionBody(fn)) != call || !f.isInlineCallback(fn) {
		return false
	}
	callee := f.localFunction(unwrap(extract.Field(call, "function")))
	if callee == nil || !hasToken(callee, "async") {
		return false
	}
	_, settled := f.settledAt(fn)
	return settled
}

// settledBy returns a call when it is a Promise combinator's, and whether that is allSettled.
func (f *file) settledBy(call *sitter.Node) (*sitter.Node, bool) {
	if call == nil {
		return nil, false
	}
	switch f.promiseCombinator(call) {
	case "":
		return nil, false
	case "allSettled":
		return call, true
	}
	return call, false
}

// promiseCombinator returns the name of the Promise combinator a call calls, or "".
func (f *file) promiseCombinator(call *sitter.Node) string {
	if extract.Type(call) != "call_expression" {
		return ""
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "object"), f.Src) != "Promise" {
		return ""
	}
	if m := text(extract.Field(callee, "property"), f.Src); promiseCombinators[m] {
		return m
	}
	return ""
}
