package python

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// Tools dispatched by the project's own code. A low-level call_tool handler, or a FastMCP tool
// that takes a kind, picks the function to run from a table and returns what it returns:
//
//	handlers = {"create_s3": create_s3_source, "create_azure": create_azure_source}
//	fn = handlers[kind]                      # or handlers.get(kind)
//	return await fn(ctx, **config)
//
// or asks a registry for a handler object and calls a method all handlers define
// (registry.go):
//
//	add_tool_handler(tools.ListFilesToolHandler())     # one per tool, at module level
//	handler = get_tool_handler(name)
//	return handler.run_tool(arguments)
//
// The handlers are the tools: their returns are the tool's result and their raises reach the
// SDK. A handler of this file becomes a tool of the file; one of another file is registered as a
// tool for the linker (Summary.Registration).

// registering matches the names of methods that add a handler to a registry.
var registering = lazyre.New(`^(register\w*|add\w*|append)$`)

// minTable is the least number of handlers that make a table a dispatch table.
const minTable = 2

// dispatchTables records the handlers that the file's tools dispatch to.
func (c *fileCtx) dispatchTables() {
	for _, t := range c.toolList() {
		c.recordDispatches(t) // recordtable.go
		for _, call := range c.dispatchCalls(t) {
			c.dispatchedRegistry(call, t) // registrydecorator.go
			fn := extract.Field(call, "function")
			table := c.tableOf(fn, 0)
			if table == nil {
				table = c.getterTableOf(fn) // gettertable.go
			}
			if table != nil {
				c.registerTable(table, t, c.catchingDispatch(call)) // importedtable.go
				continue
			}
			// TOOLS.get(name) may be a table's or a registry object's: each file says which.
			imported := c.importedTableDispatch(call, t) // importedtable.go
			if c.boundDispatch(call, t) || imported {    // boundreg.go
				continue
			}
			if c.getattrTableDispatch(call, t) { // getattrtable.go
				continue
			}
			if extract.Type(fn) != "attribute" {
				continue
			}
			classes := c.registryClasses(extract.Field(fn, "object")) // registry.go
			if len(classes) < minTable {
				continue
			}
			method := c.text(extract.Field(fn, "attribute"))
			d := dispatchedCall{call: call}
			for _, cls := range classes {
				if keys := c.registerMethod(cls, method, t); len(keys) > 0 {
					d.keys = append(d.keys, keys)
				}
			}
			c.dispatched = append(c.dispatched, d)
		}
	}
}

// dispatchCalls returns the calls that may dispatch tool t's handlers: t's own, and those of
// the functions of the file whose result t returns that return what they call
// (returnedDispatchers, gettertable.go); not a call whose value its function answers with an
// isError result when it tests it (flagsTested).
func (c *fileCtx) dispatchCalls(t *tool) []*sitter.Node {
	var out []*sitter.Node
	for _, call := range c.index().calls[c.keyOf(t.def)] {
		if !c.flagsTested(call, t.def) {
			out = append(out, call)
		}
	}
	for _, def := range c.returnedDispatchers(t) {
		for _, call := range c.index().calls[c.keyOf(def)] {
			if c.isReturned(call, def) && !c.flagsTested(call, def) {
				out = append(out, call)
			}
		}
	}
	return out
}

// tableOf returns the dictionary literal a called expression is picked from: handlers[kind],
// handlers.get(kind), or a variable assigned one of those; nil otherwise.
func (c *fileCtx) tableOf(fn *sitter.Node, depth int) *sitter.Node {
	d := c.pickedDict(fn, depth)
	if d == nil || len(c.tableEntries(d)) < minTable {
		return nil
	}
	return d
}

// pickedDict returns the dictionary literal of the function that an expression picks a value
// from (pickedName), whatever its values; nil otherwise.
func (c *fileCtx) pickedDict(fn *sitter.Node, depth int) *sitter.Node {
	if t := c.pickedName(fn, depth); t != nil {
		return c.dictOf(t)
	}
	return nil
}

// tableEntry is a handler of a dispatch table: its name and the function expression.
type tableEntry struct {
	name string
	fn   *sitter.Node
}

// tableEntries returns the entries of a dictionary whose values name functions of the root.
func (c *fileCtx) tableEntries(d *sitter.Node) []tableEntry {
	var out []tableEntry
	for i := 0; i < int(extract.NamedChildCount(d)); i++ {
		p := extract.NamedChild(d, i)
		if extract.Type(p) != "pair" {
			continue
		}
		name, ok := c.plainString(extract.Field(p, "key"))
		v := extract.Field(p, "value")
		if !ok || v == nil || extract.Type(v) != "identifier" || !c.isFunctionKey(v) {
			continue
		}
		out = append(out, tableEntry{name, v})
	}
	return out
}

// registerTable makes the handlers of a table tools, of the framework of the tool that
// dispatches to them; caught, when not "", is the key of the summary that stands for a try of
// the dispatcher that answers whatever they raise (catchingDispatch), a guard of each.
func (c *fileCtx) registerTable(d *sitter.Node, by *tool, caught string) {
	for _, e := range c.tableEntries(d) {
		if def := c.visibleDef(c.text(e.fn), e.fn); def != nil {
			if c.tools[extract.StartByte(def)] == nil {
				c.tools[extract.StartByte(def)] = &tool{def: def, name: e.name, fw: by.fw, caughtBy: caught}
			}
			continue
		}
		first, firstEdge := len(c.registrations), len(c.regEdges)
		c.registerForeign(e.fn, e.fn, e.name, by.fw)
		if caught != "" {
			c.guardRegistrations(first, firstEdge, caught) // importedtable.go
		}
	}
}

// registerMethod makes method of class cls a tool dispatched from tool by; the registration
// stands where the file instantiates the class. It returns the keys the method may have (nil
// when it makes no tool).
func (c *fileCtx) registerMethod(cls *sitter.Node, method string, by *tool) []string {
	name := lastName(c.text(cls))
	if def := c.defs[name+"."+method]; def != nil && extract.Type(cls) == "identifier" {
		if c.tools[extract.StartByte(def)] == nil {
			c.tools[extract.StartByte(def)] = &tool{def: def, name: name, fw: by.fw}
		}
		if k := c.fnKey(def); k != "" {
			return []string{k}
		}
		return nil
	}
	k := c.classNamed(cls)
	if k == "" {
		return nil
	}
	k += "." + method + c.rootSuffix()
	if n := c.registryNames[extract.StartByte(cls)]; n != "" {
		name = n // the key a registry dictionary holds the object under (builtreg.go)
	}
	c.registerKey(k, name, cls, by.fw)
	return c.keysOf(k)
}
