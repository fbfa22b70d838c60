package python

import (
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries of tool objects that a function of the file builds, rather than the module:
//
//	def setup_tools(client) -> dict[str, Any]:
//	    def make(tool_class):
//	        return tool_class(client=client)
//	    tools = {"list_jobs": make(ListJobsTool), "stop_job": StopJobTool(client)}
//	    return tools
//
//	def register_tools(server, tools: dict[str, Any]):     # handed what setup_tools returns
//	    @server.call_tool()
//	    async def call_tool(name, arguments):
//	        tool = tools.get(name)
//	        result = await tool.execute(arguments)
//	        return [TextContent(type="text", text=result)]
//
// The registry the handler looks the object up in (registry.go) may be a variable of a function
// around the handler (or of the module) bound to a dictionary literal, or to a call of a
// function of the file that returns one (the registry helper); or a parameter of the module-level function around the
// handler, when the file has exactly one function that returns a dictionary of tool objects
// (the helper whose result the server hands it). The dictionary's values are instances of
// classes of the root: ListJobsTool(...), or a call of a function of the file every return of
// which instantiates its own parameter (make(ListJobsTool) above), which names the class as its
// argument. Values of any other kind name no class. A class's method is registered as the tool
// named by the key its instance is held under (the first, for a class held under two).

// builtRegistryClasses returns the classes whose instances a function of the file puts into the
// registry spelt by the identifier reg (nil when none, or when reg is not such a registry).
func (c *fileCtx) builtRegistryClasses(reg *sitter.Node) []*sitter.Node {
	name := c.text(reg)
	for def := c.enclosingDef(reg); def != nil; def = c.enclosingDef(def) {
		if as := c.assignments(def)[name]; len(as) > 0 {
			if len(as) != 1 {
				return nil
			}
			return c.instanceClasses(c.builtDict(assignedValue(as[0])))
		}
		if !slices.Contains(c.paramNames(def), name) {
			continue
		}
		if c.enclosingDef(def) != nil || c.defs[string(c.bytesOf(extract.Field(def, "name")))] != def {
			return nil // a method's or a nested function's parameter: its callers are not followed
		}
		return c.instanceClasses(c.soleRegistryHelper())
	}
	if as := c.assignments(c.root)[name]; len(as) == 1 {
		return c.instanceClasses(c.builtDict(assignedValue(as[0]))) // TOOLS = setup_tools(...)
	}
	return nil
}

// builtDict returns the dictionary literal v is, or that the call v of a module-level function
// of the file returns (its only return, the literal or a variable bound to one); nil otherwise.
func (c *fileCtx) builtDict(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil {
		return nil
	}
	switch extract.Type(v) {
	case "dictionary":
		return v
	case "call":
		fn := extract.Field(v, "function")
		if fn == nil || extract.Type(fn) != "identifier" {
			return nil
		}
		def := c.localDef(v)
		if def == nil {
			return nil
		}
		return c.returnedDict(def)
	}
	return nil
}

// returnedDict returns the dictionary literal that is the only return of def, or nil.
func (c *fileCtx) returnedDict(def *sitter.Node) *sitter.Node {
	rs := c.returnValues(def)
	if len(rs) != 1 {
		return nil
	}
	return c.dictOf(rs[0])
}

// soleRegistryHelper returns the dictionary that the only module-level function of the file
// returning a dictionary of at least minTable tool objects returns; nil when there is none or
// more than one.
func (c *fileCtx) soleRegistryHelper() *sitter.Node {
	var found *sitter.Node
	for _, name := range slices.Sorted(maps.Keys(c.defs)) {
		if strings.Contains(name, ".") {
			continue // a method
		}
		d := c.returnedDict(c.defs[name])
		if d == nil || len(c.instanceKeys(d)) < minTable { // counted without recording its keys
			continue
		}
		if found != nil {
			return nil
		}
		found = d
	}
	return found
}

// instanceClasses returns, in source order and once each, the classes of the root whose
// instances are the values of the dictionary literal d, and records the key each is held under
// (registryNames): d is the registry a tool looks its handler up in.
func (c *fileCtx) instanceClasses(d *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, e := range c.instanceKeys(d) {
		out = append(out, e.cls)
		if e.key != "" {
			if c.registryNames == nil {
				c.registryNames = map[uint32]string{}
			}
			c.registryNames[extract.StartByte(e.cls)] = e.key
		}
	}
	return out
}

// instanceKey is a class whose instance a dictionary holds, and the plain string key of its
// first entry ("" when that key is no plain string).
type instanceKey struct {
	cls *sitter.Node
	key string
}

// instanceKeys returns the classes of the root whose instances are the values of the
// dictionary literal d, in source order and once each, with their keys; it records nothing.
func (c *fileCtx) instanceKeys(d *sitter.Node) []instanceKey {
	if d == nil {
		return nil
	}
	var out []instanceKey
	seen := map[string]bool{}
	for _, p := range namedChildren(d) {
		if extract.Type(p) != "pair" {
			continue
		}
		cls := c.instanceClass(extract.Field(p, "value"))
		if cls == nil {
			continue
		}
		if k := c.classNamed(cls); !seen[k] {
			seen[k] = true
			e := instanceKey{cls: cls}
			if name, ok := c.plainString(extract.Field(p, "key")); ok && name != "" {
				e.key = name
			}
			out = append(out, e)
		}
	}
	return out
}

// instanceClass returns the class expression of the root that the value v instantiates:
// Class(...), or make(Class) for a function make of the file every return of which calls its
// own parameter; nil otherwise.
func (c *fileCtx) instanceClass(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil || extract.Type(v) != "call" {
		return nil
	}
	fn := extract.Field(v, "function")
	if c.classNamed(fn) != "" {
		return fn
	}
	if fn == nil || extract.Type(fn) != "identifier" {
		return nil
	}
	def := c.visibleDef(c.text(fn), v)
	if def == nil {
		return nil
	}
	param := ""
	for _, r := range c.returnValues(def) {
		r = unparen(r)
		if r == nil || extract.Type(r) != "call" {
			return nil
		}
		f := extract.Field(r, "function")
		if f == nil || extract.Type(f) != "identifier" || (param != "" && string(c.bytesOf(f)) != param) {
			return nil
		}
		param = c.text(f)
	}
	idx := slices.Index(c.paramNames(def), param)
	if param == "" || idx < 0 {
		return nil
	}
	kw, pos := c.arguments(v)
	a := kw[param]
	if a == nil && idx < len(pos) {
		a = pos[idx]
	}
	if a = unparen(a); a == nil || c.classNamed(a) == "" {
		return nil
	}
	return a
}
