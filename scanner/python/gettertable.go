package python

import (
	"bytes"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tables that a getter function hands out. A registry module's function returns the handler
// its dictionary holds under the tool's name, and a low-level call_tool handler, or the
// dispatcher function of its file whose result it returns, calls what the getter gives:
//
//	registry.py:  def get_tool_handler(tool_name):
//	                  from pkg.tools import books, shelves
//	                  handlers = {"find_book": books.find_book, "list_shelves": shelves.list_shelves}
//	                  if tool_name not in handlers:
//	                      raise ValueError(f"Unknown tool: {tool_name}")
//	                  return handlers[tool_name]
//	server.py:    async def execute_tool(name, arguments):
//	                  handler = get_tool_handler(name)
//	                  result = await handler(client, **arguments)
//	                  return result
//	              @server.call_tool()
//	              async def call_tool(name, arguments):
//	                  return await execute_tool(name, arguments)
//
// The getter stands for a table named after it: the dispatcher's file registers the key
// "<getter's module>.<getter>[]" at the call (importedTableDispatch, pickedGetter), the getter's
// file aliases that key to the functions of the dictionary every return of the getter picks
// from (getterAliases), as a module's dictionary is aliased (tableAliases); a getter of the
// dispatcher's own file is its table (getterTableOf). A dictionary's values may name functions
// of modules it imports (books.find_book, tableFunctions). A dispatch in a function of the
// tool's file whose result the tool returns is the tool's (returnedDispatchers), when the
// function returns what the handler gives; a dictionary no tool dispatches through makes no tool.

// pickedGetter returns the name of the function whose result a called expression is: the
// getter of `handler = get_tool_handler(name)` (awaited or not) for `handler(...)`, or of
// `get_tool_handler(name)(...)`; nil otherwise. The getter is called with an argument.
func (c *fileCtx) pickedGetter(fn *sitter.Node) *sitter.Node {
	fn = unparen(fn)
	if fn != nil && extract.Type(fn) == "identifier" {
		fn = unparen(c.valueOf(fn))
	}
	if fn = awaitedCall(fn); fn == nil {
		return nil
	}
	g, args := extract.Field(fn, "function"), extract.Field(fn, "arguments")
	if g == nil || extract.Type(g) != "identifier" || args == nil || extract.NamedChildCount(args) == 0 {
		return nil
	}
	return g
}

// getterDict returns the dictionary literal that every return of function def picks a value
// from (return handlers[name], handlers.get(name), handlers bound in def or at module level),
// nil when a return gives anything else or def returns nothing.
func (c *fileCtx) getterDict(def *sitter.Node) *sitter.Node {
	var d *sitter.Node
	for _, v := range c.returnValues(def) {
		p := c.pickedDict(v, 0)
		if p == nil || (d != nil && !sameNode(p, d)) {
			return nil
		}
		d = p
	}
	return d
}

// getterTableOf returns the dictionary of at least minTable handlers that the getter of a
// called expression (pickedGetter), a function of the file, hands out; nil otherwise.
func (c *fileCtx) getterTableOf(fn *sitter.Node) *sitter.Node {
	g := c.pickedGetter(fn)
	if g == nil {
		return nil
	}
	def := c.visibleDef(c.text(g), g)
	if def == nil {
		return nil
	}
	if d := c.getterDict(def); d != nil && len(c.tableEntries(d)) >= minTable {
		return d
	}
	return nil
}

// getterAliases returns, for each module-level function of the file whose returns hand out
// the values of a dictionary of at least minTable functions (getterDict), the aliases from the
// getter's table key to those functions.
func (c *fileCtx) getterAliases() []extract.Alias {
	if !bytes.Contains(c.src, []byte("return ")) || !bytes.Contains(c.src, []byte("{")) {
		return nil
	}
	var out []extract.Alias
	for _, def := range namedChildren(c.root) {
		if extract.Type(def) != "function_definition" {
			continue
		}
		d := c.getterDict(def)
		if d == nil {
			continue
		}
		fns := c.tableFunctions(d)
		if len(fns) < minTable {
			continue
		}
		from := c.xkey(c.modID, c.text(extract.Field(def, "name"))+tableSuffix)
		for _, fn := range fns {
			for _, to := range c.keysOf(c.refTarget(fn, fn)) {
				out = append(out, extract.Alias{From: from, To: to})
			}
		}
	}
	return out
}

// returnedDispatchers returns the functions of the file, not tools themselves, whose result
// tool t returns (return await execute_tool(name, arguments)): their dispatches are t's.
func (c *fileCtx) returnedDispatchers(t *tool) []*sitter.Node {
	var out []*sitter.Node
	for _, v := range c.returnValues(t.def) {
		v = unparen(v)
		if v != nil && extract.Type(v) == "await" && extract.NamedChildCount(v) > 0 {
			v = unparen(extract.NamedChild(v, 0))
		}
		if v == nil || extract.Type(v) != "call" {
			continue
		}
		f := extract.Field(v, "function")
		if f == nil || extract.Type(f) != "identifier" {
			continue
		}
		def := c.visibleDef(c.text(f), f)
		if def == nil || sameNode(def, t.def) || c.tools[extract.StartByte(def)] != nil || slices.ContainsFunc(out, def.Equal) {
			continue
		}
		out = append(out, def)
	}
	return out
}

// isModuleAttrFunction reports whether v names a function of a module the file imports by name
// (books.find_book after `from pkg.tools import books`, at module level or in a function): an
// attribute of an imported name spelled as a module's, the attribute spelled as a function's.
func (c *fileCtx) isModuleAttrFunction(v *sitter.Node) bool {
	if v == nil || extract.Type(v) != "attribute" {
		return false
	}
	obj := extract.Field(v, "object")
	if obj == nil || extract.Type(obj) != "identifier" || !spelledAsFunction(c.text(obj)) {
		return false
	}
	_, imported := c.names[string(c.bytesOf(obj))]
	return imported && spelledAsFunction(c.text(extract.Field(v, "attribute")))
}

// flagsTested reports whether def answers what a dispatch call of its body gives with an isError
// result when it tests it: the call's value is bound to a name that the condition of an if
// statement of def reads, and the if's block returns CallToolResult(isError=True, ...). The
// handlers' failures then reach the client flagged (`if result.get("error"): return
// CallToolResult(isError=True, ...)`): the dispatch makes no tools of them.
func (c *fileCtx) flagsTested(call, def *sitter.Node) bool {
	if !c.sited {
		return false // isFlaggedResult needs an isError or is_error keyword
	}
	as := extract.Parent(call)
	if as != nil && extract.Type(as) == "await" {
		as = extract.Parent(as)
	}
	if as == nil || extract.Type(as) != "assignment" {
		return false
	}
	left := extract.Field(as, "left")
	if left == nil || extract.Type(left) != "identifier" {
		return false
	}
	name, found := c.text(left), false
	walkScope(extract.Field(def, "body"), func(n *sitter.Node) {
		if found || extract.Type(n) != "if_statement" || !c.readsName(extract.Field(n, "condition"), name) {
			return
		}
		walkScope(extract.Field(n, "consequence"), func(r *sitter.Node) {
			if !found && extract.Type(r) == "return_statement" && extract.NamedChildCount(r) > 0 {
				found = c.isFlaggedResult(unparen(extract.NamedChild(r, 0)))
			}
		})
	})
	return found
}

// readsName reports whether an expression reads the identifier name.
func (c *fileCtx) readsName(n *sitter.Node, name string) bool {
	found := false
	eachIdentifier(n, func(x *sitter.Node) { found = found || string(c.bytesOf(x)) == name })
	return found
}

// isFlaggedResult reports whether v constructs an SDK result with isError (is_error) True.
func (c *fileCtx) isFlaggedResult(v *sitter.Node) bool {
	if v == nil || extract.Type(v) != "call" || c.resultAPI(extract.Field(v, "function")) == "" {
		return false
	}
	for _, a := range namedChildren(extract.Field(v, "arguments")) {
		if extract.Type(a) != "keyword_argument" {
			continue
		}
		k := c.text(extract.Field(a, "name"))
		if (k == "isError" || k == "is_error") && extract.Type(extract.Field(a, "value")) == "true" {
			return true
		}
	}
	return false
}
