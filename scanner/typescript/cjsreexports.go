package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A CommonJS barrel re-exports what it requires:
//
//	handlers/index.js:  const JiraHandler = require("./jiraHandler");
//	                    const { format: render } = require("./format");
//	                    module.exports = { JiraHandler, render };
//	shared.js:          const { JiraHandler } = require("../handlers/index.js");
//	                    new JiraHandler().getFields(args)
//
// The importer keys the method "<handlers/index>#JiraHandler.getFields"; the class is the one
// jiraHandler.js exports as the whole module. cjsReexportAliases makes each member of the
// object assigned to module.exports that names a require() of a relative module what that
// binding names, as `import { A } from "./a"; export { A }` does (reexportAliases): the function
// itself, and the methods of the class by its name there, or by their names alone for a whole
// module (`module.exports = JiraHandler`, whose class's name the importer cannot tell). A member
// bound to anything else (a local function, a value) aliases nothing here.

// cjsMember is a member of the object a module assigns to module.exports that names a binding:
// `{ plant }` (exported and local plant) or `{ dig: handleDig }`.
type cjsMember struct{ exported, local string }

// cjsExportObjects returns the object literals the file's top-level statements assign to
// module.exports (`module.exports = { name, handler }`), in source order.
func (f *file) cjsExportObjects() []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "expression_statement" {
			continue
		}
		as := extract.NamedChild(st, 0)
		if as == nil || extract.Type(as) != "assignment_expression" ||
			text(extract.Field(as, "left"), f.Src) != "module.exports" {
			continue
		}
		if obj := unwrap(extract.Field(as, "right")); obj != nil && extract.Type(obj) == "object" {
			out = append(out, obj)
		}
	}
	return out
}

// cjsExportMembers returns the members of the objects the file's top-level statements assign
// to module.exports whose value is a name, in source order.
func (f *file) cjsExportMembers() []cjsMember {
	var out []cjsMember
	for _, obj := range f.cjsExportObjects() {
		for j := 0; j < int(extract.NamedChildCount(obj)); j++ {
			member := extract.NamedChild(obj, j)
			switch extract.Type(member) {
			case "shorthand_property_identifier":
				name := extract.Content(member, f.Src)
				out = append(out, cjsMember{name, name})
			case "pair":
				if v := unwrap(extract.Field(member, "value")); v != nil && extract.Type(v) == "identifier" {
					out = append(out, cjsMember{propertyName(extract.Field(member, "key"), f.Src), extract.Content(v, f.Src)})
				}
			}
		}
	}
	return out
}

// cjsReexportAliases returns the aliases of the members of `module.exports = { ... }` that name
// what the module requires from a relative module.
func (f *file) cjsReexportAliases() []extract.Alias {
	if !f.srcHas("module.exports") {
		return nil
	}
	var out []extract.Alias
	for _, m := range f.cjsExportMembers() {
		exported, local := m.exported, m.local
		b, ok := f.imports[local]
		if !ok || exported == "" {
			continue
		}
		mod, rel := f.relativeModule(b.module)
		if !rel {
			continue
		}
		from := f.modPath + "#" + exported
		if !exportByName(b.name) {
			for _, m := range []string{mod, mod + "/index"} {
				out = append(out, extract.Alias{From: from, To: m + "#" + b.name},
					extract.Alias{From: from + factorySuffix, To: m + "#" + b.name + factorySuffix})
			}
		}
		out = append(out, importedPrefixes(from+".", mod, b.name)...)
	}
	return out
}

// cjsExportedAt reports whether the name at a source offset is the value of a member of an
// object a top-level statement assigns to module.exports (`module.exports = { runWrite }`, `{
// write: runWrite }`): an export, which hands the function to importers that call it by name.
func (f *file) cjsExportedAt(offset int) bool {
	if !f.srcHas("module.exports") {
		return false
	}
	for _, obj := range f.cjsExportObjects() {
		for j := 0; j < int(extract.NamedChildCount(obj)); j++ {
			m := extract.NamedChild(obj, j)
			switch extract.Type(m) {
			case "shorthand_property_identifier":
				if int(extract.StartByte(m)) == offset {
					return true
				}
			case "pair":
				if v := unwrap(extract.Field(m, "value")); v != nil && extract.Type(v) == "identifier" && int(extract.StartByte(v)) == offset {
					return true
				}
			}
		}
	}
	return false
}
