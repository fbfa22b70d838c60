package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A handler of another module handed to a wrapper factory of the file:
//
//	// tools/entries.ts
//	export const createEntryTool = { name: "create-entry", parameters, handler: async (params) => {
//	  try { ... } catch (e) { throw new Error(`Failed to create entry: ${e.message}`); }
//	} };
//	// index.ts
//	function withLogging(name, handler) {
//	  return async (params) => {
//	    try { return await handler(params); } catch (e) { log(e); throw e; }
//	  };
//	}
//	server.tool(createEntryTool.name, createEntryTool.description, createEntryTool.parameters,
//	  withLogging(createEntryTool.name, createEntryTool.handler));
//
// The registered function is the one the factory returns (factoryHandler), whose call of its
// parameter the file cannot follow to a module it only imports. The wrapper hands back what the
// function it is given returns and throws (passesThrows: the returned function returns the
// parameter's call outside a try that answers), so that function is the tool's handler as if it
// were registered itself: the registration also makes it a foreign tool (noteForeign), and what
// it throws is an isError result. A wrapper whose catch answers shields it: no foreign tool. A
// function of the file handed so is the registration's handler already (functionValue finds it
// among the call's arguments); a member of an object of the file is left out.

// noteWrappedForeign records, for a registration whose handler is the call of a factory of the
// file (maybe through a const bound to it), the one function of another module among the call's
// arguments as the registration's foreign handler, when the function the factory returns passes
// on what that one throws.
func (f *file) noteWrappedForeign(r *registration, handler *sitter.Node) {
	if r.shielded || (r.kind != regTool && r.kind != regFastMCP) {
		return
	}
	h := unwrap(handler)
	if h != nil && extract.Type(h) == "identifier" {
		d := f.resolve(extract.Content(h, f.Src), h)
		if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
			return
		}
		h = unwrap(extract.Field(d, "value"))
	}
	if h == nil || extract.Type(h) != "call_expression" {
		return
	}
	if arg := f.passedThrough(h, f.isImportedFunctionRef); arg != nil {
		f.noteForeign(r, arg)
	}
}

// isImportedFunctionRef reports whether n may name a function another module of the root
// exports: a name imported from a relative module (`handleSearch`), or a member of one
// (`searchTool.handler`, `tools.search`) that is no tool's name, description or schema.
func (f *file) isImportedFunctionRef(n *sitter.Node) bool {
	id := n
	if extract.Type(n) == "member_expression" {
		obj, prop := f.memberParts(n)
		switch prop {
		case "", "name", "description", "parameters", "schema", "inputSchema", "title":
			return false
		}
		id = unwrap(obj)
	}
	if id == nil || extract.Type(id) != "identifier" {
		return false
	}
	b, ok := f.imports[extract.Content(id, f.Src)]
	if !ok {
		return false
	}
	base, rel := f.relativeModule(b.module)
	return rel && base != "" && base != f.modPath
}
