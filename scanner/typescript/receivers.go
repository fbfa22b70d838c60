package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Method calls whose receiver's class the file tells (callKeys, receiverKeys): this.m() and
// super.m() by the enclosing class, Class.m() by a class the file declares, api.m() by an
// object literal it binds. A method is keyed "<module>#<Class>.<name>" (keys.go), and a call is
// keyed only when the class (or object) that must hold the method is known: a method of the
// same name on another class of the file is no evidence (client.close() on an SDK client is
// not the file's Server.close).

// objectDeclaresMember reports whether an identifier is bound in this file to an object literal
// with a member function of that name (a method, or a pair whose value is a function), which
// keys as "<this file>#<name>" (namedKind: byMember).
func (f *file) objectDeclaresMember(id *sitter.Node, member string) bool {
	if len(f.decls[extract.Content(id, f.Src)]) == 0 {
		return false
	}
	o := unwrap(f.valueOf(id))
	if o == nil || extract.Type(o) != "object" {
		return false
	}
	for i := 0; i < int(extract.NamedChildCount(o)); i++ {
		m := extract.NamedChild(o, i)
		switch extract.Type(m) {
		case "method_definition":
			if text(extract.Field(m, "name"), f.Src) == member {
				return true
			}
		case "pair":
			if v := unwrap(extract.Field(m, "value")); v != nil && f.parents.isFunction(v) && propertyName(extract.Field(m, "key"), f.Src) == member {
				return true
			}
		}
	}
	return false
}

// classDeclaration returns the declaration of a class the file declares by that name, or nil.
func (f *file) classDeclaration(name string) *sitter.Node {
	if !isClassName(name) || !f.classNames()[name] {
		return nil
	}
	if f.classDecls == nil {
		f.classDecls = map[string]*sitter.Node{}
		for _, end := range extract.Occurrences(f.Src, []byte("class ")) {
			n := namedAt(f.root, uint32(end))
			if n == nil || extract.Type(n) != "type_identifier" && extract.Type(n) != "identifier" {
				continue
			}
			if c := f.parent(n); c != nil && isClassNode(c) && same(extract.Field(c, "name"), n) {
				if _, dup := f.classDecls[extract.Content(n, f.Src)]; !dup {
					f.classDecls[extract.Content(n, f.Src)] = c
				}
			}
		}
	}
	return f.classDecls[name]
}

// namedAt returns the innermost named node of n that holds the byte at off.
func namedAt(n *sitter.Node, off uint32) *sitter.Node {
	for {
		var next *sitter.Node
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			if c := extract.NamedChild(n, i); extract.StartByte(c) <= off && off < extract.EndByte(c) {
				next = c
				break
			}
		}
		if next == nil {
			return n
		}
		n = next
	}
}

// isClassNode reports whether a node declares a class.
func isClassNode(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "class_declaration", "abstract_class_declaration", "class":
		return true
	}
	return false
}

// classMethodKeys returns the keys of a method of a class the file declares: this file's when
// the class or a superclass the file declares has it, the module's when the nearest superclass
// that could is imported from a relative module; nil when neither (a method a library's
// superclass provides, or none).
func (f *file) classMethodKeys(class, method string) []string {
	return f.classNodeMethodKeys(f.classDeclaration(class), method)
}

// classNodeMethodKeys is classMethodKeys for a class's declaration.
func (f *file) classNodeMethodKeys(c *sitter.Node, method string) []string {
	for i := 0; c != nil && i < 8; i++ {
		if f.bodyDeclaresMethod(extract.Field(c, "body"), method) {
			return []string{f.methodKey(c, method)}
		}
		sup := superclass(c)
		if sup == nil {
			return nil
		}
		if b, ok := f.imports[extract.Content(sup, f.Src)]; ok {
			if base, rel := f.relativeModule(b.module); rel {
				return importedMethodKeys(base, b, method)
			}
			return nil
		}
		c = f.classDeclaration(extract.Content(sup, f.Src))
	}
	return nil
}

// bodyDeclaresMethod reports whether a class body has a method, or a field bound to a
// function, of that name. The names are read once per body (declaredMethods): a class's
// keys ask for each method called on it, and a large class has hundreds of members.
func (f *file) bodyDeclaresMethod(body *sitter.Node, method string) bool {
	if body == nil {
		return false
	}
	names, ok := f.declaredIn[body]
	if !ok {
		names = declaredMethods(body, f.Src)
		if f.declaredIn == nil {
			f.declaredIn = map[*sitter.Node]map[string]bool{}
		}
		f.declaredIn[body] = names
	}
	return names[method]
}

// declaredMethods returns the names of a class body's methods and of its fields bound to a
// function.
func declaredMethods(body *sitter.Node, src []byte) map[string]bool {
	out := map[string]bool{}
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		switch extract.Type(m) {
		case "method_definition":
			out[text(extract.Field(m, "name"), src)] = true
		case "public_field_definition", "field_definition":
			n := fieldDefName(m)
			// `handle = async () => {...}` is keyed by its name (namedKind); a field bound to
			// anything else (`static spawn = spawn`, an imported function) is no function here.
			if v := unwrap(extract.Field(m, "value")); v != nil && isFunction(v) {
				out[text(n, src)] = true
			}
		}
	}
	return out
}

// superclass returns the name node of the class a class extends (`extends Base`), or nil for
// none or an expression (`extends mixin(Base)`).
func superclass(c *sitter.Node) *sitter.Node {
	for i := 0; i < int(extract.NamedChildCount(c)); i++ {
		h := extract.NamedChild(c, i)
		if extract.Type(h) != "class_heritage" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(h)); j++ {
			e := extract.NamedChild(h, j)
			if extract.Type(e) == "extends_clause" {
				e = extract.Field(e, "value")
			}
			if e != nil && extract.Type(e) == "identifier" {
				return e
			}
			return nil
		}
	}
	return nil
}

// thisKeys returns the keys of this.m(): in a class, the method its class or a superclass of
// the root declares (classNodeMethodKeys); none when neither does and the class extends a class
// of no module of the root (this.close() in a class extending the SDK's Server is the library's,
// not some other class's close in the file); else this file's m, as outside a class (an object
// literal's member, a method assigned in the constructor).
func (f *file) thisKeys(at *sitter.Node, method string) []string {
	c := f.enclosingClass(at)
	if c == nil {
		return []string{f.modPath + "#" + method}
	}
	if v := f.virtualKey(c, method); v != "" {
		return append([]string{v}, f.classThisKeys(c, method)...) // a template method (virtual.go)
	}
	return f.classThisKeys(c, method)
}

// classThisKeys returns the keys of this.m() in a class c that name one function.
func (f *file) classThisKeys(c *sitter.Node, method string) []string {
	if ks := f.classNodeMethodKeys(c, method); ks != nil {
		return ks
	}
	if f.extendsForeign(c) {
		return nil
	}
	return []string{f.modPath + "#" + method}
}

// enclosingClass returns the nearest class declaration around a node, or nil.
func (f *file) enclosingClass(n *sitter.Node) *sitter.Node {
	for p := f.parent(n); p != nil; p = f.parent(p) {
		if isClassNode(p) {
			return p
		}
	}
	return nil
}

// extendsForeign reports whether a class's chain of superclasses the file declares ends in one
// it neither declares nor imports from a relative module (a library's class, or an expression).
func (f *file) extendsForeign(c *sitter.Node) bool {
	for i := 0; c != nil && i < 8; i++ {
		sup := superclass(c)
		if sup == nil {
			return hasHeritageExtends(c)
		}
		if b, ok := f.imports[extract.Content(sup, f.Src)]; ok {
			_, rel := f.relativeModule(b.module)
			return !rel
		}
		next := f.classDeclaration(extract.Content(sup, f.Src))
		if next == nil {
			return true
		}
		c = next
	}
	return false
}

// hasHeritageExtends reports whether a class has an extends clause (superclass returns nil for
// one that extends an expression).
func hasHeritageExtends(c *sitter.Node) bool {
	for i := 0; i < int(extract.NamedChildCount(c)); i++ {
		h := extract.NamedChild(c, i)
		if extract.Type(h) != "class_heritage" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(h)); j++ {
			if e := extract.NamedChild(h, j); extract.Type(e) != "implements_clause" {
				return true
			}
		}
	}
	return false
}

// superKeys returns the keys of super.m(): the method of the superclass the enclosing class
// extends, when the file declares that class or imports it from a relative module; nil for a
// library's superclass (super.close() of a class extending the SDK's Server).
func (f *file) superKeys(at *sitter.Node, method string) []string {
	c := f.enclosingClass(at)
	if c == nil {
		return nil
	}
	if sup := superclass(c); sup != nil {
		return f.classKeys(sup, method)
	}
	return nil
}
