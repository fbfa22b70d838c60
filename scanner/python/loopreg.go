package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools registered in a loop over lists of functions:
//
//	tools/jobs.py:      def export_tools() -> List[Callable]:
//	                        return [start_job, stop_job]
//	tools/__init__.py:  modules = [tools.jobs, tools.metrics]
//	                    for module in modules:
//	                        for tool_fn in filter_by_scope(module.export_tools()):
//	                            mcp_server.add_tool(tool_fn)
//
// The loop variable a registration hands over holds each function the iterated list yields: the
// elements of a list or tuple (a literal, or a variable bound to one, with what the function
// appends to it), the functions a call of a function of the root returns as such a list
// (module.export_tools() of each module of an iterated list of modules, by its key with "()[]"
// appended, which the defining file aliases to the elements: listAliases), and what a call of
// another function yields from the lists it is given (filter_by_scope(fns), sorted(fns):
// a filter hands on some of what it is given, and add_tool registers only functions). Each
// function is a tool by its own name.

// listSuffix marks the key of what a function returns as a list of functions.
const listSuffix = "()[]"

// loopRegistration records the tools that a registration of a loop variable registers, and
// reports whether v is one.
func (c *fileCtx) loopRegistration(v, at *sitter.Node, fw framework) bool {
	iter := c.loopIterable(v)
	if iter == nil {
		iter = c.recordIterable(v) // toolrecords.go
	}
	if iter == nil {
		return false
	}
	for _, e := range c.iteratedFunctions(iter, 0) {
		if e.def != nil {
			if c.tools[extract.StartByte(e.def)] == nil {
				c.tools[extract.StartByte(e.def)] = &tool{def: e.def, name: c.text(extract.Field(e.def, "name")), fw: fw}
			}
			continue
		}
		name := e.name
		if name == "" {
			name = extract.ToolNamedByTarget
		}
		c.registerKeyVia(e.key, name, at, fw, nil)
	}
	return true
}

// listedFunction is a function a list yields: one of this file (def), or of another module, or
// what a function returns as a list (key), with the name it is registered by ("" for a list).
type listedFunction struct {
	def       *sitter.Node
	key, name string
}

// loopIterable returns what the for statement whose target is the identifier v iterates over,
// when v is that loop's variable where it is used; else nil.
func (c *fileCtx) loopIterable(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	name := c.text(v)
	if _, imported := c.names[name]; imported {
		return nil
	}
	for p := c.parent(v); p != nil; p = c.parent(p) {
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition":
			return nil
		case "for_statement":
			if t := extract.Field(p, "left"); t != nil && extract.Type(t) == "identifier" && string(c.bytesOf(t)) == name {
				return unparen(extract.Field(p, "right"))
			}
		}
	}
	return nil
}

// iteratedFunctions returns the functions an iterated expression yields.
func (c *fileCtx) iteratedFunctions(iter *sitter.Node, depth int) []listedFunction {
	iter = unparen(iter)
	if iter == nil || depth > maxListDepth {
		return nil
	}
	if items, ok := c.collectedItems(iter); ok {
		var out []listedFunction
		for _, it := range items {
			out = append(out, c.listedFunctionsOf(it)...) // toolrecords.go
		}
		return append(out, c.collectedByDecorators(iter)...) // collectortools.go
	}
	if out, ok := c.listFlow(iter, depth); ok { // toollists.go
		return out
	}
	if extract.Type(iter) == "identifier" {
		// fns = filter_by_scope(module.export_tools()); for tool_fn in fns: ...
		// tools = [Tool.create_from_dict(t) for t in definitions], a module's list.
		if v := unparen(c.valueOf(iter)); v != nil {
			switch extract.Type(v) {
			case "call", "list_comprehension", "generator_expression":
				return c.iteratedFunctions(v, depth+1)
			}
			return nil
		}
		// from .tools import tools as tool_list (toolrecords.go)
		if k := c.importedList(iter); k != "" {
			return []listedFunction{{key: k}}
		}
		return nil
	}
	if extract.Type(iter) == "attribute" {
		// for mod in modules: for fn in mod.__all_tools__: a list each module binds.
		var out []listedFunction
		for _, k := range c.listReturners(iter) {
			out = append(out, listedFunction{key: k})
		}
		return out
	}
	if extract.Type(iter) != "call" {
		return nil
	}
	var out []listedFunction
	for _, k := range c.listReturners(extract.Field(iter, "function")) {
		out = append(out, listedFunction{key: k})
	}
	// What a call yields of the lists it is given: a filter's pick.
	pos := c.positional(iter)
	for _, a := range pos {
		out = append(out, c.iteratedFunctions(a, depth+1)...)
	}
	return out
}

// listedFunctionOf returns the function a list element names: a function of this file or one
// imported from the root (not a class).
func (c *fileCtx) listedFunctionOf(n *sitter.Node) (listedFunction, bool) {
	n = unparen(n)
	if n == nil || (extract.Type(n) != "identifier" && extract.Type(n) != "attribute") {
		return listedFunction{}, false
	}
	if extract.Type(n) == "identifier" {
		if def := c.defNamed(c.text(n), n); def != nil && extract.Type(def) == "function_definition" {
			return listedFunction{def: def}, true
		}
	}
	k := c.refTarget(n, n)
	if k == "" || strings.Contains(k, ".__init__@") {
		return listedFunction{}, false
	}
	return listedFunction{key: k, name: lastName(c.text(n))}, true
}

// listReturners returns the keys, with listSuffix, of the functions of the root that a called
// expression names: fn itself, or for a method of a loop variable over modules
// (module.export_tools()), that function of each module.
func (c *fileCtx) listReturners(fn *sitter.Node) []string {
	if fn == nil {
		return nil
	}
	var keys []string
	if extract.Type(fn) == "attribute" {
		if iter := c.loopIterable(extract.Field(fn, "object")); iter != nil {
			items, _ := c.collectedItems(iter)
			attr := c.text(extract.Field(fn, "attribute"))
			for _, it := range items {
				if q := c.qualify(unparen(it)); q != "" {
					keys = append(keys, c.importedKey(q+"."+attr))
				}
			}
		}
	}
	if len(keys) == 0 {
		keys = []string{c.refTarget(fn, fn)}
	}
	var out []string
	suffix := c.rootSuffix()
	for _, k := range keys {
		if k != "" && strings.HasSuffix(k, suffix) && !strings.Contains(k, ".__init__@") {
			out = append(out, strings.TrimSuffix(k, suffix)+listSuffix+suffix)
		}
	}
	return out
}

// listAliases returns, for each function of the file whose every return is a list of functions
// (a literal, or a variable bound to one), the aliases from the key of what it returns to the
// functions listed.
func (c *fileCtx) listAliases() []extract.Alias {
	var out []extract.Alias
	suffix := c.rootSuffix()
	for _, fn := range c.functions() {
		if !strings.HasSuffix(fn.key, suffix) {
			continue
		}
		rets := c.returnValues(fn.def)
		if len(rets) == 0 {
			continue
		}
		var keys []string
		for _, r := range rets {
			fns := c.returnedFunctions(r)
			if len(fns) == 0 {
				keys = nil
				break
			}
			keys = append(keys, c.listedKeys(fns)...)
		}
		from := strings.TrimSuffix(fn.key, suffix) + listSuffix + suffix
		for _, k := range keys {
			out = append(out, extract.Alias{From: from, To: k})
		}
		out = append(out, c.tupleAliases(from, rets)...) // toollists.go
	}
	return append(out, c.moduleListAliases()...) // toolrecords.go
}

// returnedFunctions returns the functions a returned list of functions holds: the elements of
// a literal (or of a variable bound to one), else what it yields (iteratedFunctions).
func (c *fileCtx) returnedFunctions(r *sitter.Node) []listedFunction {
	items, ok := c.collectedItems(r)
	if !ok {
		return c.iteratedFunctions(r, 0)
	}
	var out []listedFunction
	for _, it := range items {
		out = append(out, c.listedFunctionsOf(it)...) // toolrecords.go
	}
	return out
}

// listedKeys returns the keys of listed functions.
func (c *fileCtx) listedKeys(fns []listedFunction) []string {
	var keys []string
	for _, e := range fns {
		if e.def != nil {
			e.key = c.fnKey(e.def)
		}
		if e.key != "" {
			keys = append(keys, e.key)
		}
	}
	return keys
}
