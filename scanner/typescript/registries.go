package typescript

import (
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries: a low-level tools/call handler that looks the tool's handler up by name and calls
// it, instead of naming it in a switch.
//
//	this.handlers.set("extract_urls", new ExtractUrlsHandler(api));   // a Map filled with set
//	const handlers = { fetch_url: fetchUrl, ping: () => pong() };     // an object literal
//	const handlers = new Map([["fetch_url", fetchUrl]]);              // a Map literal
//	...
//	const handler = this.handlers.get(request.params.name);           // or handlers[name]
//	return await handler.handle(request.params.arguments);            // or handler(args)
//
// The call may be any registered entry: it stands for a call of each (dispatchKeys), so that
// what each entry throws reaches the handler (the edges of calls, the AnyOf of a catch-all
// rethrow). An entry is an instance of a class whose method is called (`new X(...)`), or a
// function (a literal, a local function, one imported from a module of the root). A table
// imported from a module of the root (`import { toolHandlers } from "./tools/index.js"`) is
// called under its own key, which that module's calls leave from (tableCalls); a member called
// on its entry (`tools[name].handler(args)`) under "<module>#T.<member>", which that module's
// summary of the table passes on to each entry's member and to the tables it spreads
// (memberTableCalls: `export const tools = { ...noteTools, ...deckTools }`). So is a member
// called on an entry of the record an exported function of such a module returns (`const tools =
// createTools(client); tools[name].handler(args)`), under "<module>#createTools.<member>", which
// that module's summary of the returned literal passes on (fetchedTableKeys, memberTableCalls).

// dispatchKeys returns the keys of each entry of a registry that a callee looks up and calls,
// one list of keys per entry (in the order the file registers them), or nil when the callee is
// no such lookup or no entry has a key.
func (f *file) dispatchKeys(callee *sitter.Node) [][]string {
	if callee == nil {
		return nil
	}
	if ks, ok := f.dispatched[callee.ID()]; ok {
		return ks
	}
	ks := slices.Clip(f.dispatchKeysOf(callee)) // a caller's append copies
	if f.dispatched == nil {
		f.dispatched = map[uintptr][][]string{}
	}
	f.dispatched[callee.ID()] = ks
	return ks
}

// dispatchKeysOf is dispatchKeys, computed.
func (f *file) dispatchKeysOf(callee *sitter.Node) [][]string {
	callee = unwrap(callee)
	if callee == nil {
		return nil
	}
	if ks := f.iteratedKeys(callee); ks != nil {
		return ks // each entry of a table the call's receiver iterates (tableloops.go)
	}
	if ks := f.instanceKeys(callee); ks != nil {
		return ks // each class an entry names, of `new tool.handler()` (tableparams.go)
	}
	if ks := f.foundEntryKeys(callee); ks != nil {
		return ks // each entry's member, of `route.handler()` with `route = routes.find(...)`
	}
	if ks := f.returnedLookupKeys(callee); ks != nil {
		// a table of another module's function, by its "!called" key (dispatchcross.go), or the
		// module's exported registry itself when the function is a Map's get (filledmaps.go)
		return append(ks, f.importedTableKeys(callee)...)
	}
	holder := callee
	if extract.Type(callee) == "member_expression" {
		holder = unwrap(extract.Field(callee, "object"))
		if holder == nil {
			return nil
		}
	}
	switch extract.Type(holder) {
	case "identifier":
		if !f.lookupNames()[extract.Content(holder, f.Src)] {
			return nil // no declaration of the name is bound to a lookup: the common case
		}
		holder = unwrap(f.valueOf(holder))
	case "subscript_expression", "call_expression":
	default:
		return nil
	}
	table := f.lookedUp(holder)
	if table == nil {
		return nil
	}
	method := ""
	if extract.Type(callee) == "member_expression" {
		method = text(extract.Field(callee, "property"), f.Src)
	}
	if method != "" {
		// `tools[name].handler(args)` over `const tools = createTools(client)` of another
		// module: each entry's member of the record the function returns, as that module's
		// summary of it passes it on (memberTableCalls), as for an iteration (mappedentries.go).
		if ks := f.fetchedTableKeys(table, method); ks != nil {
			return [][]string{ks}
		}
	}
	if extract.Type(table) == "identifier" {
		if b, ok := f.imports[extract.Content(table, f.Src)]; ok {
			// A table of another module of the root: its module's calls leave from its key.
			if base, rel := f.relativeModule(b.module); rel && b.name != "*" && b.name != "default" {
				if method != "" {
					// `tool.handler(args)`: each entry's member, as that module's summary of
					// the table passes it on (memberTableCalls).
					return [][]string{moduleKeys(base, b.name+"."+method)}
				}
				return [][]string{{base + "#" + b.name, base + "/index#" + b.name}}
			}
			return nil
		}
	}
	var out [][]string
	seen := map[string]bool{}
	for _, v := range f.registryEntries(table) {
		if kss := f.classListKeys(v, method); kss != nil {
			// The tools a method of each of a list of class instances returns (classlists.go).
			for _, ks := range kss {
				if !seen[ks[0]] {
					seen[ks[0]] = true
					out = append(out, ks)
				}
			}
			continue
		}
		// Keyed by all its keys: entries of a barrel's objects share the first, the member by
		// its name alone (`a.handler`, `b.handler` from "../tools"), and differ after it.
		if ks := f.entryKeys(v, method); len(ks) > 0 {
			if !seen[strings.Join(ks, "\x00")] {
				seen[strings.Join(ks, "\x00")] = true
				out = append(out, ks)
			}
			continue
		}
		// A part of each element of lists other modules' functions return (modulelists.go).
		for _, ks := range f.listEntryKeys(v, method) {
			if !seen[strings.Join(ks, "\x00")] {
				seen[strings.Join(ks, "\x00")] = true
				out = append(out, ks)
			}
		}
	}
	if extract.Type(table) == "identifier" && method == "" {
		// The tables of other modules the file's table spreads (spreadtables.go).
		kss, _ := f.spreadTableKeys(f.valueOf(table))
		for _, ks := range kss {
			if !seen[strings.Join(ks, "\x00")] {
				seen[strings.Join(ks, "\x00")] = true
				out = append(out, ks)
			}
		}
	}
	for _, ks := range f.storedParamCallKeys(table, method) {
		if !seen[ks[0]] { // `T[entry.name] = entry` in registerEntry(entry) (storedparams.go)
			seen[ks[0]] = true
			out = append(out, ks)
		}
	}
	return out
}

// lookupNames returns the names the file declares, some declaration of which is a variable
// bound to a lookup by a computed key (lookedUp), other than imported names: the only names a
// registry's entry may be called through.
func (f *file) lookupNames() map[string]bool {
	if f.lookups != nil {
		return f.lookups
	}
	f.lookups = map[string]bool{}
	for name, ds := range f.decls {
		if _, imported := f.imports[name]; imported {
			continue
		}
		for _, d := range ds {
			if extract.Type(d) == "variable_declarator" && f.lookedUp(unwrap(extract.Field(d, "value"))) != nil {
				f.lookups[name] = true
				break
			}
		}
	}
	return f.lookups
}

// lookedUp returns the table a value is looked up in by a computed key: T of `T[name]` or
// `T.get(name)`, T being a name or a field of this, also when a function of the file returns the
// lookup (`getHandler(name)` with `const handlers = { ... }; return handlers[name]` in
// getHandler, the first such return); nil for anything else.
func (f *file) lookedUp(v *sitter.Node) *sitter.Node {
	if t := f.lookupOf(v); t != nil || v == nil || extract.Type(v) != "call_expression" {
		return t
	}
	fn := f.calledFunction(unwrap(extract.Field(v, "function")))
	if fn == nil {
		return nil
	}
	for _, r := range f.returnedValuesOf(fn) {
		if r = unwrap(r); r != nil && extract.Type(r) == "identifier" {
			r = unwrap(f.valueOf(r)) // `const handler = handlers[name]; return handler`
		}
		if t := f.lookupOf(r); t != nil {
			return t
		}
	}
	return nil
}

// lookupOf is lookedUp of the value itself: T of `T[name]` or `T.get(name)`.
func (f *file) lookupOf(v *sitter.Node) *sitter.Node {
	if v == nil {
		return nil
	}
	t := lookedUpTable(v, f.Src, getOnly)
	if t != nil && (extract.Type(t) == "identifier" || isThisField(t)) {
		return t
	}
	return nil
}

// isThisField reports whether a node is `this.name`.
func isThisField(n *sitter.Node) bool {
	if extract.Type(n) != "member_expression" {
		return false
	}
	o := extract.Field(n, "object")
	return o != nil && extract.Type(o) == "this"
}

// registryEntries returns the values a table holds: the values of the object or Map literal it
// is bound to (a declaration, a class field, an assignment in the constructor), then those of
// every `T.set(key, value)` of the file on the same table.
func (f *file) registryEntries(table *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	var inits []*sitter.Node
	var class *sitter.Node
	if extract.Type(table) == "identifier" {
		d := f.resolve(extract.Content(table, f.Src), table)
		if d == nil || extract.Type(d) != "variable_declarator" {
			return nil
		}
		inits = append(inits, extract.Field(d, "value"))
	} else {
		class = f.enclosingClass(table)
		if class == nil {
			return nil
		}
		inits = f.fieldInits(class, text(extract.Field(table, "property"), f.Src))
	}
	for _, init := range inits {
		out = append(out, f.literalEntries(unwrap(init))...)
		out = append(out, f.mappedEntries(unwrap(init))...) // Object.fromEntries(L.map(...)) (filledmaps.go)
	}
	if !f.srcHas(".set(") {
		return f.expandEntries(out)
	}
	want := extract.Content(table, f.Src)
	for _, m := range f.matches(qCalls) {
		callee, call := m[capCallee], m[capSite]
		if callee == nil || call == nil || extract.Type(callee) != "member_expression" ||
			text(extract.Field(callee, "property"), f.Src) != "set" {
			continue
		}
		obj := unwrap(extract.Field(callee, "object"))
		if obj == nil || extract.Content(obj, f.Src) != want {
			continue
		}
		if class != nil && !same(f.enclosingClass(obj), class) ||
			class == nil && !same(f.resolve(want, obj), f.resolve(want, table)) {
			continue // another class's field, another variable of the same name
		}
		if args := extract.Field(call, "arguments"); args != nil && extract.NamedChildCount(args) == 2 {
			out = append(out, extract.NamedChild(args, 1))
		}
	}
	return f.expandEntries(out) // parts of a loop's elements: each element's (filledmaps.go)
}

// fieldInits returns the values a class's field is initialized with: its definition's, and
// those of `this.field = ...` in the constructor.
func (f *file) fieldInits(class *sitter.Node, field string) []*sitter.Node {
	body := extract.Field(class, "body")
	var out []*sitter.Node
	for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
		m := extract.NamedChild(body, i)
		switch extract.Type(m) {
		case "public_field_definition", "field_definition":
			n := fieldDefName(m)
			if text(n, f.Src) == field {
				out = append(out, extract.Field(m, "value"))
			}
		case "method_definition":
			if text(extract.Field(m, "name"), f.Src) == "constructor" {
				out = f.thisAssignments(out, m, field)
			}
		}
	}
	return out
}

// thisAssignments appends to out the values that `this.field = ...` in a method's own body
// gives the field.
func (f *file) thisAssignments(out []*sitter.Node, m *sitter.Node, field string) []*sitter.Node {
	f.walkOwn(functionBody(m), func(n *sitter.Node) {
		if extract.Type(n) != "assignment_expression" {
			return
		}
		if l := extract.Field(n, "left"); l != nil && isThisField(l) && text(extract.Field(l, "property"), f.Src) == field {
			out = append(out, extract.Field(n, "right"))
		}
	})
	return out
}

// literalEntries returns the values of an object literal (its pairs' values and methods) or of
// a Map literal (`new Map([[key, value], ...])`).
func (f *file) literalEntries(v *sitter.Node) []*sitter.Node {
	if v == nil {
		return nil
	}
	var out []*sitter.Node
	switch extract.Type(v) {
	case "object":
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			switch c := extract.NamedChild(v, i); extract.Type(c) {
			case "pair":
				out = append(out, extract.Field(c, "value"))
			case "method_definition", "shorthand_property_identifier":
				out = append(out, c) // `{ reserve, cancel }`: shorthandEntryKeys
			}
		}
	case "new_expression":
		if text(extract.Field(v, "constructor"), f.Src) != "Map" {
			return nil
		}
		args := extract.Field(v, "arguments")
		if args == nil || extract.NamedChildCount(args) != 1 {
			return nil
		}
		arr := unwrap(extract.NamedChild(args, 0))
		for i := 0; arr != nil && extract.Type(arr) == "array" && i < int(extract.NamedChildCount(arr)); i++ {
			if e := extract.NamedChild(arr, i); extract.Type(e) == "array" && extract.NamedChildCount(e) == 2 {
				out = append(out, extract.NamedChild(e, 1))
			}
		}
	}
	return out
}

// entryKeys returns the keys of what a call of a registry's entry runs: method of the entry's
// class when the call names a method (`new X(...)`, or a name bound to one), else the entry
// itself (a function of the file, or one imported from a module of the root, also as a member of
// an object imported from one).
func (f *file) entryKeys(v *sitter.Node, method string) []string {
	if u := unwrap(v); method == "" && u != nil && extract.Type(u) == "identifier" {
		if ks := f.paramEntryKeys(u); len(ks) > 0 {
			return ks // a parameter of the function that fills the table (dispatchcross.go)
		}
	}
	if ks := f.ownEntryKeys(v, method); len(ks) > 0 {
		return ks
	}
	if ks := f.moreEntryKeys(v, method); len(ks) > 0 {
		return ks // bound methods, instances' methods, parameters (dispatchcross.go)
	}
	if u := unwrap(v); method == "" && u != nil && extract.Type(u) == "shorthand_property_identifier" {
		return f.shorthandEntryKeys(u) // `{ def, handler }`, an element of a list (filledmaps.go)
	}
	if method == "" {
		return f.importedListKeys(v) // `t.handler` over a list of another module (filledmaps.go)
	}
	return nil
}

func (f *file) ownEntryKeys(v *sitter.Node, method string) []string {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	if method != "" {
		if extract.Type(v) == "identifier" {
			if _, imported := f.imports[extract.Content(v, f.Src)]; imported {
				return nil // an instance made elsewhere: its class is not in sight
			}
			v = unwrap(f.valueOf(v))
		}
		if v == nil || extract.Type(v) != "new_expression" {
			return nil
		}
		cls := typeName(extract.Field(v, "constructor"))
		if cls == nil {
			return nil
		}
		return f.classKeys(cls, method)
	}
	if f.parents.isFunction(v) {
		if k := f.keyOf(v); k != "" {
			return []string{k}
		}
		return nil
	}
	if extract.Type(v) != "identifier" && extract.Type(v) != "member_expression" {
		return nil
	}
	if ks := f.callKeys(v); len(ks) > 0 && moduleOf(ks[0]) != "" {
		return ks
	}
	if extract.Type(v) == "member_expression" {
		// A method of an object imported from a module of the root (`publish: entryHandlers.publish`
		// with `export const entryHandlers = { publish: async (args) => ... }`), or of an object
		// of a class the file tells.
		if ks := f.receiverKeys(v); len(ks) > 0 && moduleOf(ks[0]) != "" {
			return ks
		}
	}
	return nil
}

// tableCalls returns the calls of the tables the module exports (`export const toolHandlers =
// { fetch_url: fetchUrl }`, or a Map literal), as if each table were a function calling each of
// its entries: another module that looks a tool's handler up in one (dispatchKeys) calls the
// table's key, and what its entries throw reaches that module's handler. Each table gets a
// summary (f.tableSums) that passes on what its entries raise, for a catch-all rethrow's AnyOf,
// and what they return, for softerror.
func (f *file) tableCalls() []extract.Call {
	var out []extract.Call
	f.exportedDeclarators(func(d, name *sitter.Node) {
		key := f.modPath + "#" + extract.Content(name, f.Src)
		s := extract.Summary{Key: key, Name: extract.Content(name, f.Src), Line: line(d), Column: column(d)}
		for _, v := range f.exportedEntries(d, name) {
			keys := f.entryKeys(v, "")
			if len(keys) == 0 {
				continue
			}
			// What the entry raises, and what it returns, a failure as a success too: a handler
			// that returns what it looks up in the table (returnedKeys) returns what each entry
			// returns.
			out = passOn(out, &s, keys, v, v, nil)
			f.noteTableDispatched(key, keys, v) // a dispatcher's JSON of the entry's value (dispatchjson.go)
		}
		// `{ ...noteHandlers, ...deckHandlers }`: each spread table's entries (spreadtables.go).
		out = f.spreadTableCalls(out, &s, key, extract.Field(d, "value"))
		if len(s.Forward) > 0 {
			f.tableSums = append(f.tableSums, s)
		}
	})
	return out
}
