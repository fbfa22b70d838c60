package typescript

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A CommonJS module that exports one function as the whole module:
//
//	// folder/plant.js
//	async function handlePlant(args) { try { ... } catch (e) { return { content: [...] } } }
//	module.exports = handlePlant;
//	// folder/index.js
//	const handlePlant = require("./plant");
//	const gardenTools = [{ name: "plant-seed", inputSchema: { ... }, handler: handlePlant }];
//
// The importer keys what the whole require() names "<module>#*" (callKeys: a call of it, a
// table entry's handler). cjsFunctionAliases makes that key the function's
// ("<module>#handlePlant"), and each suffixed form of its summaries the same, as defaultAliases
// does for an ES module's default export. A module that assigns module.exports more than once,
// or something else than a named function of its own (an object, a class, a require()), aliases
// nothing here. Such a function, and a member of an object assigned to module.exports, is
// exported for the pending failures of a tool's handler that another module registers
// (wholeExportKeys).

// cjsFunctionAliases returns "<module>#*" -> the key of the function the module assigns to
// module.exports, and the same for the suffixed keys of its summaries.
func (f *file) cjsFunctionAliases(sums []extract.Summary) []extract.Alias {
	key := f.cjsFunctionKey()
	if key == "" {
		return nil
	}
	from := f.modPath + "#*"
	out := []extract.Alias{{From: from, To: key}}
	for _, s := range sums {
		if base, suffix, ok := strings.Cut(s.Key, "!"); ok && base == key {
			out = append(out, extract.Alias{From: from + "!" + suffix, To: s.Key})
		}
	}
	return out
}

// cjsFunctionKey returns the key of the named function of the module that it assigns to
// module.exports, once (`module.exports = handlePlant`, `module.exports = async function
// handlePlant(args) {}`), or "".
func (f *file) cjsFunctionKey() string {
	if !f.srcHas("module.exports") {
		return ""
	}
	key := ""
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "expression_statement" {
			continue
		}
		as := extract.NamedChild(st, 0)
		if as == nil || extract.Type(as) != "assignment_expression" || text(extract.Field(as, "left"), f.Src) != "module.exports" {
			continue
		}
		if key != "" {
			return "" // assigned again: which one stands is the order's business
		}
		v := unwrap(extract.Field(as, "right"))
		switch {
		case v != nil && extract.Type(v) == "identifier":
			key = f.programFunctionKey(extract.Content(v, f.Src))
		case v != nil && f.parents.isFunction(v) && extract.Field(v, "name") != nil:
			key = f.keyOf(v)
		}
		if key == "" {
			return ""
		}
	}
	return key
}

// wholeExportKeys returns the keys of the functions a CommonJS module exports: as its
// module.exports (cjsFunctionKey), or as a member of the object it assigns to module.exports
// (`module.exports = { handlePlant, handleDig: dig }`).
// Another module may register them as tools (exportedSoftPendings).
func (f *file) wholeExportKeys() map[string]bool {
	out := map[string]bool{}
	if !f.srcHas("module.exports") {
		return out
	}
	if k := f.cjsFunctionKey(); k != "" {
		out[k] = true
	}
	for _, m := range f.cjsExportMembers() { // cjsreexports.go
		if k := f.programFunctionKey(m.local); m.local != "" && k != "" {
			out[k] = true
		}
	}
	return out
}

// cjsRenamedAliases returns "<module>#<member>" -> the key of the function of the module that a
// member of the object it assigns to module.exports names under another name (`module.exports =
// { handler: lendBook }`), and the same for the suffixed keys of its summaries: an importer keys
// the member by the name it is exported as (a destructured require(), a tool module's handler in
// a list of whole modules, destructuredtools.go), as `export { lendBook as handler }` is.
func (f *file) cjsRenamedAliases(sums []extract.Summary) []extract.Alias {
	if !f.srcHas("module.exports") {
		return nil
	}
	var out []extract.Alias
	for _, m := range f.cjsExportMembers() { // cjsreexports.go
		if m.exported == "" || m.exported == m.local {
			continue
		}
		if _, imported := f.imports[m.local]; imported {
			continue // a re-export (cjsReexportAliases)
		}
		key := f.programFunctionKey(m.local)
		if key == "" {
			continue
		}
		from := f.modPath + "#" + m.exported
		out = append(out, extract.Alias{From: from, To: key})
		for _, s := range sums {
			if base, suffix, ok := strings.Cut(s.Key, "!"); ok && base == key {
				out = append(out, extract.Alias{From: from + "!" + suffix, To: s.Key})
			}
		}
	}
	return out
}
