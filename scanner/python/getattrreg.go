package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Methods registered in a loop over their names:
//
//	class Tools:
//	    _TOOL_NAMES = ("list_rows", "drop_row")
//	    def register(self, mcp):
//	        for name in self._TOOL_NAMES:
//	            mcp.tool(getattr(self, name))
//
// The loop variable getattr(self, name) reads (directly or through a variable bound to it in
// the loop) runs over method names: the strings of a list, tuple or set literal, the keys of a
// dict literal (also through .keys() or .items(), whose first member is the key), a variable
// bound to such a literal, or an attribute of the class (self.X) bound to one in the class
// body or by a single assignment of self.X. Each such method of the class is a tool by its own
// name. An attribute of the class whose names the file does not spell (a mapping the class
// builds in a loop over an enum) stands for the class's public methods: not the registering
// method itself, not a property, not one the class calls itself (a helper).

// methodLoopRegistration records the methods a registration of getattr(self, name) over a loop
// variable name registers, and reports whether v is one.
func (c *fileCtx) methodLoopRegistration(v, at *sitter.Node, fw framework) bool {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		if _, imported := c.names[string(c.bytesOf(v))]; imported {
			return false
		}
		v = unparen(c.valueOf(v))
	}
	if !c.isGetattrCall(v) {
		return false
	}
	pos := c.positional(v)
	if len(pos) != 2 || string(c.bytesOf(unparen(pos[0]))) != "self" || extract.Type(unparen(pos[1])) != "identifier" {
		return false
	}
	method, body := c.methodClassBody(at)
	if body == nil {
		return false
	}
	cls := c.text(extract.Field(extract.Parent(body), "name"))
	iter, keys := c.nameLoopIterable(unparen(pos[1]))
	if iter == nil {
		return false
	}
	names, ok := c.iteratedNames(iter, keys, body, 0)
	if !ok {
		if !c.isOwnAttribute(iter) {
			return false
		}
		names = c.publicMethods(body, method)
	}
	found := false
	for _, name := range names {
		def := c.defs[cls+"."+name]
		if def == nil || def == method {
			continue
		}
		found = true
		if c.tools[extract.StartByte(def)] == nil {
			c.tools[extract.StartByte(def)] = &tool{def: def, name: name, fw: fw}
		}
	}
	return found
}

// methodClassBody returns the method whose body holds at (through nested functions) and the
// body of its class, or nils.
func (c *fileCtx) methodClassBody(at *sitter.Node) (*sitter.Node, *sitter.Node) {
	for def := c.enclosingDef(at); def != nil; def = c.enclosingDef(def) {
		if body := classBodyOf(def); body != nil {
			return def, body
		}
	}
	return nil, nil
}

// nameLoopIterable returns what the for statement whose target (or the first member of whose
// tuple target) is the identifier v iterates over, and whether it runs over a mapping's keys:
// the target is the first of a pair over X.items(), or the loop is over X.keys() (then X).
func (c *fileCtx) nameLoopIterable(v *sitter.Node) (iter *sitter.Node, keys bool) {
	name := c.text(v)
	for p := c.parent(v); p != nil; p = c.parent(p) {
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition":
			return nil, false
		case "for_statement":
			t := extract.Field(p, "left")
			right := unparen(extract.Field(p, "right"))
			if t == nil || right == nil {
				continue
			}
			switch extract.Type(t) {
			case "identifier":
				if string(c.bytesOf(t)) != name {
					continue
				}
				if obj, m := c.methodCallOf(right); m == "keys" {
					return obj, true
				}
				return right, false
			case "pattern_list", "tuple_pattern":
				if extract.NamedChildCount(t) != 2 || string(c.bytesOf(extract.NamedChild(t, 0))) != name {
					continue
				}
				if obj, m := c.methodCallOf(right); m == "items" {
					return obj, true
				}
				return nil, false
			}
		}
	}
	return nil, false
}

// methodCallOf returns the object and method name of a call of a method without arguments
// (x.items()), or nil and "".
func (c *fileCtx) methodCallOf(n *sitter.Node) (*sitter.Node, string) {
	if n == nil || extract.Type(n) != "call" {
		return nil, ""
	}
	fn := extract.Field(n, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return nil, ""
	}
	if pos := c.positional(n); len(pos) != 0 {
		return nil, ""
	}
	return unparen(extract.Field(fn, "object")), c.text(extract.Field(fn, "attribute"))
}

// iteratedNames returns the strings a loop over iter yields (keys: a mapping's keys): the
// strings of a list, tuple or set literal, the string keys of a dict literal, through a
// variable or an attribute of the class bound to one. ok is false when that is not known.
func (c *fileCtx) iteratedNames(iter *sitter.Node, keys bool, body *sitter.Node, depth int) ([]string, bool) {
	iter = unparen(iter)
	if iter == nil || depth > 2 {
		return nil, false
	}
	switch extract.Type(iter) {
	case "list", "tuple", "set":
		if keys {
			return nil, false
		}
		var out []string
		for _, it := range namedChildren(iter) {
			s, ok := c.plainString(unparen(it))
			if !ok {
				return nil, false
			}
			out = append(out, s)
		}
		return out, len(out) > 0
	case "dictionary":
		var out []string
		for _, it := range namedChildren(iter) {
			if extract.Type(it) != "pair" {
				return nil, false
			}
			s, ok := c.plainString(unparen(extract.Field(it, "key")))
			if !ok {
				return nil, false
			}
			out = append(out, s)
		}
		return out, len(out) > 0
	case "identifier":
		if _, imported := c.names[string(c.bytesOf(iter))]; imported {
			return nil, false
		}
		return c.iteratedNames(c.valueOf(iter), keys, body, depth+1)
	case "attribute":
		if !c.isOwnAttribute(iter) {
			return nil, false
		}
		return c.iteratedNames(c.classAttributeValue(body, c.text(extract.Field(iter, "attribute"))), keys, body, depth+1)
	}
	return nil, false
}

// isOwnAttribute reports whether n is an attribute of self or cls (self._tools).
func (c *fileCtx) isOwnAttribute(n *sitter.Node) bool {
	n = unparen(n)
	if n == nil || extract.Type(n) != "attribute" {
		return false
	}
	o := c.text(extract.Field(n, "object"))
	return o == "self" || o == "cls"
}

// classAttributeValue returns the value the class binds to attribute name: by an assignment
// in the class body, else by the single assignment of self.name in its methods; else nil.
func (c *fileCtx) classAttributeValue(body *sitter.Node, name string) *sitter.Node {
	var found []*sitter.Node
	for _, st := range namedChildren(body) {
		if extract.Type(st) != "expression_statement" || extract.NamedChildCount(st) != 1 {
			continue
		}
		a := extract.NamedChild(st, 0)
		if extract.Type(a) == "assignment" && string(c.bytesOf(extract.Field(a, "left"))) == name {
			found = append(found, extract.Field(a, "right"))
		}
	}
	if len(found) == 0 {
		walkAll(body, func(n *sitter.Node) {
			if extract.Type(n) == "assignment" && string(c.bytesOf(extract.Field(n, "left"))) == "self."+name {
				found = append(found, extract.Field(n, "right"))
			}
		})
	}
	if len(found) != 1 {
		return nil
	}
	return found[0]
}

// publicMethods returns the names of the class's methods a registering method (except) may
// hand over for an attribute whose names the file does not spell: not private, not a
// property, not one the class calls itself.
func (c *fileCtx) publicMethods(body, except *sitter.Node) []string {
	called := map[string]bool{}
	walkAll(body, func(n *sitter.Node) {
		if extract.Type(n) != "call" {
			return
		}
		if fn := extract.Field(n, "function"); fn != nil && c.isOwnAttribute(fn) {
			called[string(c.bytesOf(extract.Field(fn, "attribute")))] = true
		}
	})
	var out []string
	for _, st := range namedChildren(body) {
		def := st
		if extract.Type(def) == "decorated_definition" {
			def = extract.Field(def, "definition")
		}
		if def == nil || extract.Type(def) != "function_definition" || def == except {
			continue
		}
		name := c.text(extract.Field(def, "name"))
		if strings.HasPrefix(name, "_") || called[name] || isAccessor(c, def) {
			continue
		}
		out = append(out, name)
	}
	return out
}

// isAccessor reports whether a method is decorated as a property, one of its accessors, or a
// cached property.
func isAccessor(c *fileCtx, def *sitter.Node) bool {
	for _, d := range decorators(def) {
		t := c.text(d)
		if t == "property" || strings.HasSuffix(t, "cached_property") || strings.HasSuffix(t, ".setter") ||
			strings.HasSuffix(t, ".getter") || strings.HasSuffix(t, ".deleter") {
			return true
		}
	}
	return false
}
