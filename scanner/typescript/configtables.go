package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool configs that reach the registering loop through other modules (what a table entry can
// be, beyond the literals tableloops.go reads):
//
//	const jarTool = defineTool({ name: "jar", inputSchema, handler: async (args) => {...} });
//	export const jarTools = [jarTool];                         // jars.ts
//	export const buildTools = () => {                          // catalog.ts
//	  let configs: ToolConfig[] = [];
//	  configs = [...jarTools, ...shelfTools];
//	  return { configs };
//	};
//	const { configs } = buildTools();                           // server.ts
//	for (const config of configs) server.registerTool(config.name, {...}, wrap(async (a) => config.handler(a)));
//
// An entry may be the object literal given to a declaring call (entryObject: `defineTool({...})`,
// a helper that returns its config). A list may be a let given arrays by assignments
// (listValues), and spread another module's list: the table's summary passes each member on
// to that module's table key (memberTable). A function that returns an object holding a list
// exports that list as the table "<fn>.<member>" (returnedMemberTables), which a loop over a
// name destructured from the function's call iterates (destructuredTableKeys).

// entryObject returns the object literal a table's element denotes: the element itself, a name
// bound to one, or the one argument of a call of a plain function (`defineTool({ name, handler
// })`) that holds a handler member (tableHandlerKeys). nil otherwise.
func (f *file) entryObject(v *sitter.Node) *sitter.Node {
	if v = unwrap(v); v != nil && extract.Type(v) == "identifier" {
		v = unwrap(f.valueOf(v))
	}
	if v != nil && extract.Type(v) == "call_expression" {
		callee := unwrap(extract.Field(v, "function"))
		args := extract.Field(v, "arguments")
		if callee == nil || extract.Type(callee) != "identifier" || args == nil || extract.NamedChildCount(args) != 1 {
			return nil
		}
		v = unwrap(extract.NamedChild(args, 0))
		if v == nil || extract.Type(v) != "object" || !f.holdsHandler(v) {
			return nil
		}
	}
	if v != nil && extract.Type(v) == "object" {
		return v
	}
	return nil
}

// holdsHandler reports whether an object literal has a member named by tableHandlerKeys.
func (f *file) holdsHandler(obj *sitter.Node) bool {
	for _, k := range tableHandlerKeys {
		if f.memberValue(obj, k) != nil {
			return true
		}
	}
	return false
}

// listValues returns the array literals a list expression holds: an array literal, or a name
// bound to one; for a let (or var), its initializer and each plain assignment to it in its scope.
func (f *file) listValues(v *sitter.Node) []*sitter.Node {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	if extract.Type(v) == "array" {
		return []*sitter.Node{v}
	}
	if extract.Type(v) != "identifier" {
		return nil
	}
	if d := f.resolve(extract.Content(v, f.Src), v); d != nil && extract.Type(d) == "variable_declarator" && !f.isConstDecl(d) {
		var out []*sitter.Node
		f.everyLetValue(v, func(w *sitter.Node) bool {
			if w = unwrap(w); w != nil && extract.Type(w) == "array" {
				out = append(out, w)
			}
			return true
		}, func(*sitter.Node, string) bool { return false })
		return out
	}
	if w := unwrap(f.valueOf(v)); w != nil && extract.Type(w) == "array" {
		return []*sitter.Node{w}
	}
	return nil
}

// listParts returns the entries of array literals (entryObject) and the table names of other
// modules of the root they spread (moduleKeys' base#name, without a member), following spreads
// of the file's lists.
func (f *file) listParts(lits []*sitter.Node, depth int) (entries []*sitter.Node, foreign [][]string) {
	for _, lit := range lits {
		for i := 0; i < int(extract.NamedChildCount(lit)); i++ {
			e := extract.NamedChild(lit, i)
			switch extract.Type(e) {
			case "comment":
			case "spread_element":
				s := unwrap(extract.NamedChild(e, 0))
				if o := f.mappedEntry(s); o != nil {
					entries = append(entries, o) // `...tools.map((t) => ({ ...t, handler }))` (mappedentries.go)
					continue
				}
				if s != nil && extract.Type(s) == "call_expression" {
					es, fs := f.calledListParts(s, depth) // `...createTicketTools(ctx)` (spreadcalls.go)
					entries, foreign = append(entries, es...), append(foreign, fs...)
					continue
				}
				if s == nil || extract.Type(s) != "identifier" || depth > 3 {
					continue
				}
				if b, ok := f.imports[extract.Content(s, f.Src)]; ok {
					if base, rel := f.relativeModule(b.module); rel && (!exportByName(b.name) || b.name == "default") {
						foreign = append(foreign, moduleKeys(base, b.name)) // a default export's table too (defaulttables.go)
					}
					continue
				}
				es, fs := f.listParts(f.listValues(s), depth+1)
				entries, foreign = append(entries, es...), append(foreign, fs...)
			default:
				if o := f.entryObject(e); o != nil {
					entries = append(entries, o)
				}
			}
		}
	}
	return entries, foreign
}

// returnedMemberTables returns, for a function that returns an object literal, its members that
// hold lists (listValues), each as the table name "<fn>.<member>" and the lists.
func (f *file) returnedMemberTables(fn *sitter.Node, name string) (names []string, lists [][]*sitter.Node) {
	if fn == nil || !f.parents.isFunction(fn) {
		return nil, nil
	}
	for _, r := range f.returnedValuesOf(fn) {
		obj := unwrap(r)
		if obj == nil || extract.Type(obj) != "object" {
			continue
		}
		for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
			var key string
			var v *sitter.Node
			switch c := extract.NamedChild(obj, i); extract.Type(c) {
			case "pair":
				key, v = propertyName(extract.Field(c, "key"), f.Src), extract.Field(c, "value")
			case "shorthand_property_identifier":
				key, v = extract.Content(c, f.Src), c
			}
			if key == "" || v == nil {
				continue
			}
			if extract.Type(v) == "shorthand_property_identifier" {
				// the name it stands for, as an identifier would be read
				if d := f.resolve(key, v); d == nil || extract.Type(d) != "variable_declarator" {
					continue
				} else {
					v = extract.Field(d, "name")
				}
			}
			if ls := f.listValues(v); len(ls) > 0 {
				names, lists = append(names, name+"."+key), append(lists, ls)
			}
		}
	}
	return names, lists
}

// destructuredTableKeys returns the table key of a list a top-level `const { m } = fn(...)` binds,
// with fn a function another module of the root exports: "<module>#fn.m.<method>", which that
// module's summary of the table passes on to each entry's method (returnedMemberTables). nil
// for any other name.
func (f *file) destructuredTableKeys(id *sitter.Node, method string) [][]string {
	if f.resolve(extract.Content(id, f.Src), id) != nil {
		return nil
	}
	call, member := f.destructuredCall(extract.Content(id, f.Src))
	if call == nil {
		return nil
	}
	if base, name, ok := f.namedImport(extract.Field(call, "function")); ok {
		return [][]string{moduleKeys(base, name+"."+member+"."+method)}
	}
	return nil
}

// destructuredCall returns the call a top-level declaration destructures a name from, and the
// member it takes (`const { configs } = build()`, `const { configs: list } = await build()`).
func (f *file) destructuredCall(name string) (*sitter.Node, string) {
	if d := f.topDestructuring(name); d != nil {
		return f.declaratorCall(d, name)
	}
	return nil, ""
}

// topDestructuring returns the first declarator of a top-level declaration that destructures a
// name from a call (declaratorCall), or nil.
func (f *file) topDestructuring(name string) *sitter.Node {
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		st := extract.NamedChild(f.root, i)
		if extract.Type(st) == "export_statement" {
			if st = extract.Field(st, "declaration"); st == nil {
				continue
			}
		}
		for _, d := range patternDeclarators(st) {
			if call, _ := f.declaratorCall(d, name); call != nil {
				return d
			}
		}
	}
	return nil
}

// declaratorCall returns the call (maybe awaited) a destructuring declarator binds name from,
// and the member it takes, when the name is taken straight from one member; nil otherwise.
func (f *file) declaratorCall(d *sitter.Node, name string) (*sitter.Node, string) {
	path, ok := patternPath(extract.Field(d, "name"), name, f.Src)
	if !ok || len(path) != 1 || path[0].member == "" {
		return nil, ""
	}
	v := unwrap(extract.Field(d, "value"))
	if v != nil && extract.Type(v) == "await_expression" && extract.NamedChildCount(v) > 0 {
		v = unwrap(extract.NamedChild(v, 0))
	}
	if v != nil && extract.Type(v) == "call_expression" {
		return v, path[0].member
	}
	return nil, ""
}

// returnedMemberTable appends the calls of the lists that a function's returned object holds
// (returnedMemberTables) to out, each a table named "<fn>.<member>", and adds their summaries.
func (f *file) returnedMemberTable(out []extract.Call, decl, name, fn *sitter.Node) []extract.Call {
	if name == nil || extract.Type(name) != "identifier" {
		return out
	}
	names, lists := f.returnedMemberTables(fn, extract.Content(name, f.Src))
	for i, n := range names {
		entries, foreign := f.listParts(lists[i], 0)
		out = f.memberTableOf(out, decl, n, entries, foreign)
	}
	return out
}

// destructuredParamType returns the declared type of the parameter a name is destructured from
// (`async (args, { pantry }: ShelfContext) => ...`) and the member it takes, when the nearest
// function binding the name binds it so; nil otherwise.
func (f *file) destructuredParamType(id *sitter.Node) (*sitter.Node, string) {
	name := extract.Content(id, f.Src)
	if d := f.resolve(name, id); d != nil && f.enclosingFunction(d) != nil {
		return nil, "" // a local of some function: not a parameter's
	}
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		if !f.binding(fn).names[name] {
			continue
		}
		params := extract.Field(fn, "parameters")
		for i := 0; params != nil && i < int(extract.NamedChildCount(params)); i++ {
			p := extract.NamedChild(params, i)
			pat := extract.Field(p, "pattern")
			if pat == nil || extract.Type(pat) != "object_pattern" {
				continue
			}
			path, ok := patternPath(pat, name, f.Src)
			if !ok {
				continue
			}
			if len(path) != 1 || path[0].member == "" {
				return nil, ""
			}
			t := typeAnnotationName(extract.Field(p, "type"))
			if t == nil {
				return nil, ""
			}
			return t, path[0].member
		}
		return nil, ""
	}
	return nil, ""
}

// typeAnnotationName returns the type_identifier a type annotation names (`: ShelfContext`), or nil.
func typeAnnotationName(ann *sitter.Node) *sitter.Node {
	if ann == nil || extract.NamedChildCount(ann) == 0 {
		return nil
	}
	if t := extract.NamedChild(ann, 0); extract.Type(t) == "type_identifier" {
		return t
	}
	return nil
}

// memberTypePrefixes returns the prefixes of the keys of the methods a type member's annotation
// names (typePrefixes), and for a class the module imports by default (`import RaindropService
// from "./service.js"`; `interface Ctx { service: RaindropService }`) that module's methods by
// their name alone, as a call on the imported class is keyed (importedMethodKeys).
func (f *file) memberTypePrefixes(name string) []string {
	if b, ok := f.imports[name]; ok && b.name == "default" && isClassName(name) {
		if base, rel := f.relativeModule(b.module); rel {
			return classPrefixes(base, b.name)
		}
	}
	return f.typePrefixes(name)
}

// returnsRetry reports whether a return statement returns a call of the function it is in,
// past await (`return this.withRateLimit(fn, retryCount + 1)` in withRateLimit's catch): a
// retry, which either succeeds or fails as the first try did, so that it answers no failure of
// its own.
func (f *file) returnsRetry(ret *sitter.Node) bool {
	if extract.NamedChildCount(ret) == 0 {
		return false
	}
	v := unwrap(extract.NamedChild(ret, 0))
	if v != nil && extract.Type(v) == "await_expression" && extract.NamedChildCount(v) > 0 {
		v = unwrap(extract.NamedChild(v, 0))
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return false
	}
	fn := f.enclosingFunction(ret)
	return fn != nil && same(f.calledFunction(extract.Field(v, "function")), fn)
}
