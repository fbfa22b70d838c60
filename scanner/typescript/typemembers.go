package typescript

import (
	"bytes"
	"maps"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Services reached through declared types across modules.
//
//	// tools/types.ts
//	export type ToolContext = { airtableService: IAirtableService };   // IAirtableService from ../types.js
//	// tools/list-records.ts
//	export function registerListRecords(server: McpServer, ctx: ToolContext) {
//	  server.registerTool("list_records", {...}, async (args) => ctx.airtableService.listRecords(args.baseId));
//	}
//	// airtableService.ts
//	export class AirtableService implements IAirtableService { async listRecords(...) { ... throw ... } }
//
// A method called on a member of a variable or parameter whose declared type another module of
// the root exports (`ctx: ToolContext`, imported) is keyed "<that module>#<Type>.<member>.<m>"
// (importedTypeMemberKeys); the same within the file when the member's type is an interface or
// object type the file declares ("<module>#<Interface>.<m>"). The files that declare the types
// say what such keys name, as prefix aliases (typeAliases):
//
//   - an interface or object type T with a member a annotated with a class, interface or type X
//     of the root: "<module>#T.a." names what "<X's module>#X." names;
//   - a class C that implements an interface or type I of the root (`class C implements I`):
//     "<I's module>#I." names "<module>#C.", for every such class: a call through the interface
//     may run any of them. A class of a test file implements nothing here (a mock's throws are
//     no tool's).
//
// A file that declares such a class may hold no needle and no key may name its module: Admit has
// it parsed (mayImplement), so that its aliases and its methods' summaries are in the index.

// importedTypeMemberKeys returns the keys of method m called on member of a receiver whose
// declared type t is imported from a relative module under its own name, or is an interface or
// object type of the file whose member is annotated with another such type of the file; nil
// otherwise.
func (f *file) importedTypeMemberKeys(t *sitter.Node, member, m string) []string {
	if member == "" || m == "" {
		return nil
	}
	name := extract.Content(t, f.Src)
	if b, ok := f.imports[name]; ok {
		if base, rel := f.relativeModule(b.module); rel && !exportByName(b.name) {
			return importedMethodKeys(base, b, member+"."+m)
		}
		return nil
	}
	if x := f.memberTypeName(name, member); x != "" && f.declaresType(x) {
		return []string{f.modPath + "#" + x + "." + m}
	}
	return nil
}

// typeDecls returns the file's interface declarations and type aliases of an object type, by
// name, computed once.
func (f *file) typeDecls() map[string][]*sitter.Node {
	if f.types != nil {
		return f.types
	}
	out := map[string][]*sitter.Node{}
	f.types = out
	for _, kw := range []string{"interface ", "type "} {
		for _, end := range extract.Occurrences(f.Src, []byte(kw)) {
			n := namedAt(f.root, uint32(end))
			if n == nil || extract.Type(n) != "type_identifier" {
				continue
			}
			d := f.parent(n)
			if d == nil || !same(extract.Field(d, "name"), n) || typeBody(d) == nil {
				continue
			}
			out[extract.Content(n, f.Src)] = append(out[extract.Content(n, f.Src)], d)
		}
	}
	return out
}

// typeBody returns the members of an interface declaration or of a type alias of an object
// type, or nil.
func typeBody(d *sitter.Node) *sitter.Node {
	var body *sitter.Node
	switch extract.Type(d) {
	case "interface_declaration":
		body = extract.Field(d, "body")
	case "type_alias_declaration":
		body = extract.Field(d, "value")
	}
	if body == nil || extract.Type(body) != "interface_body" && extract.Type(body) != "object_type" {
		return nil
	}
	return body
}

// declaresType reports whether the file declares an interface or object type of that name.
func (f *file) declaresType(name string) bool {
	return f.srcHas(name) && len(f.typeDecls()[name]) > 0
}

// memberTypeName returns the name of the type a member of an interface or object type of the
// file is annotated with, or "".
func (f *file) memberTypeName(typ, member string) string {
	if !f.srcHas(typ) {
		return ""
	}
	for _, d := range f.typeDecls()[typ] {
		body := typeBody(d)
		for i := 0; i < int(extract.NamedChildCount(body)); i++ {
			m := extract.NamedChild(body, i)
			if extract.Type(m) == "property_signature" && text(extract.Field(m, "name"), f.Src) == member {
				return text(typeName(extract.Field(m, "type")), f.Src)
			}
		}
	}
	return ""
}

// typePrefixes returns the prefixes of the keys of the methods of a class, interface or type of
// the root that a type name names: imported from a relative module (classPrefixes), or declared
// by the file; nil for any other name.
func (f *file) typePrefixes(name string) []string {
	if !isClassName(name) {
		return nil
	}
	if b, ok := f.imports[name]; ok {
		if base, rel := f.relativeModule(b.module); rel && !exportByName(b.name) {
			return classPrefixes(base, b.name)
		}
		return nil
	}
	if f.classDeclaration(name) != nil || f.declaresType(name) {
		return []string{f.modPath + "#" + name + "."}
	}
	return nil
}

// typeAliases returns the prefix aliases of the file's types' members and of its classes'
// interfaces (see above).
func (f *file) typeAliases() []extract.Alias {
	var out []extract.Alias
	if f.srcHas("interface ") || f.srcHas("type ") {
		decls := f.typeDecls()
		for _, name := range slices.Sorted(maps.Keys(decls)) {
			for _, d := range decls[name] {
				body := typeBody(d)
				for i := 0; i < int(extract.NamedChildCount(body)); i++ {
					m := extract.NamedChild(body, i)
					if extract.Type(m) != "property_signature" {
						continue
					}
					member := text(extract.Field(m, "name"), f.Src)
					x := typeName(extract.Field(m, "type"))
					if member == "" || x == nil || extract.Type(x) != "type_identifier" {
						continue
					}
					from := f.modPath + "#" + name + "." + member + "."
					for _, to := range f.memberTypePrefixes(extract.Content(x, f.Src)) {
						out = append(out, extract.Alias{From: from, To: to, Prefix: true})
					}
				}
			}
		}
	}
	if f.Context == finding.Test || !f.srcHas("implements") {
		return out
	}
	for _, c := range f.namedClasses() {
		to := f.modPath + "#" + extract.Content(c.name, f.Src) + "."
		for _, i := range implemented(c.node) {
			for _, from := range f.typePrefixes(extract.Content(i, f.Src)) {
				out = append(out, extract.Alias{From: from, To: to, Prefix: true})
			}
		}
	}
	return out
}

// implemented returns the type names a class declaration's implements clause lists.
func implemented(c *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(c)); i++ {
		h := extract.NamedChild(c, i)
		if extract.Type(h) != "class_heritage" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(h)); j++ {
			if e := extract.NamedChild(h, j); extract.Type(e) == "implements_clause" {
				for k := 0; k < int(extract.NamedChildCount(e)); k++ {
					if t := typeName(extract.NamedChild(e, k)); t != nil && extract.Type(t) == "type_identifier" {
						out = append(out, t)
					}
				}
			}
		}
	}
	return out
}

// implementsClause matches a class declaration that implements something.
var implementsClause = lazyre.New(`\bclass\s+[A-Za-z_$][\w$]*[^{;]*\bimplements\s+[A-Za-z_$]`)

// mayImplement reports whether a file may declare a class that implements an interface or type
// (typeAliases): Admit has it parsed, though no key may name its module.
func mayImplement(src []byte) bool {
	return bytes.Contains(src, []byte("implements")) && implementsClause.Match(src)
}
