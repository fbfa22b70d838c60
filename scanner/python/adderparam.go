package python

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools registered through an adder a register function is handed, not through a server:
//
//	def register_tools(add_tool: AddTool) -> None:         # services/books/books_tools.py
//	    add_tool(books_service.balance, annotations=...)   # AddTool = Callable[..., None]
//
//	def add_enabled_tools(modules, enabled, add_tool) -> None:   # server.py
//	    def filtered_add_tool(tool, **kwargs):
//	        if not enabled or tool.__name__ in enabled:
//	            add_tool(tool, **kwargs)
//	    for module in modules:
//	        module.register_tools(filtered_add_tool)
//
//	def register_tools(mcp: FastMCP) -> None:
//	    add_enabled_tools((books_tools, audit_tools), set(), mcp.add_tool)
//
// A call of a parameter of a module-level function with a function as its first argument
// registers that function when the root hands an adder to that parameter: a server's bound
// add_tool or tool method, a parameter of a function of the file that a call of it in the file
// hands an adder, or a function of the file that hands its first parameter to an adder (a
// filtering wrapper). Such a registration is conditional (registered.go): it holds when a file
// of the root hands an adder at the parameter's position to the function, by its module
// (books_tools.register_tools(mcp.add_tool)), by an imported name, or on a loop variable over
// modules the file lists in a tuple or list (the attribute called on the loop variable, for
// each module listed). A register function that hands its own adder parameter on to another
// register function (eventstream_builder_tools.register_tools(add_tool)) hands an adder.

// adderMark ends the name in a key that says a file hands an adder to the function of that
// name at position i.
func adderMark(i int) string { return "#adder" + strconv.Itoa(i) }

// maxAdderDepth bounds the steps from a server's method to the adder a call hands on.
const maxAdderDepth = 4

// adderParamTools registers, conditionally, the functions that the file's module-level
// functions hand to calls of their parameters.
func (c *fileCtx) adderParamTools() {
	if !crossFile(c.f.Context) || !c.sdk.mcpKnown && !c.sdk.fastmcpKnown && !c.mcpEvidence {
		return
	}
	calls := c.index().calls
	for _, name := range slices.Sorted(maps.Keys(c.defs)) {
		def := c.defs[name]
		if strings.Contains(name, ".") || c.enclosingDef(def) != nil || c.enclosingClassName(def) != "" {
			continue
		}
		params := c.paramNames(def)
		for _, call := range calls[extract.StartByte(def)] {
			i := c.addedParam(call, params)
			if i < 0 {
				continue
			}
			pos := c.positional(call)
			c.registerAdded(unparen(pos[0]), call, c.markKeys(name, adderMark(i)))
		}
	}
}

// addedParam returns the position of the parameter that call calls with a function as its
// first argument, or -1.
func (c *fileCtx) addedParam(call *sitter.Node, params []string) int {
	fn := unparen(extract.Field(call, "function"))
	if fn == nil || extract.Type(fn) != "identifier" {
		return -1
	}
	i := slices.Index(params, c.text(fn))
	if i < 0 {
		return -1
	}
	if pos := c.positional(call); len(pos) == 0 || !c.namesFunction(unparen(pos[0]), call) {
		return -1
	}
	return i
}

// namesFunction reports whether x names a function: one of the file, a name imported from a
// module of the root, or a module's attribute (books_service.balance).
func (c *fileCtx) namesFunction(x, at *sitter.Node) bool {
	switch extract.Type(x) {
	case "identifier":
		if def := c.visibleDef(c.text(x), at); def != nil {
			return true
		}
		q, ok := c.names[string(c.bytesOf(x))]
		return ok && c.importedKey(q) != ""
	case "attribute":
		o := unparen(extract.Field(x, "object"))
		if o == nil || extract.Type(o) != "identifier" {
			return false
		}
		if _, ok := c.names[string(c.bytesOf(o))]; !ok {
			return false
		}
		q := c.qualify(x)
		return q != "" && c.importedKey(q) != ""
	}
	return false
}

// registerAdded registers the function x names as a tool, on the keys via.
func (c *fileCtx) registerAdded(x, at *sitter.Node, via []string) {
	fw := c.guessFramework()
	name := c.toolNameArg(extract.Field(at, "arguments"))
	if extract.Type(x) == "identifier" {
		if def := c.visibleDef(c.text(x), at); def != nil {
			if c.tools[extract.StartByte(def)] != nil {
				return
			}
			t := &tool{def: def, name: c.text(extract.Field(def, "name")), fw: fw}
			if name != "" {
				t.name = name
			}
			c.conditionalTool(t, via)
			if t.via != nil {
				c.tools[extract.StartByte(def)] = t
			}
			return
		}
		c.registerForeignVia(x, at, name, fw, via)
		return
	}
	if name == "" {
		name = c.text(extract.Field(x, "attribute"))
	}
	q := c.qualify(x)
	k := c.importedKey(q)
	if parts := strings.Split(q, "."); len(parts) >= 3 && !isModelName(parts[len(parts)-2]) {
		// SERVICE.list_items of `SERVICE = ItemService()` in another module: a bound method,
		// whatever the object's name says (noteObjectKey takes an upper-case name for a constant).
		n := len(parts)
		if mod := c.importedModule(q, parts, n-2); mod != "" {
			c.addAltKey(k, c.xkey(mod, parts[n-2]+"."+parts[n-1]))
		}
	}
	c.registerKeyVia(k, name, at, fw, via)
}

// adderSums returns a plain summary of each key that says this file hands an adder to a
// function of the root at a position (adderMark).
func (c *fileCtx) adderSums() []extract.Summary {
	if !c.mcpEvidence && !c.sdk.mcpKnown && !c.sdk.fastmcpKnown {
		return nil
	}
	keys := map[string]bool{}
	var listed []string // listedImports, once asked
	calls := c.index().calls
	for _, scope := range slices.Sorted(maps.Keys(calls)) {
		for _, call := range calls[scope] {
			pos := c.positional(call)
			for i, a := range pos {
				if !c.isAdder(a, 0) {
					continue
				}
				for _, q := range c.adderTargets(call, &listed) {
					if k := c.importedKey(q); k != "" {
						for _, alt := range c.keysOf(k) {
							keys[withMark(alt, adderMark(i))] = true
						}
					}
				}
				if fn := unparen(extract.Field(call, "function")); extract.Type(fn) == "identifier" && c.visibleDef(c.text(fn), call) != nil {
					keys[c.xkey(c.modID, c.text(fn)+adderMark(i))] = true
				}
			}
		}
	}
	out := make([]extract.Summary, 0, len(keys))
	for _, k := range slices.Sorted(maps.Keys(keys)) {
		out = append(out, extract.Summary{Key: k})
	}
	return out
}

// withMark puts mark at the end of the name in key k ("<mod>.<name>@<root>").
func withMark(k, mark string) string {
	i := strings.Index(k, "@")
	if i < 0 {
		return k + mark
	}
	return k[:i] + mark + k[i:]
}

// adderTargets returns the dotted names of the functions of other modules that call calls:
// an imported name, a module's function, or the function of that name of each module the file
// lists in a tuple or list when the call is on a loop variable.
func (c *fileCtx) adderTargets(call *sitter.Node, listed *[]string) []string {
	fn := unparen(extract.Field(call, "function"))
	switch extract.Type(fn) {
	case "identifier":
		if q, ok := c.names[string(c.bytesOf(fn))]; ok {
			return []string{q}
		}
	case "attribute":
		o := unparen(extract.Field(fn, "object"))
		if o == nil || extract.Type(o) != "identifier" {
			return nil
		}
		attr := c.text(extract.Field(fn, "attribute"))
		if q, ok := c.names[string(c.bytesOf(o))]; ok {
			return []string{q + "." + attr}
		}
		if !c.isLoopVariable(o) {
			return nil
		}
		if *listed == nil {
			*listed = c.listedImports()
		}
		var out []string
		for _, q := range *listed {
			out = append(out, q+"."+attr)
		}
		return out
	}
	return nil
}

// isLoopVariable reports whether identifier id is bound by a for loop or comprehension around it.
func (c *fileCtx) isLoopVariable(id *sitter.Node) bool {
	name := c.text(id)
	for p := c.parent(id); p != nil; p = c.parent(p) {
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition", "module":
			return false
		case "for_statement":
			if c.bindsName(extract.Field(p, "left"), name) {
				return true
			}
		}
	}
	return false
}

// bindsName reports whether a loop's target binds name (x, or a tuple of names holding it).
func (c *fileCtx) bindsName(left *sitter.Node, name string) bool {
	if left == nil {
		return false
	}
	if extract.Type(left) == "identifier" {
		return string(c.bytesOf(left)) == name
	}
	found := false
	eachNamedChild(left, func(ch *sitter.Node) {
		found = found || c.bindsName(ch, name)
	})
	return found
}

// listedImports returns the dotted names of the imported names of the root that the file lists
// as an element of a tuple or list.
func (c *fileCtx) listedImports() []string {
	out := []string{}
	for _, local := range slices.Sorted(maps.Keys(c.names)) {
		q := c.names[local]
		c.identifiersNamedUp(local, func(n, p *sitter.Node) bool {
			if p != nil && (extract.Type(p) == "tuple" || extract.Type(p) == "list") {
				out = append(out, q)
				return false
			}
			return true
		})
	}
	return out
}

// isAdder reports whether value v is a tool adder: a server's add_tool or tool method, a
// parameter that the file's calls of its function hand an adder, a register function's
// parameter that it calls with functions, or a function of the file that hands its first
// parameter to an adder.
func (c *fileCtx) isAdder(v *sitter.Node, depth int) bool {
	v = unparen(v)
	if v == nil || depth > maxAdderDepth {
		return false
	}
	switch extract.Type(v) {
	case "attribute":
		m := c.text(extract.Field(v, "attribute"))
		if m != "add_tool" && m != "tool" {
			return false
		}
		obj := unparen(extract.Field(v, "object"))
		if obj == nil || extract.Type(obj) != "identifier" {
			return false
		}
		fw, ok := c.objectFramework(obj, "tool")
		return ok && fw != fwLowV1
	case "identifier":
		name := c.text(v)
		for def := c.enclosingDef(v); def != nil; def = c.enclosingDef(def) {
			params := c.paramNames(def)
			i := slices.Index(params, name)
			if i < 0 {
				continue
			}
			return c.handedAdder(def, name, i, depth) || c.callsAdded(def, params, i)
		}
		if def := c.visibleDef(name, v); def != nil {
			return c.wrapsAdder(def, depth)
		}
	}
	return false
}

// handedAdder reports whether a call of def in the file hands an adder at parameter i (name).
func (c *fileCtx) handedAdder(def *sitter.Node, name string, i, depth int) bool {
	fname := c.text(extract.Field(def, "name"))
	for _, call := range c.callsOfName(fname) {
		if c.visibleDef(fname, call) != def {
			continue
		}
		kw, pos := c.arguments(call)
		a := kw[name]
		if a == nil && i < len(pos) {
			a = pos[i]
		}
		if a != nil && c.isAdder(a, depth+1) {
			return true
		}
	}
	return false
}

// callsAdded reports whether module-level function def calls its parameter i with a function.
func (c *fileCtx) callsAdded(def *sitter.Node, params []string, i int) bool {
	if c.enclosingDef(def) != nil {
		return false
	}
	return memo(&c.added, [2]uint32{extract.StartByte(def), uint32(i)}, func() bool {
		for _, call := range c.index().calls[extract.StartByte(def)] {
			if c.addedParam(call, params) == i {
				return true
			}
		}
		return false
	})
}

// wrapsAdder reports whether function def hands its first parameter to an adder
// (def filtered_add_tool(tool, **kw): add_tool(tool, **kw)).
func (c *fileCtx) wrapsAdder(def *sitter.Node, depth int) bool {
	params := c.paramNames(def)
	if len(params) > 0 && (params[0] == "self" || params[0] == "cls") {
		params = params[1:]
	}
	if len(params) == 0 {
		return false
	}
	for _, call := range c.index().calls[extract.StartByte(def)] {
		pos := c.positional(call)
		if len(pos) == 0 || extract.Type(unparen(pos[0])) != "identifier" || string(c.bytesOf(unparen(pos[0]))) != params[0] {
			continue
		}
		if fn := extract.Field(call, "function"); fn != nil && c.isAdder(fn, depth+1) {
			return true
		}
	}
	return false
}
