package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"
)

// The tables an element comes from, beyond the iteration that binds it (tableloops.go):
//
//	private static tools = [{ name: "list", schema, handler: ListHandler }, ...];   // a class's field
//	static registerAll(server, run) {
//	  for (const tool of this.tools) this.registerOne(server, tool, run);
//	}
//	private static registerOne(server, tool, run) {        // tool: an element, through a parameter
//	  server.registerTool(tool.name, {...}, async (args) => {
//	    const prepared = await tool.prepare(args);          // each entry's prepare
//	    const handler = new tool.handler();                  // an instance of each entry's class
//	    return handler.runTool(prepared);                    // each class's runTool
//	  });
//	}
//	[...readTools, ...playTools].forEach((tool) => ...)   // each spread a table of its own
//
// A parameter of a named function is an element of every table whose element a call of the
// function in the file passes there. `new E.m()` makes an instance of each class the entries of
// E's tables name in m (a class the file declares, or imports from a module of the root): a
// method called on it (or on a const bound to it) is that method of each class, and a function
// it is handed to gets it (paramflow.go).

// maxElementDepth bounds the parameters followed from an element to the iteration that binds it.
const maxElementDepth = 3

// elementTables returns the tables an identifier is an element of: those of the iteration that
// binds it (iteratedTable), each spread of an iterated array literal on its own (spreadTables),
// or for a parameter of a named function, those of what its calls in the file pass there.
func (f *file) elementTables(id *sitter.Node, depth int) []*sitter.Node {
	table, binder := f.iteratedTable(id)
	if table == nil {
		if t := f.keyedElementTable(id); t != nil {
			return []*sitter.Node{t} // `const tool = T[k]` in a for..in over T (looptools.go)
		}
		return f.paramTables(id, depth)
	}
	if d := f.resolve(extract.Content(id, f.Src), id); d != nil && isInside(d, binder) {
		return nil // `const command = ...` inside the loop: another value
	}
	return f.spreadTables(table, nil)
}

// spreadTables appends to out the tables an iterated expression holds: an array literal's spreads
// (`[...a, ...b]`, each a table of its own) and the literal itself when it has other elements,
// the same for a const of the file bound to such a literal (`const TOOLS = [...authTools,
// ...emailTools]`, spreadList); anything else is one table.
func (f *file) spreadTables(table *sitter.Node, out []*sitter.Node) []*sitter.Node {
	return f.spreadTablesAt(table, out, 0)
}

// maxSpreadDepth bounds the consts of spread lists spreadTables follows (a list spreading
// itself through another would never end).
const maxSpreadDepth = 3

func (f *file) spreadTablesAt(table *sitter.Node, out []*sitter.Node, depth int) []*sitter.Node {
	table = unwrap(table)
	if table == nil {
		return out
	}
	if lit := f.spreadList(table); lit != nil && depth < maxSpreadDepth {
		return f.spreadTablesAt(lit, out, depth+1)
	}
	if extract.Type(table) != "array" {
		return append(out, table)
	}
	own := false
	for i := 0; i < int(extract.NamedChildCount(table)); i++ {
		e := extract.NamedChild(table, i)
		switch extract.Type(e) {
		case "spread_element":
			switch s := unwrap(extract.NamedChild(e, 0)); {
			case s == nil:
			case extract.Type(s) == "identifier" || extract.Type(s) == "call_expression" || extract.Type(s) == "array":
				out = f.spreadTablesAt(s, out, depth)
			case extract.Type(s) == "member_expression" && f.fieldTable(s):
				out = append(out, s)
			}
		case "comment":
		default:
			own = true
		}
	}
	if own {
		out = append(out, table)
	}
	return out
}

// paramTables returns the tables a parameter of a named function holds elements of: what each
// call of the function in the file passes at the parameter's place, when that is an element of
// a table (elementTables). A registered handler's parameters are the SDK's to fill: none.
func (f *file) paramTables(id *sitter.Node, depth int) []*sitter.Node {
	if depth >= maxElementDepth {
		return nil
	}
	fn, i := f.paramOf(id)
	if fn == nil || f.regByFn[fn.ID()] != nil {
		return nil
	}
	ps := f.paramState()
	pk := paramSlot{fn.ID(), i}
	if ts, ok := ps.tables[pk]; ok {
		return ts
	}
	ps.tables[pk] = nil // a function that passes its parameter to itself adds nothing
	var out []*sitter.Node
	seen := map[uintptr]bool{}
	for _, call := range f.callsOf(fn) {
		a := unwrap(argument(extract.Field(call, "arguments"), i))
		if a == nil || extract.Type(a) != "identifier" {
			continue
		}
		for _, t := range f.elementTables(a, depth+1) {
			if !seen[t.ID()] {
				seen[t.ID()] = true
				out = append(out, t)
			}
		}
	}
	ps.tables[pk] = out
	return out
}

// paramSlot is a function's parameter, by the function and its index.
type paramSlot struct {
	fn uintptr
	i  int
}

// paramOf returns the function whose parameter an identifier names, and the parameter's index,
// when the nearest binding of the name is that parameter, a plain one (not destructured) that no
// declaration inside the function rebinds; nil and -1 otherwise.
func (f *file) paramOf(id *sitter.Node) (*sitter.Node, int) {
	if id == nil || extract.Type(id) != "identifier" {
		return nil, -1
	}
	name := extract.Content(id, f.Src)
	ps := f.paramState()
	if !f.paramNamesOfFile()[name] {
		return nil, -1 // no function of the file has a parameter of that name: most names
	}
	inner := f.enclosingFunction(id)
	if inner == nil {
		return nil, -1
	}
	nk := nameIn{inner.ID(), name}
	if s, ok := ps.params[nk]; ok {
		return s.fn, s.i
	}
	s := paramAt{i: -1}
	for fn := inner; fn != nil; fn = f.enclosingFunction(fn) {
		pi := f.paramInfoOf(fn)
		if !pi.bound[name] {
			continue
		}
		i := slices.Index(pi.names, name)
		if i >= 0 && !func() bool { d := f.resolve(name, id); return d != nil && isInside(d, fn) }() {
			s = paramAt{fn, i} // not destructured (a default's name), nor rebound in the function
		}
		break
	}
	ps.params[nk] = s
	return s.fn, s.i
}

// nameIn is a name read in a function (paramOf, once per function and name).
type nameIn struct {
	fn   uintptr
	name string
}

// paramAt is the parameter a name names (paramOf).
type paramAt struct {
	fn *sitter.Node
	i  int
}

// paramNamesOfFile returns the names some parameter of a function of the file binds, computed
// once.
func (f *file) paramNamesOfFile() map[string]bool {
	ps := f.paramState()
	if ps.names == nil {
		ps.names = map[string]bool{}
		for _, fn := range f.functionIndex().nodes {
			for n := range f.paramInfoOf(fn).bound {
				ps.names[n] = true
			}
		}
	}
	return ps.names
}

// paramInfo is what a function's parameter list binds: its plain parameters' names by index
// ("" for a pattern), and every name a parameter binds.
type paramInfo struct {
	names []string
	bound map[string]bool
}

// paramInfoOf returns a function's paramInfo, read once per function.
func (f *file) paramInfoOf(fn *sitter.Node) *paramInfo {
	ps := f.paramState()
	if pi, ok := ps.info[fn.ID()]; ok {
		return pi
	}
	pi := &paramInfo{names: f.paramNames(fn), bound: map[string]bool{}}
	for _, n := range pi.names {
		if n != "" {
			pi.bound[n] = true
		}
	}
	if params := extract.Field(fn, "parameters"); params != nil && slices.Contains(pi.names, "") {
		f.walkAll(params, func(n *sitter.Node) {
			switch extract.Type(n) {
			case "identifier", "shorthand_property_identifier_pattern":
				if p := n.Parent(); p == nil || extract.Type(p) != "type_annotation" && !(extract.Type(p) == "assignment_pattern" && same(extract.Field(p, "right"), n)) {
					pi.bound[extract.Content(n, f.Src)] = true
				}
			}
		})
	}
	ps.info[fn.ID()] = pi
	return pi
}

// callsOf returns the calls of a named function in the file: by its name, or a method's by
// `this.m(...)` in its class or `C.m(...)` with C its class.
func (f *file) callsOf(fn *sitter.Node) []*sitter.Node {
	name := f.functionName(fn)
	if name == "" {
		return nil
	}
	var class *sitter.Node
	if extract.Type(fn) == "method_definition" {
		if body := f.parent(fn); body != nil && extract.Type(body) == "class_body" {
			class = f.parent(body)
		}
	}
	var out []*sitter.Node
	for _, call := range f.callsNamed()[name] {
		callee := unwrap(extract.Field(call, "function"))
		switch extract.Type(callee) {
		case "identifier":
			if class == nil && same(f.calledFunction(callee), fn) {
				out = append(out, call)
			}
		case "member_expression":
			obj, _ := f.memberParts(callee)
			obj = unwrap(obj)
			if class == nil || obj == nil {
				continue
			}
			if extract.Type(obj) == "this" && same(f.enclosingClass(callee), class) ||
				extract.Type(obj) == "identifier" && same(f.classDeclaration(extract.Content(obj, f.Src)), class) {
				out = append(out, call)
			}
		}
	}
	return out
}

// callsNamed returns the file's calls by the name they call (a callee's name, or a member
// callee's property), indexed on first use.
func (f *file) callsNamed() map[string][]*sitter.Node {
	ps := f.paramState()
	if ps.calls != nil {
		return ps.calls
	}
	ps.calls = map[string][]*sitter.Node{}
	for _, m := range f.matches(qCalls) {
		call, callee := m[capSite], unwrap(m[capCallee])
		if call == nil || callee == nil {
			continue
		}
		name := ""
		switch extract.Type(callee) {
		case "identifier":
			name = extract.Content(callee, f.Src)
		case "member_expression":
			_, name = f.memberParts(callee)
		}
		if name != "" {
			ps.calls[name] = append(ps.calls[name], call)
		}
	}
	return ps.calls
}

// fieldTable reports whether a member expression names a field of a class of the file that a
// table may be bound to: `this.tools` in the class, or `Registry.tools`.
func (f *file) fieldTable(m *sitter.Node) bool { return f.fieldClass(m) != nil }

// fieldClass returns the class whose field a member expression names (`this.x`, `C.x` with C a
// class the file declares and no variable of that name in scope), or nil.
func (f *file) fieldClass(m *sitter.Node) *sitter.Node {
	if m == nil || extract.Type(m) != "member_expression" {
		return nil
	}
	obj := unwrap(extract.Field(m, "object"))
	if obj == nil {
		return nil
	}
	switch extract.Type(obj) {
	case "this":
		return f.thisClass(obj)
	case "identifier":
		if _, imported := f.imports[extract.Content(obj, f.Src)]; imported {
			return nil
		}
		if f.resolve(extract.Content(obj, f.Src), obj) != nil {
			return nil
		}
		return f.classDeclaration(extract.Content(obj, f.Src))
	}
	return nil
}

// fieldTableInits returns the values the class field a member expression names is given: its
// definition's and the constructor's (fieldInits).
func (f *file) fieldTableInits(m *sitter.Node) []*sitter.Node {
	c := f.fieldClass(m)
	if c == nil {
		return nil
	}
	return f.fieldInits(c, text(extract.Field(m, "property"), f.Src))
}

// constructedClasses returns the class names an expression constructs, each with the file
// that resolves it: `new X(...)` one, `new E.m(...)` (E an element of tables) the class each entry
// names in m, a const bound to either, the same, and a field of `this` the class of its
// construction or annotation (classOfField). nil for anything else.
func (f *file) constructedClasses(v *sitter.Node) []*sitter.Node {
	v = unwrap(v)
	if v != nil && extract.Type(v) == "member_expression" {
		// `this.api`, which a method of the class assigns `new X(...)` (classOfField)
		if o := extract.Field(v, "object"); o == nil || extract.Type(o) != "this" {
			return nil
		}
		if c := f.classOfField(v, text(extract.Field(v, "property"), f.Src)); c != nil {
			return []*sitter.Node{c}
		}
		return nil
	}
	if v != nil && extract.Type(v) == "identifier" {
		d := f.resolve(extract.Content(v, f.Src), v)
		if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
			return nil
		}
		v = unwrap(extract.Field(d, "value"))
	}
	if v == nil || extract.Type(v) != "new_expression" {
		return nil
	}
	ctor := unwrap(extract.Field(v, "constructor"))
	if ctor == nil {
		return nil
	}
	switch extract.Type(ctor) {
	case "identifier":
		return []*sitter.Node{ctor}
	case "member_expression":
		obj, member := f.localMember(ctor)
		if obj == nil {
			return nil
		}
		var out []*sitter.Node
		for _, t := range f.elementTables(obj, 0) {
			for _, e := range f.tableEntries(t) {
				if c := unwrap(f.memberValue(e, member)); c != nil && extract.Type(c) == "identifier" {
					out = append(out, c)
				}
			}
		}
		return out
	}
	return nil
}

// instanceKeys returns the keys of a method called on an instance of the classes a table's
// entries name (`handler.runTool(args)` with `const handler = new tool.handler()`), one list
// per class; nil when the receiver is no such instance.
func (f *file) instanceKeys(callee *sitter.Node) [][]string {
	if extract.Type(callee) != "member_expression" {
		return nil
	}
	obj, method := f.memberParts(callee)
	obj = unwrap(obj)
	if obj == nil || extract.Type(obj) != "identifier" || method == "" || !f.mayHoldInstance(extract.Content(obj, f.Src)) {
		return nil
	}
	d := f.resolve(extract.Content(obj, f.Src), obj)
	if d == nil || extract.Type(d) != "variable_declarator" {
		return nil
	}
	v := unwrap(extract.Field(d, "value"))
	if v == nil || extract.Type(v) != "new_expression" {
		return nil
	}
	c := unwrap(extract.Field(v, "constructor"))
	if c == nil || extract.Type(c) != "member_expression" {
		return nil // `new X()`: the receiver's class is X's (receiverKeys)
	}
	var out [][]string
	for _, cls := range f.constructedClasses(obj) {
		if ks := f.classKeys(cls, method); len(ks) > 0 {
			out = append(out, ks)
		}
	}
	if len(out) == 0 {
		return f.importedEntryInstanceKeys(c, method) // an entry of another module's table (droppedcopy.go)
	}
	return out
}

// mayHoldInstance reports whether some declaration of a name is a variable bound to a
// construction from a member (`new tool.handler()`), computed once per name.
func (f *file) mayHoldInstance(name string) bool {
	return f.memo("instance "+name, func() bool {
		for _, d := range f.decls[name] {
			if extract.Type(d) != "variable_declarator" {
				continue
			}
			if v := unwrap(extract.Field(d, "value")); v != nil && extract.Type(v) == "new_expression" {
				if c := unwrap(extract.Field(v, "constructor")); c != nil && extract.Type(c) == "member_expression" {
					return true
				}
			}
		}
		return false
	})
}

// classPrefixesOf returns the prefixes of the keys of a class's methods, for a class name node
// the file declares ("<module>#<C>.") or imports from a relative module (classPrefixes); nil for
// any other name.
func (f *file) classPrefixesOf(cls *sitter.Node) []string {
	name := extract.Content(cls, f.Src)
	if b, ok := f.imports[name]; ok {
		if base, rel := f.relativeModule(b.module); rel {
			return classPrefixes(base, b.name)
		}
		return nil
	}
	if f.classDeclaration(name) != nil {
		return []string{f.modPath + "#" + name + "."}
	}
	return nil
}

// spreadList returns the array literal a const of the file (not an import) is bound to when it
// spreads some other list; nil otherwise.
func (f *file) spreadList(id *sitter.Node) *sitter.Node {
	if extract.Type(id) != "identifier" {
		return nil
	}
	d := f.resolve(extract.Content(id, f.Src), id)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil
	}
	lit := unwrap(extract.Field(d, "value"))
	if lit == nil || extract.Type(lit) != "array" {
		return nil
	}
	for i := 0; i < int(extract.NamedChildCount(lit)); i++ {
		if extract.Type(extract.NamedChild(lit, i)) == "spread_element" {
			return lit
		}
	}
	return nil
}
