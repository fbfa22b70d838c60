package typescript

import (
	"iter"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An instance a module builds at its top level and exports, of a class of the root:
//
//	// locales/index.ts
//	import { TemplateProvider } from "./template-provider.js";
//	export const templateProvider = new TemplateProvider(factory);
//	// templates.ts
//	import { templateProvider } from "./locales/index.js";
//	export function guideFor(language) { return templateProvider.guideFor(language); }
//
// The importing file keys the call "<locales/index>#templateProvider.guideFor" (among others,
// importedObjectKeys) and cannot see what the const holds. The exporting module says so, as a
// prefix alias: "<module>#templateProvider." names "<X's module>#X." for a const bound to
// `new X(...)`, X a class of the root (typePrefixes). A const bound to anything else, a
// `let`, and a default export alias nothing.

// exportedInstanceAliases returns the prefix aliases of the module's exported top-level consts
// bound to an instance of a class of the root.
func (f *file) exportedInstanceAliases() []extract.Alias {
	if !f.srcHas("new ") || !f.srcHas("export") {
		return nil
	}
	var out []extract.Alias
	for name, d := range f.exportedConsts() {
		v := unwrap(extract.Field(d, "value"))
		if v == nil || extract.Type(v) != "new_expression" {
			continue
		}
		c := unwrap(extract.Field(v, "constructor"))
		if c == nil || extract.Type(c) != "identifier" {
			continue
		}
		for _, to := range f.typePrefixes(extract.Content(c, f.Src)) {
			out = append(out, extract.Alias{From: f.modPath + "#" + name + ".", To: to, Prefix: true})
		}
	}
	return out
}

// exportedConsts yields, in source order, each const declarator of the module's top level
// (exported or not) whose name the module exports (exportsFunction), with that name: the
// consts an importer may name.
func (f *file) exportedConsts() iter.Seq2[string, *sitter.Node] {
	return func(yield func(string, *sitter.Node) bool) {
		for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
			st := extract.NamedChild(f.root, i)
			if extract.Type(st) == "export_statement" {
				if d := extract.Field(st, "declaration"); d != nil {
					st = d
				}
			}
			if extract.Type(st) != "lexical_declaration" {
				continue
			}
			for j := 0; j < int(extract.NamedChildCount(st)); j++ {
				d := extract.NamedChild(st, j)
				if extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
					continue
				}
				name := f.topLevelName(d)
				if name != "" && f.exportsFunction(d, name) && !yield(name, d) {
					return
				}
			}
		}
	}
}
