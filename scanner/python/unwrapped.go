package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A function that a decorator turns into an object is still called through that object's
// attribute that holds it: langchain's @tool makes a StructuredTool whose .func (and, for a
// coroutine, .coroutine) is the function; fastmcp's @mcp.tool makes a FunctionTool whose .fn
// is; functools.wraps keeps it as __wrapped__. A server that reuses an agent framework's tools
// calls them so:
//
//	from tools.clients import update_client      # @tool def update_client(...): return {"error": ...}
//	@mcp.tool()
//	def update_existing_client(client_id: int) -> dict:
//	    return update_client.func(client_id)
//
// The call reaches the decorated function.

// unwrappingAttrs are the attributes that hold the function a decorator wrapped.
var unwrappingAttrs = map[string]bool{"func": true, "coroutine": true, "fn": true, "__wrapped__": true}

// unwrapped returns the name a callee `name.func` (or .coroutine, .fn, .__wrapped__) calls the
// decorated function through, or nil when the callee is not one: a plain name, imported or a
// decorated function of the file, not a class.
func (c *fileCtx) unwrapped(fn *sitter.Node) *sitter.Node {
	if fn == nil || extract.Type(fn) != "attribute" || !unwrappingAttrs[string(c.bytesOf(extract.Field(fn, "attribute")))] {
		return nil
	}
	obj := extract.Field(fn, "object")
	if obj == nil || extract.Type(obj) != "identifier" || isModelName(c.text(obj)) {
		return nil
	}
	return obj
}

// unwrappedDef returns the decorated function of the file a call `name.func(...)` reaches, or nil.
func (c *fileCtx) unwrappedDef(call *sitter.Node) *sitter.Node {
	return c.unwrappedAt(extract.Field(call, "function"), call)
}

// unwrappedTarget returns the key of the decorated function of the file a callee `name.func`
// reaches.
func (c *fileCtx) unwrappedTarget(fn, at *sitter.Node) (string, bool) {
	if def := c.unwrappedAt(fn, at); def != nil {
		return c.fnKey(def), true
	}
	return "", false
}

// unwrappedAt returns the decorated function of the file that a callee `name.func` at at
// reaches, or nil: an imported name is noteUnwrapped's.
func (c *fileCtx) unwrappedAt(fn, at *sitter.Node) *sitter.Node {
	obj := c.unwrapped(fn)
	if obj == nil {
		return nil
	}
	if _, imported := c.names[string(c.bytesOf(obj))]; imported {
		return nil // noteUnwrapped
	}
	if def := c.visibleDef(c.text(obj), at); def != nil && len(decorators(def)) > 0 {
		return def
	}
	return nil
}

// noteUnwrapped notes, for the key k of a callee `name.func` of an imported name, the key of the
// function the name imports, after k: the file cannot see whether name is a decorated function
// or a module whose function is called func (from pkg import helpers; helpers.func()), and a
// key names nothing unless the root defines a function of that name.
func (c *fileCtx) noteUnwrapped(k string, fn *sitter.Node) {
	if obj := c.unwrapped(fn); obj != nil && k != "" {
		c.addAltKey(k, c.importedKey(c.names[string(c.bytesOf(obj))]))
	}
}

// calleeName is how a message names the function a call of key k reaches: as the call spells
// it for name.func(...), which may be a decorated function or a module's function called func,
// else keyName(k).
func (c *fileCtx) calleeName(call *sitter.Node, k string) string {
	if fn := extract.Field(call, "function"); c.unwrapped(fn) != nil {
		return c.text(fn)
	}
	return keyName(k)
}
