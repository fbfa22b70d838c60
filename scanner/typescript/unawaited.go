package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A promise returned without await from inside a try escapes its catch. An async function's
// throws all reject the promise it returns; a try around its call sees that promise fulfil or
// reject only where something awaits it inside the try. One that the function returns as it is
// is adopted by the function's own promise after the try is left (ECMAScript's return of a
// promise from an async function, or a plain function's return value), so the catch never sees
// the rejection:
//
//	export async function nodeAction(op, name) {
//	  try {
//	    switch (op) {
//	      case "cordon": return cordon(name);   // cordon is async: its rejection leaves nodeAction
//	    }
//	  } catch (e) { return { content: [{ type: "text", text: `failed: ${e}` }] } }
//	}
//
// `return await cordon(name)` is caught, and so is a call whose promise a `.catch(...)` (or a
// `then` with a rejection callback) is chained on; a function that is not async throws
// synchronously and is caught whatever it returns. Only the tries of the call's own function are
// left: a callback that returns the promise to a caller that awaits it in a try of its own
// (`await Promise.all(items.map((x) => save(x)))`) is still caught there.

// escapesTries reports whether what a call's callee throws leaves every try of the call's own
// function unseen: the callee is an async function of the file (asyncCallee) and the call's
// promise is the function's return value, unawaited (returnedPromise).
func (f *file) escapesTries(n *sitter.Node) bool {
	if n == nil || extract.Type(n) != "call_expression" {
		return false
	}
	// Asked for every call in a try, by several guards: once per call.
	if e, ok := f.escapes[n.ID()]; ok {
		return e
	}
	e := f.asyncCallee(n) && f.returnedPromise(n, true)
	if f.escapes == nil {
		f.escapes = map[uintptr]bool{}
	}
	f.escapes[n.ID()] = e
	return e
}

// asyncCallee reports whether a call's callee is a function of the file declared async: a
// function or a const bound to one, called by name, or the file's sole method of the name
// called on this.
func (f *file) asyncCallee(call *sitter.Node) bool {
	fn := f.calledFunction(unwrap(extract.Field(call, "function")))
	return fn != nil && hasToken(fn, "async")
}

// returnedPromise reports whether the value of a call leaves its function as the function's
// return value, unawaited: the argument of a return (or an arrow's expression body), also as a
// branch of a conditional, an operand of ||, ?? or &&, under parentheses and type assertions,
// and through then (with no rejection callback) and finally chained on it, which pass a rejection
// on. With viaConst, also the value of a const whose every use in the function is such a return
// (`const p = f(x); ...; return p`).
func (f *file) returnedPromise(call *sitter.Node, viaConst bool) bool {
	cur := call
	for {
		p := f.parent(cur)
		if p == nil {
			return false
		}
		switch extract.Type(p) {
		case "parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression", "type_assertion":
		case "return_statement":
			return true
		case "arrow_function":
			return same(functionBody(p), cur)
		case "ternary_expression":
			if same(extract.Field(p, "condition"), cur) {
				return false
			}
		case "binary_expression":
			switch text(extract.Field(p, "operator"), f.Src) {
			case "||", "??", "&&":
			default:
				return false
			}
		case "member_expression":
			next := f.passedChain(cur, p)
			if next == nil {
				return false
			}
			p = next
		case "variable_declarator":
			return viaConst && f.returnedConst(p, cur)
		default:
			return false
		}
		cur = p
	}
}

// passedChain returns the call of then (without a rejection callback) or finally chained on a
// promise, m being the member expression whose object the promise is: the chain's promise
// rejects with what the promise rejects with. Nil for anything else (a catch answers it).
func (f *file) passedChain(promise, m *sitter.Node) *sitter.Node {
	obj, prop := f.memberParts(m)
	call := f.parent(m)
	if !same(obj, promise) || call == nil || extract.Type(call) != "call_expression" || !same(extract.Field(call, "function"), m) {
		return nil
	}
	switch prop {
	case "finally":
		return call
	case "then":
		if argument(extract.Field(call, "arguments"), 1) == nil {
			return call
		}
	}
	return nil
}

// returnedConst reports whether a const declarator whose value is v is used in its function
// only as a returned value (returnedPromise), at least once, never in another function.
func (f *file) returnedConst(d, v *sitter.Node) bool {
	name := extract.Field(d, "name")
	if !same(extract.Field(d, "value"), v) || name == nil || extract.Type(name) != "identifier" || !f.isConstDecl(d) {
		return false
	}
	fn := f.enclosingFunction(d)
	if fn == nil || functionBody(fn) == nil {
		return false
	}
	id := extract.Content(name, f.Src)
	uses, ok := 0, true
	f.walkAll(functionBody(fn), func(n *sitter.Node) {
		t := extract.Type(n)
		if !ok || t != "identifier" && t != "shorthand_property_identifier" || same(n, name) || extract.Content(n, f.Src) != id {
			return
		}
		if t == "shorthand_property_identifier" {
			ok = false // `{ p }`: handed on in an object
			return
		}
		if !same(f.resolve(id, n), d) {
			return
		}
		uses++
		ok = same(f.enclosingFunction(n), fn) && f.returnedPromise(n, false)
	})
	return ok && uses > 0
}
