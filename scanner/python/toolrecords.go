package python

import (
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool records: lists of records that each name a function, built in one module and
// registered by a loop in another:
//
//	tools/tools.py:     tools_definition = [{"func": get_user_info}, {"func": run_sql, "name": "sql"}]
//	                    tools = [Tool.create_from_dict(t) for t in tools_definition]
//	tools/registry.py:  from .tools import tools as tool_list
//	                    def filter_tools(**flags):
//	                        return filter_tools_by_flags(tool_list, **flags)
//	                    def register_tools(mcp):
//	                        for tool in filter_tools(internal=False):
//	                            func = tool.func
//	                            mcp.tool(name=tool.name or func.__name__, description=func.__doc__)(func)
//
// A registration of an attribute of a loop variable (tool.func, or a variable bound to it in
// the loop) registers the functions the records of the iterated list name; a record is a dict
// literal, or a call of one of the project's own classes (a constructor, Tool(func=f)), and the
// functions it names are its values (keyword arguments) that name functions. A list that a
// module binds at its top level is named by another module's import of it: its key is the
// variable's with listSuffix, which the defining module aliases to the functions the list
// yields (moduleListAliases), as it does for what a function returns as a list.

// recordIterable returns what the loop iterates whose variable's attribute v is (tool.func), or
// a variable bound to such an attribute in the loop before the use (func = tool.func); else nil.
func (c *fileCtx) recordIterable(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		if _, imported := c.names[string(c.bytesOf(v))]; imported {
			return nil
		}
		scope := c.enclosingDef(v)
		if scope == nil {
			return nil
		}
		var last *sitter.Node
		for _, a := range c.assignments(scope)[string(c.bytesOf(v))] {
			if extract.StartByte(a) >= extract.StartByte(v) {
				break
			}
			last = a
		}
		if last == nil {
			return nil
		}
		v = unparen(assignedValue(last))
	}
	if v == nil || extract.Type(v) != "attribute" {
		return nil
	}
	return c.loopIterable(extract.Field(v, "object"))
}

// listedFunctionsOf returns the functions a list element names: the function itself, or the
// functions a record names (a dict literal's values, the keyword arguments of a constructor of
// the project's own class).
func (c *fileCtx) listedFunctionsOf(n *sitter.Node) []listedFunction {
	n = unparen(n)
	if n == nil {
		return nil
	}
	var values []*sitter.Node
	switch extract.Type(n) {
	case "dictionary":
		for _, p := range namedChildren(n) {
			if extract.Type(p) == "pair" {
				values = append(values, extract.Field(p, "value"))
			}
		}
	case "call":
		if !c.isOwnClassCall(n) {
			return nil
		}
		kw, _ := c.arguments(n)
		for _, a := range kw {
			values = append(values, a)
		}
	default:
		if e, ok := c.listedFunctionOf(n); ok {
			return []listedFunction{e}
		}
		return nil
	}
	var out []listedFunction
	for _, v := range values {
		if extract.Type(unparen(v)) != "identifier" {
			continue // a record's function is named, not computed
		}
		if e, ok := c.listedFunctionOf(v); ok {
			out = append(out, e)
		}
	}
	return out
}

// isOwnClassCall reports whether a call constructs a class of this file or of the root.
func (c *fileCtx) isOwnClassCall(call *sitter.Node) bool {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "identifier" {
		return false
	}
	if _, ok := c.classes[string(c.bytesOf(fn))]; ok {
		return true
	}
	k := c.refTarget(fn, fn)
	return strings.HasSuffix(k, ".__init__"+c.rootSuffix())
}

// importedList returns the key, with listSuffix, of the list a name imported from another
// module of the root names (from .tools import tools as tool_list); else "".
func (c *fileCtx) importedList(id *sitter.Node) string {
	q, ok := c.names[string(c.bytesOf(id))]
	if !ok {
		return ""
	}
	k := c.importedKey(q)
	suffix := c.rootSuffix()
	if k == "" || !strings.HasSuffix(k, suffix) || strings.Contains(k, ".__init__@") {
		return ""
	}
	return strings.TrimSuffix(k, suffix) + listSuffix + suffix
}

// moduleListAliases returns, for each variable the module binds once at its top level to a
// list of functions or tool records, the aliases from the variable's key with listSuffix to
// the functions the list yields.
func (c *fileCtx) moduleListAliases() []extract.Alias {
	var out []extract.Alias
	assigns := c.assignments(c.root)
	for _, name := range slices.Sorted(maps.Keys(assigns)) {
		as := assigns[name]
		if len(as) != 1 || c.defs[name] != nil || c.topClasses[name] {
			continue
		}
		right := unparen(assignedValue(as[0]))
		if right == nil {
			continue
		}
		switch extract.Type(right) {
		case "list", "tuple", "list_comprehension", "generator_expression", "binary_operator":
		default:
			continue
		}
		from := c.xkey(c.modID, name+listSuffix)
		for _, k := range c.listedKeys(c.returnedFunctions(right)) {
			out = append(out, extract.Alias{From: from, To: k})
		}
	}
	return out
}
