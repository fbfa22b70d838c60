package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool table entry's own input schema, which the loop registering the entry hands the SDK
// (extract/entryshapes.go), across modules:
//
//	schemas.ts:  export const JarInput = z.object({ op: z.enum(["open", "shut"]), ids: z.array(z.string()) });
//	jars.ts:     export const jarTools = [defineTool({ name: "jar", inputSchema: JarInput, handler: async (args) => {
//	                 if (!args.ids) throw new Error("ids required");                     // dead
//	                 switch (args.op) { case "open": ...; case "shut": ...; default: throw ... } // dead
//	             } })];
//	server.ts:   for (const t of configs) server.registerTool(t.name, { inputSchema: (t.inputSchema as AnyZod).shape },
//	                 wrap(async (args) => t.handler(args, ctx)));
//
// McpServer parses the arguments with the registered schema before the callback runs
// (validated.go), so the callback's parameter, passed on as it is, holds a value of the entry's
// schema. Three files say a part each:
//
//   - the schema's module gives each const zod schema it exports a summary "<module>#<Name>!zodshape"
//     whose Shapes say what its values are (schemaFacts, and OneOf for a member that is a z.enum);
//   - the handler's module gives a throw of an entry's handler the tests under which it runs
//     (the nearest if, as schemaRunsIf reads it, or a switch's default after a case for each
//     string: NotIn), naming the entry's schema member and the schema (its shapes when the file
//     reads it, the key of its module's summary when it is imported by name);
//   - the loop's module marks the argument of the call of `E.handler(args, ...)` as what the
//     entry's schema member validated (ArgShape.Entry), when the callback's registration gives
//     `E.<member>` (or its .shape) as the input schema, E being the same binding, and the callback
//     passes its own first parameter, which it neither assigns nor changes.
//
// A schema with a refinement, a transform or a spread the file cannot see says nothing, as in
// schemaFacts; a callback that passes anything else leaves the throw standing.

// shapeSuffix ends the key of a schema's shapes summary.
const shapeSuffix = "!zodshape"

// schemaShapeSummaries returns a summary of what the values of each const zod schema the module
// exports are.
func (f *file) schemaShapeSummaries() []extract.Summary {
	if !f.srcHas("zod") {
		return nil
	}
	var out []extract.Summary
	for _, d := range f.exportedZodConsts() {
		shapes := f.schemaShapes(extract.Field(d, "value"))
		if len(shapes) == 0 {
			continue
		}
		n := extract.Content(extract.Field(d, "name"), f.Src)
		out = append(out, extract.Summary{Key: f.modPath + "#" + n + shapeSuffix, Name: n, Line: line(d), Column: column(d), Shapes: shapes})
	}
	return out
}

// schemaShapes returns what the values a zod schema lets through are, as a first argument's
// shapes: schemaFacts' facts, and the strings a member of its object may be; nil when it reads
// none.
func (f *file) schemaShapes(s *sitter.Node) []extract.ArgShape {
	var inside []extract.ArgShape
	facts, ok := f.schemaFacts(s, 0, "", 0, &inside)
	shape := f.objectShape(s, 0)
	if !ok {
		// `Base.extend({ ... })`: an object whose members written here are theirs, whatever
		// Base's (extend replaces a member of the same name).
		if shape = f.extension(s); shape == nil {
			return nil
		}
		facts = extract.ArgNonNull | extract.ArgTruthy | extract.ArgObject
		f.shapeFacts(shape, 0, "", 0, &inside)
	}
	out := append([]extract.ArgShape{{Param: 0, Facts: facts}}, inside...)
	if shape != nil {
		for i := 0; i < int(extract.NamedChildCount(shape)); i++ {
			c := extract.NamedChild(shape, i)
			if extract.Type(c) != "pair" {
				continue
			}
			k := extract.Field(c, "key")
			if k == nil || extract.Type(k) != "property_identifier" {
				continue
			}
			if vals, ok := f.zodLiterals(extract.Field(c, "value"), 0); ok && len(vals) > 0 {
				out = append(out, extract.ArgShape{Param: 0, Path: "." + extract.Content(k, f.Src), OneOf: vals})
			}
		}
	}
	if len(out) > maxShapes {
		out = out[:maxShapes]
	}
	return out
}

// objectShape returns the object of zod members a schema `z.object({...})` is built from,
// through consts and methods that keep its type (typeKeeping), when no spread may hide a
// member; nil otherwise.
func (f *file) objectShape(s *sitter.Node, depth int) *sitter.Node {
	s = unwrap(s)
	if s == nil || depth > 8 {
		return nil
	}
	if extract.Type(s) == "identifier" {
		if v := f.constValue(s); v != nil {
			return f.objectShape(v, depth+1)
		}
		return nil
	}
	if extract.Type(s) != "call_expression" {
		return nil
	}
	fun := unwrap(extract.Field(s, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" {
		return nil
	}
	method, obj := text(extract.Field(fun, "property"), f.Src), extract.Field(fun, "object")
	if typeKeeping[method] {
		return f.objectShape(obj, depth+1)
	}
	if method != "object" || !f.isZodNamespace(obj) {
		return nil
	}
	arg := unwrap(argument(extract.Field(s, "arguments"), 0))
	if arg != nil && extract.Type(arg) == "identifier" {
		arg = unwrap(f.constValue(arg))
	}
	if arg == nil || extract.Type(arg) != "object" {
		return nil
	}
	for i := 0; i < int(extract.NamedChildCount(arg)); i++ {
		if t := extract.Type(extract.NamedChild(arg, i)); t == "spread_element" || t == "method_definition" {
			return nil
		}
	}
	return arg
}

// extension returns the object of zod members that a schema `Base.extend({...})` adds to a zod
// object schema Base (a schema of the file, or a name imported from a module of the root), when
// no spread may hide a member; nil otherwise.
func (f *file) extension(s *sitter.Node) *sitter.Node {
	s = unwrap(s)
	if s != nil && extract.Type(s) == "identifier" {
		s = unwrap(f.constValue(s))
	}
	if s == nil || extract.Type(s) != "call_expression" {
		return nil
	}
	fun := unwrap(extract.Field(s, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" || text(extract.Field(fun, "property"), f.Src) != "extend" {
		return nil
	}
	base := unwrap(extract.Field(fun, "object"))
	if base == nil || extract.Type(base) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(base, f.Src)]; !imported && !f.isZodSchema(base, 0) {
		return nil
	}
	arg := unwrap(argument(extract.Field(s, "arguments"), 0))
	if arg == nil || extract.Type(arg) != "object" || extract.NamedChildCount(extract.Field(s, "arguments")) != 1 {
		return nil
	}
	for i := 0; i < int(extract.NamedChildCount(arg)); i++ {
		if t := extract.Type(extract.NamedChild(arg, i)); t == "spread_element" || t == "method_definition" {
			return nil
		}
	}
	return arg
}

// entrySchemaRunsIf returns the tests under which a throw of a tool table entry's handler runs,
// naming the entry's schema (EntryMember with EntryShapes or EntryKeys); nil when fn is no such
// handler, its entry gives no schema the index can read, or no test reads so.
func (f *file) entrySchemaRunsIf(stmt, fn *sitter.Node) []extract.ArgTest {
	if fn == nil {
		return nil
	}
	r := f.regByFn[fn.ID()]
	if r == nil || r.kind != regTable {
		return nil
	}
	entry := f.handlerEntry(fn)
	if entry == nil {
		return nil
	}
	if tests, ok := f.nearestIfTests(stmt, fn, func(cond, fn *sitter.Node) ([]extract.ArgTest, bool) {
		return f.reparseTests(cond, fn, entry) // the entry's own schema parsed again (reparsed.go)
	}); ok {
		return tests
	}
	member, keys, shapes := f.entrySchema(entry)
	if member == "" {
		return nil
	}
	tests, ok := f.defaultTests(stmt, fn)
	if !ok {
		if tests, ok = f.nearestIfTests(stmt, fn, f.valueTests); !ok {
			return nil
		}
	}
	for i := range tests {
		tests[i].EntryMember, tests[i].EntryKeys, tests[i].EntryShapes = member, keys, shapes
	}
	return tests
}

// handlerEntry returns the object literal whose handler member (tableHandlerKeys) fn is, or nil.
func (f *file) handlerEntry(fn *sitter.Node) *sitter.Node {
	_, obj := f.handlerMember(fn)
	return obj
}

// handlerMember returns the name of the member (one of tableHandlerKeys) that holds fn, a method
// or a pair's value, and the object literal holding it; "", nil otherwise.
func (f *file) handlerMember(fn *sitter.Node) (string, *sitter.Node) {
	var member string
	var obj *sitter.Node
	if extract.Type(fn) == "method_definition" {
		member, obj = propertyName(extract.Field(fn, "name"), f.Src), f.parent(fn)
	} else {
		p := f.parent(unwrapUp(f, fn))
		if p == nil || extract.Type(p) != "pair" || !same(unwrap(extract.Field(p, "value")), fn) {
			return "", nil
		}
		member, obj = propertyName(extract.Field(p, "key"), f.Src), f.parent(p)
	}
	if obj == nil || extract.Type(obj) != "object" || !slices.Contains(tableHandlerKeys, member) {
		return "", nil
	}
	return member, obj
}

// entrySchema returns the member that gives an entry its input schema (tableSchemaKeys) and the
// schema: its shapes when it is a const of the file, or the keys of its module's summary when it
// is imported by name from a module of the root. member is "" when neither.
func (f *file) entrySchema(entry *sitter.Node) (member string, keys []string, shapes []extract.ArgShape) {
	for _, k := range tableSchemaKeys {
		v := f.memberValue(entry, k)
		if v == nil {
			continue
		}
		if extract.Type(v) == "shorthand_property_identifier" || extract.Type(unwrap(v)) == "identifier" {
			name := extract.Content(v, f.Src)
			if extract.Type(v) != "shorthand_property_identifier" {
				name = extract.Content(unwrap(v), f.Src)
			}
			if b, ok := f.imports[name]; ok {
				if base, rel := f.relativeModule(b.module); rel && !exportByName(b.name) {
					keys = moduleKeys(base, b.name)
					for i := range keys {
						keys[i] += shapeSuffix
					}
					return k, keys, nil
				}
				return "", nil, nil
			}
		}
		if extract.Type(v) == "shorthand_property_identifier" {
			return "", nil, nil
		}
		if shapes = f.schemaShapes(v); len(shapes) > 0 {
			return k, nil, shapes
		}
		return "", nil, nil
	}
	return "", nil, nil
}

// defaultTests reads a throw in a switch's default, within fn, as the test that the switched
// value, a value valuePath names, is none of the cases' strings; false when the throw is in no
// default, a case runs on into it, or the value is none valuePath names.
func (f *file) defaultTests(stmt, fn *sitter.Node) ([]extract.ArgTest, bool) {
	for p := f.parent(stmt); p != nil && !same(p, fn); p = f.parent(p) {
		if f.parents.isFunction(p) {
			return nil, false
		}
		if extract.Type(p) != "switch_default" {
			continue
		}
		body := f.parent(p)
		sw := f.parent(body)
		if body == nil || sw == nil || extract.Type(sw) != "switch_statement" {
			return nil, false
		}
		if sibs, i := f.namedSiblings(p); i > 0 && extract.Type(sibs[i-1]) == "switch_case" && !endsInJump(sibs[i-1]) {
			return nil, false // the case before it runs on into it
		}
		param, path, ok := f.valuePath(extract.Field(sw, "value"), fn, 0)
		if !ok {
			return nil, false
		}
		var cases []string
		for i := 0; i < int(extract.NamedChildCount(body)); i++ {
			c := extract.NamedChild(body, i)
			if extract.Type(c) != "switch_case" {
				continue
			}
			if s, ok := f.constString(extract.Field(c, "value")); ok {
				cases = append(cases, s)
			}
		}
		if len(cases) == 0 {
			return nil, false
		}
		return []extract.ArgTest{{Param: param, Path: path, NotIn: cases}}, true
	}
	return nil, false
}

// entryArgShapes marks the first argument of a call `E.handler(p, ...)` in a McpServer callback
// as what the entry E's schema member validated (ArgShape.Entry), when the registration gives
// `E.<member>` or its .shape as the input schema, E is the same binding at both and the callback
// assigns nothing of it, and p is the callback's first parameter, which it neither assigns nor
// changes.
func (f *file) entryArgShapes(call *sitter.Node) []extract.ArgShape {
	callee := unwrap(extract.Field(call, "function"))
	args := extract.Field(call, "arguments")
	if callee == nil || args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	elem, method := f.localMember(callee)
	if elem == nil || !slices.Contains(tableHandlerKeys, method) {
		return nil
	}
	fn := f.enclosingFunction(call)
	if fn == nil {
		return nil
	}
	r := f.regByFn[fn.ID()]
	if r == nil || r.kind != regTool || !same(r.fn, fn) || (r.api != "McpServer.registerTool" && r.api != "McpServer.tool") {
		return nil
	}
	schema := unwrap(f.registeredSchema(r))
	if schema != nil && extract.Type(schema) == "member_expression" && text(extract.Field(schema, "property"), f.Src) == "shape" {
		schema = unwrap(extract.Field(schema, "object"))
	}
	if schema == nil || extract.Type(schema) != "member_expression" {
		return nil
	}
	obj, member := f.memberParts(schema)
	obj = unwrap(obj)
	if obj == nil || extract.Type(obj) != "identifier" || extract.Content(obj, f.Src) != extract.Content(elem, f.Src) || !slices.Contains(tableSchemaKeys, member) {
		return nil
	}
	if d1, d2 := f.resolve(extract.Content(obj, f.Src), obj), f.resolve(extract.Content(elem, f.Src), elem); (d1 != nil || d2 != nil) && !same(d1, d2) {
		return nil
	}
	param, a := firstParam(fn), unwrapTypes(argument(args, 0))
	if param == nil || a == nil || extract.Type(param) != "identifier" || extract.Type(a) != "identifier" || extract.Content(a, f.Src) != extract.Content(param, f.Src) {
		return nil
	}
	if f.resolve(extract.Content(a, f.Src), a) != nil {
		return nil // a declaration of the same name
	}
	name := extract.Content(a, f.Src)
	if f.mayAssign(fn, name) || f.mayMutate(fn, name) || f.mayAssign(fn, extract.Content(elem, f.Src)) {
		return nil
	}
	return []extract.ArgShape{{Param: 0, Entry: member}}
}

// passOnAll are the Passes of a call that hands each of its caller's arguments on as it got them
// (a table summary's call of an entry's member), for the tests carried up (extract/argpass.go).
var passOnAll = func() []extract.ArgPass {
	out := make([]extract.ArgPass, 8)
	for i := range out {
		out[i] = extract.ArgPass{Param: i, From: i}
	}
	return out
}()
