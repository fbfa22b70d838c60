package typescript

import (
	"iter"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper's check of what the input schema already guaranteed. McpServer parses a call's
// arguments with the tool's zod schema and passes the parsed value to the callback (validated.go),
// so a tool that hands a member of it to a helper hands over a value of the member's type, and a
// throw of the helper under a test that such a value never meets does not run for that call:
//
//	server.registerTool("ask", { inputSchema: { turns: z.array(z.object({ text: z.string() })) } },
//		async ({ turns }) => { checkTurns(turns); ... });
//	function checkTurns(list) {
//		if (!Array.isArray(list)) throw new Error("turns must be a list");     // dead
//		for (const t of list) if (typeof t.text !== "string") throw ...;        // dead
//
// Each call records what the schema of each argument the SDK validated says of it and of the
// values inside it (argShapes: Call.Shapes, by path: "" the argument, "[]" an element, ".m" a
// member); each throw of a helper records the tests under which it runs, on its parameters or
// on values inside them (schemaRunsIf: Pending.RunsIf with a Path); the index walks from the
// helper to the tools only through the calls that may meet a test (extract/argfacts.go). A call
// from another function, another module, or a tool whose schema says less knows nothing of the
// value inside, and keeps the throw.
//
// The schemas read: z.string(), z.number(), z.boolean(), z.enum and z.literal of strings (truthy
// when none is ""), z.object (its members too, unless a spread may hide one) and z.array (its
// elements too), with checks that let no other type through (.min, .max, .int, .email, ...) and
// .describe(); anything optional, nullable, defaulted, transformed, coerced, refined, piped or
// joined (union, or, and) says nothing. The tests read: `!v`, `!Array.isArray(v)`, `typeof v !==
// "string"` (number, boolean, object), `v === undefined` and `v == null`, joined by `||`, where v
// is a parameter the helper never writes, an element of one bound by `for (const t of p)` or by
// `const t = p[i]` in `for (let i = 0; i < p.length; i++)`, or a member of either.

// typeKeeping are the methods of a zod schema that let through a subset of its values: the type
// of what passes stays the schema's.
var typeKeeping = map[string]bool{"describe": true, "meta": true, "readonly": true, "strict": true, "strip": true,
	"passthrough": true, "min": true, "max": true, "length": true, "nonempty": true, "int": true, "positive": true,
	"negative": true, "nonnegative": true, "nonpositive": true, "finite": true, "safe": true, "multipleOf": true,
	"email": true, "url": true, "uuid": true, "cuid": true, "regex": true, "startsWith": true, "endsWith": true,
	"includes": true, "datetime": true, "date": true, "time": true, "ip": true}

// maxShapes bounds the shapes one call keeps.
const maxShapes = 32

// argShapes returns what the input schemas say of the arguments a call in a tool callback
// passes: each argument that is a member of the callback's validated parameter and that the
// callback does not change.
func (f *file) argShapes(call *sitter.Node) []extract.ArgShape {
	fn := f.enclosingFunction(call)
	args := extract.Field(call, "arguments")
	if fn == nil || args == nil || extract.Type(args) != "arguments" || f.regByFn[fn.ID()] == nil {
		return nil
	}
	var out []extract.ArgShape
	for j, a := range positionalArgs(args) {
		if member := f.validatedArg(unwrapTypes(a), fn); member != nil {
			out = f.memberShapes(out, member, j)
		} else if shape := f.validatedWhole(unwrapTypes(a), fn); shape != nil {
			out = f.wholeShapes(out, shape, j) // wholeargs.go
		}
	}
	if len(out) > maxShapes {
		out = out[:maxShapes]
	}
	return out
}

// positionalArgs yields the first 8 arguments of an argument list with their positions, comments
// aside, up to a spread (after which positions are unknown).
func positionalArgs(args *sitter.Node) iter.Seq2[int, *sitter.Node] {
	return func(yield func(int, *sitter.Node) bool) {
		for j, i, n := 0, 0, int(extract.NamedChildCount(args)); i < n && j < 8; i++ {
			a := extract.NamedChild(args, i)
			switch extract.Type(a) {
			case "comment":
				continue
			case "spread_element":
				return
			}
			if !yield(j, a) {
				return
			}
			j++
		}
	}
}

// memberShapes adds to out what a schema member says of argument j: its facts, with those of its
// own members, and its ranges (refined.go).
func (f *file) memberShapes(out []extract.ArgShape, member *sitter.Node, j int) []extract.ArgShape {
	var inside []extract.ArgShape
	if facts, ok := f.schemaFacts(member, j, "", 0, &inside); ok {
		out = append(append(out, extract.ArgShape{Param: j, Facts: facts}), inside...)
	}
	return append(out, f.rangeShapes(member, j, "")...)
}

// validatedArg returns the schema member a tool callback's argument was validated against, when
// the callback changes neither it nor what it holds (an assignment of it or of a member, a
// delete, a method that adds to an array), or nil.
func (f *file) validatedArg(a, fn *sitter.Node) *sitter.Node {
	if a == nil || !isSubject(a) {
		return nil
	}
	member := f.validatedMember(a, fn)
	if member == nil {
		return nil
	}
	base := a
	if extract.Type(a) == "member_expression" {
		base = unwrap(extract.Field(a, "object"))
	}
	if name := extract.Content(base, f.Src); f.mayAssign(fn, name) || f.mayMutate(fn, name) {
		return nil
	}
	return member
}

// arrayMutators are the methods that put values into an array or an object in place.
var arrayMutators = map[string]bool{"push": true, "unshift": true, "splice": true, "fill": true, "copyWithin": true,
	"set": true, "assign": true}

// mayMutate reports whether fn, or a function inside it, deletes a member of name, calls a
// method that puts values into it or into a value inside it, or hands it to Object.assign.
func (f *file) mayMutate(fn *sitter.Node, name string) bool {
	return f.writesOf(fn).mutated[name]
}

// schemaFacts returns what every value a zod schema lets through is, and adds to out what the
// values inside it (under path) are; false when the schema is none it reads.
func (f *file) schemaFacts(s *sitter.Node, param int, path string, depth int, out *[]extract.ArgShape) (extract.ArgFact, bool) {
	s = unwrap(s)
	if s == nil || depth > 12 || len(path) > 64 {
		return 0, false
	}
	if extract.Type(s) == "identifier" {
		if v := f.constValue(s); v != nil {
			return f.schemaFacts(v, param, path, depth+1, out)
		}
		return 0, false
	}
	if extract.Type(s) != "call_expression" {
		return 0, false
	}
	fun := unwrap(extract.Field(s, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" {
		return 0, false
	}
	method, obj := text(extract.Field(fun, "property"), f.Src), extract.Field(fun, "object")
	if typeKeeping[method] {
		return f.schemaFacts(obj, param, path, depth+1, out)
	}
	if !f.isZodNamespace(obj) {
		return 0, false
	}
	const present = extract.ArgNonNull
	arg := unwrap(argument(extract.Field(s, "arguments"), 0))
	switch method {
	case "string":
		return present | extract.ArgString, true
	case "number":
		return present | extract.ArgNumber, true
	case "boolean":
		return present | extract.ArgBoolean, true
	case "enum", "literal":
		if b, ok := f.zodBoolLiteral(s, 0); ok {
			if b {
				return present | extract.ArgBoolean | extract.ArgTruthy, true // z.literal(true) (parsedargs.go)
			}
			return present | extract.ArgBoolean, true
		}
		vals, ok := f.zodLiterals(s, 0)
		if !ok || len(vals) == 0 {
			return 0, false
		}
		facts := present | extract.ArgString | extract.ArgTruthy
		for _, v := range vals {
			if v == "" {
				facts &^= extract.ArgTruthy
			}
		}
		return facts, true
	case "array":
		if facts, ok := f.schemaFacts(arg, param, path+"[]", depth+1, out); ok {
			*out = append(*out, extract.ArgShape{Param: param, Path: path + "[]", Facts: facts})
		}
		return present | extract.ArgTruthy | extract.ArgObject | extract.ArgArray, true
	case "object":
		if arg != nil && extract.Type(arg) == "identifier" {
			arg = unwrap(f.constValue(arg)) // z.object(Shape), const Shape = { ... }
		}
		if arg == nil || extract.Type(arg) != "object" {
			return 0, false
		}
		f.shapeFacts(arg, param, path, depth, out)
		return present | extract.ArgTruthy | extract.ArgObject, true
	}
	return 0, false
}

// shapeFacts adds to out what the members of an object of zod schemas are, unless a member the
// file cannot see (a spread) may replace one.
func (f *file) shapeFacts(shape *sitter.Node, param int, path string, depth int, out *[]extract.ArgShape) {
	for i := 0; i < int(extract.NamedChildCount(shape)); i++ {
		switch extract.Type(extract.NamedChild(shape, i)) {
		case "spread_element", "method_definition":
			return
		}
	}
	for i := 0; i < int(extract.NamedChildCount(shape)); i++ {
		c := extract.NamedChild(shape, i)
		var key string
		var value *sitter.Node
		switch extract.Type(c) {
		case "pair":
			k := extract.Field(c, "key")
			key = text(k, f.Src)
			if s, ok := stringLiteral(k, f.Src); ok {
				key = s
			} else if k == nil || extract.Type(k) != "property_identifier" {
				continue
			}
			value = extract.Field(c, "value")
		case "shorthand_property_identifier":
			key, value = extract.Content(c, f.Src), c
		default:
			continue
		}
		if facts, ok := f.schemaFacts(value, param, path+"."+key, depth+1, out); ok {
			*out = append(*out, extract.ArgShape{Param: param, Path: path + "." + key, Facts: facts})
		}
	}
}
