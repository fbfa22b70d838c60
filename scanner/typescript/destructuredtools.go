package typescript

import (
	"strings"

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
	member, _, table := f.destructuredMember(id)
	if member == "" {
		return nil
	}
	var out [][]string
	for _, t := range f.spreadTables(table, nil) {
		out = append(out, f.tableMemberKeys(t, member)...)
	}
	return out
}

// destructuredMember returns the member of each element of a table that a loop's object pattern
// binds a name to (`handler` of `for (const { handler } of modules)`, or of the first parameter
// of a forEach or map callback), with that pattern and the table; "" when the name is no such
// member (an import, a name the loop declares again, a nested or computed member).
func (f *file) destructuredMember(id *sitter.Node) (member string, pattern, table *sitter.Node) {
	id = unwrap(id)
	if id == nil || extract.Type(id) != "identifier" {
		return "", nil, nil
	}
	name := extract.Content(id, f.Src)
	if _, imported := f.imports[name]; imported {
		return "", nil, nil
	}
	pattern, iterated, binder := f.loopBinding(id) // filledmaps.go
	if pattern == nil {
		return "", nil, nil
	}
	table, element := f.elementSource(pattern, iterated)
	if table == nil || element == nil || extract.Type(element) != "object_pattern" {
		return "", nil, nil
	}
	path, ok := patternPath(element, name, f.Src)
	if !ok || len(path) != 1 || path[0].member == "" {
		return "", nil, nil
	}
	if d := f.resolve(name, id); d != nil && isInside(d, binder) {
		return "", nil, nil // `const handler = ...` inside the loop: another value
	}
	return path[0].member, pattern, table
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

// Each tool of such a list is named by what its module exports under the member the loop hands
// the registration as the tool's name (`name` of `{ name, config, handler }` passed first to
// registerTool): `module.exports = { name: "shelve_book", config, handler }` or `export const
// name = "water_tree"`. The registering module cannot read it, so the entry's module registers
// its function itself, under that name, at the member that names it (namedEntrySummaries), on
// the condition that a loop registers the pair (the mark toolNamedMark + the name's member + "@"
// + the kind, which the loop's module gives, namedRegistrationMarks); the loop's registration
// under the name as the loop spells it ("[name]") holds unless the module exports that name
// (its mark without the kind). A module that exports no literal under the member, or a handler
// that is no function of its own, leaves the loop's registration as it is.

// toolNamedMark joins the key "<module>#<handler member>" of a tool module's handler and the
// member that names the tool.
const toolNamedMark = "!toolnamed@"

// maxNamedMembers bounds the string members and functions of a module namedEntrySummaries
// pairs.
const maxNamedMembers = 8

// kindTag spells a registration's tool kind in a mark ("" as "-").
func kindTag(kind string) string {
	if kind == "" {
		return "-"
	}
	return kind
}

// destructuredNameMember returns the member that the tool's name of a registration whose
// handler a loop destructures (destructuredElementKeys) is destructured from by the same
// pattern (`name` of `for (const { name, config, handler } of modules) server.registerTool(name,
// config, handler)`); "" otherwise.
func (f *file) destructuredNameMember(r *registration, h *sitter.Node) string {
	if r.call == nil || r.api == "FastMCP.addTool" || r.tool != "" {
		return ""
	}
	n := unwrap(argument(extract.Field(r.call, "arguments"), 0))
	h = unwrap(h)
	if n == nil || h == nil || extract.Type(n) != "identifier" || same(n, h) {
		return ""
	}
	member, pattern, _ := f.destructuredMember(n)
	if member == "" {
		return ""
	}
	if hp, _, _ := f.loopBinding(h); !same(pattern, hp) {
		return ""
	}
	return member
}

// namedRegistrationMarks returns, for a key "<module>#<handler member>" of a loop's registration,
// the key whose summary by the module drops the registration (Summary.Unless) and the mark the
// loop gives so that the module's own registration under the name holds.
func namedRegistrationMarks(key, member, kind string) (unless, mark string) {
	unless = key + toolNamedMark + member
	return unless, unless + "@" + kindTag(kind)
}

// namedEntrySummaries returns, for a module that exports a tool's name as a string beside its
// functions, the conditional registrations of each function under each such name (one per
// tool kind) and the marks that say it names them (the loop's registration's Unless key).
func (f *file) namedEntrySummaries() []extract.Summary {
	type named struct {
		member, tool string
		at           *sitter.Node
	}
	type exported struct {
		member string
		fn     *sitter.Node
	}
	var names []named
	var fns []exported
	addFn := func(member string, fn *sitter.Node) {
		if fn != nil && member != "" {
			fns = append(fns, exported{member, fn})
		}
	}
	addName := func(member string, v, at *sitter.Node) {
		if member == "" || v == nil {
			return
		}
		if s := f.toolName(v); s != "" && !strings.ContainsAny(s, " \n") {
			names = append(names, named{member, s, at})
		}
	}
	cjs := f.srcHas("module.exports")
	esm := f.srcHas("export")
	if !cjs && !esm {
		return nil
	}
	if cjs {
		for _, obj := range f.cjsExportObjects() { // cjsreexports.go
			for j := 0; j < int(extract.NamedChildCount(obj)); j++ {
				m := extract.NamedChild(obj, j)
				switch extract.Type(m) {
				case "shorthand_property_identifier":
					name := extract.Content(m, f.Src)
					addName(name, m, m)
					addFn(name, f.programFunction(name))
				case "pair":
					member := propertyName(extract.Field(m, "key"), f.Src)
					v := unwrap(extract.Field(m, "value"))
					if v == nil {
						continue
					}
					switch {
					case extract.Type(v) == "identifier":
						addName(member, v, m)
						addFn(member, f.programFunction(extract.Content(v, f.Src)))
					case f.parents.isFunction(v):
						addFn(member, v)
					default:
						addName(member, v, m)
					}
				case "method_definition":
					addFn(f.functionName(m), m)
				}
			}
		}
	}
	if esm {
		f.exportedBindings(func(name string, v, at *sitter.Node) { // tableloops.go
			if f.parents.isFunction(v) {
				addFn(name, v)
			} else if _, ok := stringValue(v, f.Src); ok {
				addName(name, v, at)
			}
		})
	}
	if len(names) == 0 || len(fns) == 0 || len(names) > maxNamedMembers || len(fns) > maxNamedMembers {
		return nil
	}
	var out []extract.Summary
	for _, e := range fns {
		key := f.keyOf(e.fn)
		if key == "" {
			continue
		}
		from := f.modPath + "#" + e.member
		name := f.displayName(e.fn)
		for _, n := range names {
			unless, _ := namedRegistrationMarks(from, n.member, "")
			out = append(out, extract.Summary{Key: unless, Name: name})
			for _, kind := range []string{highLevel, lowLevel, ""} {
				_, mark := namedRegistrationMarks(from, n.member, kind)
				out = append(out, extract.Summary{Key: key, Name: name, Line: line(n.at), Column: column(n.at),
					Tool: n.tool, ToolKind: kind, Registration: true, Via: []string{mark}})
			}
		}
	}
	return out
}
