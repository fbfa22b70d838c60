package python

import (
	"maps"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools registered by a helper of the file that hands the server a function it is given:
//
//	def add_read_only_tool(mcp_instance: FastMCP, tool: Callable) -> None:
//	    mcp_instance.add_tool(tool, annotations=ToolAnnotations(readOnlyHint=True))
//
//	mcp = FastMCP("PagerDuty MCP Server")
//	for tool in read_tools:                 # a list another module builds of its functions
//	    add_read_only_tool(mcp, tool)
//
// A registration whose handler is a parameter of the module-level function around it (not the
// first parameter of a decorator: paramreg.go) registers, at each call of that function in the
// file, what the call passes there: a loop variable's functions (loopreg.go), a function of the
// file, or one imported from another module of the root.

// helperParamRegistration records the tools that a registration of v, a parameter of the
// module-level function around it, registers through the file's calls of that function, and
// reports whether it found one.
func (c *fileCtx) helperParamRegistration(v, at *sitter.Node, fw framework) bool {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return false
	}
	name := c.text(v)
	helper := c.enclosingDef(at)
	if helper == nil || c.enclosingDef(helper) != nil {
		return false
	}
	hname := c.text(extract.Field(helper, "name"))
	if c.defs[hname] != helper {
		return false // a method: its calls go through an object
	}
	idx := -1
	for i, p := range c.paramNames(helper) {
		if p == name {
			idx = i
		}
	}
	if idx < 0 {
		return false
	}
	found := false
	calls := c.index().calls
	for _, scope := range slices.Sorted(maps.Keys(calls)) { // in a fixed order: registrations are listed
		for _, call := range calls[scope] {
			fn := extract.Field(call, "function")
			if fn == nil || extract.Type(fn) != "identifier" || string(c.bytesOf(fn)) != hname || c.visibleDef(hname, call) != helper {
				continue
			}
			kw, pos := c.arguments(call)
			a := kw[name]
			if a == nil && idx < len(pos) {
				a = pos[idx]
			}
			if a = unparen(a); a == nil || extract.Type(a) != "identifier" {
				continue
			}
			if c.loopRegistration(a, call, fw) {
				found = true
				continue
			}
			if def := c.visibleDef(c.text(a), call); def != nil && extract.Type(def) == "function_definition" {
				if c.tools[extract.StartByte(def)] == nil {
					c.tools[extract.StartByte(def)] = &tool{def: def, name: c.text(extract.Field(def, "name")), fw: fw}
				}
				found = true
				continue
			}
			if _, imported := c.names[string(c.bytesOf(a))]; imported {
				c.registerForeign(a, call, "", fw)
				found = true
			}
		}
	}
	return found
}
