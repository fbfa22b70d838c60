package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools registered from the parts a loop destructures of each entry of a list of tool modules:
//
//	// tools/shelve-book.js
//	async function handler({ title }, extra) { ... throw new Error("Shelf is full") ... }
//	module.exports = { name: "shelve_book", config: { inputSchema }, handler };
//	// tools/index.js
//	const modules = [require("./shelve-book"), require("./find-book")];
//	function registerAll(server) {
//	  for (const { name, config, handler } of modules) server.registerTool(name, config, handler);
//	}
//
// The registered `handler` is the member of that name of each element of the iterated list
// (destructuredElementKeys), as `tool.handler` of `for (const tool of modules)` is (iteratedKeys):
// the keys of that member of each entry of the list (tableMemberKeys). An entry may be a whole
// module: a require() of a relative module written in the list, or a name bound to one (`const
// shelve = require("./shelve-book")`, `import * as shelve from "./shelve-book.js"`); its member
// is what the module exports under that name (wholeModuleEntryKeys: "<module>#handler", a
// function of the module for `module.exports = { handler }` or `export async function handler`).

// destructuredElementKeys returns the keys of the member of each entry of the tables a name is
// destructured from by the loop that binds it (`{ handler }` of a for..of over the tables, or of
// the first parameter of a forEach or map callback), one list per entry; nil when the name is no
// such member.
func (f *file) destructuredElementKeys(id *sitter.Node) [][]string {
	id = unwrap(id)
	if id == nil || extract.Type(id) != "identifier" {
		return nil
	}
	name := extract.Content(id, f.Src)
	if _, imported := f.imports[name]; imported {
		return nil
	}
	pattern, iterated, binder := f.loopBinding(id) // filledmaps.go
	if pattern == nil {
		return nil
	}
	table, element := f.elementSource(pattern, iterated)
	if table == nil || element == nil || extract.Type(element) != "object_pattern" {
		return nil
	}
	path, ok := patternPath(element, name, f.Src)
	if !ok || len(path) != 1 || path[0].member == "" {
		return nil
	}
	if d := f.resolve(name, id); d != nil && isInside(d, binder) {
		return nil // `const handler = ...` inside the loop: another value
	}
	var out [][]string
	for _, t := range f.spreadTables(table, nil) {
		out = append(out, f.tableMemberKeys(t, path[0].member)...)
	}
	return out
}

// wholeModuleEntryKeys returns the keys of a member of each entry of a table literal that is a
// whole module of the root: "<module>#<member>", one list per entry.
func (f *file) wholeModuleEntryKeys(lit *sitter.Node, member string) [][]string {
	var out [][]string
	eachEntry(unwrap(lit), func(v *sitter.Node) {
		if base := f.wholeModule(v); base != "" {
			out = append(out, moduleKeys(base, member))
		}
	})
	return out
}

// wholeModule returns the module of the root a table's entry is in whole: a require() of a
// relative module (`require("./shelve-book")`), or a name bound to one by a whole require() or a
// namespace import; "" otherwise.
func (f *file) wholeModule(v *sitter.Node) string {
	v = unwrap(v)
	if v == nil {
		return ""
	}
	spec := ""
	switch extract.Type(v) {
	case "call_expression":
		fn := unwrap(extract.Field(v, "function"))
		args := extract.Field(v, "arguments")
		if fn == nil || extract.Type(fn) != "identifier" || extract.Content(fn, f.Src) != "require" ||
			len(f.decls["require"]) > 0 || extract.NamedChildCount(args) != 1 {
			return ""
		}
		s, ok := stringValue(argument(args, 0), f.Src)
		if !ok {
			return ""
		}
		spec = s
	case "identifier":
		b, ok := f.imports[extract.Content(v, f.Src)]
		if !ok || b.name != "*" {
			return ""
		}
		spec = b.module
	default:
		return ""
	}
	if base, rel := f.relativeModule(spec); rel {
		return base
	}
	return ""
}
