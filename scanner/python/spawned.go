package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A function handed to a task group that the handing function does not wait for runs beside
// it, not in it: what it raises never reaches the caller's answer.
//
//	@mcp.tool()
//	async def start_mirror(serial: str) -> int:
//	    async def monitor():
//	        raise RuntimeError("stdout is None")   # in a background task: no raisederror
//	    tg = get_background_task_group()
//	    tg.start_soon(monitor)
//	    return pid
//
// An anyio task group (or a trio nursery) opened by `async with ... as tg` in the function
// waits for its tasks when the block ends and raises what they raised there, so
// `async with create_task_group() as tg: tg.start_soon(work)` runs work in the function, as
// the other runners do (runsArgument). A group the function got otherwise (a server-wide
// group, one held by an object) is detached: the call gives no edge to the function it hands
// on, and a nested function used only so, or only inside nested functions that are themselves
// handed on so, gives its enclosing function no edge either.

// detachedSpawn reports whether a call starts a task in a group that no `async with` of the
// call's own function opens under the receiver's name.
func (c *fileCtx) detachedSpawn(call *sitter.Node) bool {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return false
	}
	attr, obj := extract.Field(fn, "attribute"), extract.Field(fn, "object")
	if attr == nil || obj == nil {
		return false
	}
	if string(c.bytesOf(attr)) != "start_soon" { // the task group's method that starts a task of f
		return false
	}
	recv := c.text(obj)
	for p := extract.Parent(call); p != nil; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition", "module":
			return true
		case "with_statement":
			if p.ChildCount() > 0 && extract.Type(p.Child(0)) == "async" && c.opensAs(p, recv) {
				return false
			}
		}
	}
	return true
}

// opensAs reports whether a with statement binds one of its items to name (`as name`).
func (c *fileCtx) opensAs(with *sitter.Node, name string) bool {
	clause := extract.NamedChild(with, 0)
	if clause == nil || extract.Type(clause) != "with_clause" {
		return false
	}
	for _, it := range namedChildren(clause) {
		if v := unparen(extract.Field(it, "value")); v != nil && extract.Type(v) == "as_pattern" && slices.Contains(c.boundNames(v), name) {
			return true
		}
	}
	return false
}

// spawnedOnly reports whether every use of a nested function def in its enclosing function
// (its own body left out) hands it to a detached task group (detachedSpawn), or lies in another
// nested function of the same enclosing function that is itself spawnedOnly; and there is at
// least one use. depth bounds the chain of nested functions followed.
func (c *fileCtx) spawnedOnly(def *sitter.Node, depth int) bool {
	outer := c.enclosingDef(def)
	if outer == nil || depth > 3 || len(decorators(def)) > 0 {
		return false
	}
	body, name := extract.Field(outer, "body"), extract.Field(def, "name")
	if body == nil || name == nil {
		return false
	}
	uses := 0
	all := c.eachNamed(c.text(name), name, body, func(id *sitter.Node) bool {
		if extract.StartByte(def) <= extract.StartByte(id) && extract.EndByte(id) <= extract.EndByte(def) {
			return true // its own recursion
		}
		uses++
		if in := c.enclosingDef(id); in != nil && !sameNode(in, outer) {
			// A use in another nested function of outer runs when that function runs.
			up := c.enclosingDef(in)
			return up != nil && sameNode(up, outer) && c.spawnedOnly(in, depth+1)
		}
		p := extract.Parent(id)
		if p == nil || extract.Type(p) != "argument_list" || extract.Parent(p) == nil {
			return false
		}
		return c.detachedSpawn(extract.Parent(p))
	})
	return all && uses > 0
}
