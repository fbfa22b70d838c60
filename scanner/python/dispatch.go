package python

import (
	"regexp"

	sitter "github.com/smacker/go-tree-sitter"
)

// Tools dispatched by the project's own code. A low-level call_tool handler, or a FastMCP tool
// that takes a kind, picks the function to run from a table and returns what it returns:
//
//	handlers = {"create_s3": create_s3_source, "create_azure": create_azure_source}
//	fn = handlers[kind]                      # or handlers.get(kind)
//	return await fn(ctx, **config)
//
// or asks a registry for a handler object and calls a method all handlers define:
//
//	add_tool_handler(tools.ListFilesToolHandler())     # one per tool, at module level
//	handler = get_tool_handler(name)
//	return handler.run_tool(arguments)
//
// The handlers are the tools: their returns are the tool's result and their raises reach the
// SDK. A handler of this file becomes a tool of the file; one of another file is registered as a
// tool for the linker (Summary.Registration).

// registering matches the names of methods that add a handler to a registry.
var registering = regexp.MustCompile(`^(register\w*|add\w*|append)$`)

// minTable is the least number of handlers that make a table a dispatch table.
const minTable = 2

// dispatchTables records the handlers that the file's tools dispatch to.
func (c *fileCtx) dispatchTables() {
	var classes []*sitter.Node // classes instantiated as arguments (add_tool_handler(X()))
	for _, t := range c.toolList() {
		for _, call := range c.index().calls[c.keyOf(t.def)] {
			if table := c.tableOf(call.ChildByFieldName("function"), 0); table != nil {
				c.registerTable(table, t)
				continue
			}
			fn := call.ChildByFieldName("function")
			if fn.Type() != "attribute" || !c.isLookedUp(fn.ChildByFieldName("object")) {
				continue
			}
			if classes == nil {
				classes = c.argumentClasses()
			}
			if len(classes) < minTable {
				continue
			}
			method := c.text(fn.ChildByFieldName("attribute"))
			for _, cls := range classes {
				c.registerMethod(cls, method, t)
			}
		}
	}
}

// tableOf returns the dictionary literal a called expression is picked from: handlers[kind],
// handlers.get(kind), or a variable assigned one of those; nil otherwise.
func (c *fileCtx) tableOf(fn *sitter.Node, depth int) *sitter.Node {
	fn = unparen(fn)
	if fn == nil || depth > 2 {
		return nil
	}
	var table *sitter.Node
	switch fn.Type() {
	case "subscript":
		table = fn.ChildByFieldName("value")
	case "call":
		if f := fn.ChildByFieldName("function"); f.Type() == "attribute" && c.text(f.ChildByFieldName("attribute")) == "get" {
			table = f.ChildByFieldName("object")
		}
	case "identifier":
		return c.tableOf(c.valueOf(fn), depth+1)
	}
	if table == nil || table.Type() != "identifier" {
		return nil
	}
	d := c.dictOf(table)
	if d == nil || len(c.tableEntries(d)) < minTable {
		return nil
	}
	return d
}

// tableEntry is a handler of a dispatch table: its name and the function expression.
type tableEntry struct {
	name string
	fn   *sitter.Node
}

// tableEntries returns the entries of a dictionary whose values name functions of the root.
func (c *fileCtx) tableEntries(d *sitter.Node) []tableEntry {
	var out []tableEntry
	for i := 0; i < int(d.NamedChildCount()); i++ {
		p := d.NamedChild(i)
		if p.Type() != "pair" {
			continue
		}
		name, ok := c.plainString(p.ChildByFieldName("key"))
		v := p.ChildByFieldName("value")
		if !ok || v == nil || v.Type() != "identifier" || !c.isFunctionKey(v) {
			continue
		}
		out = append(out, tableEntry{name, v})
	}
	return out
}

// registerTable makes the handlers of a table tools, of the framework of the tool that
// dispatches to them.
func (c *fileCtx) registerTable(d *sitter.Node, by *tool) {
	for _, e := range c.tableEntries(d) {
		if def := c.visibleDef(c.text(e.fn), e.fn); def != nil {
			if c.tools[def.StartByte()] == nil {
				c.tools[def.StartByte()] = &tool{def: def, name: e.name, fw: by.fw}
			}
			continue
		}
		c.registerForeign(e.fn, e.fn, e.name)
	}
}

// isLookedUp reports whether an object is a handler looked up at run time: a variable assigned
// from a call or a subscript (handler = get_tool_handler(name), handler = HANDLERS[name]) whose
// class the file does not show.
func (c *fileCtx) isLookedUp(obj *sitter.Node) bool {
	if obj == nil || obj.Type() != "identifier" {
		return false
	}
	v := unparen(c.valueOf(obj))
	if !c.isLookup(v, 0) {
		return false
	}
	return c.classOf(obj, obj) == ""
}

// isLookup reports whether an expression looks a value up by key: registry[name],
// registry.get(name), or a call of a function of the file that returns one of those.
func (c *fileCtx) isLookup(v *sitter.Node, depth int) bool {
	v = unparen(v)
	if v == nil || depth > 1 {
		return false
	}
	switch v.Type() {
	case "subscript":
		return true
	case "call":
		fn := v.ChildByFieldName("function")
		if fn.Type() == "attribute" && c.text(fn.ChildByFieldName("attribute")) == "get" {
			return true
		}
		if def := c.localDef(v); def != nil {
			for _, r := range c.returnValues(def) {
				if c.isLookup(r, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// argumentClasses returns the classes the file instantiates as the argument of a registering
// call: a function of the file (add_tool_handler(tools.ListFilesToolHandler())) or a method named
// for it (registry.register(X()), handlers.append(X())), in source order.
func (c *fileCtx) argumentClasses() []*sitter.Node {
	out := []*sitter.Node{}
	seen := map[string]bool{}
	for _, m := range c.run("facts") {
		if m.site.Type() != "call" || m.key != nil {
			continue
		}
		if c.localDef(m.site) == nil && !registering.MatchString(lastName(c.text(m.callee))) {
			continue
		}
		_, pos := c.arguments(m.site)
		for _, a := range pos {
			if a = unparen(a); a.Type() != "call" {
				continue
			}
			fn := a.ChildByFieldName("function")
			if cls := c.classNamed(fn); cls != "" && !seen[cls] {
				seen[cls] = true
				out = append(out, fn)
			}
		}
	}
	return out
}

// registerMethod makes method of class cls a tool dispatched from tool by; the registration
// stands where the file instantiates the class.
func (c *fileCtx) registerMethod(cls *sitter.Node, method string, by *tool) {
	name := lastName(c.text(cls))
	if def := c.defs[name+"."+method]; def != nil && cls.Type() == "identifier" {
		if c.tools[def.StartByte()] == nil {
			c.tools[def.StartByte()] = &tool{def: def, name: name, fw: by.fw}
		}
		return
	}
	k := c.classNamed(cls)
	if k == "" {
		return
	}
	c.registerKey(k+"."+method+c.rootSuffix(), name, cls)
}
