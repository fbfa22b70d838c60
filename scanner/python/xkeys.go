package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Cross-file keys. A function of the scanned root is named "<module>.<qualname>@<project>":
// <module> is the last component of its module path (as helper keys name it), <qualname> is
// "function" or "Class.method", and <project> is the package root of the file's manifest, so
// that two servers of one monorepo that each have a utils.format_error do not share facts.
// Calls are keyed the same way from what the call names:
//
//	format_error(e)              from .utils import format_error     -> "utils.format_error@<p>"
//	utils.format_error(e)        from pkg import utils               -> "utils.format_error@<p>"
//	Inbox().latest()             from .inbox import Inbox            -> "inbox.Inbox.latest@<p>"
//	client.get(x)                client = Client(...) in the function -> "<Client's module>.Client.get@<p>"
//	self.client.get(x)           self.client = Client(...) in a method of the class
//	self._fetch()                a method of the enclosing class      -> "<this module>.<Class>._fetch@<p>"
//
// The "@" keeps these keys apart from the helper keys of errorresult's use counts (extract.Call
// without From), which stay as they were. The ModuleOf and ModuleOfKey of the Definer both
// give the last module component.

// ModuleOf returns the module a Python file defines, as keys name it.
func (lang) ModuleOf(p string) string {
	if !strings.HasSuffix(p, ".py") {
		return ""
	}
	return moduleKey(p)
}

// ModuleOfKey returns the module of the function a cross-file key names.
func (lang) ModuleOfKey(key string) string {
	m, _, ok := strings.Cut(key, ".")
	if !ok {
		return ""
	}
	return m
}

// xkey is the cross-file key of qualname in module mod of this file's project.
func (c *fileCtx) xkey(mod, qual string) string {
	root := ""
	if c.f.Project != nil {
		root = c.f.Project.Root
	}
	return mod + "." + qual + "@" + root
}

// fnKey returns the cross-file key of a function of this file: a module-level function, a
// method, or a tool (a tool nested in register_tools(mcp) is named after both), or "".
func (c *fileCtx) fnKey(def *sitter.Node) string {
	if def == nil {
		return ""
	}
	if k, ok := c.fnKeys[def.StartByte()]; ok {
		return k
	}
	if c.fnKeys == nil {
		c.fnKeys = map[uint32]string{}
	}
	k := c.fnKeyOf(def)
	c.fnKeys[def.StartByte()] = k
	return k
}

func (c *fileCtx) fnKeyOf(def *sitter.Node) string {
	if q := c.qualName(def); q != "" {
		return c.xkey(c.modKey, q)
	}
	if c.tools[def.StartByte()] != nil {
		outer := c.enclosingDef(def)
		if outer == nil {
			return ""
		}
		if q := c.qualName(outer); q != "" {
			return c.xkey(c.modKey, q+"."+c.text(def.ChildByFieldName("name")))
		}
	}
	return ""
}

// qualName returns "function" or "Class.method" for a function c.defs holds, or "".
func (c *fileCtx) qualName(def *sitter.Node) string {
	name := c.text(def.ChildByFieldName("name"))
	if cls := c.enclosingClassName(def); cls != "" {
		if c.defs[cls+"."+name] == def {
			return cls + "." + name
		}
		return ""
	}
	if c.defs[name] == def {
		return name
	}
	return ""
}

// callTarget returns the cross-file key of the function a call reaches, or "" when the file
// does not say (a builtin, a library, an object of unknown class).
func (c *fileCtx) callTarget(call *sitter.Node) string {
	fn := call.ChildByFieldName("function")
	if fn == nil {
		return ""
	}
	if def := c.localDef(call); def != nil {
		return c.fnKey(def)
	}
	switch fn.Type() {
	case "identifier":
		name := c.text(fn)
		if q, ok := c.names[name]; ok {
			return c.importedKey(q)
		}
		if _, ok := c.classes[name]; ok {
			return c.xkey(c.modKey, name+".__init__")
		}
	case "attribute":
		obj, method := fn.ChildByFieldName("object"), c.text(fn.ChildByFieldName("attribute"))
		if cls := c.classOf(obj, call); cls != "" {
			return cls + "." + method + c.rootSuffix()
		}
		if q := c.qualify(fn); q != "" {
			return c.importedKey(q)
		}
	}
	return ""
}

func (c *fileCtx) rootSuffix() string {
	if c.f.Project != nil {
		return "@" + c.f.Project.Root
	}
	return "@"
}

// importedKey turns a dotted name reached through the imports ("pkg.utils.format_error",
// ".inbox.Inbox", "pkg.client.Client.get") into a key; names of the SDKs and one-component
// names (a library module's function, json.dumps) are not the root's.
func (c *fileCtx) importedKey(q string) string {
	switch rootPackage(q) {
	case "mcp", "fastmcp", "mcp_types":
		return ""
	}
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '.' })
	if len(parts) < 2 {
		return ""
	}
	// pkg.client.Client(...): the class's constructor.
	if isModelName(parts[len(parts)-1]) {
		return c.xkey(parts[len(parts)-2], parts[len(parts)-1]+".__init__")
	}
	// pkg.client.Client.get: a class's method.
	if len(parts) >= 3 && isModelName(parts[len(parts)-2]) {
		return c.xkey(parts[len(parts)-3], parts[len(parts)-2]+"."+parts[len(parts)-1])
	}
	return c.xkey(parts[len(parts)-2], parts[len(parts)-1])
}

// classOf returns "<module>.<Class>" for the object of a method call when the file says which
// class it is: Inbox() itself, a variable assigned Inbox(...) or annotated Inbox, or self.attr
// assigned Inbox(...) in a method of the enclosing class.
func (c *fileCtx) classOf(obj, at *sitter.Node) string {
	obj = unparen(obj)
	if obj == nil {
		return ""
	}
	switch obj.Type() {
	case "call":
		return c.classNamed(obj.ChildByFieldName("function"))
	case "identifier":
		name := c.text(obj)
		if name == "self" || name == "cls" {
			return ""
		}
		if v := unparen(c.valueOf(obj)); v != nil && v.Type() == "call" {
			return c.classNamed(v.ChildByFieldName("function"))
		}
		return c.annotatedClass(name, at)
	case "attribute":
		o := obj.ChildByFieldName("object")
		if o.Type() != "identifier" || c.text(o) != "self" {
			return ""
		}
		return c.selfAttrClass(c.text(obj.ChildByFieldName("attribute")), at)
	}
	return ""
}

// classNamed returns "<module>.<Class>" for a class expression: a class of this file or one
// imported from the root.
func (c *fileCtx) classNamed(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	name := lastName(c.text(n))
	if !isModelName(name) {
		return ""
	}
	if n.Type() == "identifier" {
		if _, ok := c.classes[name]; ok {
			return c.modKey + "." + name
		}
		if _, ok := c.defs[name+".__init__"]; ok {
			return c.modKey + "." + name
		}
	}
	q := c.qualify(n)
	switch rootPackage(q) {
	case "", "mcp", "fastmcp", "mcp_types":
		if !strings.HasPrefix(q, ".") {
			return ""
		}
	}
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '.' })
	if len(parts) < 2 {
		return ""
	}
	return parts[len(parts)-2] + "." + parts[len(parts)-1]
}

// annotatedClass returns the class of a parameter annotated with one (client: Client) in the
// function around at.
func (c *fileCtx) annotatedClass(name string, at *sitter.Node) string {
	def := c.enclosingDef(at)
	if def == nil {
		return ""
	}
	params := def.ChildByFieldName("parameters")
	for i := 0; params != nil && i < int(params.NamedChildCount()); i++ {
		p := params.NamedChild(i)
		if p.Type() != "typed_parameter" && p.Type() != "typed_default_parameter" {
			continue
		}
		id := p.NamedChild(0)
		if p.Type() == "typed_default_parameter" {
			id = p.ChildByFieldName("name")
		}
		if id == nil || c.text(id) != name {
			continue
		}
		if t := p.ChildByFieldName("type"); t != nil && t.NamedChildCount() > 0 {
			return c.classNamed(t.NamedChild(0))
		}
	}
	return ""
}

// selfAttrClass returns the class of self.attr when a method of the enclosing class assigns it
// a constructed object (self.client = Client(...)).
func (c *fileCtx) selfAttrClass(attr string, at *sitter.Node) string {
	def := c.enclosingDef(at)
	for def != nil && c.enclosingClassName(def) == "" {
		def = c.enclosingDef(def)
	}
	if def == nil {
		return ""
	}
	cls := c.enclosingClassName(def)
	if c.selfAttrs == nil {
		c.selfAttrs = map[string]map[string]string{}
	}
	attrs, ok := c.selfAttrs[cls]
	if !ok {
		attrs = c.classAttrs(cls)
		c.selfAttrs[cls] = attrs
	}
	return attrs[attr]
}

// initMethods are the methods that set up an object's attributes.
var initMethods = []string{"__init__", "__post_init__", "__aenter__", "__enter__", "setup", "connect", "initialize", "start"}

// classAttrs maps each self.<attr> that a set-up method of class cls assigns a constructed object
// (self.client = Client(...)) to that object's class, the first assignment in source order
// winning.
func (c *fileCtx) classAttrs(cls string) map[string]string {
	var methods []*sitter.Node
	for _, m := range initMethods {
		if d := c.defs[cls+"."+m]; d != nil {
			methods = append(methods, d)
		}
	}
	sortDocument(methods)
	attrs := map[string]string{}
	for _, d := range methods {
		walkScope(d, func(n *sitter.Node) {
			if n.Type() != "assignment" {
				return
			}
			left, right := n.ChildByFieldName("left"), unparen(n.ChildByFieldName("right"))
			if left == nil || right == nil || left.Type() != "attribute" || right.Type() != "call" {
				return
			}
			attr := c.text(left.ChildByFieldName("attribute"))
			if o := left.ChildByFieldName("object"); c.text(o) == "self" && attrs[attr] == "" {
				attrs[attr] = c.classNamed(right.ChildByFieldName("function"))
			}
		})
	}
	return attrs
}
