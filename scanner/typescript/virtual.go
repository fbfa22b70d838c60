package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Template methods. A call this.m() in a method of a named class C that declares m (with a body,
// or abstract) runs C's m or the override of whatever subclass the object is:
//
//	abstract class Tool { execute(args) { check(args); return this.handle(args); }
//	                      protected abstract handle(args); }
//	class ExportTool extends Tool { protected handle(args) { ... throw ... } }
//
// The call is keyed first by a virtual key, "<module>#<C>.<m>~", that no function has: aliases
// make it name C's own m, when C gives m a body, and the virtual key of m in each subclass that
// overrides m, which names that subclass's m and so on down. The subclass's file says so, as
// only it knows its superclass. super.m(), C.m() and a this.m() that C inherits are not keyed
// so: each names one function.
//
// Left out: a subclass that imports C through a barrel (its alias names the barrel's key, not
// C's module's) or as a default export (the name it imports C by is not C's); an override below a subclass that does not override m itself; the suffixed
// keys of a call (successTextSuffix, callsSuffix), which still name C's own m alone.

// virtualSuffix ends a virtual key.
const virtualSuffix = "~"

// virtualKey returns the virtual key of this.m() in a class, or "" when the class has no name or
// does not declare the method.
func (f *file) virtualKey(c *sitter.Node, method string) string {
	if method == "constructor" || f.classNameOf(c) == "" {
		return ""
	}
	declares := f.memo(fmt.Sprintf("declares %d %s", extract.StartByte(c), method), func() bool {
		body := extract.Field(c, "body")
		return f.bodyDeclaresMethod(body, method) || bodyDeclaresAbstract(body, method, f.Src)
	})
	if !declares {
		return "" // asked of every this.m() call: each class and name is looked up once (memo)
	}
	return f.methodKey(c, method) + virtualSuffix
}

// bodyDeclaresAbstract reports whether a class body declares an abstract method of that name.
func bodyDeclaresAbstract(body *sitter.Node, method string, src []byte) bool {
	for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
		if m := extract.NamedChild(body, i); extract.Type(m) == "abstract_method_signature" && text(extract.Field(m, "name"), src) == method {
			return true
		}
	}
	return false
}

// virtualAliases returns, for each named class of the file (namedClasses), the aliases of the
// virtual keys of the methods it gives a body: its own (to the method), and its superclass's (to
// its own), when it extends a class of the file or a named export of a relative module.
func (f *file) virtualAliases(classes []namedClass) []extract.Alias {
	var out []extract.Alias
	for _, nc := range classes {
		c, supers := nc.node, nc.supers
		if nc.byName {
			supers = nil // a default import's or whole module's class: its name there is unknown
		}
		for _, m := range bodyMethods(extract.Field(c, "body"), f.Src) {
			key := f.methodKey(c, m)
			// Its own alias serves a this.m() of the file, or a superclass's virtual key.
			if len(supers) > 0 || f.srcHas("this."+m) {
				out = append(out, extract.Alias{From: key + virtualSuffix, To: key})
			}
			for _, s := range supers {
				out = append(out, extract.Alias{From: s + m + virtualSuffix, To: key + virtualSuffix})
			}
		}
	}
	return out
}

// bodyMethods returns the names of the methods a class body gives a body (bodyDeclaresMethod),
// but its constructor.
func bodyMethods(body *sitter.Node, src []byte) []string {
	var out []string
	for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		var name *sitter.Node
		switch extract.Type(m) {
		case "method_definition":
			name = extract.Field(m, "name")
		case "public_field_definition", "field_definition":
			if v := unwrap(extract.Field(m, "value")); v != nil && isFunction(v) {
				if name = extract.Field(m, "name"); name == nil {
					name = extract.Field(m, "property")
				}
			}
		}
		if n := text(name, src); n != "" && n != "constructor" {
			out = append(out, n)
		}
	}
	return out
}
