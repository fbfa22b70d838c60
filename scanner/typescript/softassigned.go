package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A variable declared empty and set from calls on the branches before the return, whose value
// the tool's result carries:
//
//	let result = "";
//	if (useLocal) result = await localCompletion(prompt);
//	else result = await remoteCompletion(prompt);
//	return { content: [{ type: "text", text: result }] };
//
// Each call is a source of the value, as the call a variable is declared with is (sourceCall):
// the tool's return is a pending softerror that stands when any of their callees may return a
// failure (AnyOf).

// assignedCalls returns the calls a local variable v of fn, declared without a value or with
// an empty one ("", null, undefined), is set from before ret (`v = await f(...)`), when every
// assignment of it sets a call's value (or a choice between calls, or a literal text that
// reports no failure: assignedSources) and no condition between the declaration and ret tests
// it for a failure (failureTested); nil otherwise.
func (f *file) assignedCalls(v, ret, fn *sitter.Node) []*sitter.Node {
	v = f.serializedOperand(unwrap(v)) // softshared.go
	if v == nil || fn == nil || extract.Type(v) != "identifier" && extract.Type(v) != "shorthand_property_identifier" {
		return nil
	}
	name := extract.Content(v, f.Src)
	d := f.resolve(name, v)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
		return nil
	}
	if val := unwrap(extract.Field(d, "value")); val != nil {
		if s, ok := stringValue(val, f.Src); !(ok && s == "") && !isNullish(val, f.Src) {
			return nil
		}
	}
	scope := f.scopeOf(d)
	if scope == nil || f.failureTested(name, d, ret) {
		return nil
	}
	var calls []*sitter.Node
	other := false
	walkBetween(scope, extract.EndByte(d), extract.StartByte(ret), func(n *sitter.Node) bool {
		if extract.Type(n) != "assignment_expression" {
			return false
		}
		l := extract.Field(n, "left")
		if l == nil || extract.Type(l) != "identifier" || extract.Content(l, f.Src) != name {
			return false
		}
		cs, ok := f.assignedSources(extract.Field(n, "right"), fn, ret, name) // softclient.go
		if !ok {
			other = true
			return true
		}
		calls = append(calls, cs...)
		return false
	})
	if other {
		return nil
	}
	return calls
}

// valueAssignedCalls returns assignedCalls of a returned value: a variable, or the one text of
// a result object that is one (`{ content: [{ type: "text", text: result }] }`).
func (f *file) valueAssignedCalls(value, ret, fn *sitter.Node) []*sitter.Node {
	if extract.Type(value) != "object" {
		return f.assignedCalls(value, ret, fn)
	}
	m := f.members(value, 0)
	if f.flagChosen(m) {
		return nil
	}
	for _, t := range f.classify(m).texts {
		if calls := f.assignedCalls(t, ret, fn); len(calls) > 0 {
			return calls
		}
	}
	return nil
}
