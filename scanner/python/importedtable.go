package python

import (
	"bytes"
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Dispatch tables imported from another module of the root. A low-level call_tool handler
// picks its handler from a dictionary that a handlers module defines:
//
//	tool_handlers.py:  TOOL_HANDLERS = {"get_mr": handle_get_mr, "list_tags": handle_list_tags}
//	server.py:         from .tool_handlers import TOOL_HANDLERS
//	                   handler = TOOL_HANDLERS.get(name)
//	                   result = handler(client, arguments)
//	                   return [TextContent(type="text", text=json.dumps(result))]
//
// The dispatcher's file registers, at the call, the table's key "<table's module>.<NAME>[]"
// (importedTableDispatch), named after the function it reaches; the table's file aliases that
// key to each entry's function (tableAliases): every handler of the table is a tool, as the
// handlers of a table of the dispatcher's own file are (dispatch.go). So are the tables a
// dictionary of the dispatcher's spreads (spreadtable.go).

// tableSuffix ends the key of a module's dispatch table.
const tableSuffix = "[]"

// importedTableDispatch registers, for a call in tool by of what it picks from a dictionary
// imported by name from a module of the root, the table's key, and reports whether it did.
func (c *fileCtx) importedTableDispatch(call *sitter.Node, by *tool) bool {
	table := c.pickedName(extract.Field(call, "function"), 0)
	getter := table == nil
	if getter {
		table = c.pickedGetter(extract.Field(call, "function")) // gettertable.go
	}
	if table == nil {
		return false
	}
	var keys []string
	if q, ok := c.names[string(c.bytesOf(table))]; ok {
		keys = append(keys, c.importedTableKey(q))
	} else if !getter {
		keys = c.spreadTableKeys(table) // spreadtable.go
	}
	var d dispatchedCall
	for _, k := range keys {
		if k == "" {
			continue
		}
		first, firstEdge := len(c.registrations), len(c.regEdges)
		c.registerKey(k, extract.ToolNamedByTarget, call, by.fw)
		if g := c.catchingDispatch(call); g != "" {
			// The dispatcher answers whatever the handler raises: the handler's raises reach no
			// SDK (the dispatcher's answer is its own finding), neither as the tool's own nor
			// through the dispatcher, whose edge to the table leaves from the try's summary.
			c.guardRegistrations(first, firstEdge, g)
		}
		d.keys = append(d.keys, c.keysOf(k))
	}
	if len(d.keys) == 0 {
		return false
	}
	d.call = call
	c.dispatched = append(c.dispatched, d)
	return true
}

// importedTableKey returns the key of the dispatch table that the dotted name q, imported from
// a module of the root, names ("" when q names nothing of the root).
func (c *fileCtx) importedTableKey(q string) string {
	parts := c.projectParts(q)
	if parts == nil {
		return ""
	}
	return c.xkey(c.importedModule(q, parts, len(parts)-1), parts[len(parts)-1]+tableSuffix)
}

// catchingDispatch returns, for a dispatch call that a try of its function catches whatever it
// raises (callCatches: a clause that answers, and one that catches every exception), the key of
// a summary of the file with the fact Catches that stands for that try: a guard of the handlers
// it dispatches to (Summary.Guards, tool.caughtBy); "" otherwise.
func (c *fileCtx) catchingDispatch(call *sitter.Node) string {
	if _, ok := c.callCatches(call); ok {
		return ""
	}
	line, col := position(call)
	key := c.xkey(c.modID, fmt.Sprintf("<dispatch@%d:%d>", line, col))
	c.catchSums = append(c.catchSums, extract.Summary{Key: key, Name: c.funcName(c.enclosingDef(call)), Line: line, Column: col, Facts: extract.Catches,
		Places: []extract.Place{{Fact: extract.Catches, Line: line, Column: col, Message: "the dispatcher's try answers every exception its handlers raise"}}})
	return key
}

// guardRegistrations adds the guard g to the registrations recorded from index first on, and
// has the edges recorded from index firstEdge on leave from g: a dispatcher's try that answers
// whatever its handlers raise stands between them and the SDK, both for each handler as a tool
// and for the dispatcher that calls it.
func (c *fileCtx) guardRegistrations(first, firstEdge int, g string) {
	for i := first; i < len(c.registrations); i++ {
		c.registrations[i].Guards = append(c.registrations[i].Guards, []string{g})
	}
	for i := firstEdge; i < len(c.regEdges); i++ {
		c.regEdges[i].From = g
	}
}

// pickedName returns the identifier of the container an expression picks a value from (d[k]
// or d.get(k), directly or through a variable assigned one, depth counting the variables
// followed, at most 2); nil otherwise.
func (c *fileCtx) pickedName(fn *sitter.Node, depth int) *sitter.Node {
	fn = unparen(fn)
	if fn == nil || depth > 2 {
		return nil
	}
	var table *sitter.Node
	switch extract.Type(fn) {
	case "subscript":
		table = extract.Field(fn, "value")
	case "call":
		if f := extract.Field(fn, "function"); extract.Type(f) == "attribute" && string(c.bytesOf(extract.Field(f, "attribute"))) == "get" {
			table = extract.Field(f, "object")
		}
	case "identifier":
		return c.pickedName(c.valueOf(fn), depth+1)
	}
	if table == nil || extract.Type(table) != "identifier" {
		return nil
	}
	return table
}

// tableAliases returns, for each module-level name of the file bound to a dictionary of at
// least minTable values naming functions of the root, the aliases from the table's key to
// the entries' functions.
func (c *fileCtx) tableAliases() []extract.Alias {
	if !bytes.Contains(c.src, []byte("= {")) {
		return nil
	}
	var out []extract.Alias
	for _, b := range c.moduleDictBindings() {
		fns := c.tableFunctions(b.dict)
		if len(fns) < minTable {
			continue
		}
		from := c.xkey(c.modID, c.text(b.name)+tableSuffix)
		for _, fn := range fns {
			for _, to := range c.keysOf(c.refTarget(fn, fn)) {
				out = append(out, extract.Alias{From: from, To: to})
			}
		}
	}
	return out
}

// dictBinding is a module-level statement `NAME = {...}`: the name and the dictionary literal.
type dictBinding struct{ name, dict *sitter.Node }

// moduleDictBindings returns the file's module-level bindings of a name to a dictionary
// literal, in order (tableAliases, recordAliases).
func (c *fileCtx) moduleDictBindings() []dictBinding {
	var out []dictBinding
	for _, st := range namedChildren(c.root) {
		if extract.Type(st) != "expression_statement" || extract.NamedChildCount(st) == 0 {
			continue
		}
		as := extract.NamedChild(st, 0)
		if extract.Type(as) != "assignment" {
			continue
		}
		l, r := extract.Field(as, "left"), unparen(extract.Field(as, "right"))
		if l != nil && extract.Type(l) == "identifier" && r != nil && extract.Type(r) == "dictionary" {
			out = append(out, dictBinding{l, r})
		}
	}
	return out
}

// tableFunctions returns the values of a dictionary that name functions of the root (also as
// attributes of an imported module, isModuleAttrFunction), whatever
// its keys (string literals, or constants of the tool names: TOOL_LIST_PROJECTS).
func (c *fileCtx) tableFunctions(d *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, p := range namedChildren(d) {
		if extract.Type(p) != "pair" {
			continue
		}
		if v := extract.Field(p, "value"); v != nil && (extract.Type(v) == "identifier" && c.isFunctionKey(v) || c.isModuleAttrFunction(v)) {
			out = append(out, v)
		}
	}
	return out
}
