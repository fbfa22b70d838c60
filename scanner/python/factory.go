package python

import (
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An object that a class's factory method builds, and whose method a tool calls:
//
//	utils.py:    class PathConverter:
//	                 @staticmethod
//	                 def create(root): return PathConverter(root)
//	                 def validate_with_error(self, paths): ... raise ValueError(...)
//	commands.py: PathConverter.create(root).validate_with_error(paths)
//
// A staticmethod or classmethod every return of which constructs a class of its file
// (ClassName(...), cls(...), or a variable bound to one) is a factory of that class, and a
// method call on what it returns (directly, or through a variable bound to the call) reaches
// that class's method. In the factory's file the call resolves at once. Another file names the
// call by the key "<module>.<Class>.<factory>().<method>", and the factory's file gives every
// method of the built class that key, passing on what the method does (factoryAliases), as an
// object of a module does (objects.go). A factory whose returns the file cannot tie to one of
// its classes gets no key, so a call on what it returns resolves to nothing.

// builtBy returns the class of the object a call builds: "<module>.<Class>" for a call of the
// class (Inbox(...)), else factoryClass's answer for a call of its factory
// (PathConverter.create(root)), else the class a function of this file is annotated to return
// (get_fetcher(ctx) with def get_fetcher(ctx) -> Fetcher), else "".
func (c *fileCtx) builtBy(call *sitter.Node) string {
	if cls := c.classNamed(extract.Field(call, "function")); cls != "" {
		return cls
	}
	if cls := c.factoryClass(call); cls != "" {
		return cls
	}
	if cls := c.clsCallClass(call); cls != "" {
		return cls
	}
	return c.localReturned(call) // mro.go
}

// clsCallClass returns "<module>.<Class>" for cls(...) in a method of a class of this file
// whose first parameter is cls (a classmethod: `builder = cls(); builder.add(...)`), else "".
// A subclass's call builds the subclass; the methods it does not override are the class's.
func (c *fileCtx) clsCallClass(call *sitter.Node) string {
	fn := extract.Field(call, "function")
	if extract.Type(fn) != "identifier" || string(c.bytesOf(fn)) != "cls" {
		return ""
	}
	def := c.enclosingDef(call)
	if def == nil {
		return ""
	}
	cls := c.enclosingClassName(def)
	if params := c.paramNames(def); cls == "" || !c.isLocalClass(cls) || len(params) == 0 || params[0] != "cls" {
		return ""
	}
	return c.modID + "." + cls
}

// factoryClass returns the class of the object a call builds when its callee is the factory
// of a class: "<module>.<Class>" when the factory is this file's, "<module>.<Class>.<factory>()"
// (a name the factory's file answers for) when the class is imported from the root, or "".
func (c *fileCtx) factoryClass(call *sitter.Node) string {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return ""
	}
	obj := extract.Field(fn, "object")
	if obj == nil || (extract.Type(obj) != "identifier" && extract.Type(obj) != "attribute") {
		return ""
	}
	name := c.text(extract.Field(fn, "attribute"))
	if extract.Type(obj) == "identifier" {
		if c.isLocalClass(c.text(obj)) {
			if def := c.defs[c.text(obj)+"."+name]; def != nil {
				return c.builtClass(def)
			}
			return "" // a class of this file without that factory
		}
	}
	cls := c.classNamed(obj)
	if cls == "" || strings.HasPrefix(cls, c.modID+".") {
		return ""
	}
	return cls + "." + name + "()"
}

// builtClass returns "<module>.<Class>" when def is a staticmethod or classmethod every return
// of which constructs a class of this file: cls(...) for the class def is defined in,
// ClassName(...), or a variable bound to one of those; else "".
func (c *fileCtx) builtClass(def *sitter.Node) string {
	return memo(&c.factories, extract.StartByte(def), func() string {
		own := c.enclosingClassName(def)
		if own == "" || !c.hasDecorator(def, "staticmethod", "classmethod") {
			return ""
		}
		built := ""
		for _, r := range c.returnValues(def) {
			r = unparen(r)
			if extract.Type(r) == "identifier" {
				r = unparen(c.valueOf(r))
			}
			if r == nil || extract.Type(r) != "call" {
				return ""
			}
			fn := extract.Field(r, "function")
			name := c.text(fn)
			if extract.Type(fn) != "identifier" {
				return ""
			}
			if name == "cls" {
				name = own
			}
			if !c.isLocalClass(name) || (built != "" && built != name) {
				return ""
			}
			built = name
		}
		if built == "" {
			return ""
		}
		return c.modID + "." + built
	})
}

// hasDecorator reports whether a function carries one of the plain decorators named.
func (c *fileCtx) hasDecorator(def *sitter.Node, names ...string) bool {
	for _, d := range decorators(def) {
		if slices.Contains(names, c.text(d)) {
			return true
		}
	}
	return false
}

// factoryAliases returns, for every factory of a class of this file, a summary per method of
// the class it builds under the key "<module>.<Class>.<factory>().<method>" that passes on what
// the method does, and the call from it to the method.
func (c *fileCtx) factoryAliases() ([]extract.Summary, []extract.Call) {
	var sums []extract.Summary
	var calls []extract.Call
	for _, q := range slices.Sorted(maps.Keys(c.defs)) {
		owner, factory, ok := strings.Cut(q, ".")
		if !ok || strings.Contains(factory, ".") {
			continue
		}
		def := c.defs[q]
		built := c.builtClass(def)
		if built == "" {
			continue
		}
		sums, calls = c.methodAliases(owner+"."+factory+"()", strings.TrimPrefix(built, c.modID+"."), def, sums, calls)
	}
	return sums, calls
}

// isLocalClass reports whether the module defines a class called name at its top level.
func (c *fileCtx) isLocalClass(name string) bool { return c.topClasses[name] }
