package typescript

import (
	"bytes"

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

// cjsReexportAliases returns the aliases of the members of `module.exports = { ... }` that name
// what the module requires from a relative module.
func (f *file) cjsReexportAliases() []extract.Alias {
	if !bytes.Contains(f.Src, []byte("module.exports")) {
		return nil
	}
	var out []extract.Alias
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
		obj := unwrap(extract.Field(as, "right"))
		if obj == nil || extract.Type(obj) != "object" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(obj)); j++ {
			member := extract.NamedChild(obj, j)
			var exported, local string
			switch extract.Type(member) {
			case "shorthand_property_identifier":
				exported = extract.Content(member, f.Src)
				local = exported
			case "pair":
				v := unwrap(extract.Field(member, "value"))
				if v == nil || extract.Type(v) != "identifier" {
					continue
				}
				exported = propertyName(extract.Field(member, "key"), f.Src)
				local = extract.Content(v, f.Src)
			default:
				continue
			}
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
	}
	return out
}
