package python

import (
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// Lists of tools built in steps, across modules, before a loop registers them:
//
//	tools/__init__.py:  READING = [read_humidity]
//	                    def get_tools(read_only):
//	                        tools = list(READING)
//	                        if not read_only:
//	                            tools.extend(WRITING)
//	                        return tools
//	registration.py:    def prepare_tools(read_only, disabled, confirm):
//	                        tools = get_tools(read_only)
//	                        enabled = [t for t in tools if t.__name__ not in disabled]
//	                        final = [(confirmed(t) if t.__name__ in confirm else t) for t in enabled]
//	                        return names_of(final), final
//	server.py:          names, final = prepare_tools(...)
//	                    for tool in final:
//	                        mcp.add_tool(FunctionTool.from_function(tool))
//
// What a list expression yields (iteratedFunctions) is also: a comprehension whose element is
// its own loop variable (in any branch of a conditional, or handed to a wrapper call as its
// first argument), which picks among the functions of the list it iterates; the two sides of
// a `+`; a variable bound to another such expression, with what its function extends or
// appends onto it before the use; and the member of a tuple that a call of a function of the
// root returns, unpacked into the variable (`names, final = prepare_tools(...)`), keyed by
// its position (tupleListKey), which the defining file aliases to the functions that member
// of each of its returns yields (listAliases).

// maxListDepth bounds the steps followed back from a list (iteratedFunctions), each variable,
// comprehension, operand and call one step.
const maxListDepth = 10

// listFlow returns the functions a list expression yields in one of the ways above; ok is
// false when iter is none of them.
func (c *fileCtx) listFlow(iter *sitter.Node, depth int) (out []listedFunction, ok bool) {
	switch extract.Type(iter) {
	case "list_comprehension", "generator_expression", "set_comprehension":
		src := c.comprehendedList(iter)
		if src == nil {
			return nil, false
		}
		return c.iteratedFunctions(src, depth+1), true
	case "binary_operator":
		if op := extract.Field(iter, "operator"); op == nil || string(c.bytesOf(op)) != "+" {
			return nil, false
		}
		out = c.iteratedFunctions(extract.Field(iter, "left"), depth+1)
		return append(out, c.iteratedFunctions(extract.Field(iter, "right"), depth+1)...), true
	case "identifier":
	default:
		return nil, false
	}
	scope := c.enclosingDef(iter)
	if scope == nil || extract.Type(scope) != "function_definition" {
		return nil, false
	}
	name := c.text(iter)
	last := c.bindingBefore(scope, name, iter)
	if last == nil || extract.Type(last) != "assignment" {
		return nil, false
	}
	right := unparen(extract.Field(last, "right"))
	if at := unpackIndex(c, extract.Field(last, "left"), name); at >= 0 {
		if right == nil || extract.Type(right) != "call" {
			return nil, false
		}
		for _, k := range c.listReturners(extract.Field(right, "function")) {
			out = append(out, listedFunction{key: tupleListKey(k, at)})
		}
		return out, len(out) > 0
	}
	if right == nil || extract.Type(right) == "list" || extract.Type(right) == "tuple" {
		return nil, false // collectedItems
	}
	out = c.iteratedFunctions(right, depth+1)
	for _, a := range c.addedTo(iter, right, scope) {
		if e, ok := c.listedFunctionOf(a); ok {
			out = append(out, e)
			continue
		}
		out = append(out, c.iteratedFunctions(a, depth+1)...)
	}
	return out, len(out) > 0
}

// comprehendedList returns the list a comprehension picks its elements from, when its element
// is its loop variable (`[t for t in tools if ...]`), in every branch of a conditional, or as
// the first argument of a wrapper call (`[confirmed(t) if ... else t for t in tools]`); else nil.
func (c *fileCtx) comprehendedList(comp *sitter.Node) *sitter.Node {
	var clause *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(comp)); i++ {
		if ch := extract.NamedChild(comp, i); extract.Type(ch) == "for_in_clause" {
			if clause != nil {
				return nil // nested loops: elements of elements
			}
			clause = ch
		}
	}
	if clause == nil {
		return nil
	}
	v := extract.Field(clause, "left")
	if v == nil || extract.Type(v) != "identifier" || !c.isLoopElement(extract.Field(comp, "body"), c.text(v)) {
		return nil
	}
	return extract.Field(clause, "right")
}

// isLoopElement reports whether a comprehension's element is the variable name in each of its
// branches, as it is or handed to a call as its first argument.
func (c *fileCtx) isLoopElement(body *sitter.Node, name string) bool {
	body = unparen(body)
	if body == nil {
		return false
	}
	switch extract.Type(body) {
	case "identifier":
		return string(c.bytesOf(body)) == name
	case "conditional_expression":
		n := int(extract.NamedChildCount(body))
		return n == 3 && c.isLoopElement(extract.NamedChild(body, 0), name) && c.isLoopElement(extract.NamedChild(body, 2), name)
	case "call":
		pos := c.positional(body)
		if len(pos) == 0 || extract.Type(unparen(pos[0])) != "identifier" || string(c.bytesOf(unparen(pos[0]))) != name {
			return false
		}
		// A wrapper of the project's own, not str(t) or getattr(t, ...).
		fn := extract.Field(body, "function")
		return c.localDef(body) != nil || strings.HasSuffix(c.refTarget(fn, fn), c.rootSuffix())
	}
	return false
}

// tupleListKey turns the key of what a function returns as a list of functions (listSuffix)
// into the key of the member at of the tuple it returns.
func tupleListKey(k string, at int) string {
	return strings.Replace(k, listSuffix, "()."+strconv.Itoa(at)+"[]", 1)
}

// tupleAliases returns the aliases from the key of each member of the tuples a function
// returns (from, the key of what it returns as a list) to the functions that member yields in
// every return that builds a tuple of as many members.
func (c *fileCtx) tupleAliases(from string, rets []*sitter.Node) []extract.Alias {
	width := -1
	for _, r := range rets {
		t := unparen(r)
		if extract.Type(t) != "tuple" && extract.Type(t) != "expression_list" {
			return nil
		}
		if n := int(extract.NamedChildCount(t)); width < 0 {
			width = n
		} else if n != width {
			return nil
		}
	}
	var out []extract.Alias
	for at := 0; at < width; at++ {
		var keys []string
		for _, r := range rets {
			fns := c.returnedFunctions(extract.NamedChild(unparen(r), at))
			if len(fns) == 0 {
				keys = nil
				break
			}
			keys = append(keys, c.listedKeys(fns)...)
		}
		for _, k := range keys {
			out = append(out, extract.Alias{From: tupleListKey(from, at), To: k})
		}
	}
	return out
}
