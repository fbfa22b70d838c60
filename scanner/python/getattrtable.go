package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Dispatch tables of (object, method name) pairs. A low-level call_tool handler looks the tool's
// pair up by name and calls the method getattr reads off the object:
//
//	def _build_dispatch_table(self):
//	    self.tool_dispatch = {
//	        "search_notes": (self.note_handler, "handle_search"),
//	        "send_mail": (self.mail_handler, "handle_send"),
//	    }
//	...
//	entry = self.tool_dispatch.get(name)       # or self.tool_dispatch[name]
//	handler, method_name = entry
//	method = getattr(handler, method_name)     # or getattr(handler, method_name)(arguments)
//	return await method(arguments)
//
// Each pair's method of the object's class is the tool of its key. The table is a dictionary
// literal bound to a variable of the handler's function, to a module-level name, or to an
// attribute of the handler's class (self.X, assigned once by a method of the class); the object
// of a pair is an attribute of that class that a set-up method assigns an object of a class of
// the root (self.note_handler = NoteHandler()), or a construction of one. A pair whose method
// name is no plain string, or whose object's class the file cannot name, makes no tool.

// getattrTableDispatch registers the methods that a call in tool by runs through a dispatch
// table of (object, method name) pairs, and reports whether it did.
func (c *fileCtx) getattrTableDispatch(call *sitter.Node, by *tool) bool {
	fn := unparen(extract.Field(call, "function"))
	if fn != nil && extract.Type(fn) == "identifier" {
		fn = unparen(c.valueOf(fn))
	}
	fn = awaited(fn)
	if !c.isGetattrCall(fn) {
		return false
	}
	pos := c.positional(fn)
	if len(pos) != 2 {
		return false
	}
	obj, meth := unparen(pos[0]), unparen(pos[1])
	if obj == nil || meth == nil || extract.Type(obj) != "identifier" || extract.Type(meth) != "identifier" {
		return false
	}
	oi, mi, src := c.pairUnpack(c.text(obj), c.text(meth), fn)
	if src == nil {
		return false
	}
	if extract.Type(src) == "identifier" {
		src = unparen(c.valueOf(src))
	}
	container, _ := c.lookupParts(src)
	table := c.pairTable(container)
	if table == nil {
		return false
	}
	var keys [][]string
	caught := ""
	for _, p := range namedChildren(table) {
		if extract.Type(p) != "pair" {
			continue
		}
		name, ok := c.plainString(extract.Field(p, "key"))
		v := unparen(extract.Field(p, "value"))
		if !ok || v == nil || extract.Type(v) != "tuple" {
			continue
		}
		members := namedChildren(v)
		if len(members) <= max(oi, mi) {
			continue
		}
		method, ok := c.plainString(members[mi])
		if !ok || method == "" {
			continue
		}
		cls := c.pairObjectClass(members[oi], table)
		if cls == "" {
			continue
		}
		if caught == "" {
			caught = c.catchingDispatch(call)
			if caught == "" {
				caught = "-"
			}
		}
		first, firstEdge := len(c.registrations), len(c.regEdges)
		k := cls + "." + method + c.rootSuffix()
		c.registerKey(k, name, members[oi], by.fw)
		if caught != "-" {
			c.guardRegistrations(first, firstEdge, caught)
		}
		keys = append(keys, c.keysOf(k))
	}
	if len(keys) == 0 {
		return false
	}
	c.dispatched = append(c.dispatched, dispatchedCall{call: call, keys: keys})
	return true
}

// isGetattrCall reports whether n is a call of the builtin getattr with two arguments' room.
func (c *fileCtx) isGetattrCall(n *sitter.Node) bool {
	if n == nil || extract.Type(n) != "call" || string(c.bytesOf(extract.Field(n, "function"))) != "getattr" {
		return false
	}
	_, shadowed := c.names["getattr"]
	return !shadowed && c.defs["getattr"] == nil
}

// pairUnpack finds, in the function around at, the one assignment that unpacks a value into
// names obj and meth together (obj, meth = entry), and returns their positions in the target
// and the unpacked value; nil when there is none or more than one.
func (c *fileCtx) pairUnpack(obj, meth string, at *sitter.Node) (int, int, *sitter.Node) {
	def := c.enclosingDef(at)
	if def == nil {
		return 0, 0, nil
	}
	oi, mi := -1, -1
	var src *sitter.Node
	n := 0
	walkScope(def, func(a *sitter.Node) {
		if extract.Type(a) != "assignment" {
			return
		}
		l := extract.Field(a, "left")
		if l == nil || (extract.Type(l) != "pattern_list" && extract.Type(l) != "tuple_pattern") {
			return
		}
		o, m := -1, -1
		for i, t := range namedChildren(l) {
			switch {
			case extract.Type(t) != "identifier":
			case string(c.bytesOf(t)) == obj:
				o = i
			case string(c.bytesOf(t)) == meth:
				m = i
			}
		}
		if o < 0 || m < 0 {
			return
		}
		n++
		oi, mi, src = o, m, unparen(extract.Field(a, "right"))
	})
	if n != 1 {
		return 0, 0, nil
	}
	return oi, mi, src
}

// pairTable returns the dictionary literal a looked-up container is bound to: a variable of the
// function around it or of the module, or self.X that exactly one method of the class assigns.
func (c *fileCtx) pairTable(container *sitter.Node) *sitter.Node {
	container = unparen(container)
	var v *sitter.Node
	switch extract.Type(container) {
	case "identifier":
		v = c.valueOf(container)
	case "attribute":
		if string(c.bytesOf(extract.Field(container, "object"))) != "self" {
			return nil
		}
		v = c.selfAttrValue(c.text(extract.Field(container, "attribute")), container)
	}
	if v = unparen(v); v == nil || extract.Type(v) != "dictionary" {
		return nil
	}
	return v
}

// selfAttrValue returns the value of the one assignment self.attr = value in the methods of the
// class around at; nil when there is none or more than one.
func (c *fileCtx) selfAttrValue(attr string, at *sitter.Node) *sitter.Node {
	cls := c.methodClass(at)
	if cls == "" {
		return nil
	}
	var v *sitter.Node
	n := 0
	for _, sp := range c.index().fns.s { // not c.functions(): the file's tools are not all known yet
		if extract.Type(sp.n) != "function_definition" || c.enclosingClassName(sp.n) != cls {
			continue
		}
		walkScope(sp.n, func(a *sitter.Node) {
			if extract.Type(a) != "assignment" {
				return
			}
			l := extract.Field(a, "left")
			if l == nil || extract.Type(l) != "attribute" || string(c.bytesOf(extract.Field(l, "object"))) != "self" ||
				string(c.bytesOf(extract.Field(l, "attribute"))) != attr {
				return
			}
			n++
			v = extract.Field(a, "right")
		})
	}
	if n != 1 {
		return nil
	}
	return v
}

// pairObjectClass returns the class of the root of a pair's object: an attribute of the class
// around the table that a set-up method assigns an object of it, or a construction of one.
func (c *fileCtx) pairObjectClass(o, table *sitter.Node) string {
	switch o = unparen(o); extract.Type(o) {
	case "attribute":
		if string(c.bytesOf(extract.Field(o, "object"))) != "self" {
			return ""
		}
		return c.selfAttrClass(c.text(extract.Field(o, "attribute")), table)
	case "call":
		return c.builtBy(o)
	}
	return ""
}
