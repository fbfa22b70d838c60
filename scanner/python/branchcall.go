package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Calls assigned to one name in the branches of a dispatch, and returned as a result's text:
//
//	if name == "get_entry":
//	    result = await get_entry(manager, **arguments)
//	elif name == "get_url":
//	    result = await get_url(manager, **arguments)
//	return [types.TextContent(type="text", text=result)]
//
// The name holds what whichever call the branch taken made returns: the return is pending on
// each callee (one group of keys per branch), as branchUnpackedKeys does for a tuple member.
// valueOf reads only the last binding, so without this the failures of every branch but the
// last went unseen. The walk stops at a binding that every path to the return runs.

// branchCall is a binding of a returned name to a call of a function of another file, with the
// key valueTarget gives it.
type branchCall struct {
	call *sitter.Node
	key  string
}

// branchCalls returns, for each binding of the name v carries (carriedName) that reaches it
// and assigns the call of a function of another file, that call and its key, the last
// binding's first; and how many assignments of the name reach v. The file's own functions are
// the return's soft value's to follow.
func (c *fileCtx) branchCalls(v *sitter.Node) (calls []branchCall, assigned int) {
	v = unparen(c.carriedName(v))
	if v == nil || extract.Type(v) != "identifier" {
		return nil, 0
	}
	name, binds := c.reachingBindings(v) // unpackedbranch.go
	for _, b := range binds {
		if extract.Type(b) != "assignment" || extract.Type(extract.Field(b, "left")) != "identifier" {
			continue
		}
		assigned++
		call := awaitedCall(unparen(extract.Field(b, "right")))
		if call == nil || c.raisesOn(name, b, v) || leavesBefore(b, v) {
			continue
		}
		if def := c.localDef(call); def != nil {
			calls = append(calls, c.handedOn(def)...)
			continue
		}
		if k := c.valueTarget(call); k != "" {
			calls = append(calls, branchCall{call, k})
		}
	}
	return calls, assigned
}

// handedOn returns the calls of functions of other files whose values the returns of def, a
// function of the file, hand back as they are (`result = await self.db.query(q); return
// result`), with their keys: a branch bound to def's call passes them on too. The return's soft
// value reads def's own failures, but not what those calls return.
func (c *fileCtx) handedOn(def *sitter.Node) []branchCall {
	if extract.Type(def) != "function_definition" || c.tools[extract.StartByte(def)] != nil {
		return nil
	}
	var out []branchCall
	for _, r := range c.returnValues(def) {
		call := c.passedCall(unparen(r), 0)
		if call == nil || c.localDef(call) != nil {
			continue
		}
		if k := c.valueTarget(call); k != "" {
			out = append(out, branchCall{call, k})
		}
	}
	return out
}

// branchCallKeys returns, for each binding of the name v carries that reaches it and assigns
// the call of a function of another file (branchCalls), the keys of that function, the last
// binding's first, and the last such call; nil when fewer than two bindings assign a call.
func (c *fileCtx) branchCallKeys(v *sitter.Node) ([][]string, *sitter.Node) {
	calls, _ := c.branchCalls(v)
	if len(calls) < 2 {
		return nil, nil
	}
	groups := make([][]string, len(calls))
	for i, bc := range calls {
		groups[i] = c.keysOf(bc.key)
	}
	return groups, calls[0].call
}

// branchCallPending returns the pending finding of a return of a name that the branches before
// it bind to calls of other files' functions (branchCallKeys), on any callee's failure, and the
// last callee's name; nil when fewer than two branches bind a call.
func (c *fileCtx) branchCallPending(v *sitter.Node) (*extract.Pending, string) {
	groups, call := c.branchCallKeys(v)
	if groups == nil {
		return nil, ""
	}
	need := extract.SoftFailure | extract.SoftResult
	if c.passesNoDict(v) {
		need = need&^extract.SoftFailure | extract.SoftText
	}
	name := c.calleeName(call, c.valueTarget(call))
	return &extract.Pending{Keys: groups[0], AnyOf: groups[1:], Need: need, Named: name}, name
}

// leavesBefore reports whether the block of the assignment a returns or raises after it and
// before use, at its own level: result = await f(); return format(result) in one branch hands
// f's value on there, not to a return after the branches.
func leavesBefore(a, use *sitter.Node) bool {
	stmt := extract.Parent(a)
	if stmt == nil || extract.Parent(stmt) == nil {
		return false
	}
	blk := extract.Parent(stmt)
	for i := 0; i < int(extract.NamedChildCount(blk)); i++ {
		s := extract.NamedChild(blk, i)
		if extract.StartByte(s) <= extract.StartByte(stmt) {
			continue
		}
		if extract.StartByte(s) > extract.StartByte(use) {
			break
		}
		if extract.EndByte(use) <= extract.EndByte(s) {
			return false // the use is in this statement
		}
		switch extract.Type(s) {
		case "return_statement", "raise_statement", "continue_statement", "break_statement":
			return true
		}
	}
	return false
}

// branchForwards returns, for a return of a function that is no tool of a name that two or more
// bindings reach, a forward of the failures of each binding's call of a function of another
// file (`result = await self.db.query(q)` in one branch of a dispatch, `result = await
// other.fetch(x)` in another), where passedCall gives only the last binding's. The file's own
// functions are the return's soft value's to follow, as a binding of a failure of its own (else:
// result = {"success": False, ...}) is. nil when fewer than two bindings reach the return.
func (c *fileCtx) branchForwards(v *sitter.Node) []extract.Forward {
	calls, assigned := c.branchCalls(v)
	if assigned < 2 {
		return nil // one binding: passedCall's
	}
	var out []extract.Forward
	for _, bc := range calls {
		line, col := position(bc.call)
		out = append(out, extract.Forward{Facts: extract.SoftFailure | extract.SoftText | extract.ErrorResult, Keys: c.keysOf(bc.key), Line: line, Column: col})
	}
	return out
}
