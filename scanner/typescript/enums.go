package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// String enums of the file, for `z.nativeEnum(Kind)` and `case Kind.Books:`. A TypeScript enum
// whose every member is initialized with a string literal holds exactly those strings, so a
// schema built from it lets through only them (zodLiterals), and a member read `Kind.Books` is
// its string wherever a literal would do (constString):
//
//	enum Kind { Books = "books", Maps = "maps" }
//	server.registerTool("list", { inputSchema: { kind: z.nativeEnum(Kind) } }, ...);
//
// Only an enum the file declares once at its top level (enums of one name merge) under a name
// nothing else of the file binds counts; a numeric or computed member, or an enum of another
// module, says nothing.

// enumMember is one member of a string enum: its name and its string.
type enumMember struct{ name, value string }

// stringEnum returns the members of the string enum an identifier names (see above); false when
// it names none.
func (f *file) stringEnum(id *sitter.Node) ([]enumMember, bool) {
	id = unwrap(id)
	if id == nil || extract.Type(id) != "identifier" {
		return nil, false
	}
	name := extract.Content(id, f.Src)
	if len(f.decls[name]) > 0 {
		return nil, false // a function, class member or variable of the same name
	}
	if _, imported := f.imports[name]; imported {
		return nil, false
	}
	if fn, _ := f.shadowingParam(name, id); fn != nil {
		return nil, false
	}
	var decl *sitter.Node
	for _, s := range extract.NamedChildren(f.root) {
		if extract.Type(s) == "export_statement" {
			s = extract.Field(s, "declaration")
		}
		if s == nil || extract.Type(s) != "enum_declaration" || text(extract.Field(s, "name"), f.Src) != name {
			continue
		}
		if decl != nil {
			return nil, false // declarations of one name merge
		}
		decl = s
	}
	if decl == nil {
		return nil, false
	}
	body := extract.Field(decl, "body")
	if body == nil {
		return nil, false
	}
	var out []enumMember
	for _, m := range extract.NamedChildren(body) {
		switch extract.Type(m) {
		case "comment":
			continue
		case "enum_assignment":
			k := extract.Field(m, "name")
			key := text(k, f.Src)
			if s, ok := stringLiteral(k, f.Src); ok {
				key = s
			}
			v, ok := stringLiteral(unwrap(extract.Field(m, "value")), f.Src)
			if !ok {
				return nil, false
			}
			out = append(out, enumMember{key, v})
		default:
			return nil, false // a member without a string: a number
		}
	}
	return out, len(out) > 0
}

// enumMemberString returns the string of `E.M` (or `E["M"]`), E a string enum of the file.
func (f *file) enumMemberString(n *sitter.Node) (string, bool) {
	if n == nil {
		return "", false
	}
	var obj *sitter.Node
	var key string
	switch extract.Type(n) {
	case "member_expression":
		prop := extract.Field(n, "property")
		if prop == nil || extract.Type(prop) != "property_identifier" {
			return "", false
		}
		obj, key = extract.Field(n, "object"), extract.Content(prop, f.Src)
	case "subscript_expression":
		s, ok := stringLiteral(unwrap(extract.Field(n, "index")), f.Src)
		if !ok {
			return "", false
		}
		obj, key = extract.Field(n, "object"), s
	default:
		return "", false
	}
	members, ok := f.stringEnum(obj)
	if !ok {
		return "", false
	}
	for _, m := range members {
		if m.name == key {
			return m.value, true
		}
	}
	return "", false
}
