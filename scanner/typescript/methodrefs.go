package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Handlers given as a reference to a method (functionValue):
//
//	this.server.setRequestHandler(CallToolRequestSchema, this.handleCallTool.bind(this));
//	server.registerTool("search", config, search.run.bind(search));
//
// A reference names a method (or a field bound to a function) of a class the file declares, when
// the file tells which class: this in a method of that class (or an arrow function in one), an
// instance of it (`const search = new Search()`, a parameter or field typed with it, as
// receiverKeys reads them), or the class itself for a static method. The method the class
// inherits from a superclass the file declares counts too; one from a library's class, or a
// method of the same name on another class of the file, does not. A subclass's override is not
// followed: the method is the one the class that the file names declares.

// methodReference returns the function a member expression `x.m` names, or nil.
func (f *file) methodReference(n *sitter.Node) *sitter.Node {
	if n == nil || extract.Type(n) != "member_expression" {
		return nil
	}
	obj, prop := unwrap(extract.Field(n, "object")), text(extract.Field(n, "property"), f.Src)
	if obj == nil || prop == "" {
		return nil
	}
	switch extract.Type(obj) {
	case "this":
		return f.classMember(f.thisClass(obj), prop, false)
	case "identifier":
		name := extract.Content(obj, f.Src)
		if _, imported := f.imports[name]; imported {
			return nil
		}
		if cls := f.classOfVariable(obj); cls != nil {
			return f.instanceMember(cls, prop)
		}
		if d := f.resolve(name, obj); d == nil {
			return f.classMember(f.classDeclaration(name), prop, true) // Class.m: a static method
		}
	case "member_expression":
		if o := extract.Field(obj, "object"); o != nil && extract.Type(o) == "this" && f.thisClass(o) != nil {
			if cls := f.classOfField(obj, text(extract.Field(obj, "property"), f.Src)); cls != nil {
				return f.instanceMember(cls, prop)
			}
		}
	}
	return nil
}

// instanceMember returns the method of an instance of the class a name node names, when the file
// declares that class (and does not import the name).
func (f *file) instanceMember(cls *sitter.Node, method string) *sitter.Node {
	name := extract.Content(cls, f.Src)
	if _, imported := f.imports[name]; imported {
		return nil
	}
	return f.classMember(f.classDeclaration(name), method, false)
}

// boundFunction returns the function `fn.bind(...)` binds (fn, unwrapped), or nil when n is no
// such call.
func boundFunction(n *sitter.Node, src []byte) *sitter.Node {
	if n == nil || extract.Type(n) != "call_expression" {
		return nil
	}
	callee := extract.Field(n, "function")
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), src) != "bind" {
		return nil
	}
	return unwrap(extract.Field(callee, "object"))
}

// thisClass returns the class whose instance `this` is at a node: the class of the method or
// field it sits in, through arrow functions (which keep this) but not through a function
// expression or declaration (which has its own this); nil outside a class.
func (f *file) thisClass(at *sitter.Node) *sitter.Node {
	for p := f.parent(at); p != nil; p = f.parent(p) {
		switch extract.Type(p) {
		case "function_declaration", "function_expression", "function", "generator_function_declaration", "generator_function":
			return nil
		case "class_body":
			if c := f.parent(p); c != nil && isClassNode(c) {
				return c
			}
			return nil
		}
	}
	return nil
}

// classMember returns the method (or the function a field is bound to) of that name that a class
// declares or inherits from a superclass the file declares; static selects static members, the
// others being the instance's. Accessors are no method: `this.handler` with `get handler()` is
// the getter's value.
func (f *file) classMember(c *sitter.Node, name string, static bool) *sitter.Node {
	for i := 0; c != nil && i < 8; i++ {
		body := extract.Field(c, "body")
		for j := 0; body != nil && j < int(extract.NamedChildCount(body)); j++ {
			m := extract.NamedChild(body, j)
			switch extract.Type(m) {
			case "method_definition":
				if text(extract.Field(m, "name"), f.Src) == name && hasToken(m, "static") == static && !hasToken(m, "get") && !hasToken(m, "set") {
					return m
				}
			case "public_field_definition", "field_definition":
				n := fieldDefName(m)
				if text(n, f.Src) != name || hasToken(m, "static") != static {
					continue
				}
				if v := unwrap(extract.Field(m, "value")); v != nil && f.parents.isFunction(v) {
					return v
				}
				return nil // a field bound to something else shadows any method of a superclass
			}
		}
		sup := superclass(c)
		if sup == nil {
			return nil
		}
		if _, imported := f.imports[extract.Content(sup, f.Src)]; imported {
			return nil
		}
		c = f.classDeclaration(extract.Content(sup, f.Src))
	}
	return nil
}

// hasToken reports whether a node has an anonymous child of that type (a keyword such as static
// or get), before its name.
func hasToken(n *sitter.Node, typ string) bool {
	for i := 0; i < int(n.ChildCount()); i++ {
		c := n.Child(i)
		if c.IsNamed() {
			if extract.Type(c) == "accessibility_modifier" || extract.Type(c) == "override_modifier" || extract.Type(c) == "decorator" {
				continue
			}
			return false
		}
		if extract.Type(c) == typ {
			return true
		}
	}
	return false
}
