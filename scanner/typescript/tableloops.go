package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools dispatched through a table that the registering code iterates:
//
//	export const cliCommands = { preview: { description, schema, handler: async (args) => {...} } };
//	Object.entries(cliCommands).forEach(([name, command]) => {
//	  server.tool(`cli-${name}`, command.description, command.schema, async (args) => command.handler(args));
//	});
//
// The callback calls a member of each entry in turn: `command.handler(args)` stands for a call of
// every entry's handler (iteratedKeys, asked by dispatchKeys like a registry's lookup), so what
// each returns is what the tool returns and what each throws reaches the callback (its try, or
// the SDK). The iteration is forEach or map over Object.entries(T) (the element is the second of
// its pair), Object.values(T) or T itself, or a for..of over the same; T is an object or array
// literal, or a call of a function that returns one. A table of the file names its entries'
// functions at once; one imported from a module of the root is called under the key
// "<module>#T.<member>", which that module's summary of the table passes on to each entry's
// member (memberTableCalls).
//
// An entry's inline handler is keyed by its place (entryMemberKey): the members of a module's
// tables share a name (every entry's `handler`), and one key for them all would make a tool
// of each, a prompt table's handlers too when a tool table's are called.

// iterationMethods are the array methods whose callback an iteration hands each element.
var iterationMethods = map[string]bool{"forEach": true, "map": true, "flatMap": true}

// iteratedKeys returns the keys of the entries' members a call of `E.m` runs, one list per entry,
// when E is the element of an iteration over a table; nil otherwise.
func (f *file) iteratedKeys(callee *sitter.Node) [][]string {
	obj, method := f.localMember(callee)
	if obj == nil {
		return nil
	}
	var out [][]string
	for _, table := range f.elementTables(obj, 0) {
		out = append(out, f.tableMemberKeys(table, method)...)
	}
	if out == nil {
		if ks := f.handedParamKeys(obj, method); ks != nil {
			return [][]string{ks} // a callback's parameter, handed each element by another module (storedentries.go)
		}
	}
	return out
}

// localMember returns E and m of a member expression `E.m` whose object is a name of the file
// (not an import), which may be the element of a table (elementTables); nil otherwise.
func (f *file) localMember(m *sitter.Node) (*sitter.Node, string) {
	if extract.Type(m) != "member_expression" {
		return nil, ""
	}
	obj, member := f.memberParts(m)
	obj = unwrap(obj)
	if obj == nil || extract.Type(obj) != "identifier" || member == "" {
		return nil, ""
	}
	if _, imported := f.imports[extract.Content(obj, f.Src)]; imported {
		return nil, ""
	}
	return obj, member
}

// tableMemberKeys returns the keys of a member of each entry of one table, one list per entry.
func (f *file) tableMemberKeys(table *sitter.Node, method string) [][]string {
	if ks := f.storedEntryKeys(table, method); ks != nil {
		return [][]string{ks} // the entries a registry of another module stores (storedentries.go)
	}
	if ks := f.fetchedTableKeys(table, method); ks != nil {
		return [][]string{ks} // `const tools = await getTools()` of another module (mappedentries.go)
	}
	// A table of another module of the root: its summary passes on the member (memberTableCalls).
	if extract.Type(table) == "identifier" {
		if ks := f.destructuredTableKeys(table, method); ks != nil {
			return ks // `const { configs } = build()` of another module (configtables.go)
		}
	}
	named := table
	if extract.Type(table) == "call_expression" {
		named = unwrap(extract.Field(table, "function"))
	}
	if named != nil && extract.Type(named) == "identifier" {
		if b, ok := f.imports[extract.Content(named, f.Src)]; ok {
			if base, rel := f.relativeModule(b.module); rel && (!exportByName(b.name) || b.name == "default" && same(named, table)) {
				if !same(named, table) {
					f.notePickedArgs(table, base, b.name, method) // `pickTools(all)` (tablefilters.go)
				}
				return [][]string{moduleKeys(base, b.name+"."+method)}
			}
			return nil
		}
	}
	var out [][]string
	for _, lit := range f.tableLiterals(table) {
		for _, e := range f.tableLiteralEntries(lit) {
			if ks := f.memberKeys(e, method); len(ks) > 0 {
				out = append(out, ks)
			}
		}
		out = append(out, f.importedEntryKeys(lit, method)...)    // objects of other modules (entryobjects.go)
		out = append(out, f.wholeModuleEntryKeys(lit, method)...) // whole modules (destructuredtools.go)
	}
	return out
}

// iteratedTable returns the table an identifier is the element of, and the function or for..of
// statement that binds it, when the nearest binding of its name is an iteration's (a callback
// of forEach, map or flatMap; a for..of): nil otherwise.
func (f *file) iteratedTable(id *sitter.Node) (table, binder *sitter.Node) {
	pattern, iterated, binder := f.loopBinding(id)
	if pattern == nil {
		return nil, nil
	}
	return f.elementOf(pattern, extract.Content(id, f.Src), iterated), binder
}

// forInSymbols are the symbols of for_in_statement (for..in and for..of) in the three dialects.
var forInSymbols = newSymbolSet("for_in_statement")

// binding is what a node that iteratedTable passes binds: a for..of statement's left, or a
// function's parameters and the pattern of its first (elementParam, nil for none); names holds
// every name they bind (patternNames).
type binding struct {
	first *sitter.Node
	names map[string]bool
}

// binding returns what a for..in statement or a function binds, read once per node: the walk
// up from each call `E.m(...)` of a file passes the same functions and loops, and reading a
// function's parameters at every call was a good part of what iteratedTable cost.
func (f *file) binding(p *sitter.Node) binding {
	ps := f.paramState()
	if b, ok := ps.bindings[p.ID()]; ok {
		return b
	}
	b := binding{names: map[string]bool{}}
	if f.parents.isFunction(p) {
		b.first = elementParam(p)
		if b.first != nil {
			patternNames(extract.Field(p, "parameters"), f.Src, b.names)
			patternNames(b.first, f.Src, b.names)
		}
	} else {
		patternNames(extract.Field(p, "left"), f.Src, b.names)
	}
	ps.bindings[p.ID()] = b
	return b
}

// elementParam returns the pattern of a function's first parameter, or nil.
func elementParam(fn *sitter.Node) *sitter.Node {
	if p := extract.Field(fn, "parameter"); p != nil {
		return p // `command => ...`
	}
	p := argument(extract.Field(fn, "parameters"), 0)
	if p != nil && (extract.Type(p) == "required_parameter" || extract.Type(p) == "optional_parameter") {
		return extract.Field(p, "pattern")
	}
	return p
}

// elementOf returns the table an iteration over iterated hands name as each element, through
// the pattern that binds each element: `[k, E]` over Object.entries(T), `E` over
// Object.values(T) or T itself. nil when the pattern binds name as anything else.
func (f *file) elementOf(pattern *sitter.Node, name string, iterated *sitter.Node) *sitter.Node {
	table, element := f.elementSource(pattern, iterated)
	if element == nil || extract.Type(element) != "identifier" || extract.Content(element, f.Src) != name {
		return nil
	}
	return table
}

// elementSource returns the table an iteration over iterated hands each element of, and the part
// of the pattern that binds the element itself (the second of `[k, E]` over Object.entries(T),
// the whole pattern over Object.values(T) or T); nil when iterated is no table.
func (f *file) elementSource(pattern, iterated *sitter.Node) (table, element *sitter.Node) {
	iterated, pattern = unwrap(iterated), unwrapTypes(pattern)
	if iterated == nil || pattern == nil {
		return nil, nil
	}
	source, pair := iterated, false
	if extract.Type(iterated) == "call_expression" {
		switch text(extract.Field(iterated, "function"), f.Src) {
		case "Object.entries":
			source, pair = argument(extract.Field(iterated, "arguments"), 0), true
		case "Object.values":
			source = argument(extract.Field(iterated, "arguments"), 0)
		}
	}
	if pair {
		if extract.Type(pattern) != "array_pattern" {
			return nil, nil
		}
		pattern = unwrapTypes(argument(pattern, 1))
	}
	source = unwrap(source)
	if t := f.thunkMapped(source); t != nil {
		source = t // `T.map((t) => t())`: each thunk's entry (thunkentries.go)
	}
	if pattern == nil || source == nil {
		return nil, nil
	}
	switch extract.Type(source) {
	case "identifier", "call_expression", "array":
		return source, pattern // `[...readTools, ...playTools]`: each spread a table (spreadTables)
	case "member_expression":
		if f.fieldTable(source) || f.isStoredTable(source) {
			return source, pattern // `this.tools`, `Registry.tools`: a class's field; `registry.tools` of an import (storedentries.go)
		}
	}
	return nil, nil
}

// patternNames adds to names every name a binding pattern (or a parameter list) binds: not a
// default's value or a type's name (`{ a = name }`, `x: name`).
func patternNames(pattern *sitter.Node, src []byte, names map[string]bool) {
	if pattern == nil {
		return
	}
	walkAll(pattern, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "identifier", "shorthand_property_identifier_pattern":
			p := n.Parent()
			if p == nil || (extract.Type(p) != "type_annotation" && !(extract.Type(p) == "assignment_pattern" && same(extract.Field(p, "right"), n))) {
				names[extract.Content(n, src)] = true
			}
		}
	})
}

// tableEntries returns the entries of the table a table expression of the file denotes: the
// object or array literal a name is bound to, or that a function it calls returns.
func (f *file) tableEntries(table *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, lit := range f.tableLiterals(table) {
		out = append(out, f.tableLiteralEntries(lit)...)
	}
	return out
}

// tableLiterals returns the object or array literals a table expression of the file denotes
// (tableEntries): a class field's initializers for `this.tools`, else at most one.
func (f *file) tableLiterals(table *sitter.Node) []*sitter.Node {
	var lit *sitter.Node
	switch extract.Type(table) {
	case "identifier":
		v := unwrap(f.valueOf(table))
		if v != nil && f.parents.isFunction(v) {
			return nil // the function itself, not a table
		}
		if v != nil && extract.Type(v) == "call_expression" {
			v = f.returnedTable(f.calledFunction(unwrap(extract.Field(v, "function"))))
		}
		lit = v
	case "call_expression":
		lit = f.returnedTable(f.calledFunction(unwrap(extract.Field(table, "function"))))
	case "array", "object":
		lit = table
	case "member_expression":
		return f.fieldTableInits(table)
	}
	if lit == nil {
		return nil
	}
	return []*sitter.Node{lit}
}

// importedEntryKeys returns, one list per entry, the keys of a member of the entries a table
// literal holds by the name of an object another module of the root exports:
//
//	import { addTool } from "./add.js";
//	export const allTools = [addTool, removeTool] as const;
//
// "<module>#addTool.handler", the key by name of an exported tool object's handler
// (entryObjectName), which the object's module adds; nil for the literal's own entries. A table
// the module exports and another module iterates names the same keys through its aliases
// (entryListAliases); this is for the module that iterates its own.
func (f *file) importedEntryKeys(lit *sitter.Node, method string) [][]string {
	var out [][]string
	for _, base := range f.importedEntries(lit) {
		out = append(out, tableMemberKey(base, method))
	}
	return out
}

// importedEntries returns the bases of the entries of a table literal that name an object imported
// from a relative module, as entryListAliases targets them (moduleKeys(module, name), "default"
// for a default import): the elements of an array, the values of an object's pairs.
func (f *file) importedEntries(lit *sitter.Node) [][]string {
	lit = unwrap(lit)
	if lit == nil {
		return nil
	}
	var out [][]string
	add := func(v *sitter.Node) {
		if v = unwrap(v); v == nil || extract.Type(v) != "identifier" {
			return
		}
		if b, ok := f.imports[extract.Content(v, f.Src)]; ok {
			if base, rel := f.relativeModule(b.module); rel && b.name != "*" && b.name != "" {
				out = append(out, moduleKeys(base, b.name))
			}
		}
	}
	eachEntry(lit, add)
	return out
}

// eachEntry calls fn with each entry of a table literal: the values of an object's pairs, the
// elements of an array.
func eachEntry(lit *sitter.Node, fn func(*sitter.Node)) {
	if lit == nil {
		return // unwrap gives nil for what holds no expression
	}
	switch extract.Type(lit) {
	case "object":
		for i := 0; i < int(extract.NamedChildCount(lit)); i++ {
			if c := extract.NamedChild(lit, i); extract.Type(c) == "pair" {
				fn(extract.Field(c, "value"))
			}
		}
	case "array":
		for i := 0; i < int(extract.NamedChildCount(lit)); i++ {
			fn(extract.NamedChild(lit, i))
		}
	}
}

// tableMemberKey returns the keys of a member of a table (or tool object) of another module,
// given its bases (moduleKeys): "<base>#T.<member>".
func tableMemberKey(base []string, member string) []string {
	keys := make([]string, 0, len(base))
	for _, b := range base {
		keys = append(keys, b+"."+member)
	}
	return keys
}

// tableLiteralEntries returns the entries of an object literal (its pairs' values) or an array
// literal (its elements), each resolved to the object literal it is bound to when it names one.
func (f *file) tableLiteralEntries(lit *sitter.Node) []*sitter.Node {
	lit = unwrap(lit)
	if lit == nil {
		return nil
	}
	var out []*sitter.Node
	add := func(v *sitter.Node) {
		if o := f.entryObject(v); o != nil { // configtables.go
			out = append(out, o)
		}
	}
	eachEntry(lit, add)
	return out
}

// returnedTable returns the object or array literal a function returns, or nil.
func (f *file) returnedTable(fn *sitter.Node) *sitter.Node {
	if fn == nil || !f.parents.isFunction(fn) {
		return nil
	}
	for _, v := range f.returnedValuesOf(fn) {
		if v = unwrap(v); v != nil && extract.Type(v) == "identifier" {
			v = unwrap(f.valueOf(v))
		}
		if v != nil && (extract.Type(v) == "object" || extract.Type(v) == "array") {
			return v
		}
	}
	return nil
}

// memberKeys returns the keys of the function an entry's member holds: an inline function, or
// one the file or a module of the root names.
func (f *file) memberKeys(entry *sitter.Node, member string) []string {
	h := f.memberValue(entry, member)
	if h == nil {
		return nil
	}
	if extract.Type(h) == "shorthand_property_identifier" {
		// `{ description, schema, handler }`: the function of that name, the file's or imported.
		return f.shorthandEntryKeys(h) // filledmaps.go
	}
	return f.entryKeys(h, "")
}

// memberTableCalls returns the calls of the member tables the module exports (`export const
// cliCommands = { preview: { handler } }`, or a function returning such a literal), as if
// "<module>#T.<member>" were a function calling each entry's member: another module that
// iterates the table and calls the member (iteratedKeys) calls that key, and what the members
// throw and return reaches it (the summaries it adds to f.tableSums).
func (f *file) memberTableCalls() []extract.Call {
	var out []extract.Call
	for _, decl := range f.exportedDeclarations() {
		switch extract.Type(decl) {
		case "function_declaration":
			out = f.memberTable(out, decl, extract.Field(decl, "name"), f.returnedTable(decl))
			out = f.returnedMemberTable(out, decl, extract.Field(decl, "name"), decl)
		case "lexical_declaration", "variable_declaration":
			for j := 0; j < int(extract.NamedChildCount(decl)); j++ {
				d := extract.NamedChild(decl, j)
				if extract.Type(d) != "variable_declarator" {
					continue
				}
				v := unwrap(extract.Field(d, "value"))
				if v != nil && f.parents.isFunction(v) {
					out = f.returnedMemberTable(out, d, extract.Field(d, "name"), v)
					v = f.returnedTable(v)
				}
				out = f.memberTable(out, d, extract.Field(d, "name"), f.keptTable(v))
			}
		}
	}
	return f.defaultTableCalls(out) // defaulttables.go
}

// exportedDeclarations returns the declarations of the module's top-level export statements
// (`export const T = ...`, `export function f() {}`), for the tables other modules may import.
func (f *file) exportedDeclarations() []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		if st := extract.NamedChild(f.root, i); extract.Type(st) == "export_statement" {
			if decl := extract.Field(st, "declaration"); decl != nil {
				out = append(out, decl)
			}
		}
	}
	return out
}

// exportedDeclarators calls fn for each declarator of the file's exported const, let or var
// declarations that binds a plain identifier (`export const handlers = {...}`), with that name.
func (f *file) exportedDeclarators(fn func(d, name *sitter.Node)) {
	for _, decl := range f.exportedDeclarations() {
		if extract.Type(decl) != "lexical_declaration" && extract.Type(decl) != "variable_declaration" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(decl)); j++ {
			d := extract.NamedChild(decl, j)
			if name := extract.Field(d, "name"); extract.Type(d) == "variable_declarator" && name != nil && extract.Type(name) == "identifier" {
				fn(d, name)
			}
		}
	}
}

// exportedBindings calls fn for each name an exported declaration of the file binds to a value:
// a function declaration (`export async function handler`: the declaration, at itself) and each
// declarator of an exported const (`export const name = "water"`: its value, at the
// declarator).
func (f *file) exportedBindings(fn func(name string, value, at *sitter.Node)) {
	for _, decl := range f.exportedDeclarations() {
		switch extract.Type(decl) {
		case "function_declaration", "generator_function_declaration":
			if n := extract.Field(decl, "name"); n != nil {
				fn(extract.Content(n, f.Src), decl, decl)
			}
		case "lexical_declaration":
			if decl.Child(0) == nil || extract.Type(decl.Child(0)) != "const" {
				continue
			}
			for j := 0; j < int(extract.NamedChildCount(decl)); j++ {
				d := extract.NamedChild(decl, j)
				n, v := extract.Field(d, "name"), unwrap(extract.Field(d, "value"))
				if extract.Type(d) != "variable_declarator" || n == nil || v == nil || extract.Type(n) != "identifier" {
					continue
				}
				fn(extract.Content(n, f.Src), v, d)
			}
		}
	}
}

// memberTable appends the calls of one exported table (lit, declared by decl under name) to out
// and adds its summaries, one per member that holds a function in some entry.
func (f *file) memberTable(out []extract.Call, decl, name, lit *sitter.Node) []extract.Call {
	if name == nil || extract.Type(name) != "identifier" || lit == nil {
		return out
	}
	return f.namedMemberTable(out, decl, extract.Content(name, f.Src), lit)
}

// namedMemberTable is memberTable for a table the module exports as name ("default" for its
// default export, defaulttables.go).
func (f *file) namedMemberTable(out []extract.Call, decl *sitter.Node, name string, lit *sitter.Node) []extract.Call {
	if lit = unwrap(lit); lit == nil {
		return out
	}
	if extract.Type(lit) == "array" {
		entries, foreign := f.listParts([]*sitter.Node{lit}, 0) // spreads too (configtables.go)
		entries = append(entries, f.tupleEntries(lit)...)       // spreadtuples.go
		return f.memberTableOf(out, decl, name, entries, foreign)
	}
	_, foreign := f.listParts([]*sitter.Node{lit}, 0) // an object's spreads of other modules' tables
	return f.memberTableOf(out, decl, name, f.tableLiteralEntries(lit), foreign)
}

// memberTableOf appends the calls of one exported table named name (its entries, and the
// tables of other modules it spreads, foreign) to out and adds its summaries.
func (f *file) memberTableOf(out []extract.Call, decl *sitter.Node, name string, entries []*sitter.Node, foreign [][]string) []extract.Call {
	if len(entries) == 0 && len(foreign) == 0 {
		return out
	}
	sums := map[string]*extract.Summary{}
	var order []string
	summary := func(member string) *extract.Summary {
		key := f.modPath + "#" + name + "." + member
		s := sums[key]
		if s == nil {
			s = &extract.Summary{Key: key, Name: name + "." + member, Line: line(decl), Column: column(decl)}
			sums[key] = s
			order = append(order, key)
		}
		return s
	}
	for _, base := range foreign {
		// Another module's list, spread: its summary of each member passes the member on.
		for _, member := range append(tableHandlerKeys[:len(tableHandlerKeys):len(tableHandlerKeys)], tupleMember) {
			out = passOn(out, summary(member), tableMemberKey(base, member), decl, decl, passOnAll)
		}
	}
	for _, e := range entries {
		for _, member := range tableHandlerKeys {
			keys := f.memberKeys(e, member)
			if len(keys) == 0 {
				continue
			}
			s := summary(member)
			out = passOn(out, s, keys, f.memberValue(e, member), e, passOnAll)
			f.noteTableJSONed(s.Key, keys, f.memberValue(e, member)) // jsonwrapped.go
		}
		if keys := f.tupleHandlerKeys(e); len(keys) > 0 {
			out = passOn(out, summary(tupleMember), keys, e, e, passOnAll) // a tuple's last member (spreadtuples.go)
		}
		out = f.entryClassCalls(out, e, summary) // droppedcopy.go
	}
	for _, k := range order {
		f.tableSums = append(f.tableSums, *sums[k])
	}
	return out
}

// entryMemberKey returns the key of a function that is a member of a table's entry, under a
// member name of tableHandlerKeys: "<module>#<entry>@line:col", by its place (the entry's key
// in an object table, else the member's name), so that the entries' handlers of one module
// are told apart. "" for any other function.
func (f *file) entryMemberKey(fn *sitter.Node) string {
	member, entry := f.entryOf(fn)
	if entry == nil {
		return ""
	}
	label := f.entryLabel(fn)
	if label == "" {
		label = member
	}
	return fmt.Sprintf("%s#%s@%d:%d", f.modPath, label, line(fn), column(fn))
}

// entryLabel returns the key of the table entry a function is a member of (entryOf), when an
// object table holds the entry under a key: "preview" of `{ preview: { handler } }`; "" else.
func (f *file) entryLabel(fn *sitter.Node) string {
	_, entry := f.entryOf(fn)
	if entry == nil {
		return ""
	}
	p := f.parent(unwrapUp(f, entry))
	if p != nil && extract.Type(p) == "pair" {
		return propertyName(extract.Field(p, "key"), f.Src)
	}
	return ""
}

// entryOf returns the member name a function is held under and the entry object holding it, when
// the object is an entry of a table literal (a value of an object literal's pair, an element of
// an array literal) and the member's name is one of tableHandlerKeys; nil otherwise.
func (f *file) entryOf(fn *sitter.Node) (string, *sitter.Node) {
	member, obj := f.handlerMember(fn)
	if obj == nil {
		return "", nil
	}
	holder := f.parent(unwrapUp(f, obj))
	if holder == nil {
		return "", nil
	}
	switch extract.Type(holder) {
	case "array":
	case "arrow_function":
		if !same(f.mappedEntryOf(holder), obj) {
			return "", nil
		}
	case "pair":
		if t := f.parent(holder); t == nil || extract.Type(t) != "object" {
			return "", nil
		}
	default:
		return "", nil
	}
	return member, obj
}
