package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool's arguments handed to a helper in an object, which the helper destructures and tests
// against the strings the tool's schema already allows:
//
//	{ name: "list", schema: { status: z.enum(["OPEN", "DONE"]).optional().default("OPEN"), owner: z.string() },
//	  handler: async ({ status, owner }) => listItems({ status, who: owner }) }
//	async function listItems(args) {
//	  const { status = "OPEN" } = args;
//	  if (status && !["OPEN", "DONE"].includes(status)) return { content: [{ type: "text", text: "Invalid status" }] }; // dead
//
// The call records, for each member of an object literal it passes whose value is a member of
// the tool's validated parameter that the tool hands on unchanged (by the same name or
// another), what the member's schema says of it, at the path of the object's member
// (objectArgShapes: its facts, ranges and the strings an enum or literal allows, OneOf). In a
// McpServer callback the registration's schema says it outright; in a tool table entry's
// handler (its first parameter's object pattern) the entry's own schema says it only where
// the handler got that schema's value, which the index decides from the handler's calls
// (Call.EntryShapes; extract/heldshapes.go). The helper's test reads as a test of the member
// of its parameter (valuePath through a destructuring const, valueTests' `!LIST.includes(v)`):
// a softerror result built under it (softresult.go) or a throw under it (schemaRunsIf) drops
// when no call may meet it. A member computed on the way, an enum that allows a value the
// list lacks, or a value that is no argument of the tool leaves it standing.

// objectArgShapes returns what the input schema says of the members of the object literals a
// call in a tool callback passes (own), or, in a tool table entry's handler, what the entry's
// schema says of them and of the handler's first parameter passed whole (entry), with the
// member of the entry that gives that schema.
func (f *file) objectArgShapes(call *sitter.Node) (own, entry []extract.ArgShape, member string) {
	fn := f.enclosingFunction(call)
	args := extract.Field(call, "arguments")
	if fn == nil || args == nil || extract.Type(args) != "arguments" {
		return nil, nil, ""
	}
	schema, member := f.handlerEntrySchema(fn)
	held := schema != nil // holds where the handler got its schema's value (heldshapes.go)
	if !held {
		schema = f.validatedSchema(fn)
	}
	if schema == nil {
		return nil, nil, ""
	}
	var out []extract.ArgShape
	for j, a := range positionalArgs(args) {
		obj := unwrapTypes(a)
		if obj == nil {
			continue
		}
		if held && extract.Type(obj) == "identifier" && f.intactParam(fn, obj) == 0 && f.unchangedInside(fn, extract.Content(obj, f.Src)) {
			out = f.shapeMembers(out, f.rawShape(schema, 0), j) // the parameter itself
			continue
		}
		if extract.Type(obj) != "object" || hasChildType(obj, "spread_element") {
			continue
		}
		keys, values := f.lastMembers(obj)
		for _, key := range keys {
			if prop, ok := f.paramMember(fn, values[key]); ok {
				if m := f.schemaMember(schema, prop, 0); m != nil {
					out = f.pathShapes(out, m, j, "."+key)
				}
			}
		}
	}
	if held {
		return nil, clipShapes(out), member
	}
	return clipShapes(out), nil, ""
}

// shapeMembers adds to out what a raw shape says of argument j, an object that passed it, and
// of each of its members (pathShapes); nothing when there is no shape or a spread may hide a
// member.
func (f *file) shapeMembers(out []extract.ArgShape, shape *sitter.Node, j int) []extract.ArgShape {
	if shape == nil || hasChildType(shape, "spread_element") || hasChildType(shape, "method_definition") {
		return out
	}
	out = append(out, extract.ArgShape{Param: j, Facts: extract.ArgNonNull | extract.ArgTruthy | extract.ArgObject})
	for i := 0; i < int(extract.NamedChildCount(shape)); i++ {
		c := extract.NamedChild(shape, i)
		if k := memberKey(c, f.Src); k != "" && extract.Type(c) == "pair" {
			out = f.pathShapes(out, extract.Field(c, "value"), j, "."+k)
		}
	}
	return out
}

// paramMember returns the member of fn's first parameter that v is, as fn got it: a name (or a
// shorthand member) the parameter's object pattern binds without a default, or `p.m` of the
// parameter p itself, when fn changes neither.
func (f *file) paramMember(fn, v *sitter.Node) (string, bool) {
	v = unwrap(v)
	body, param := functionBody(fn), firstParam(fn)
	if v == nil || body == nil || param == nil {
		return "", false
	}
	switch extract.Type(v) {
	case "identifier", "shorthand_property_identifier":
		name := extract.Content(v, f.Src)
		prop, ok := f.patternMember(param, name)
		if !ok || f.resolve(name, v) != nil || f.writes(body, name) || f.mayMutate(fn, name) {
			return "", false
		}
		for g := f.enclosingFunction(v); g != nil && !same(g, fn); g = f.enclosingFunction(g) {
			if paramNamed(g, name, f.Src) != nil {
				return "", false // an inner function's parameter of the same name
			}
		}
		return prop, true
	case "member_expression":
		obj := unwrap(extract.Field(v, "object"))
		prop := extract.Field(v, "property")
		if obj == nil || prop == nil || extract.Type(prop) != "property_identifier" || f.intactParam(fn, obj) != 0 ||
			!f.unchangedInside(fn, extract.Content(obj, f.Src)) {
			return "", false
		}
		return extract.Content(prop, f.Src), true
	}
	return "", false
}

// clipShapes bounds the shapes one call keeps (maxShapes).
func clipShapes(s []extract.ArgShape) []extract.ArgShape {
	if len(s) > maxShapes {
		return s[:maxShapes]
	}
	return s
}

// lastMembers returns the keys of an object literal's members in order, each once, and the
// value its last writing gives each; none when a computed key may replace any of them.
func (f *file) lastMembers(obj *sitter.Node) ([]string, map[string]*sitter.Node) {
	var keys []string
	values := map[string]*sitter.Node{}
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		c := extract.NamedChild(obj, i)
		if extract.Type(c) == "comment" {
			continue
		}
		k := memberKey(c, f.Src)
		if k == "" {
			return nil, nil
		}
		if _, seen := values[k]; !seen {
			keys = append(keys, k)
		}
		values[k] = memberValue(c)
	}
	return keys, values
}

// handlerEntrySchema returns the schema a tool table entry gives the handler fn (the first of
// tableSchemaKeys it has, written in the file) and that member's name; nil when fn is no
// entry's handler or its schema is none the file holds.
func (f *file) handlerEntrySchema(fn *sitter.Node) (*sitter.Node, string) {
	entry := f.handlerEntry(fn)
	if entry == nil {
		return nil, ""
	}
	for _, k := range tableSchemaKeys {
		if v := f.memberValue(entry, k); v != nil {
			if extract.Type(v) == "shorthand_property_identifier" {
				return nil, ""
			}
			return v, k
		}
	}
	return nil, ""
}

// pathShapes adds to out what a schema member says of the value at path in argument j: its
// facts, with those of its own members, its ranges (refined.go) and the strings it may be.
func (f *file) pathShapes(out []extract.ArgShape, member *sitter.Node, j int, path string) []extract.ArgShape {
	var inside []extract.ArgShape
	if facts, ok := f.schemaFacts(member, j, path, 0, &inside); ok {
		out = append(append(out, extract.ArgShape{Param: j, Path: path, Facts: facts}), inside...)
	}
	if vals, ok := f.zodLiterals(member, 0); ok && len(vals) > 0 {
		out = append(out, extract.ArgShape{Param: j, Path: path, OneOf: vals})
	}
	return append(out, f.rangeShapes(member, j, path)...)
}

// destructuredLocalParam returns the parameter of fn that a const of fn destructures the name v from
// (`const { status = "OPEN" } = args`, `const { kind: k } = args`), and the member it takes,
// when fn writes neither the name nor anything of the parameter; -1 otherwise.
func (f *file) destructuredLocalParam(fn, v *sitter.Node) (int, string) {
	v = unwrap(v)
	body := functionBody(fn)
	if v == nil || body == nil || extract.Type(v) != "identifier" {
		return -1, ""
	}
	name := extract.Content(v, f.Src)
	if f.writes(body, name) || f.resolve(name, v) != nil {
		return -1, "" // a plain declaration of the name
	}
	for g := f.enclosingFunction(v); g != nil && !same(g, fn); g = f.enclosingFunction(g) {
		if f.paramIndex(g, v) >= 0 {
			return -1, "" // an inner function's parameter of the same name
		}
	}
	d := f.destructuredAt(name, v) // the nearest binding, before v
	if d == nil || !f.isConstDecl(d) || !same(f.enclosingFunction(d), fn) {
		return -1, ""
	}
	pat := extract.Field(d, "name")
	member, ok := f.patternMember(pat, name)
	if !ok {
		member, ok = f.defaultedPatternMember(pat, name)
	}
	src := unwrap(extract.Field(d, "value"))
	if !ok || src == nil {
		return -1, ""
	}
	i := f.intactParam(fn, src)
	if i < 0 || !f.unchangedInside(fn, extract.Content(src, f.Src)) {
		return -1, ""
	}
	return i, member
}
