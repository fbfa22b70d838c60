package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool that a factory of the file builds and returns:
//
//	def _build_search(settings, client_factory):
//	    async def search(query: str) -> str:
//	        ...
//	    return search
//
//	def register_tools(mcp: FastMCP, settings, client_factory):
//	    search = _build_search(settings, client_factory)
//	    mcp.tool(search)
//	    mcp.tool(_build_add(settings, client_factory))
//
// The registration hands the SDK what the factory returns: a function the factory defines in
// its own body. Every return of the factory must name the same nested def (directly, or as
// the first argument of a wrapper call of the project, return with_logging(search)); a factory
// that returns anything else, or two functions, builds no tool that the file can name.

// factoryBuiltDef returns the nested def that a call of a factory of the file returns, for
// a registration value v: the call itself, or a variable bound to it in its scope. Else nil, and
// nil for a tool object (via: Tool.from_function), which registered.go reads.
func (c *fileCtx) factoryBuiltDef(v *sitter.Node, via []string) *sitter.Node {
	if via != nil {
		return nil
	}
	v = unparen(v)
	if extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "call" {
		return nil
	}
	factory := c.localDef(v)
	if factory == nil {
		return nil
	}
	var built *sitter.Node
	for _, r := range c.returnValues(factory) {
		d := c.nestedReturnedDef(factory, unparen(r))
		if d == nil || (built != nil && built != d) {
			return nil
		}
		built = d
	}
	return built
}

// nestedReturnedDef returns the def of factory's own body that the return value r names, as
// such or as the first positional argument of a call of the project (a wrapper), or nil.
func (c *fileCtx) nestedReturnedDef(factory, r *sitter.Node) *sitter.Node {
	if extract.Type(r) == "call" {
		fn := extract.Field(r, "function")
		if fn == nil || isSDKName(c.qualify(fn), lastName(c.text(fn))) {
			return nil
		}
		pos := c.positional(r)
		if len(pos) == 0 {
			return nil
		}
		r = unparen(pos[0])
	}
	if extract.Type(r) != "identifier" {
		return nil
	}
	name := c.text(r)
	var found *sitter.Node
	walkScope(extract.Field(factory, "body"), func(d *sitter.Node) {
		if extract.Type(d) == "function_definition" && string(c.bytesOf(extract.Field(d, "name"))) == name {
			found = d
		}
	})
	return found
}
