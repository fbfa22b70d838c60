package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool objects of other modules registered in a loop over an exported object of them:
//
//	// tools/all.mjs
//	import { getState } from "./getState.mjs";
//	export const Tools = { getState, setState };
//	// web.mjs
//	this.Tools = Tools;
//	for (const name in this.Tools) {
//	  const tool = this.Tools[name];
//	  server.tool(tool.name, tool.desc, tool.params, tool.call(this.API));
//	}
//
// `tool` is an element of the table (keyedElementTable, beside the iterations tableloops.go
// reads), so `tool.call(this.API)` is the call of "<all>#Tools.call" (iteratedKeys), a factory's
// call (foreignFactoryKeys: "<all>#Tools.call()"), and what it hands the factory binds the
// parameter of "<all>#Tools.call" (paramCalls). The table's module joins each of its entries to
// the table (objectEntryAliases): "<all>#Tools." names "<getState>#getState." (the built
// handler, "<getState>#getState.call()", builtKey), and the parameter keys of an entry's
// handler members name the table's ("<getState>#call!param@0.m" names
// "<all>#Tools.call!param@0.m", which the registration binds to its instance's class). The
// built handler has a summary under its key even when its returns hand on nothing
// (summaries.go): a registration moves along an alias only to a key some file defines.

// keyedElementTable returns the table whose element a const bound to `T[k]` holds inside a
// for..in over T binding k (T a name, or a field of `this`), or nil. A field that the class
// assigns only an imported name (`this.Tools = Tools`) is that import.
func (f *file) keyedElementTable(id *sitter.Node) *sitter.Node {
	if id == nil || extract.Type(id) != "identifier" {
		return nil
	}
	d := f.resolve(extract.Content(id, f.Src), id)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil
	}
	v := unwrap(extract.Field(d, "value"))
	if v == nil || extract.Type(v) != "subscript_expression" {
		return nil
	}
	table, k := unwrap(extract.Field(v, "object")), unwrap(extract.Field(v, "index"))
	if table == nil || k == nil || extract.Type(k) != "identifier" {
		return nil
	}
	for p := f.parent(d); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) != "for_in_statement" || text(extract.Field(p, "operator"), f.Src) != "in" {
			continue
		}
		if !f.binding(p).names[extract.Content(k, f.Src)] || text(extract.Field(p, "right"), f.Src) != text(table, f.Src) {
			return nil
		}
		switch extract.Type(table) {
		case "identifier":
			return table
		case "member_expression":
			if imp := f.importedField(table); imp != nil {
				return imp
			}
			if f.fieldTable(table) {
				return table
			}
		}
		return nil
	}
	return nil
}

// importedField returns the imported name that every assignment of a field of `this` in its
// class's methods gives it (`this.Tools = Tools`), or nil.
func (f *file) importedField(m *sitter.Node) *sitter.Node {
	if !isThisField(m) {
		return nil
	}
	body := f.enclosingClassBody(m)
	if body == nil {
		return nil
	}
	field := text(extract.Field(m, "property"), f.Src)
	var vals []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		if c := extract.NamedChild(body, i); extract.Type(c) == "method_definition" {
			vals = f.thisAssignments(vals, c, field)
		}
	}
	var out *sitter.Node
	for _, v := range vals {
		v = unwrap(v)
		if v == nil || extract.Type(v) != "identifier" {
			return nil
		}
		if _, ok := f.imports[extract.Content(v, f.Src)]; !ok || out != nil && text(out, f.Src) != text(v, f.Src) {
			return nil
		}
		out = v
	}
	return out
}

// objectEntryAliases returns, for each exported object literal, the aliases that join it to
// each entry it names by an import of a module of the root (`export const Tools = { getState }`
// or `{ state: getState }`): "<module>#Tools." names "<entry>." (a member's call of an element of
// the table, the handler it builds), and the parameter keys of the entry's handler members
// (tableHandlerKeys, by the member's key or its name alone) name the table's, which a call of
// the table's member binds.
func (f *file) objectEntryAliases() []extract.Alias {
	var out []extract.Alias
	f.exportedBindings(func(name string, v, _ *sitter.Node) {
		if extract.Type(v) != "object" {
			return
		}
		from := f.modPath + "#" + name + "."
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			e := memberValue(extract.NamedChild(v, i))
			if e == nil || (extract.Type(e) != "identifier" && extract.Type(e) != "shorthand_property_identifier") {
				continue
			}
			b, ok := f.imports[extract.Content(e, f.Src)]
			if !ok || b.name == "*" || b.name == "" {
				continue
			}
			base, rel := f.relativeModule(b.module)
			if !rel {
				continue
			}
			for _, t := range moduleKeys(base, b.name) {
				out = append(out, extract.Alias{From: from, To: t + ".", Prefix: true})
				mod := t[:strings.Index(t, "#")+1]
				for _, m := range tableHandlerKeys {
					// the factory's parameters, keyed by the member's name alone or under the entry
					for _, at := range []string{mod + m + paramMark, t + "." + m + paramMark} {
						out = append(out, extract.Alias{From: at, To: from + m + paramMark, Prefix: true})
					}
				}
			}
		}
	})
	return out
}
