package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"
)

// A helper's failure object embedded in a success: a same-file function returns `{ error: msg }`
// on its failure path, and the tool serializes whatever it got into its text.
//
//	async function lookup(id) { try { return { value: await get(id) } } catch (e) { return { error: String(e) } } }
//	const result = await lookup(id);
//	return { content: [{ type: "text", text: JSON.stringify(result) }] };
//
// The finding stands at the tool's return, where isError goes, with the helper's return as a
// related place.

// helperFailureObject says whether a serialized value is what a same-file function returns
// (the call itself, or a local constant bound to it) and one of that function's returns is an
// object with an error member (errorMemberReason), directly or through a local constant. A
// variable tested before the return ret is no such value.
func (f *file) helperFailureObject(v, ret *sitter.Node) reason {
	v = unwrap(v)
	if v != nil && v.Type() == "identifier" {
		d := f.resolve(v.Content(f.Src), v)
		if d == nil || d.Type() != "variable_declarator" || ret != nil && f.testedBetween(v.Content(f.Src), d, ret) {
			return reason{} // `if ("error" in result) return { isError: true, ... }`: the return sees a success
		}
		v = unwrap(d.ChildByFieldName("value"))
	}
	if v == nil || v.Type() != "call_expression" {
		return reason{}
	}
	callee := v.ChildByFieldName("function")
	fn := f.calledFunction(callee)
	if fn == nil || f.regByFn[fn.ID()] != nil {
		return reason{}
	}
	for _, r := range returnedValues(fn) {
		if r.Type() == "return_statement" {
			continue
		}
		obj := f.returnedObject(r)
		if obj == nil {
			continue
		}
		m := f.members(obj, 0)
		if _, ok := m.values["isError"]; ok || m.opaque {
			continue
		}
		if why := f.errorMemberReason(m); why != "" {
			at := r
			if p := f.parent(r); p != nil && p.Type() == "return_statement" {
				at = p
			}
			return reason{text: fmt.Sprintf("JSON text with %s, from %s", why, clip(callee.Content(f.Src))), assigned: at,
				relMsg: fmt.Sprintf("%s returns the failure object the tool serializes", f.displayName(fn))}
		}
	}
	return reason{}
}

// returnedObject resolves a returned value to an object literal: the literal, or a local
// constant bound to one (`const failure = { success: false, message }; return failure`).
func (f *file) returnedObject(r *sitter.Node) *sitter.Node {
	r = unwrap(r)
	if r == nil {
		return nil
	}
	if r.Type() == "identifier" {
		r = unwrap(f.valueOf(r))
	}
	if r != nil && r.Type() == "object" {
		return r
	}
	return nil
}
