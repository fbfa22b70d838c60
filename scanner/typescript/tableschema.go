package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A table's entry schema, parsed before the entry's handler runs:
//
//	const tools = [{ name: "find", schema: z.object({ query: z.string() }), handler: async (args) => {
//		if (typeof args.query !== "string") throw new Error("query must be a string"); // dead
//	} }];
//	for (const tool of tools) {
//		server.registerTool(tool.name, { inputSchema: tool.schema.shape }, async (args) => {
//			const input = tool.schema.parse(args);
//			return tool.handler(input);
//		});
//	}
//
// The call `tool.handler(input)` stands for a call of each entry's handler (tableloops.go); on the
// edge to an entry's handler, the argument `input` holds what that entry's own schema lets
// through, as a member of a McpServer callback's validated parameter holds what the registered
// schema does (schemaargs.go): zod's parse throws on anything else, so a throw of the handler
// under a test that such a value never meets does not run for that call. The parse counts when
// it runs before the call on every path to it: a const of the call's function, declared in a
// block that holds the call and before it, given `E.s.parse(x)` or `await E.s.parseAsync(x)`
// with E the same element the call's callee is a member of, which the function assigns
// nowhere, nor the const. An entry whose schema the file cannot read (a subscript of another
// table, an import, a refined or transformed schema) says nothing.

// entryShapes returns what the schema of the entry whose member the call's keys name lets
// through for each argument the call passes that is such a parse's value.
func (f *file) entryShapes(call *sitter.Node, keys []string) []extract.ArgShape {
	callee := unwrap(extract.Field(call, "function"))
	args := extract.Field(call, "arguments")
	if callee == nil || args == nil || extract.Type(args) != "arguments" || len(keys) == 0 {
		return nil
	}
	elem, method := f.localMember(callee)
	if elem == nil {
		return nil
	}
	fn := f.enclosingFunction(call)
	if fn == nil || f.mayAssign(fn, extract.Content(elem, f.Src)) {
		return nil
	}
	var out []extract.ArgShape
	for j := 0; j < 8; j++ {
		a := argument(args, j)
		if a == nil || extract.Type(a) == "spread_element" {
			break
		}
		member := f.parsedEntrySchema(unwrap(a), elem, call, fn)
		if member == "" {
			continue
		}
		for _, table := range f.elementTables(elem, 0) {
			for _, e := range f.tableEntries(table) {
				if !slices.Equal(f.memberKeys(e, method), keys) {
					continue
				}
				var inside []extract.ArgShape
				if facts, ok := f.schemaFacts(f.memberValue(e, member), j, "", 0, &inside); ok {
					out = append(append(out, extract.ArgShape{Param: j, Path: "", Facts: facts}), inside...)
				}
			}
		}
	}
	if len(out) > maxShapes {
		out = out[:maxShapes]
	}
	return out
}

// parsedEntrySchema returns the member s of `const v = E.s.parse(x)` when the argument a is such
// a v, declared in fn before call in a block that holds call, E being the element elem names,
// and neither v nor what it holds changed in fn; "" otherwise.
func (f *file) parsedEntrySchema(a, elem, call, fn *sitter.Node) string {
	if a == nil || extract.Type(a) != "identifier" {
		return ""
	}
	name := extract.Content(a, f.Src)
	d := f.resolve(name, a)
	if !f.constBeforeCall(d, call, fn) {
		return ""
	}
	if f.mayAssign(fn, name) || f.mayMutate(fn, name) {
		return ""
	}
	parse := f.constParse(d) // deadbranch.go: S.parse(x), await S.parseAsync(x)
	if parse == nil {
		return ""
	}
	schema := unwrap(extract.Field(unwrap(extract.Field(parse, "function")), "object"))
	if schema == nil || extract.Type(schema) != "member_expression" {
		return ""
	}
	obj, member := f.memberParts(schema)
	obj = unwrap(obj)
	if obj == nil || extract.Type(obj) != "identifier" || extract.Content(obj, f.Src) != extract.Content(elem, f.Src) {
		return ""
	}
	// The same binding of the element: the nearest declaration of its name is one for both (or
	// neither has one in the file's scopes: the same parameter or iteration binding).
	if d1, d2 := f.resolve(extract.Content(obj, f.Src), obj), f.resolve(extract.Content(elem, f.Src), elem); (d1 != nil || d2 != nil) && !same(d1, d2) {
		return ""
	}
	if t1, b1 := f.iteratedTable(obj); t1 != nil {
		if t2, b2 := f.iteratedTable(elem); t2 == nil || !same(b1, b2) {
			return ""
		}
	}
	return member
}

// closedEntry reports whether fn is an entry's handler of a table whose every caller the file
// sees: an entry of an array or object literal bound to a const of the module that it does not
// export, named elsewhere only as what an iteration walks (`for (const t of T)`, `T.forEach`,
// `T.map`, `Object.values(T)`, `Object.entries(T)`), and whose handler member the file names
// only as a callee (`t.handler(input)`). Then the calls the root's edges record of it are all
// its calls, and the tests of its throws (schemaRunsIf) may meet the schemas those calls pass.
func (f *file) closedEntry(fn *sitter.Node) bool {
	member, entry := f.entryOf(fn)
	if entry == nil {
		return false
	}
	table := f.parent(unwrapUp(f, entry))
	if table != nil && extract.Type(table) == "pair" {
		table = f.parent(table)
	}
	if table == nil || (extract.Type(table) != "array" && extract.Type(table) != "object") {
		return false
	}
	d := f.parent(unwrapUp(f, table))
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return false
	}
	name := extract.Field(d, "name")
	if name == nil || extract.Type(name) != "identifier" {
		return false
	}
	if decl := f.parent(d); decl == nil || f.parent(decl) == nil || extract.Type(f.parent(decl)) != "program" {
		return false // exported, or not a module's const
	}
	for start := range extract.Words(f.Src, []byte(extract.Content(name, f.Src)), isIdentByte) {
		if uint32(start) == extract.StartByte(name) {
			continue
		}
		n := namedAt(f.root, uint32(start))
		if n == nil || extract.StartByte(n) != uint32(start) || extract.Type(n) != "identifier" {
			if n != nil && (extract.Type(n) == "comment" || extract.Type(n) == "string_fragment") {
				continue
			}
			return false
		}
		if !f.iterationSource(n) {
			return false
		}
	}
	for start := range extract.Words(f.Src, []byte(member), isIdentByte) {
		n := namedAt(f.root, uint32(start))
		if n == nil || extract.Type(n) != "property_identifier" {
			continue
		}
		m := f.parent(n)
		if m == nil || extract.Type(m) != "member_expression" {
			continue // the entries' own keys
		}
		if c := f.parent(m); c == nil || extract.Type(c) != "call_expression" || !same(extract.Field(c, "function"), m) {
			return false
		}
	}
	return true
}

// iterationSource reports whether an identifier is what an iteration walks: the right side of a
// for..of, the object of forEach or map, or the argument of Object.values or Object.entries
// that such an iteration walks.
func (f *file) iterationSource(id *sitter.Node) bool {
	n := id
	if args := f.parent(n); args != nil && extract.Type(args) == "arguments" {
		call := f.parent(args)
		if call == nil || extract.Type(call) != "call_expression" {
			return false
		}
		switch text(extract.Field(call, "function"), f.Src) {
		case "Object.values", "Object.entries":
			n = call
		default:
			return false
		}
	}
	p := f.parent(n)
	switch {
	case p == nil:
		return false
	case extract.Type(p) == "for_in_statement":
		return same(extract.Field(p, "right"), n) && text(extract.Field(p, "operator"), f.Src) == "of"
	case extract.Type(p) == "member_expression":
		c := f.parent(p)
		return same(extract.Field(p, "object"), n) && iterationMethods[text(extract.Field(p, "property"), f.Src)] &&
			c != nil && extract.Type(c) == "call_expression" && same(extract.Field(c, "function"), p)
	}
	return false
}
