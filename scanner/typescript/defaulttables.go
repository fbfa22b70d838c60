package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A table of tool records that a module exports by default:
//
//	// email/index.js
//	import { sendEmailHandler } from "./send.js";
//	const emailTools = [{ name: "send_email", parameters, handler: sendEmailHandler }];
//	export default emailTools;             // or: export default [{ ... }]; export { emailTools as default }
//	// index.js
//	import emailTools from "./email/index.js";
//	for (const tool of [...authTools, ...emailTools]) { ... tool.handler(args) ... }
//
// The table is summarized as an exported one is (memberTableCalls), under the name "default":
// "<email/index>#default.handler" calls each entry's handler, and an importer of the default
// export that iterates it (tableMemberKeys) or spreads it into a table of its own (listParts)
// calls that key.

// defaultTableCalls appends to out the calls of the table literal the module exports by default
// (defaultTable), as memberTable does for a table exported by name.
func (f *file) defaultTableCalls(out []extract.Call) []extract.Call {
	at, lit := f.defaultTable()
	if lit == nil {
		return out
	}
	return f.namedMemberTable(out, at, "default", lit)
}

// defaultTable returns the array literal the module exports by default, and where it is
// declared: `export default [...]` (at the statement), or `export default T` and
// `export { T as default }` with T a const of the program bound to the literal (at T's
// declarator), kept through a map (keptTable). nil when the default export is no such list: an
// object exported by default may be a tool object, whose members importedEntries keys under
// the same name.
func (f *file) defaultTable() (at, lit *sitter.Node) {
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "export_statement" || extract.Field(st, "source") != nil || extract.Field(st, "declaration") != nil {
			continue
		}
		var name string
		if strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(extract.Content(st, f.Src), "export")), "default") {
			v := unwrap(extract.Field(st, "value"))
			if v == nil {
				return nil, nil
			}
			if extract.Type(v) == "array" {
				return st, v
			}
			if extract.Type(v) != "identifier" {
				return nil, nil
			}
			name = extract.Content(v, f.Src)
		} else if name = f.defaultSpecifierName(st); name == "" {
			continue
		}
		return f.programTable(name)
	}
	return nil, nil
}

// defaultSpecifierName returns T of `export { T as default }`, or "".
func (f *file) defaultSpecifierName(st *sitter.Node) string {
	for j := 0; j < int(st.ChildCount()); j++ {
		clause := st.Child(j)
		if extract.Type(clause) != "export_clause" {
			continue
		}
		for k := 0; k < int(extract.NamedChildCount(clause)); k++ {
			sp := extract.NamedChild(clause, k)
			if extract.Type(sp) == "export_specifier" && text(extract.Field(sp, "alias"), f.Src) == "default" {
				return text(extract.Field(sp, "name"), f.Src)
			}
		}
	}
	return ""
}

// programTable returns the declarator of the one const of the program bound to name and the
// array literal it holds (kept through a map, keptTable); nil otherwise.
func (f *file) programTable(name string) (at, lit *sitter.Node) {
	ds := f.decls[name]
	if len(ds) != 1 || extract.Type(ds[0]) != "variable_declarator" || !f.isConstDecl(ds[0]) || !f.programStatement(ds[0]) {
		return nil, nil
	}
	v := unwrap(f.keptTable(extract.Field(ds[0], "value")))
	if v == nil || extract.Type(v) != "array" {
		return nil, nil
	}
	return ds[0], v
}

// clauseExportedNames returns the names of the module's own bindings its export lists name
// (`export { sendHandler, readHandler as read }`: sendHandler and readHandler), not re-exports.
func (f *file) clauseExportedNames() map[string]bool {
	var out map[string]bool
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "export_statement" || extract.Field(st, "source") != nil || extract.Field(st, "declaration") != nil {
			continue
		}
		for j := 0; j < int(st.ChildCount()); j++ {
			clause := st.Child(j)
			if extract.Type(clause) != "export_clause" {
				continue
			}
			for k := 0; k < int(extract.NamedChildCount(clause)); k++ {
				if sp := extract.NamedChild(clause, k); extract.Type(sp) == "export_specifier" {
					if out == nil {
						out = map[string]bool{}
					}
					out[text(extract.Field(sp, "name"), f.Src)] = true
				}
			}
		}
	}
	return out
}

// listedFunction reports whether fn is the function a statement of the program binds to one of
// the names of listed (clauseExportedNames).
func (f *file) listedFunction(fn *sitter.Node, listed map[string]bool) bool {
	if len(listed) == 0 {
		return false
	}
	name := extract.Field(fn, "name")
	if name == nil {
		if d := f.parent(fn); d != nil && extract.Type(d) == "variable_declarator" {
			name = extract.Field(d, "name")
		}
	}
	if name == nil || extract.Type(name) != "identifier" || !listed[extract.Content(name, f.Src)] {
		return false
	}
	return same(f.programFunction(extract.Content(name, f.Src)), fn)
}
