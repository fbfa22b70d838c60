package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A raise of what a factory of the file returns, when every return of the factory builds a
// ToolError:
//
//	def _ssh_failed(server_id: str, exc: Exception) -> ToolError:
//	    return ToolError(f"SSH to {server_id} failed: {exc}")
//
//	@mcp.tool
//	async def run(server_id: str) -> dict:
//	    ...
//	    raise _ssh_failed(server_id, e)   # a ToolError: fastmcp sends its text unprefixed
//
// fastmcp re-raises a ToolError as it is, and mask_error_details does not mask it
// (sdk-catalog.md §3.3): what the client reads is the raise's class, not the factory's name.

// raisesToolError reports whether a raise raises a ToolError: its class, the class of the
// exception a re-raise's clause catches, or, for a raise of a factory's call (raise f(...)),
// the class every return of the file's factory builds.
func (c *fileCtx) raisesToolError(r raised) bool {
	if c.classIs(r.class, "ToolError") || c.classIs(r.caught, "ToolError") {
		return true
	}
	return r.args != nil && c.isExceptionFactory(r.class) && c.buildsToolError(r.args, 0)
}

// buildsToolError reports whether a call of a factory of the file returns a ToolError on every
// path: its body ends in a return, and each of its returns returns a construction of a ToolError class, or the call of such a factory.
func (c *fileCtx) buildsToolError(call *sitter.Node, depth int) bool {
	def := c.localDef(call)
	if def == nil || depth >= maxDepth || c.isGenerator(def) {
		return false
	}
	// No path may fall off the end or return bare: raise None is a TypeError.
	if last := lastStatement(extract.Field(def, "body")); last == nil || extract.Type(last) != "return_statement" || extract.NamedChildCount(last) == 0 {
		return false
	}
	bare := false
	walkScope(extract.Field(def, "body"), func(n *sitter.Node) {
		bare = bare || extract.Type(n) == "return_statement" && extract.NamedChildCount(n) == 0
	})
	rs := c.returnValues(def)
	if bare || len(rs) == 0 {
		return false
	}
	for _, v := range rs {
		v = unparen(v)
		if v == nil || extract.Type(v) != "call" {
			return false
		}
		callee := extract.Field(v, "function")
		if c.classIs(callee, "ToolError") {
			continue
		}
		if !c.isExceptionFactory(callee) || !c.buildsToolError(v, depth+1) {
			return false
		}
	}
	return true
}
