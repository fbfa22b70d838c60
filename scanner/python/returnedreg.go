package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A decorator factory of the root that returns the server's own tool decorator:
//
//	# tools/registration.py
//	def write_tool(**kwargs):
//	    if not writes_enabled():
//	        def skip(fn): return fn
//	        return skip
//	    registered = mcp.tool(**kwargs)
//	    return registered
//	# tools/history.py
//	@write_tool(name="history_revert", description="...")
//	async def history_revert(entry_id: str) -> dict: ...     # the tool "history_revert"
//
// A module-level function named as a registrar (registrarName) one of whose returns gives
// `server.tool(...)` of a server object, directly or through a variable bound to it, is a
// registering decorator factory (markRegisteringDecorator): each function another module
// decorates with `@write_tool(...)` is a tool by its name= (importedDecoratorTool). A return
// that registers nothing (writes disabled) leaves the tool as the configuration may have it.

// topRegistrars returns the module's top-level functions, decorated or not, whose names say they
// register (registrarName): registryDecorators and returnedToolDecorators look among them.
func (c *fileCtx) topRegistrars() []*sitter.Node {
	var out []*sitter.Node
	for _, st := range namedChildren(c.root) {
		def := st
		if extract.Type(def) == "decorated_definition" {
			def = extract.Field(def, "definition")
		}
		if def != nil && extract.Type(def) == "function_definition" && registrarName(c.text(extract.Field(def, "name"))) {
			out = append(out, def)
		}
	}
	return out
}

// returnedToolDecorators marks the file's registrar functions that return the server's tool
// decorator.
func (c *fileCtx) returnedToolDecorators() {
	if !crossFile(c.f.Context) {
		return
	}
	for _, def := range c.topRegistrars() {
		for _, v := range c.returnValues(def) {
			if reg := c.toolDecoratorCall(v); reg != nil {
				c.markRegisteringDecorator(def, nil, c.registrarServer(reg))
				break
			}
		}
	}
}

// toolDecoratorCall returns the call of a server object's tool decorator (`mcp.tool(...)`) that a
// returned value is, or the variable it names is bound to; nil otherwise.
func (c *fileCtx) toolDecoratorCall(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "call" {
		return nil
	}
	fn := extract.Field(v, "function")
	if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "tool" {
		return nil
	}
	if _, ok := c.objectFramework(extract.Field(fn, "object"), "tool"); !ok {
		return nil
	}
	return v
}
