package python

import (
	"fmt"
	"slices"
	"strings"

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
// handlers of a table of the dispatcher's own file are (dispatch.go). A table the dispatcher's
// file does not import by name (a module attribute, a table built in a function) is left out.

// tableSuffix ends the key of a module's dispatch table.
const tableSuffix = "[]"

// importedTableDispatch registers, for a call in tool by of what it picks from a dictionary
// imported by name from a module of the root, the table's key, and reports whether it did.
func (c *fileCtx) importedTableDispatch(call *sitter.Node, by *tool) bool {
	table := c.pickedName(extract.Field(call, "function"), 0)
	if table == nil {
		return false
	}
	q, ok := c.names[c.text(table)]
	if !ok {
		return false
	}
	parts := c.projectParts(q)
	if len(parts) < 2 {
		return false
	}
	k := c.xkey(c.importedModule(q, parts, len(parts)-1), parts[len(parts)-1]+tableSuffix)
	first, firstEdge := len(c.registrations), len(c.regEdges)
	c.registerKey(k, extract.ToolNamedByTarget, call, by.fw)
	if g := c.catchingDispatch(call); g != "" {
		// The dispatcher answers whatever the handler raises: the handler's raises reach no
		// SDK (the dispatcher's answer is its own finding), neither as the tool's own nor
		// through the dispatcher, whose edge to the table leaves from the try's summary.
		for i := first; i < len(c.registrations); i++ {
			c.registrations[i].Guards = append(c.registrations[i].Guards, []string{g})
		}
		for i := firstEdge; i < len(c.regEdges); i++ {
			c.regEdges[i].From = g
		}
	}
	c.dispatched = append(c.dispatched, dispatchedCall{call: call, keys: [][]string{c.keysOf(k)}})
	return true
}

// catchingDispatch returns, for a dispatch call in the body of a try every except clause of
// which answers (none raises again) and one of which catches every exception, the key of a
// summary of the file with the fact Catches that stands for that try (a guard of the handlers
// it dispatches to, Summary.Guards); "" otherwise.
func (c *fileCtx) catchingDispatch(call *sitter.Node) string {
	for n := call.Parent(); n != nil && extract.Type(n) != "function_definition"; n = n.Parent() {
		if extract.Type(n) != "block" || n.Parent() == nil || extract.Type(n.Parent()) != "try_statement" || !nodeIs(extract.Field(n.Parent(), "body"), n) {
			continue
		}
		try := n.Parent()
		all := false
		for _, h := range c.handlers(try) {
			if h.reraises {
				return ""
			}
			all = all || c.exceptCatches(h.class, raised{})
		}
		if !all {
			return ""
		}
		line, col := position(try)
		key := c.xkey(c.modID, fmt.Sprintf("<dispatch try@%d:%d>", line, col))
		if slices.ContainsFunc(c.catchSums, func(s extract.Summary) bool { return s.Key == key }) {
			return key
		}
		c.catchSums = append(c.catchSums, extract.Summary{Key: key, Name: c.funcName(c.enclosingDef(call)), Line: line, Column: col, Facts: extract.Catches,
			Places: []extract.Place{{Fact: extract.Catches, Line: line, Column: col, Message: "the dispatcher's try answers every exception its handlers raise"}}})
		return key
	}
	return ""
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
		if f := extract.Field(fn, "function"); extract.Type(f) == "attribute" && c.text(extract.Field(f, "attribute")) == "get" {
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
	if !strings.Contains(string(c.src), "= {") {
		return nil
	}
	var out []extract.Alias
	for _, st := range namedChildren(c.root) {
		if extract.Type(st) != "expression_statement" || extract.NamedChildCount(st) == 0 {
			continue
		}
		as := extract.NamedChild(st, 0)
		if extract.Type(as) != "assignment" {
			continue
		}
		l, r := extract.Field(as, "left"), unparen(extract.Field(as, "right"))
		if l == nil || extract.Type(l) != "identifier" || r == nil || extract.Type(r) != "dictionary" {
			continue
		}
		fns := c.tableFunctions(r)
		if len(fns) < minTable {
			continue
		}
		from := c.xkey(c.modID, c.text(l)+tableSuffix)
		for _, fn := range fns {
			for _, to := range c.keysOf(c.refTarget(fn, fn)) {
				out = append(out, extract.Alias{From: from, To: to})
			}
		}
	}
	return out
}

// tableFunctions returns the values of a dictionary that name functions of the root, whatever
// its keys (string literals, or constants of the tool names: TOOL_LIST_PROJECTS).
func (c *fileCtx) tableFunctions(d *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, p := range namedChildren(d) {
		if extract.Type(p) != "pair" {
			continue
		}
		if v := extract.Field(p, "value"); v != nil && extract.Type(v) == "identifier" && c.isFunctionKey(v) {
			out = append(out, v)
		}
	}
	return out
}
