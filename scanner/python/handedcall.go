package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A dispatcher that rebinds a helper's result to what a function of another module makes of it
// before it serializes the name:
//
//	result = link_status()
//	result = enhance_response(result, name)   # enhanced = result.copy(); ...; return enhanced
//	return [TextContent(type="text", text=json.dumps(result, indent=2))]
//
// hands on what link_status returns as `return enhance_response(result, name)` would
// (importedThroughPending, passedthrough.go): the returned expression carries the name
// (carriedName), and the name's last binding is that call.

// handedCall returns the call that a returned value v hands on: v's carried name's last binding
// when it is a call (awaited or not), else v.
func (c *fileCtx) handedCall(v *sitter.Node) *sitter.Node {
	id := unparen(c.carriedName(v))
	if id == nil || extract.Type(id) != "identifier" {
		return v
	}
	if call := awaitedCall(unparen(c.valueOf(id))); call != nil {
		return call
	}
	return v
}

// handedForward returns, for call (what a return of a function hands back, passedCall) of a
// function another module of the root defines, or of a method of an object (handingTarget),
// with a name among its positional arguments bound to a call of the root, or such a call in
// place, the forward of that inner call's failures, which holds only if the
// function hands that argument on (passedParams, passedthrough.go); false when there is none.
// It is how a function no tool, a dispatcher another file's tool calls, passes the failure on
// as importedThroughPending judges it at a tool's return.
func (c *fileCtx) handedForward(call *sitter.Node) (extract.Forward, bool) {
	k := c.handingTarget(call) // passedthrough.go
	if k == "" {
		return extract.Forward{}, false
	}
	pos := c.positional(call)
	for i, a := range pos {
		if handedArg(a) == nil {
			continue // as for handedOnPending
		}
		keys := c.passesKeys(k, i)
		if len(keys) == 0 {
			return extract.Forward{}, false
		}
		inner := c.passedCall(a, 0)
		if inner == nil {
			continue
		}
		ik := c.valueTarget(inner)
		if ik == "" {
			continue
		}
		line, col := position(inner)
		return extract.Forward{Facts: extract.SoftFailure | extract.SoftText | extract.ErrorResult, Keys: c.keysOf(ik), Line: line, Column: col,
			If: []extract.Cond{{Keys: keys, Need: extract.Holds}}}, true
	}
	return extract.Forward{}, false
}
