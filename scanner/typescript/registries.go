package typescript

import (
	"bytes"
	"slices"

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
// (memberTableCalls: `export const tools = { ...noteTools, ...deckTools }`).

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
	if ks := f.returnedLookupKeys(callee); ks != nil {
		// a table of another module's function, by its "!called" key (dispatchcross.go), or the
		// module's exported registry itself when the function is a Map's get (filledmaps.go)
		return append(ks, f.importedTableKeys(callee)...)
	}
	holder := callee
	if nodeType(callee) == "member_expression" {
		holder = unwrap(fieldChild(callee, "object"))
		if holder == nil {
			return nil
		}
	}
	switch nodeType(holder) {
	case "identifier":
		if !f.lookupNames()[nodeContent(holder, f.Src)] {
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
	if nodeType(callee) == "member_expression" {
		method = text(fieldChild(callee, "property"), f.Src)
	}
	if nodeType(table) == "identifier" {
		if b, ok := f.imports[nodeContent(table, f.Src)]; ok {
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
		if ks := f.entryKeys(v, method); len(ks) > 0 && !seen[ks[0]] {
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
			if nodeType(d) == "variable_declarator" && f.lookedUp(unwrap(fieldChild(d, "value"))) != nil {
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
	if t := f.lookupOf(v); t != nil || v == nil || nodeType(v) != "call_expression" {
		return t
	}
	fn := f.calledFunction(unwrap(fieldChild(v, "function")))
	if fn == nil {
		return nil
	}
	for _, r := range f.returnedValuesOf(fn) {
		if r = unwrap(r); r != nil && nodeType(r) == "identifier" {
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
	var t *sitter.Node
	switch nodeType(v) {
	case "subscript_expression":
		idx := unwrap(fieldChild(v, "index"))
		if idx == nil || nodeType(idx) == "string" || nodeType(idx) == "number" {
			return nil // a fixed entry, not a lookup by the tool's name
		}
		t = unwrap(fieldChild(v, "object"))
	case "call_expression":
		c := unwrap(fieldChild(v, "function"))
		args := fieldChild(v, "arguments")
		if c == nil || nodeType(c) != "member_expression" || text(fieldChild(c, "property"), f.Src) != "get" ||
			args == nil || namedChildCount(args) != 1 {
			return nil
		}
		if k := unwrap(namedChild(args, 0)); k == nil || nodeType(k) == "string" || nodeType(k) == "number" {
			return nil
		}
		t = unwrap(fieldChild(c, "object"))
	default:
		return nil
	}
	if t != nil && (nodeType(t) == "identifier" || isThisField(t)) {
		return t
	}
	return nil
}

// isThisField reports whether a node is `this.name`.
func isThisField(n *sitter.Node) bool {
	if nodeType(n) != "member_expression" {
		return false
	}
	o := fieldChild(n, "object")
	return o != nil && nodeType(o) == "this"
}

// registryEntries returns the values a table holds: the values of the object or Map literal it
// is bound to (a declaration, a class field, an assignment in the constructor), then those of
// every `T.set(key, value)` of the file on the same table.
func (f *file) registryEntries(table *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	var inits []*sitter.Node
	var class *sitter.Node
	if nodeType(table) == "identifier" {
		d := f.resolve(nodeContent(table, f.Src), table)
		if d == nil || nodeType(d) != "variable_declarator" {
			return nil
		}
		inits = append(inits, fieldChild(d, "value"))
	} else {
		class = f.enclosingClass(table)
		if class == nil {
			return nil
		}
		inits = f.fieldInits(class, text(fieldChild(table, "property"), f.Src))
	}
	for _, init := range inits {
		out = append(out, f.literalEntries(unwrap(init))...)
		out = append(out, f.mappedEntries(unwrap(init))...) // Object.fromEntries(L.map(...)) (filledmaps.go)
	}
	if !bytes.Contains(f.Src, []byte(".set(")) {
		return f.expandEntries(out)
	}
	want := nodeContent(table, f.Src)
	for _, m := range f.matches(qCalls) {
		callee, call := m[capCallee], m[capSite]
		if callee == nil || call == nil || nodeType(callee) != "member_expression" ||
			text(fieldChild(callee, "property"), f.Src) != "set" {
			continue
		}
		obj := unwrap(fieldChild(callee, "object"))
		if obj == nil || nodeContent(obj, f.Src) != want {
			continue
		}
		if class != nil && !same(f.enclosingClass(obj), class) ||
			class == nil && !same(f.resolve(want, obj), f.resolve(want, table)) {
			continue // another class's field, another variable of the same name
		}
		if args := fieldChild(call, "arguments"); args != nil && namedChildCount(args) == 2 {
			out = append(out, namedChild(args, 1))
		}
	}
	return f.expandEntries(out) // parts of a loop's elements: each element's (filledmaps.go)
}

// fieldInits returns the values a class's field is initialized with: its definition's, and
// those of `this.field = ...` in the constructor.
func (f *file) fieldInits(class *sitter.Node, field string) []*sitter.Node {
	body := fieldChild(class, "body")
	var out []*sitter.Node
	for i := 0; body != nil && i < int(namedChildCount(body)); i++ {
		m := namedChild(body, i)
		switch nodeType(m) {
		case "public_field_definition", "field_definition":
			n := fieldChild(m, "name")
			if n == nil {
				n = fieldChild(m, "property")
			}
			if text(n, f.Src) == field {
				out = append(out, fieldChild(m, "value"))
			}
		case "method_definition":
			if text(fieldChild(m, "name"), f.Src) != "constructor" {
				continue
			}
			f.walkOwn(functionBody(m), func(n *sitter.Node) {
				if nodeType(n) != "assignment_expression" {
					return
				}
				if l := fieldChild(n, "left"); l != nil && isThisField(l) && text(fieldChild(l, "property"), f.Src) == field {
					out = append(out, fieldChild(n, "right"))
				}
			})
		}
	}
	return out
}

// literalEntries returns the values of an object literal (its pairs' values and methods) or of
// a Map literal (`new Map([[key, value], ...])`).
func (f *file) literalEntries(v *sitter.Node) []*sitter.Node {
	if v == nil {
		return nil
	}
	var out []*sitter.Node
	switch nodeType(v) {
	case "object":
		for i := 0; i < int(namedChildCount(v)); i++ {
			switch c := namedChild(v, i); nodeType(c) {
			case "pair":
				out = append(out, fieldChild(c, "value"))
			case "method_definition":
				out = append(out, c)
			}
		}
	case "new_expression":
		if text(fieldChild(v, "constructor"), f.Src) != "Map" {
			return nil
		}
		args := fieldChild(v, "arguments")
		if args == nil || namedChildCount(args) != 1 {
			return nil
		}
		arr := unwrap(namedChild(args, 0))
		for i := 0; arr != nil && nodeType(arr) == "array" && i < int(namedChildCount(arr)); i++ {
			if e := namedChild(arr, i); nodeType(e) == "array" && namedChildCount(e) == 2 {
				out = append(out, namedChild(e, 1))
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
	if u := unwrap(v); method == "" && u != nil && nodeType(u) == "identifier" {
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
	if u := unwrap(v); method == "" && u != nil && nodeType(u) == "shorthand_property_identifier" {
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
		if nodeType(v) == "identifier" {
			if _, imported := f.imports[nodeContent(v, f.Src)]; imported {
				return nil // an instance made elsewhere: its class is not in sight
			}
			v = unwrap(f.valueOf(v))
		}
		if v == nil || nodeType(v) != "new_expression" {
			return nil
		}
		cls := typeName(fieldChild(v, "constructor"))
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
	if nodeType(v) != "identifier" && nodeType(v) != "member_expression" {
		return nil
	}
	if ks := f.callKeys(v); len(ks) > 0 && moduleOf(ks[0]) != "" {
		return ks
	}
	if nodeType(v) == "member_expression" {
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
	for _, decl := range f.exportedDeclarations() {
		if nodeType(decl) != "lexical_declaration" && nodeType(decl) != "variable_declaration" {
			continue
		}
		for j := 0; j < int(namedChildCount(decl)); j++ {
			d := namedChild(decl, j)
			name := fieldChild(d, "name")
			if nodeType(d) != "variable_declarator" || name == nil || nodeType(name) != "identifier" {
				continue
			}
			key := f.modPath + "#" + nodeContent(name, f.Src)
			s := extract.Summary{Key: key, Name: nodeContent(name, f.Src), Line: line(d), Column: column(d)}
			for _, v := range f.exportedEntries(d, name) {
				keys := f.entryKeys(v, "")
				if len(keys) == 0 {
					continue
				}
				for _, k := range keys {
					out = append(out, extract.Call{Key: k, Line: line(v), Column: column(v), From: key})
				}
				// What the entry raises, and what it returns, a failure as a success too: a handler
				// that returns what it looks up in the table (returnedKeys) returns what each entry
				// returns.
				s.Forward = append(s.Forward,
					extract.Forward{Facts: extract.Raises | extract.ThrowsValue, Keys: keys, Line: line(v), Column: column(v)},
					extract.Forward{Facts: extract.SoftFailure | extract.ErrorResult | extract.SoftResult, Keys: keys, Line: line(v), Column: column(v)})
			}
			if len(s.Forward) > 0 {
				f.tableSums = append(f.tableSums, s)
			}
		}
	}
	return out
}
