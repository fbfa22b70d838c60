package python

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper that builds the whole failure result, which tools return as their own:
//
//	def error_result(msg): return types.CallToolResult(content=[types.TextContent(type="text", text=f"Error: {msg}")])
//	async def call_tool(name, args): ... except Exception as e: return error_result(str(e))
//
// The fix (isError=True) goes in the helper's result, so the finding stands at the helper's
// return, once for all its callers, and names the tools' returns as related places
// (extract.Pending.Returned, fact SoftResult). A helper that hands back a failure text or
// object, which the tool returns as its content, keeps the finding at the tool's return (the
// fix there is raising, or isError in the tool's result), with the helper's return related,
// unless several tools return it as is (sharedhelper.go).

// builtResult reports whether a returned value is a whole result built without the error flag:
// CallToolResult(...) without isError / is_error, or fastmcp's ToolResult(...) without is_error
// (toolresult.go), directly or through a local bound to it.
func (c *fileCtx) builtResult(v *sitter.Node) bool {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "call" || c.resultAPI(extract.Field(v, "function")) == "" {
		return false
	}
	kw, _ := c.arguments(v)
	return kw["isError"] == nil && kw["is_error"] == nil
}

// asIsCall returns the call whose value a returned expression is, as is: the call (awaited or
// not), or a local bound to it that the function does not test and raise on before the return.
func (c *fileCtx) asIsCall(v *sitter.Node) *sitter.Node {
	v = awaited(unparen(v))
	if v != nil && extract.Type(v) == "identifier" {
		val := c.valueOf(v)
		if val == nil || extract.Parent(val) == nil || c.raisesOn(c.text(v), extract.Parent(val), v) {
			return nil
		}
		v = awaited(unparen(val))
	}
	if v == nil || extract.Type(v) != "call" {
		return nil
	}
	if inner := c.rebuiltFrom(v); inner != nil {
		return inner // a result built anew from its parts (toolresult.go)
	}
	return v
}

// buildsOnlyResults reports whether every failure a same-file function returns is a whole
// result it builds (builtResult), itself or through a same-file function it returns as is,
// and the function has a key (its summary carries the finding): a tool that returns its
// value as is leaves the finding to it.
func (c *fileCtx) buildsOnlyResults(def *sitter.Node, depth int) bool {
	if depth > maxDepth || c.fnKey(def) == "" || c.tools[extract.StartByte(def)] != nil || !crossFile(c.f.Context) {
		return false
	}
	found := false
	for _, r := range c.returnValues(def) {
		if c.softReturn(r).why == "" {
			continue
		}
		found = true
		if c.builtResult(r) {
			continue
		}
		call := c.asIsCall(r)
		if call == nil {
			return false
		}
		inner := c.localDef(call)
		if inner == nil || sameNode(inner, def) || !c.buildsOnlyResults(inner, depth+1) {
			return false
		}
	}
	return found
}

// leavesBuilt reports whether a returned value is, as is, the value of a call to a same-file
// function that builds only whole results (buildsOnlyResults): the finding stands there.
func (c *fileCtx) leavesBuilt(v *sitter.Node) bool {
	call := c.asIsCall(v)
	if call == nil {
		return false
	}
	def := c.localDef(call)
	return def != nil && c.buildsOnlyResults(def, 0)
}

// builtResultSite is the softerror at a return r of fn (not a tool of this file) that builds
// the failure result: it stands when a tool returns fn's value as its own.
func (c *fileCtx) builtResultSite(fn function, r *sitter.Node, sv soft) *site {
	name := c.funcName(fn.def)
	st := c.softSite(extract.Parent(r), r, sv, fn.def, &extract.Pending{Within: fn.key, Returned: true})
	st.message = fmt.Sprintf("%s builds a result that reports a failure (%s) without isError, and a tool returns it as its own (see related): the client sees isError false and the agent reads the failure as data; %s", name, sv.why, c.builtResultFix(r))
	return st
}
