package python

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries of handler objects. A low-level call_tool handler that looks a handler object up
// by the tool's name and calls a method all handlers define runs that method of every class
// whose instances the registry holds:
//
//	tool_handlers = {}
//	def add_tool_handler(h: tools.ToolHandler):
//	    tool_handlers[h.name] = h
//	def get_tool_handler(name) -> tools.ToolHandler | None:
//	    return tool_handlers[name]
//	add_tool_handler(tools.ListFilesToolHandler())
//	...
//	handler = get_tool_handler(name)            # or tool_handlers[name], tool_handlers.get(name)
//	return handler.run_tool(arguments)
//
// or walks a list of them: for h in HANDLERS: if h.name == name: return h.run(arguments), with
// HANDLERS = [jobs.Start(), jobs.Stop()]. The classes are those instantiated into that registry
// (in its literal, as the argument of its own append/add/register, or of a function of the
// file that stores its argument into it), not those of another registry of the file that no
// tool looks up. A declared type of the looked-up object (the getter's `-> tools.ToolHandler`)
// is the registry's base class: it does not say which class runs. A class that does not define
// the method runs its base's (the linker follows the class's bases).

// registryClasses returns the class expressions of the handlers that obj, the object of a
// method call in a tool, is looked up from (nil when it is not a looked-up handler).
func (c *fileCtx) registryClasses(obj *sitter.Node) []*sitter.Node {
	obj = unparen(obj)
	if obj == nil || extract.Type(obj) != "identifier" {
		return nil
	}
	reg := c.loopRegistry(obj)
	if reg == nil {
		reg = c.lookedUpIn(c.valueOf(obj), 0)
	}
	if reg == nil {
		return nil
	}
	out := c.classesIn(c.text(reg))
	if len(out) == 0 && extract.Type(reg) == "identifier" {
		out = c.builtRegistryClasses(reg) // builtreg.go
	}
	return out
}

// loopRegistry returns R when obj is the variable of a for loop over R (or R.values()) around
// it, or nil.
func (c *fileCtx) loopRegistry(obj *sitter.Node) *sitter.Node {
	name := c.text(obj)
	for n := c.parent(obj); n != nil; n = c.parent(n) {
		switch extract.Type(n) {
		case "function_definition", "lambda", "class_definition":
			return nil
		case "for_statement":
			if l := extract.Field(n, "left"); l == nil || extract.Type(l) != "identifier" || string(c.bytesOf(l)) != name {
				continue
			}
			r := unparen(extract.Field(n, "right"))
			if r != nil && extract.Type(r) == "call" {
				if f := extract.Field(r, "function"); extract.Type(f) == "attribute" && string(c.bytesOf(extract.Field(f, "attribute"))) == "values" {
					r = extract.Field(f, "object")
				}
			}
			if r != nil && (extract.Type(r) == "identifier" || extract.Type(r) == "attribute") {
				return r
			}
			return nil
		}
	}
	return nil
}

// lookedUpIn returns the registry an expression looks a value up in by key: R[name],
// R.get(name), or a call of a function of the file that returns one of those; nil otherwise.
func (c *fileCtx) lookedUpIn(v *sitter.Node, depth int) *sitter.Node {
	v = unparen(v)
	if v == nil || depth > 1 {
		return nil
	}
	var reg *sitter.Node
	switch extract.Type(v) {
	case "subscript":
		reg = extract.Field(v, "value")
	case "call":
		fn := extract.Field(v, "function")
		if extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "get" {
			reg = extract.Field(fn, "object")
			break
		}
		if def := c.localDef(v); def != nil {
			for _, r := range c.returnValues(def) {
				if reg = c.lookedUpIn(r, depth+1); reg != nil {
					return reg
				}
			}
		}
	}
	if reg == nil || (extract.Type(reg) != "identifier" && extract.Type(reg) != "attribute") {
		return nil
	}
	return reg
}

// classesIn returns, in source order and once each, the classes of the root the file
// instantiates into the registry spelt reg: in the literal a module-level reg is assigned, as
// the argument of reg.append/add/register(...), or as the argument of a function of the file
// that stores its argument into reg.
func (c *fileCtx) classesIn(reg string) []*sitter.Node {
	var out []*sitter.Node
	seen := map[string]bool{}
	add := func(v *sitter.Node) {
		if v = unparen(v); v == nil || extract.Type(v) != "call" {
			return
		}
		fn := extract.Field(v, "function")
		if cls := c.classNamed(fn); cls != "" && !seen[cls] {
			seen[cls] = true
			out = append(out, fn)
		}
	}
	if as := c.assignments(c.root)[reg]; len(as) > 0 {
		if lit := unparen(assignedValue(as[0])); lit != nil {
			switch extract.Type(lit) {
			case "dictionary":
				for _, p := range namedChildren(lit) {
					if extract.Type(p) == "pair" {
						add(extract.Field(p, "value"))
					}
				}
			case "list", "tuple", "set":
				for _, e := range namedChildren(lit) {
					add(e)
				}
			}
		}
	}
	stores := map[uint32]bool{} // functions of the file that store their argument into reg
	for _, m := range c.run("facts") {
		if m.kind != "call" || m.key != nil {
			continue
		}
		fn := extract.Field(m.site, "function")
		switch {
		case extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "object"))) == reg &&
			registering.MatchString(c.text(extract.Field(fn, "attribute"))):
		default:
			def := c.localDef(m.site)
			if def == nil {
				continue
			}
			s, ok := stores[extract.StartByte(def)]
			if !ok {
				s = c.storesInto(def, reg)
				stores[extract.StartByte(def)] = s
			}
			if !s {
				continue
			}
		}
		pos := c.positional(m.site)
		for _, a := range pos {
			add(a)
		}
	}
	return out
}

// storesInto reports whether a function stores a value into the registry spelt reg:
// reg[k] = v, or reg.append/add/register(v).
func (c *fileCtx) storesInto(def *sitter.Node, reg string) bool {
	found := false
	walkScope(def, func(n *sitter.Node) {
		if found {
			return
		}
		switch extract.Type(n) {
		case "assignment":
			l := extract.Field(n, "left")
			found = l != nil && extract.Type(l) == "subscript" && string(c.bytesOf(extract.Field(l, "value"))) == reg
		case "call":
			fn := extract.Field(n, "function")
			found = extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "object"))) == reg &&
				registering.MatchString(c.text(extract.Field(fn, "attribute")))
		}
	})
	return found
}

// dispatchedCall is a tool's call of a method of registry handlers (handler.run_tool(args)),
// with the keys of the methods it reaches, one list per class.
type dispatchedCall struct {
	call *sitter.Node
	keys [][]string
}

// rewrapPending returns, for a raise in a catch-all except clause of a tool whose try calls a
// method of registry handlers (except Exception as e: raise RuntimeError(str(e))), the pending
// finding that names in Related what those methods raise, the failures the raise rewraps; nil
// for any other raise. The raise stands whatever they do: the last key of AnyOf names a summary
// of the raise itself, which raises and has no place.
func (c *fileCtx) rewrapPending(stmt *sitter.Node) *extract.Pending {
	if len(c.dispatched) == 0 {
		return nil
	}
	var clause *sitter.Node
	for n := extract.Parent(stmt); n != nil && clause == nil; n = extract.Parent(n) {
		switch extract.Type(n) {
		case "function_definition", "lambda", "class_definition":
			return nil
		case "except_clause":
			clause = n
		}
	}
	try := clause
	if try != nil {
		try = extract.Parent(try)
	}
	if try == nil || extract.Type(try) != "try_statement" || !c.catchesAll(c.clauseClass(clause)) {
		return nil
	}
	body := extract.Field(try, "body")
	if body == nil {
		return nil
	}
	var anyOf [][]string
	for _, d := range c.dispatched {
		if extract.StartByte(d.call) >= extract.StartByte(body) && extract.EndByte(d.call) <= extract.EndByte(body) {
			anyOf = append(anyOf, d.keys...)
		}
	}
	if len(anyOf) == 0 {
		return nil
	}
	line, col := position(stmt)
	key := c.xkey(c.modID, fmt.Sprintf("<rewrap %d:%d>", line, col))
	c.rewraps = append(c.rewraps, extract.Summary{Key: key, Name: "the rewrap", Line: line, Column: col, Facts: extract.Raises})
	return &extract.Pending{AnyOf: append(anyOf, []string{key}), Need: extract.Raises}
}
