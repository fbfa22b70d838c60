package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Fields a class inherits.
//
//	// registry-base.ts
//	export abstract class RegistryBase {
//	  constructor(protected server: McpServer, protected store: Store) {}   // Store an interface
//	}
//	// item-tools.ts
//	export class ItemTools extends RegistryBase {
//	  register() { this.server.tool("get_item", {...}, async ({ id }) => this.store.load(id)); }
//	}
//
// `this.store` in a class that declares no field store is the field of a superclass. A
// superclass of the same file answers at once (classOfFieldIn reads up its chain). For one
// imported from a relative module the call is keyed "<module>#<Class>.<field>.<m>": the
// class's prefix falls back to its superclass's (inheritAliases), and the file that declares
// the field says what "<module>#<Class>.<field>." names, the methods of the field's class,
// interface or type (fieldAliases), whose implementations typeAliases then name.

// fieldInSuperclasses returns the class name node of a field that the class whose body is
// given does not declare, from the nearest superclass of the file that declares it (nil when
// that one's type is unknown, or none of the file does).
func (f *file) fieldInSuperclasses(body *sitter.Node, field string) *sitter.Node {
	c := f.parent(body)
	for i := 0; c != nil && i < 8; i++ {
		sup := superclass(c)
		if sup == nil {
			return nil
		}
		if c = f.classDeclaration(extract.Content(sup, f.Src)); c == nil {
			return nil
		}
		b := extract.Field(c, "body")
		if b == nil {
			return nil
		}
		if cls := f.ownFieldClass(b, field); cls != nil || f.declaresField(b, field) {
			return cls
		}
	}
	return nil
}

// inheritedFieldKeys returns the key of method m called on `this.<field>` (obj) in a method of a
// named class that declares no such field, nor does any superclass of the file, and whose chain
// of superclasses leads to a relative module's class: "<module>#<Class>.<field>.<m>" (see
// above); nil otherwise.
func (f *file) inheritedFieldKeys(obj *sitter.Node, m string) []string {
	field := text(extract.Field(obj, "property"), f.Src)
	body := f.enclosingClassBody(obj)
	if body == nil || field == "" || m == "" {
		return nil
	}
	c := f.parent(body)
	name := f.classNameOf(c)
	if name == "" {
		return nil
	}
	for i := 0; c != nil && i < 8; i++ {
		if b := extract.Field(c, "body"); b == nil || f.declaresField(b, field) {
			return nil
		}
		sup := superclass(c)
		if sup == nil {
			return nil
		}
		if next := f.classDeclaration(extract.Content(sup, f.Src)); next != nil {
			c = next
			continue
		}
		if prefixes, byName := f.superPrefixes(c); len(prefixes) == 0 || byName {
			return nil // a library's class, or one whose name in its module the file cannot tell
		}
		return []string{f.modPath + "#" + name + "." + field + "." + m}
	}
	return nil
}

// fieldDefName returns the node that names a class body's field definition (its name, or the
// property of a `public_field_definition`), or nil.
func fieldDefName(m *sitter.Node) *sitter.Node {
	if n := extract.Field(m, "name"); n != nil {
		return n
	}
	return extract.Field(m, "property")
}

// declaresField reports whether a class body declares a field: a field definition, a
// constructor parameter property (`private store: Store`), or an assignment `this.<field> =` in
// one of its methods.
func (f *file) declaresField(body *sitter.Node, field string) bool {
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		switch extract.Type(m) {
		case "public_field_definition", "field_definition":
			n := fieldDefName(m)
			if text(n, f.Src) == field {
				return true
			}
		case "method_definition":
			if text(extract.Field(m, "name"), f.Src) == "constructor" {
				ps := extract.Field(m, "parameters")
				for j := 0; ps != nil && j < int(extract.NamedChildCount(ps)); j++ {
					if p := extract.NamedChild(ps, j); paramName(p, f.Src) == field && isParamProperty(p) {
						return true
					}
				}
			}
			if len(f.thisAssignments(nil, m, field)) > 0 {
				return true
			}
		}
	}
	return false
}

// isParamProperty reports whether a constructor parameter declares a field: it carries an
// accessibility modifier or readonly.
func isParamProperty(p *sitter.Node) bool {
	if hasChildType(p, "accessibility_modifier") {
		return true
	}
	for i := 0; i < int(p.ChildCount()); i++ {
		if extract.Type(p.Child(i)) == "readonly" {
			return true
		}
	}
	return false
}

// statedFields returns the fields a class body declares with a stated class, interface or type,
// by name: a field definition's annotation or `new X()` initializer, a constructor parameter
// property's annotation. A field only a method assigns (`this.refunds = new RefundsAPI()`)
// states none here, as for returnedInstanceAliases.
func (f *file) statedFields(body *sitter.Node) (names []string, types []*sitter.Node) {
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		switch extract.Type(m) {
		case "public_field_definition", "field_definition":
			n := fieldDefName(m)
			if n == nil || extract.Type(n) != "property_identifier" {
				continue
			}
			t := typeName(extract.Field(m, "type"))
			if v := unwrap(extract.Field(m, "value")); v != nil && extract.Type(v) == "new_expression" {
				t = typeName(extract.Field(v, "constructor"))
			}
			if t != nil {
				names, types = append(names, extract.Content(n, f.Src)), append(types, t)
			}
		case "method_definition":
			if text(extract.Field(m, "name"), f.Src) != "constructor" {
				continue
			}
			ps := extract.Field(m, "parameters")
			for j := 0; ps != nil && j < int(extract.NamedChildCount(ps)); j++ {
				p := extract.NamedChild(ps, j)
				if t := typeName(extract.Field(p, "type")); t != nil && isParamProperty(p) && paramName(p, f.Src) != "" {
					names, types = append(names, paramName(p, f.Src)), append(types, t)
				}
			}
		}
	}
	return names, types
}

// fieldAliases returns, for each field of a named class of the file that states its class,
// interface or type of the root (statedFields), "<module>#<Class>.<field>." -> the prefixes of
// that type's methods (memberTypePrefixes): what a subclass's `this.<field>.m()` names
// (inheritedFieldKeys).
func (f *file) fieldAliases(classes []namedClass) []extract.Alias {
	var out []extract.Alias
	for _, c := range classes {
		body := extract.Field(c.node, "body")
		if body == nil {
			continue
		}
		names, types := f.statedFields(body)
		for i, field := range names {
			if extract.Type(types[i]) != "type_identifier" && extract.Type(types[i]) != "identifier" {
				continue
			}
			from := f.modPath + "#" + extract.Content(c.name, f.Src) + "." + field + "."
			for _, to := range f.memberTypePrefixes(extract.Content(types[i], f.Src)) {
				out = append(out, extract.Alias{From: from, To: to, Prefix: true})
			}
		}
	}
	return out
}
