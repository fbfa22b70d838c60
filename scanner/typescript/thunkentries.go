package typescript

import (
	"fmt"
	"strconv"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Table entries that a declaring call of another module builds from positional arguments, as
// thunks the registering loop calls first (issue 9):
//
//	// helpers/make-tool.ts
//	export const makeTool = (name, description, schema, handler) => () => ({ name, description, schema, handler });
//	// tools/create-jar.tool.ts
//	const CreateJarTool = makeTool("create-jar", "...", { name: z.string() }, async ({ name }) => { ... });
//	export default CreateJarTool;
//	// tools/index.ts
//	export const CreateTools = [CreateJarTool, ...];
//	// factory.ts
//	CreateTools.map((tool) => tool()).forEach((tool) => server.tool(tool.name, tool.description, tool.schema, tool.handler));
//
// No file sees the whole: the loop's element is each thunk's entry (thunkMapped), so the
// registration names the table's member as for any table of another module
// ("<index>#CreateTools.handler", tableMemberKeys). Three files say, as aliases, where that key
// leads, and the registration moves to the function at its end (extract's applyAliases):
//
//   - the list's module: "<index>#CreateTools.<m>" names each entry it imports from a module of
//     the root, "<module>#<export>.<m>" (entryListAliases);
//   - the entry's module: "<module>#CreateJarTool.<m>" (and "#default.<m>" for a default
//     export) names "<helper>#makeTool!entry@<m>@<i>:<key>" for each function given at
//     argument i of the declaring call, keyed by its place (declaredEntryKey);
//   - the helper's module: the prefix "<helper>#makeTool!entry@<m>@<i>:" names what follows it
//     when the object its function (or the function it returns) returns holds parameter i under
//     member m (helperEntryAliases). A call whose helper does not build such an entry leads
//     nowhere.
//
// The function is then a tool itself: its returns are a tool's (toolReturnPendings, standing only
// once registered so) and what it throws and reaches is a tool's.

// entryMark joins a declaring helper's key, a member name and an argument index in the key of
// what that argument of one call of the helper is.
const entryMark = "!entry@"

// entryPrefix returns the prefix of the keys of the functions given at argument i of calls of the
// helper with key, which the helper's entries hold under member.
func entryPrefix(key, member string, i int) string {
	return key + entryMark + member + "@" + strconv.Itoa(i) + ":"
}

// thunkMapped returns T of `T.map((t) => t())`: a list of thunks, each called to give its entry.
// nil for any other expression.
func (f *file) thunkMapped(call *sitter.Node) *sitter.Node {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	obj, method := f.memberParts(callee)
	if method != "map" {
		return nil
	}
	cb := unwrap(argument(extract.Field(call, "arguments"), 0))
	if cb == nil || !f.parents.isFunction(cb) {
		return nil
	}
	p := unwrapTypes(elementParam(cb))
	body := unwrap(functionBody(cb))
	if p == nil || extract.Type(p) != "identifier" || body == nil || extract.Type(body) != "call_expression" {
		return nil
	}
	called := unwrap(extract.Field(body, "function"))
	if called == nil || extract.Type(called) != "identifier" || extract.Content(called, f.Src) != extract.Content(p, f.Src) {
		return nil
	}
	if args := extract.Field(body, "arguments"); args != nil && extract.NamedChildCount(args) > 0 {
		return nil
	}
	return unwrap(obj)
}

// declaredEntry returns the call a function is an argument of, its index there, and the name of
// the top-level const bound to the call, when the call's callee is a function imported from a
// module of the root (`const CreateJarTool = makeTool("create-jar", ..., async (args) => {...})`).
// nil otherwise.
func (f *file) declaredEntry(fn *sitter.Node) (call *sitter.Node, i int, name string) {
	args := f.parent(unwrapUp(f, fn))
	if args == nil || extract.Type(args) != "arguments" {
		return nil, -1, ""
	}
	call = f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil, -1, ""
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil, -1, ""
	}
	b, ok := f.imports[extract.Content(callee, f.Src)]
	if !ok || b.name == "*" {
		return nil, -1, ""
	}
	if _, rel := f.relativeModule(b.module); !rel {
		return nil, -1, ""
	}
	holder := f.parent(unwrapUp(f, call))
	if holder == nil || extract.Type(holder) != "variable_declarator" {
		return nil, -1, ""
	}
	n := extract.Field(holder, "name")
	d := f.parent(holder)
	if n == nil || extract.Type(n) != "identifier" || d == nil || !f.isConstDecl(holder) {
		return nil, -1, ""
	}
	if p := f.parent(d); p == nil || (extract.Type(p) != "program" && extract.Type(p) != "export_statement") {
		return nil, -1, ""
	}
	return call, argumentIndex(args, unwrapUp(f, fn)), extract.Content(n, f.Src)
}

// declaredEntryKey returns the key of a function given to a declaring call (declaredEntry):
// "<module>#<const>@line:col", by its place. "" for any other function.
func (f *file) declaredEntryKey(fn *sitter.Node) string {
	if !f.parents.isFunction(fn) {
		return ""
	}
	call, i, name := f.declaredEntry(fn)
	if call == nil || i < 0 {
		return ""
	}
	return fmt.Sprintf("%s#%s@%d:%d", f.modPath, name, line(fn), column(fn))
}

// declaredEntryFns returns the functions given to declaring calls of the file (declaredEntry).
func (f *file) declaredEntryFns() []*sitter.Node {
	var out []*sitter.Node
	for _, d := range f.topDeclarators() {
		v := unwrap(extract.Field(d, "value"))
		if v == nil || extract.Type(v) != "call_expression" {
			continue
		}
		args := extract.Field(v, "arguments")
		for k := 0; args != nil && k < int(extract.NamedChildCount(args)); k++ {
			if a := unwrap(extract.NamedChild(args, k)); a != nil && f.parents.isFunction(a) && f.regByFn[a.ID()] == nil {
				if c, _, _ := f.declaredEntry(a); c != nil {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// declaredEntrySoftPendings returns the pending softerrors at the returns of the functions given
// to declaring calls: they stand when a registration reaches one as a tool (the aliases above).
func (f *file) declaredEntrySoftPendings() []extract.Pending {
	var out []extract.Pending
	for _, fn := range f.declaredEntryFns() {
		key := f.keyOf(fn)
		if key == "" {
			continue
		}
		call, _, name := f.declaredEntry(fn)
		if s, ok := stringValue(unwrap(argument(extract.Field(call, "arguments"), 0)), f.Src); ok && s != "" {
			name = s // the tool's name, as the helper's entry gives it
		}
		out = append(out, f.toolReturnPendings(fn, key, name)...)
	}
	return out
}

// thunkEntryAliases returns the aliases of the three sides above: the entry's module's
// (declaredEntryAliases), the helper's (helperEntryAliases) and the list's (entryListAliases).
func (f *file) thunkEntryAliases() []extract.Alias {
	out := f.declaredEntryAliases()
	out = append(out, f.helperEntryAliases()...)
	out = append(out, f.objectEntryAliases()...) // looptools.go
	return append(out, f.entryListAliases()...)
}

// declaredEntryAliases returns, for each function given to a declaring call, the aliases of the
// const's members ("<module>#<const>.<m>", and "<module>#default.<m>" when the module exports the
// const by default) to the helper's entry key of that argument.
func (f *file) declaredEntryAliases() []extract.Alias {
	var out []extract.Alias
	for _, fn := range f.declaredEntryFns() {
		key := f.keyOf(fn)
		call, i, name := f.declaredEntry(fn)
		if key == "" || call == nil {
			continue
		}
		b := f.imports[extract.Content(unwrap(extract.Field(call, "function")), f.Src)]
		base, _ := f.relativeModule(b.module)
		names := []string{name}
		if f.exportsByDefault(name) {
			names = append(names, "default")
		}
		for _, helper := range moduleKeys(base, b.name) {
			for _, m := range tableHandlerKeys {
				for _, n := range names {
					out = append(out, extract.Alias{From: f.modPath + "#" + n + "." + m, To: entryPrefix(helper, m, i) + key})
				}
			}
		}
	}
	return out
}

// exportsByDefault reports whether the module's default export is the top-level name
// (`export default CreateJarTool`).
func (f *file) exportsByDefault(name string) bool {
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) != "export_statement" || extract.Field(st, "declaration") != nil {
			continue
		}
		if v := unwrap(extract.Field(st, "value")); v != nil && extract.Type(v) == "identifier" && extract.Content(v, f.Src) == name {
			return true
		}
	}
	return false
}

// helperEntryAliases returns, for an exported function whose returned object (or the returned
// object of the function it returns) holds one of its parameters under a member of
// tableHandlerKeys, the prefix alias of entryPrefix to nothing: the key after it is what the
// call gave there.
func (f *file) helperEntryAliases() []extract.Alias {
	var out []extract.Alias
	for _, decl := range f.exportedDeclarations() {
		if extract.Type(decl) != "lexical_declaration" && extract.Type(decl) != "function_declaration" {
			continue
		}
		helpers := []*sitter.Node{decl}
		if extract.Type(decl) == "lexical_declaration" {
			helpers = nil
			for j := 0; j < int(extract.NamedChildCount(decl)); j++ {
				if d := extract.NamedChild(decl, j); extract.Type(d) == "variable_declarator" {
					if v := unwrap(extract.Field(d, "value")); v != nil && f.parents.isFunction(v) {
						helpers = append(helpers, v)
					}
				}
			}
		}
		for _, h := range helpers {
			key := f.keyOf(h)
			if key == "" {
				continue
			}
			for _, obj := range f.builtEntries(h) {
				for _, m := range tableHandlerKeys {
					if i := f.paramIndex(h, f.memberValue(obj, m)); i >= 0 {
						out = append(out, extract.Alias{From: entryPrefix(key, m, i), To: "", Prefix: true})
					}
				}
			}
		}
	}
	return out
}

// builtEntries returns the object literals a helper returns, or the function it returns returns.
func (f *file) builtEntries(h *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	fns := []*sitter.Node{h}
	if inner := f.returnedFunction(h); inner != nil {
		fns = append(fns, inner)
	}
	for _, fn := range fns {
		for _, v := range f.returnedValuesOf(fn) {
			if v = unwrap(v); v != nil && extract.Type(v) == "object" {
				out = append(out, v)
			}
		}
	}
	return out
}

// entryListAliases returns, for each exported list literal, the aliases of its members
// ("<module>#<list>.<m>") to those of each entry it imports by name or by default from a module
// of the root ("<entry module>#<export>.<m>"), or declares itself by a declaring call. An
// exported function that returns such a list (`export function getAllTools() { return
// toolClasses }`, the list's literal or a name bound to it) gets the same aliases under its own
// name ("<module>#getAllTools.<m>"), which a module that iterates its call's value names
// (fetchedTableKeys): `getAllTools().forEach((C) => server.registerTool(C.toolName, cfg, (a) =>
// C.run(a)))` runs each listed class's static run.
func (f *file) entryListAliases() []extract.Alias {
	var out []extract.Alias
	for _, decl := range f.exportedDeclarations() {
		switch extract.Type(decl) {
		case "function_declaration":
			out = f.listEntryAliases(out, extract.Field(decl, "name"), f.returnedTable(decl))
		case "lexical_declaration":
			for j := 0; j < int(extract.NamedChildCount(decl)); j++ {
				d := extract.NamedChild(decl, j)
				v := unwrap(extract.Field(d, "value"))
				if extract.Type(d) != "variable_declarator" || v == nil {
					continue
				}
				if f.parents.isFunction(v) {
					v = f.returnedTable(v)
				}
				out = f.listEntryAliases(out, extract.Field(d, "name"), v)
			}
		}
	}
	return out
}

// listEntryAliases appends to out the aliases of the members of a list literal's entries
// (entryListAliases) under the name n it is exported by.
func (f *file) listEntryAliases(out []extract.Alias, n, v *sitter.Node) []extract.Alias {
	if n == nil || extract.Type(n) != "identifier" || v == nil || extract.Type(v) != "array" {
		return out
	}
	for k := 0; k < int(extract.NamedChildCount(v)); k++ {
		e := unwrap(extract.NamedChild(v, k))
		if e == nil || extract.Type(e) != "identifier" {
			continue
		}
		var targets []string
		if b, ok := f.imports[extract.Content(e, f.Src)]; ok && b.name != "*" {
			if base, rel := f.relativeModule(b.module); rel {
				targets = moduleKeys(base, b.name)
			}
		} else if w := unwrap(f.valueOf(e)); w != nil && extract.Type(w) == "call_expression" {
			targets = []string{f.modPath + "#" + extract.Content(e, f.Src)}
		}
		for _, t := range targets {
			for _, m := range tableHandlerKeys {
				out = append(out, extract.Alias{From: f.modPath + "#" + extract.Content(n, f.Src) + "." + m, To: t + "." + m})
			}
		}
	}
	return out
}
