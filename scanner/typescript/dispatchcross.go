package typescript

import (
	"bytes"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries of another module: a low-level tools/call handler that asks an object of another
// module for the tool's handler by name and calls it, or hands the name to the object's
// dispatch method, which looks the handler up and calls it.
//
//	// handler.ts: the value a method returns, called
//	const handler = this.tools.getHandler(request.params.name);  // this.tools: Tools
//	return await handler(request);
//	// tools.ts
//	constructor(client) {
//	  this.tools = [new GetCircleTool(client), new ListRolesTool(client)];
//	  this.tools.forEach((tool) => { this.handlers[tool.name] = tool.execute.bind(tool); });
//	}
//	getHandler(name: string) { return this.handlers[name]; }
//
//	// server.ts: handlers registered with a registry object, which dispatches
//	const handlers = { list_branches: (a) => branches.handleListBranches(a), ... };
//	for (const d of definitions) this.registry.register(d, handlers[d.name]);
//	server.setRequestHandler(CallToolRequestSchema, (r) => this.registry.dispatch(r.params.name, r.params.arguments));
//	// registry.ts
//	register(d: Definition, handler: Handler) { this.tools.set(d.name, { ...d, handler }); }
//	dispatch(name: string, args: unknown) { const tool = this.tools.get(name); return tool.handler(args); }
//
// A call of the value `R.m(name)` returns, m a function of another module of the root called
// with one computed argument, is a call of "<m's key>!called" (calledMark): the module defining
// m says, when m returns a lookup of a table of its own by a computed key, that the key calls
// each of the table's entries (lookupReturnCalls), and passes on what they throw and return.
// The entries of a table are those registries.go reads, `T[k] = v` assignments too; an entry
// may be a method bound to an element of a list of instances (`tool.execute.bind(tool)`, each
// class's execute), or a parameter of the function that fills the table (`register(d,
// handler)`): its parameter key (paramflow.go), which the callers of register make name what
// they pass, each entry of a table they look up by a computed key among them.
// A module whose m returns no such lookup defines no "!called" key: the call names nothing.

// calledMark ends the key of what a call of the value a function returns runs.
const calledMark = "!called"

// returnedLookupKeys returns, as dispatchKeys does, the "!called" keys of a callee that is the
// value a function of another module of the root returns when called with one computed
// argument (`handler` of `const handler = this.tools.getHandler(name)`, or the call itself);
// nil otherwise.
func (f *file) returnedLookupKeys(callee *sitter.Node) [][]string {
	v := callee
	if extract.Type(callee) == "identifier" {
		if !f.calledLookupNames()[extract.Content(callee, f.Src)] {
			return nil
		}
		v = unwrap(f.valueOf(callee))
	}
	if !isComputedLookupCall(v, f.Src) || len(f.wrappedKeys(callee)) > 0 {
		return nil // not a lookup, or a wrapper's call given a function (`withTiming(runTool)`)
	}
	fn := unwrap(extract.Field(v, "function"))
	if fn == nil || f.calledFunction(fn) != nil {
		return nil // a function of the file: lookedUp reads it
	}
	var out []string
	for _, k := range f.edgeKeys(fn) {
		if strings.Contains(k, "#") && !strings.HasSuffix(k, virtualSuffix) && moduleOf(k) != f.modPath {
			out = append(out, k+calledMark)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return [][]string{out}
}

// isComputedLookupCall reports whether v is a call of a member or a name with one argument
// that is no literal: a lookup by a computed key, as far as the call shows.
func isComputedLookupCall(v *sitter.Node, src []byte) bool {
	if v == nil || extract.Type(v) != "call_expression" {
		return false
	}
	fn := unwrap(extract.Field(v, "function"))
	if fn == nil || extract.Type(fn) != "member_expression" && extract.Type(fn) != "identifier" {
		return false
	}
	args := extract.Field(v, "arguments")
	if args == nil || extract.NamedChildCount(args) != 1 {
		return false
	}
	a := unwrap(extract.NamedChild(args, 0))
	return a != nil && extract.Type(a) != "string" && extract.Type(a) != "number" && extract.Type(a) != "template_string"
}

// calledLookupNames returns the names of the file, other than imports, some declaration of
// which is a variable bound to a call with one computed argument (isComputedLookupCall),
// computed once.
func (f *file) calledLookupNames() map[string]bool {
	if f.calledLookups != nil {
		return f.calledLookups
	}
	f.calledLookups = map[string]bool{}
	for name, ds := range f.decls {
		if _, imported := f.imports[name]; imported {
			continue
		}
		for _, d := range ds {
			if extract.Type(d) == "variable_declarator" && isComputedLookupCall(unwrap(extract.Field(d, "value")), f.Src) {
				f.calledLookups[name] = true
				break
			}
		}
	}
	return f.calledLookups
}

// lookupReturnCalls returns the calls of the "!called" keys of the file's functions that return
// a lookup of a table of the file by a computed key (`return this.handlers[name]`), one per
// entry, and adds to f.tableSums a summary of each key that passes on what the entries throw
// and return.
func (f *file) lookupReturnCalls() []extract.Call {
	if _, ran := f.matched[qSoftError]; !ran && !mayLookUp(f.Src) {
		return nil // no line looks a value up by a computed key: the return query need not run
	}
	var out []extract.Call
	done := map[string]bool{}
	for _, m := range f.matches(qSoftError) {
		stmt := m[capSite]
		if stmt == nil || extract.Type(stmt) != "return_statement" {
			continue
		}
		v := unwrap(extract.NamedChild(stmt, 0))
		if v != nil && extract.Type(v) == "identifier" {
			v = unwrap(f.valueOf(v)) // `const handler = this.handlers.get(name); return handler`
		}
		table := f.lookupOf(v)
		if table == nil {
			continue
		}
		fn := f.enclosingFunction(stmt)
		key := f.keyOf(fn)
		if key == "" || done[key] {
			continue
		}
		done[key] = true
		s := extract.Summary{Key: key + calledMark, Name: f.displayName(fn), Line: line(fn), Column: column(fn)}
		for _, e := range f.tableEntriesAll(table) {
			f.noteEntryFunction(e)
			keys := f.entryKeys(e, "")
			if len(keys) == 0 {
				continue
			}
			out = passOn(out, &s, keys, e, e, nil)
		}
		if len(s.Forward) == 0 {
			continue
		}
		f.tableSums = append(f.tableSums, s) // its key by m's name alone too (aliases)
	}
	return out
}

// tableEntriesAll returns the values a table holds (registryEntries) and those that `T[k] = v`
// assignments of the file put in it.
func (f *file) tableEntriesAll(table *sitter.Node) []*sitter.Node {
	out := f.registryEntries(table)
	want := extract.Content(table, f.Src)
	if !f.srcHas(want + "[") {
		return out
	}
	var class *sitter.Node
	if extract.Type(table) != "identifier" {
		class = f.enclosingClass(table)
	}
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if extract.Type(n) == "assignment_expression" {
			l := unwrap(extract.Field(n, "left"))
			if l != nil && extract.Type(l) == "subscript_expression" {
				obj := unwrap(extract.Field(l, "object"))
				idx := unwrap(extract.Field(l, "index"))
				if obj != nil && idx != nil && extract.Type(idx) != "string" && extract.Type(idx) != "number" && extract.Content(obj, f.Src) == want &&
					(class != nil && same(f.enclosingClass(obj), class) ||
						class == nil && same(f.resolve(want, obj), f.resolve(want, table))) {
					out = append(out, extract.Field(n, "right"))
				}
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			visit(extract.NamedChild(n, i))
		}
	}
	visit(f.Tree.RootNode())
	return out
}

// moreEntryKeys returns the keys of a registry entry that entryKeys does not read: a method
// bound to its object (`tool.execute.bind(tool)`), a method of each instance of a list an
// iteration's element is one of (`tool.execute` in `this.tools.forEach((tool) => ...)` with
// `this.tools = [new A(c), new ns.B(c)]`), a parameter of the function that puts the entry in
// the table (its parameter key), and, for a call of an entry's member, that member of an object
// literal entry (`{ ...definition, handler }`).
func (f *file) moreEntryKeys(v *sitter.Node, method string) []string {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	if method != "" {
		if extract.Type(v) == "identifier" {
			return f.storedParamKeys(v, method) // `registerEntry(entry)` stores it (storedparams.go)
		}
		if extract.Type(v) != "object" {
			return nil
		}
		h := f.memberValue(v, method)
		if h == nil {
			return nil
		}
		if extract.Type(h) == "shorthand_property_identifier" {
			return f.paramEntryKeys(h)
		}
		return f.entryKeys(h, "")
	}
	if b := boundFunction(v, f.Src); b != nil {
		v = unwrap(b)
		if ks := f.entryKeys(v, ""); len(ks) > 0 {
			return ks
		}
	}
	switch extract.Type(v) {
	case "identifier":
		return f.paramEntryKeys(v)
	case "member_expression":
		return f.elementMethodKeys(v)
	}
	return nil
}

// paramEntryKeys returns the parameter key of the parameter an identifier (or a shorthand
// property, `{ ...definition, handler }`) names, as paramOf reads it, or nil.
func (f *file) paramEntryKeys(id *sitter.Node) []string {
	name := extract.Content(id, f.Src)
	if extract.Type(id) != "shorthand_property_identifier" {
		if k := f.paramKeyOf(f.paramOf(id)); k != "" {
			return []string{k}
		}
		return nil
	}
	if !f.paramNamesOfFile()[name] {
		return nil
	}
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		pi := f.paramInfoOf(fn)
		if !pi.bound[name] {
			continue
		}
		i := slices.Index(pi.names, name)
		if d := f.resolve(name, id); i < 0 || d != nil && isInside(d, fn) {
			return nil // destructured, or rebound in the function
		}
		if k := f.paramKeyOf(fn, i); k != "" {
			return []string{k}
		}
		return nil
	}
	return nil
}

// elementMethodKeys returns the keys of method m of each instance a list holds, for `E.m` with
// E the element of an iteration over the list (a field or variable bound to an array literal of
// `new C(...)`).
func (f *file) elementMethodKeys(m *sitter.Node) []string {
	obj, method := f.localMember(m)
	if obj == nil {
		return nil
	}
	table, _ := f.iteratedTable(obj)
	table = unwrap(table)
	if table == nil {
		return nil
	}
	var inits []*sitter.Node
	switch {
	case extract.Type(table) == "identifier":
		inits = append(inits, f.valueOf(table))
	case isThisField(table):
		if c := f.enclosingClass(table); c != nil {
			inits = f.fieldInits(c, text(extract.Field(table, "property"), f.Src))
		}
	}
	var out []string
	for _, init := range inits {
		arr := unwrap(init)
		for i := 0; arr != nil && extract.Type(arr) == "array" && i < int(extract.NamedChildCount(arr)); i++ {
			e := unwrap(extract.NamedChild(arr, i))
			if e == nil || extract.Type(e) != "new_expression" {
				continue
			}
			out = append(out, f.constructedMethodKeys(unwrap(extract.Field(e, "constructor")), method)...)
		}
	}
	return out
}

// constructedMethodKeys returns the keys of method m of the class a constructor names: a class
// of the file or imported (classKeys), or a member of a namespace imported from a module of the
// root (`new tools.GetCircleTool(c)`).
func (f *file) constructedMethodKeys(ctor *sitter.Node, method string) []string {
	if ctor == nil {
		return nil
	}
	switch extract.Type(ctor) {
	case "identifier":
		return f.classKeys(ctor, method)
	case "member_expression":
		obj, cls := f.memberParts(ctor)
		obj = unwrap(obj)
		if obj == nil || extract.Type(obj) != "identifier" || cls == "" {
			return nil
		}
		if b, ok := f.imports[extract.Content(obj, f.Src)]; ok && b.name == "*" {
			if base, rel := f.relativeModule(b.module); rel {
				return moduleKeys(base, cls+"."+method)
			}
		}
	}
	return nil
}

// lookedUpEntryKeys returns the keys of every entry of the table of the file that a lookup by a
// computed key names (`handlers[name]`, or a name bound to one: `const handler =
// handlers[definition.name]`), for a function handed over as an argument; nil for anything else.
func (f *file) lookedUpEntryKeys(id *sitter.Node) []string {
	v := id
	if extract.Type(id) == "identifier" {
		if !f.lookupNames()[extract.Content(id, f.Src)] {
			return nil
		}
		v = unwrap(f.valueOf(id))
	}
	table := f.lookedUp(v)
	if table == nil {
		return nil
	}
	if extract.Type(table) == "identifier" {
		if _, imported := f.imports[extract.Content(table, f.Src)]; imported {
			return nil
		}
	}
	var out []string
	for _, e := range f.tableEntriesAll(table) {
		f.noteEntryFunction(e)
		for _, k := range f.entryKeys(e, "") {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	return out
}

// noteEntryFunction notes an entry that is a function written in its table, whose key another
// module's calls name: the file summarizes it (summaries.go).
func (f *file) noteEntryFunction(e *sitter.Node) {
	if e = unwrap(e); e != nil && f.parents.isFunction(e) {
		f.entryFns = append(f.entryFns, e)
	}
}

// mayLookUp reports whether some line of src returns or binds a lookup by a computed key, as
// bytes show it: a line holding "return" or "=" and ".get(" or a subscript by a name (`T[name`).
func mayLookUp(src []byte) bool {
	for len(src) > 0 {
		i := bytes.IndexByte(src, '\n')
		ln := src
		if i >= 0 {
			ln, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if !bytes.Contains(ln, []byte("return")) && bytes.IndexByte(ln, '=') < 0 {
			continue
		}
		if bytes.Contains(ln, []byte(".get(")) {
			return true
		}
		for j := bytes.IndexByte(ln, '['); j > 0 && j+1 < len(ln); {
			if (isIdentByte(ln[j-1]) || ln[j-1] == ')') && (ln[j+1] == '_' || ln[j+1] >= 'a' && ln[j+1] <= 'z' || ln[j+1] >= 'A' && ln[j+1] <= 'Z') {
				return true
			}
			k := bytes.IndexByte(ln[j+1:], '[')
			if k < 0 {
				break
			}
			j += k + 1
		}
	}
	return false
}
