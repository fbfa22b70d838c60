package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// What a handler's own parse of its input says of the values it hands a helper. A tool's
// handler that parses what it gets with a zod schema, and leaves when the parse fails, holds a
// value of that schema whoever calls it; a helper it hands a member of that value to meets only
// what the member's schema lets through:
//
//	const DeleteInput = z.object({ id: z.number().int().positive(), confirm: z.literal(true) });
//	handler: async (raw) => {
//		const parsed = DeleteInput.safeParse(raw);
//		if (!parsed.success) throw new ValidationError(...);
//		const input = parsed.data;                       // or: const input = DeleteInput.parse(raw)
//		assertConfirmed("delete", input.confirm);
//	function assertConfirmed(tool, confirm) {
//		if (confirm !== true) throw new ValidationError(...); // dead for that call
//
// The call records the member's schema as its argument's shapes (Call.Shapes: schemaFacts and
// rangeShapes as for a McpServer callback's validated parameter, schemaargs.go, and the
// literals it may be: a boolean literal's facts, the strings of an enum or literal as OneOf);
// the helper's throw records its test (valueTests, with literalTests for `x !== v` and
// `!Object.is(x, v)`), and the index walks from the helper to the tools only through calls that
// may meet it (extract/argfacts.go): a caller that passes anything else keeps the throw.
//
// The parse counts when it is a const of the call's function declared in a block that holds
// the call, before it: `S.parse(x)` (or `await S.parseAsync(x)`), or `P.data` (or P itself
// read as `P.data.m`) of a const `P = S.safeParse(x)` with an `if (!P.success)` whose branch
// ends in a jump, in a block that holds the call, between the two; S a const schema of the file
// that transforms nothing (a transform's output need not be of the schema); the function
// assigns neither const nor changes what the value holds. A member that is optional,
// nullable, defaulted or transformed says nothing (schemaFacts, zodRange, zodLiterals).

// parsedArgShapes returns what the schemas of the parses the arguments of a call come from say
// of them, with the literals a McpServer callback's validated arguments may be.
func (f *file) parsedArgShapes(call *sitter.Node) []extract.ArgShape {
	fn := f.enclosingFunction(call)
	args := extract.Field(call, "arguments")
	if fn == nil || args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	var out []extract.ArgShape
	for j, a := range positionalArgs(args) {
		a = unwrapTypes(a)
		if f.regByFn[fn.ID()] != nil {
			// argShapes gives the facts and ranges of a validated member; the literals here.
			if member := f.validatedArg(a, fn); member != nil {
				out = append(out, f.literalShapes(member, j)...)
			}
		}
		if member := f.parseValueMember(a, call, fn); member != nil {
			out = append(f.memberShapes(out, member, j), f.literalShapes(member, j)...)
		} else {
			out = append(out, f.mappedLengthShapes(a, call, fn, j)...)
		}
	}
	if len(out) > maxShapes {
		out = out[:maxShapes]
	}
	return out
}

// mappedLengthShapes returns, for an argument j that is `X.map(cb)` of a parsed array X (or a
// const of fn bound to it before the call that fn neither rebinds nor changes), the ranges X's
// schema member says of its length: map returns an array of the same length.
func (f *file) mappedLengthShapes(a, call, fn *sitter.Node, j int) []extract.ArgShape {
	v := unwrap(a)
	if v != nil && extract.Type(v) == "identifier" {
		name := extract.Content(v, f.Src)
		d := f.resolve(name, v)
		if !f.constBeforeCall(d, call, fn) || f.mayAssign(fn, name) || f.mayMutate(fn, name) {
			return nil
		}
		v = unwrap(extract.Field(d, "value"))
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return nil
	}
	fun := unwrap(extract.Field(v, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" || text(extract.Field(fun, "property"), f.Src) != "map" {
		return nil
	}
	member := f.parseValueMember(unwrap(extract.Field(fun, "object")), call, fn)
	if member == nil {
		return nil
	}
	if _, length, ok := f.zodRange(member); ok && !length {
		return nil // numbers: not an array
	}
	var out []extract.ArgShape
	for _, sh := range f.rangeShapes(member, j, "") {
		if sh.Path == ".length" {
			out = append(out, sh)
		}
	}
	return out
}

// literalShapes returns what a member schema that is a literal or an enum says its value is:
// a boolean literal's facts, the strings of a string literal or enum (OneOf).
func (f *file) literalShapes(member *sitter.Node, param int) []extract.ArgShape {
	if b, ok := f.zodBoolLiteral(member, 0); ok {
		facts := extract.ArgNonNull | extract.ArgBoolean
		if b {
			facts |= extract.ArgTruthy
		}
		return []extract.ArgShape{{Param: param, Facts: facts}}
	}
	if vals, ok := f.zodLiterals(member, 0); ok && len(vals) > 0 {
		return []extract.ArgShape{{Param: param, OneOf: vals}}
	}
	return nil
}

// zodBoolLiteral returns the value of a member schema `z.literal(true)` (or false), through
// modifiers that let no other value through and consts of the file.
func (f *file) zodBoolLiteral(s *sitter.Node, depth int) (bool, bool) {
	s = unwrap(s)
	if s == nil || depth > 6 {
		return false, false
	}
	if extract.Type(s) == "identifier" {
		if v := f.constValue(s); v != nil {
			return f.zodBoolLiteral(v, depth+1)
		}
		return false, false
	}
	if extract.Type(s) != "call_expression" {
		return false, false
	}
	fun := unwrap(extract.Field(s, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" {
		return false, false
	}
	method, obj := text(extract.Field(fun, "property"), f.Src), extract.Field(fun, "object")
	if memberModifiers[method] {
		return f.zodBoolLiteral(obj, depth+1)
	}
	if method != "literal" || !f.isZodNamespace(obj) || extract.NamedChildCount(extract.Field(s, "arguments")) != 1 {
		return false, false
	}
	switch extract.Type(unwrap(argument(extract.Field(s, "arguments"), 0))) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// parseValueMember returns the schema of the value an argument is, when it is a parse's value
// (parsedSchema) or a member of one (`input.m`, `parsed.data.m`); nil otherwise.
func (f *file) parseValueMember(a, call, fn *sitter.Node) *sitter.Node {
	if a == nil {
		return nil
	}
	if s := f.parsedSchema(a, call, fn); s != nil {
		return s
	}
	if extract.Type(a) != "member_expression" {
		return nil
	}
	prop := extract.Field(a, "property")
	if prop == nil || extract.Type(prop) != "property_identifier" {
		return nil
	}
	s := f.parsedSchema(unwrap(extract.Field(a, "object")), call, fn)
	if s == nil {
		return nil
	}
	return f.schemaMember(s, extract.Content(prop, f.Src), 0)
}

// parsedSchema returns the schema S of a value v that is a parse's (a const of fn bound to
// `S.parse(x)`, or to `P.data`, or `P.data` itself, as parsedArgShapes says), when fn changes
// nothing of it; nil otherwise.
func (f *file) parsedSchema(v, call, fn *sitter.Node) *sitter.Node {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	var parse *sitter.Node
	switch extract.Type(v) {
	case "member_expression":
		parse = f.checkedSafeParse(v, call, fn)
	case "identifier":
		name := extract.Content(v, f.Src)
		d := f.resolve(name, v)
		if !f.constBeforeCall(d, call, fn) || f.mayAssign(fn, name) || f.mayMutate(fn, name) {
			return nil
		}
		if parse = f.constParse(d); parse == nil {
			parse = f.checkedSafeParse(unwrap(extract.Field(d, "value")), call, fn)
		}
	}
	if parse == nil {
		return nil
	}
	schema := unwrap(extract.Field(unwrap(extract.Field(parse, "function")), "object"))
	if schema == nil || extract.Type(schema) != "identifier" {
		return nil
	}
	d := f.resolve(extract.Content(schema, f.Src), schema)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) || f.transforms(extract.Field(d, "value")) {
		return nil
	}
	return schema
}

// constBeforeCall reports whether d is a const declarator of fn in a block that holds call, before
// it.
func (f *file) constBeforeCall(d, call, fn *sitter.Node) bool {
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) || !same(f.enclosingFunction(d), fn) {
		return false
	}
	block := f.parent(f.parent(d))
	return block != nil && isInside(call, block) && extract.EndByte(d) <= extract.StartByte(call)
}

// checkedSafeParse returns the call `S.safeParse(x)` of a value `P.data`, P a const of fn bound
// to it, when an `if (!P.success)` whose branch ends in a jump stands, after P's declaration,
// in a block that holds call and before it; nil otherwise.
func (f *file) checkedSafeParse(v, call, fn *sitter.Node) *sitter.Node {
	if v == nil || extract.Type(v) != "member_expression" || text(extract.Field(v, "property"), f.Src) != "data" {
		return nil
	}
	p := unwrap(extract.Field(v, "object"))
	if p == nil || extract.Type(p) != "identifier" {
		return nil
	}
	name := extract.Content(p, f.Src)
	d := f.resolve(name, p)
	if !f.constBeforeCall(d, call, fn) || f.mayMutate(fn, name) {
		return nil
	}
	sp := f.safeParseOf(p, fn)
	if sp == nil {
		return nil
	}
	for n := call; n != nil && !same(n, fn); n = f.parent(n) {
		sibs, i := f.namedSiblings(n)
		for k := 0; k < i; k++ {
			s := sibs[k]
			if extract.Type(s) != "if_statement" || extract.StartByte(s) < extract.EndByte(d) {
				continue
			}
			if c := extract.Field(s, "consequence"); c != nil && f.failedParse(extract.Field(s, "condition"), name) && (extract.Type(c) == "statement_block" && endsInJump(c) || isJump(c)) {
				return sp
			}
		}
		if f.parents.isFunction(n) {
			break
		}
	}
	return nil
}

// isJump reports whether a statement is a return, throw, break or continue.
func isJump(s *sitter.Node) bool {
	switch extract.Type(s) {
	case "return_statement", "throw_statement", "break_statement", "continue_statement":
		return true
	}
	return false
}

// failedParse reports whether a condition is `!P.success` or `P.success === false` for the
// name P.
func (f *file) failedParse(cond *sitter.Node, name string) bool {
	obj, failed := f.successTest(cond) // softparsed.go
	return obj != nil && failed && extract.Content(obj, f.Src) == name
}

// literalTests reads `v !== c` (or `!=`, `c !== v`) with c true, a string or a number, v a
// value valuePath names, as the tests under which it holds: v is not true when it lacks
// ArgTruthy or ArgBoolean (a truthy boolean is true), not the string when it is none of it
// (NotIn), not the number as a comparison (numrange.go).
func (f *file) literalTests(l, r, fn *sitter.Node) ([]extract.ArgTest, bool) {
	l, r = unwrap(l), unwrap(r)
	if l == nil || r == nil {
		return nil, false
	}
	if isLiteralNode(l) && !isLiteralNode(r) {
		l, r = r, l
	}
	if _, ok := f.numberLiteral(r); ok {
		return f.numberTest(l, "!==", r, fn)
	}
	i, path, ok := f.valuePath(l, fn, 0)
	if !ok {
		return nil, false
	}
	if extract.Type(r) == "true" {
		return []extract.ArgTest{{Param: i, Path: path, Lacks: extract.ArgTruthy}, {Param: i, Path: path, Lacks: extract.ArgBoolean}}, true
	}
	if s, ok := stringValue(r, f.Src); ok {
		return []extract.ArgTest{{Param: i, Path: path, NotIn: []string{s}}}, true
	}
	return nil, false
}

// isLiteralNode reports whether n is a literal literalTests compares with.
func isLiteralNode(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "true", "false", "string", "number", "null", "undefined":
		return true
	}
	return false
}

// objectIsTests reads `!Object.is(v, c)` as literalTests reads `v !== c`; false otherwise.
func (f *file) objectIsTests(arg, fn *sitter.Node) ([]extract.ArgTest, bool) {
	if arg == nil || extract.Type(arg) != "call_expression" || text(extract.Field(arg, "function"), f.Src) != "Object.is" {
		return nil, false
	}
	args := extract.Field(arg, "arguments")
	if extract.NamedChildCount(args) != 2 {
		return nil, false
	}
	return f.literalTests(argument(args, 0), argument(args, 1), fn)
}
