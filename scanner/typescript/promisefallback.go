package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A failure a promise's catch callback puts in place of the value the awaited call would give:
//
//	const { stdout } = await execPromise("git status").catch((err) => ({ stdout: `Git Error: ${err.message}` }));
//	return { content: [{ type: "text", text: stdout }] };
//
//	const out = await fetchLog().catch(() => "Error fetching the log.");
//
// The callback's value is what the local holds when the call fails: the callback is a catch
// clause whose caught error is its first parameter, so the value it gives (the member the
// declaration destructures, or the whole value for a plain name) is judged as a text in a catch
// clause is, one level down (failureTextReason): an error word first, or the caught error's
// text. Only an awaited `.catch(cb)` that ends the chain counts (a later `.then` may replace the
// value), and only a const, or a local nothing writes again.

// caughtFallbackText says whether a text value is a local of fn, declared before ret, bound to
// (a member of) the awaited value of `p.catch(cb)`, and cb gives a failure in its place; the
// related place is the failure the callback gives.
func (f *file) caughtFallbackText(t *sitter.Node, fn, ret *sitter.Node) reason {
	t = unwrap(t)
	if t == nil || fn == nil || ret == nil || extract.Type(t) != "identifier" && extract.Type(t) != "shorthand_property_identifier" {
		return reason{}
	}
	name := extract.Content(t, f.Src)
	d := f.resolve(name, t)
	if d == nil {
		if _, p := f.shadowingParam(name, t); p == nil {
			d = f.destructuredAt(name, t) // the index holds no destructured names (unknowntool.go)
		}
	}
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || extract.StartByte(d) > extract.StartByte(ret) {
		return reason{}
	}
	if !f.isConstDecl(d) && f.writtenAgain(name, d, fn) {
		return reason{}
	}
	path, ok := patternPath(extract.Field(d, "name"), name, f.Src)
	if !ok || len(path) > 1 || len(path) == 1 && path[0].member == "" {
		return reason{}
	}
	member := ""
	if len(path) == 1 {
		member = path[0].member
	}
	cb := f.catchCallback(extract.Field(d, "value"))
	if cb == nil {
		return reason{}
	}
	caught := ""
	if ps := f.paramNames(cb); len(ps) > 0 {
		caught = ps[0]
	}
	for _, r := range f.returnedValuesOf(cb) {
		v := unwrap(r)
		if member != "" {
			if v == nil || extract.Type(v) != "object" {
				continue
			}
			v = unwrap(f.members(v, 0).values[member])
		}
		if v == nil {
			continue
		}
		if why := f.failureTextReason(v, caught, cb, r, 1); why.ok() {
			why.text += ", which the promise's catch callback gives " + name
			if why.assigned == nil {
				why.assigned, why.relMsg = v, "the failure the catch callback gives in place of the value"
			}
			return why
		}
	}
	return reason{}
}

// catchCallback returns the function given to `p.catch(fn)` when v is that call, awaited: the
// chain's last link, whose value the await gives; nil otherwise.
func (f *file) catchCallback(v *sitter.Node) *sitter.Node {
	v = unwrapTypes(v)
	if v == nil || extract.Type(v) != "await_expression" {
		return nil
	}
	return f.catchHandler(unwrap(v))
}

// catchHandler returns the function given to `p.catch(fn)` when call is that call; nil otherwise.
func (f *file) catchHandler(call *sitter.Node) *sitter.Node {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	if _, prop := f.memberParts(callee); prop != "catch" {
		return nil
	}
	args := extract.Field(call, "arguments")
	if args == nil || extract.NamedChildCount(args) != 1 {
		return nil
	}
	cb := unwrap(argument(args, 0))
	if cb == nil || !f.parents.isFunction(cb) {
		return nil
	}
	return cb
}
