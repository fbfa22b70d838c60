package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A branch that the input schema rules out: the final else of an if/else-if chain, or a switch's
// default, that tests one value against string literals, when the value comes from a zod parse
// in the same function (`const { mode } = Schema.parse(args)`, `const input = Schema.parse(args);
// ... input.mode`) whose schema lets through only those literals: a `z.enum([...])`, a
// `z.literal(...)` or a `z.union` of them, with a `.default(...)` that is one of them (zod 4
// returns a default without checking it) and `.describe()` or `.meta()`. parse throws on any
// other value, so the branch never runs:
//
//	const { outputType } = Schema.parse(args); // outputType: z.enum(["link", "resource"]).default("link")
//	if (outputType === "resource") { ... } else if (outputType === "link") { ... }
//	else { throw new Error(`Unknown outputType: ${outputType}`); } // dead
//
// A value that a statement of the function may assign, a schema member with any other modifier
// (optional, nullable, transform, catch), a schema or parse the file cannot follow, and a case
// that falls through into the default leave the branch live.

// exhaustedBranch reports whether stmt sits in such a branch, within its own function.
func (f *file) exhaustedBranch(stmt *sitter.Node) bool {
	if !f.importsFrom("zod", isZodModule) {
		return false
	}
	fn := f.enclosingFunction(stmt)
	if fn == nil {
		return false
	}
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, fn); child, p = p, f.parent(p) {
		switch extract.Type(p) {
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) && f.deadExclusion(extract.Field(p, "condition"), fn) {
				return true
			}
			if f.schemaRulesOut(p, child, fn) {
				return true // a comparison the schema decides (refined.go)
			}
		case "else_clause":
			if f.deadElse(p, fn) {
				return true
			}
		case "switch_default":
			if f.deadDefault(p, fn) {
				return true
			}
		}
	}
	return false
}

// deadElse reports whether an else clause runs for no value the tested schema lets through:
// the conditions of its if and of the ifs whose else that if is (an else-if chain) cover them.
func (f *file) deadElse(els, fn *sitter.Node) bool {
	covered := map[string]map[string]bool{} // subject -> the literals some condition is true for
	subjects := map[string]*sitter.Node{}
	for e := els; e != nil && extract.Type(e) == "else_clause"; {
		ifs := f.parent(e)
		if ifs == nil || extract.Type(ifs) != "if_statement" {
			return false
		}
		if subj, lits := f.equalsLiterals(extract.Field(ifs, "condition")); subj != nil {
			k := text(subj, f.Src)
			if covered[k] == nil {
				covered[k], subjects[k] = map[string]bool{}, subj
			}
			for _, l := range lits {
				covered[k][l] = true
			}
		}
		e = f.parent(ifs) // an else-if: the if is the statement of an outer else clause
	}
	for k, subj := range subjects {
		if f.schemaCovered(subj, fn, covered[k]) {
			return true
		}
	}
	return false
}

// deadDefault reports whether a switch's default runs for no value the tested schema lets
// through: a case for each, and no case that falls through into the default.
func (f *file) deadDefault(def, fn *sitter.Node) bool {
	body := f.parent(def)
	sw := f.parent(body)
	if body == nil || sw == nil || extract.Type(sw) != "switch_statement" {
		return false
	}
	if sibs, i := f.namedSiblings(def); i > 0 && extract.Type(sibs[i-1]) == "switch_case" && !endsInJump(sibs[i-1]) {
		return false // the case before it runs on into it
	}
	subj := unwrap(extract.Field(sw, "value"))
	if subj == nil {
		return false
	}
	cases := map[string]bool{}
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		c := extract.NamedChild(body, i)
		if extract.Type(c) != "switch_case" {
			continue
		}
		if s, ok := f.constString(extract.Field(c, "value")); ok {
			cases[s] = true
		}
	}
	return f.schemaCovered(subj, fn, cases)
}

// deadExclusion reports whether a condition `!LIST.includes(x)` is false for every value the
// tested schema lets through: LIST is a const array of string literals or consts bound to them
// (the one the enum was built from, `z.enum(LIST)`, or another) that holds each of them.
func (f *file) deadExclusion(cond, fn *sitter.Node) bool {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "unary_expression" || text(extract.Field(cond, "operator"), f.Src) != "!" {
		return false
	}
	call := extract.Field(cond, "argument")
	if l := f.includesList(call); l == nil || extract.Type(l) != "identifier" {
		return false
	}
	list, subj, ok := f.excludedFrom(call)
	if !ok || !isSubject(subj) {
		return false
	}
	lits := map[string]bool{}
	for _, v := range list {
		lits[v] = true
	}
	return f.schemaCovered(subj, fn, lits)
}

// excludedFrom reads `LIST.includes(x)` (what a `!` negates) as the strings LIST holds and x:
// LIST an array of string literals or consts bound to them, written there or a const bound to
// one; false for anything else.
func (f *file) excludedFrom(call *sitter.Node) ([]string, *sitter.Node, bool) {
	list := f.includesList(call)
	if list == nil {
		return nil, nil, false
	}
	args := extract.Field(unwrap(call), "arguments")
	if args == nil || extract.NamedChildCount(args) != 1 {
		return nil, nil, false
	}
	subj := unwrap(argument(args, 0))
	arr := list
	if extract.Type(list) == "identifier" {
		arr = unwrap(f.constValue(list))
	}
	if subj == nil || arr == nil || extract.Type(arr) != "array" {
		return nil, nil, false
	}
	var out []string
	for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
		e := extract.NamedChild(arr, i)
		if extract.Type(e) == "comment" {
			continue
		}
		v, ok := f.constString(e)
		if !ok {
			return nil, nil, false
		}
		out = append(out, v)
	}
	return out, subj, len(out) > 0
}

// includesList returns LIST of a call `LIST.includes(...)`, a name or an array literal; nil
// otherwise.
func (f *file) includesList(call *sitter.Node) *sitter.Node {
	call = unwrap(call)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	fun := unwrap(extract.Field(call, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" || text(extract.Field(fun, "property"), f.Src) != "includes" {
		return nil
	}
	list := unwrap(extract.Field(fun, "object"))
	if list == nil || extract.Type(list) != "identifier" && extract.Type(list) != "array" {
		return nil
	}
	return list
}

// endsInJump reports whether a switch case's last statement leaves it (return, throw, break,
// continue), so that it does not run on into the next.
func endsInJump(c *sitter.Node) bool {
	for i := int(extract.NamedChildCount(c)) - 1; i >= 0; i-- {
		s := extract.NamedChild(c, i)
		switch extract.Type(s) {
		case "comment":
			continue
		case "statement_block":
			return endsInJump(s)
		case "return_statement", "throw_statement", "break_statement", "continue_statement":
			return true
		}
		return false
	}
	return false
}

// equalsLiterals returns the value a condition compares with string literals and the literals
// for which it is true: `x === "a"`, `x == "a"`, `"a" === x`, and `||` of such on one value.
func (f *file) equalsLiterals(cond *sitter.Node) (*sitter.Node, []string) {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return nil, nil
	}
	l, r, op := f.binaryParts(cond)
	switch op {
	case "===", "==":
		l, r = unwrap(l), unwrap(r)
		if s, ok := f.constString(r); ok && isSubject(l) {
			return l, []string{s}
		}
		if s, ok := f.constString(l); ok && isSubject(r) {
			return r, []string{s}
		}
	case "||":
		ls, ll := f.equalsLiterals(l)
		rs, rl := f.equalsLiterals(r)
		if ls != nil && rs != nil && text(ls, f.Src) == text(rs, f.Src) {
			return ls, append(ll, rl...)
		}
	}
	return nil, nil
}

// stringLiteral returns the value of a string literal (a template without substitutions too).
func stringLiteral(n *sitter.Node, src []byte) (string, bool) {
	if n == nil || (extract.Type(n) != "string" && extract.Type(n) != "template_string") {
		return "", false
	}
	return stringValue(n, src)
}

// constString returns the value of a string literal, of a const of the file bound to one
// (`const TEXT = "text" as const`), or of a member of a string enum of the file (`Kind.Text`).
func (f *file) constString(n *sitter.Node) (string, bool) {
	n = unwrap(n)
	if n != nil && extract.Type(n) == "identifier" {
		n = unwrap(f.constValue(n))
	}
	if s, ok := f.enumMemberString(n); ok {
		return s, true // Kind.Books of a string enum (enums.go)
	}
	return stringLiteral(n, f.Src)
}

// isSubject reports whether a tested value is one exhaustedBranch can follow: a name, or a
// member of a name (`input.mode`).
func isSubject(n *sitter.Node) bool {
	if n == nil {
		return false
	}
	if extract.Type(n) == "identifier" {
		return true
	}
	return extract.Type(n) == "member_expression" && unwrap(extract.Field(n, "object")) != nil &&
		extract.Type(unwrap(extract.Field(n, "object"))) == "identifier" && extract.Type(extract.Field(n, "property")) == "property_identifier"
}

// schemaCovered reports whether every value that a zod parse in fn lets through for subj is
// in lits.
func (f *file) schemaCovered(subj, fn *sitter.Node, lits map[string]bool) bool {
	if len(lits) == 0 {
		return false
	}
	member := f.testedMember(subj, fn)
	if member == nil {
		return false
	}
	vals, ok := f.zodLiterals(member, 0)
	if !ok || len(vals) == 0 {
		return false
	}
	for _, v := range vals {
		if !lits[v] {
			return false
		}
	}
	return true
}

// testedMember returns the zod schema member that subj has passed: of a parse in fn, or of the
// input schema the SDK validated fn's parameter against (validated.go); nil when neither.
func (f *file) testedMember(subj, fn *sitter.Node) *sitter.Node {
	if parse, prop := f.parsedMember(subj, fn); parse != nil {
		return f.schemaMember(extract.Field(unwrap(extract.Field(parse, "function")), "object"), prop, 0)
	}
	return f.validatedMember(subj, fn)
}

// parsedMember returns the zod parse call that a tested value is a member of, and the member's
// name: `x` destructured from it by a const declaration of fn (`const { x } = S.parse(a)`,
// `const { mode: x } = ...`), or `v.x` with `const v = S.parse(a)` in fn that fn does not
// assign. It returns nil when fn or the file binds the name otherwise too, or the value is not
// such a member.
func (f *file) parsedMember(subj, fn *sitter.Node) (*sitter.Node, string) {
	body := functionBody(fn)
	if body == nil {
		return nil, ""
	}
	switch extract.Type(subj) {
	case "identifier":
		name := extract.Content(subj, f.Src)
		if _, imported := f.imports[name]; imported || f.shadowed(subj, name) || f.resolve(name, subj) != nil {
			return nil, "" // an import, a parameter or a plain declaration of that name
		}
		var call, decl *sitter.Node
		prop, n := "", 0
		f.walkOwn(body, func(d *sitter.Node) {
			if extract.Type(d) != "variable_declarator" {
				return
			}
			if p, ok := f.patternMember(extract.Field(d, "name"), name); ok {
				n++ // a const binding, which nothing assigns again; a second one may be another
				prop, call, decl = p, f.constParse(d), d
			}
		})
		if n != 1 || call == nil {
			return nil, ""
		}
		// The declaration's block holds the test, after it: the name there is this binding.
		if block := f.parent(f.parent(decl)); block == nil || !isInside(subj, block) || extract.EndByte(decl) > extract.StartByte(subj) {
			return nil, ""
		}
		return call, prop
	case "member_expression":
		obj := unwrap(extract.Field(subj, "object"))
		d := f.resolve(extract.Content(obj, f.Src), obj)
		if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, body) || f.shadowed(obj, extract.Content(obj, f.Src)) {
			return nil, ""
		}
		call := f.constParse(d)
		if call == nil {
			return nil, ""
		}
		prop := text(extract.Field(subj, "property"), f.Src)
		written := f.walkOwnUntil(body, func(a *sitter.Node) bool {
			if extract.Type(a) != "assignment_expression" && extract.Type(a) != "augmented_assignment_expression" {
				return false
			}
			return text(unwrap(extract.Field(a, "left")), f.Src) == text(subj, f.Src)
		})
		if written {
			return nil, ""
		}
		return call, prop
	}
	return nil, ""
}

// patternMember returns the schema member that an object pattern binds to name.
func (f *file) patternMember(pat *sitter.Node, name string) (string, bool) {
	if pat == nil || extract.Type(pat) != "object_pattern" {
		return "", false
	}
	for i := 0; i < int(extract.NamedChildCount(pat)); i++ {
		c := extract.NamedChild(pat, i)
		switch extract.Type(c) {
		case "shorthand_property_identifier_pattern":
			if extract.Content(c, f.Src) == name {
				return name, true
			}
		case "pair_pattern":
			v, k := extract.Field(c, "value"), extract.Field(c, "key")
			if v != nil && extract.Type(v) == "identifier" && extract.Content(v, f.Src) == name && k != nil && extract.Type(k) == "property_identifier" {
				return extract.Content(k, f.Src), true
			}
		}
	}
	return "", false
}

// constParse returns the zod parse call that a const declarator is given (`S.parse(x)`,
// `await S.parseAsync(x)`), or nil.
func (f *file) constParse(d *sitter.Node) *sitter.Node {
	if !f.isConstDecl(d) {
		return nil
	}
	v := unwrap(extract.Field(d, "value"))
	if v == nil || extract.Type(v) != "call_expression" {
		return nil
	}
	fun := unwrap(extract.Field(v, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" || !zodThrowing[text(extract.Field(fun, "property"), f.Src)] {
		return nil
	}
	return v
}

// objectModifiers are the methods of a zod object schema that keep its members' values: a
// refinement only rejects more values (refined.go).
var objectModifiers = map[string]bool{"strict": true, "strip": true, "passthrough": true, "describe": true, "meta": true,
	"refine": true, "superRefine": true}

// schemaMember returns the schema of a member of a zod object schema built in this file
// (`z.object({ mode: z.enum([...]) })`, through a const), or nil.
func (f *file) schemaMember(s *sitter.Node, prop string, depth int) *sitter.Node {
	s = unwrap(s)
	if s == nil || depth > 4 {
		return nil
	}
	switch extract.Type(s) {
	case "identifier":
		if v := f.constValue(s); v != nil {
			return f.schemaMember(v, prop, depth+1)
		}
	case "member_expression":
		// Schema.shape: the members of a z.object, as the raw shape an McpServer takes.
		if text(extract.Field(s, "property"), f.Src) == "shape" {
			return f.schemaMember(extract.Field(s, "object"), prop, depth+1)
		}
	case "object":
		return f.shapeMember(s, prop) // a raw shape (McpServer's inputSchema)
	case "call_expression":
		fun := unwrap(extract.Field(s, "function"))
		if fun == nil || extract.Type(fun) != "member_expression" {
			return nil
		}
		method := text(extract.Field(fun, "property"), f.Src)
		if objectModifiers[method] {
			return f.schemaMember(extract.Field(fun, "object"), prop, depth+1)
		}
		if method == "extend" {
			return f.extendedMember(s, prop, depth) // refined.go
		}
		if method != "object" || !f.isZodNamespace(extract.Field(fun, "object")) {
			return nil
		}
		shape := unwrap(argument(extract.Field(s, "arguments"), 0))
		if shape != nil && extract.Type(shape) == "identifier" {
			shape = unwrap(f.constValue(shape)) // z.object(Shape), const Shape = { ... }
		}
		if shape == nil || extract.Type(shape) != "object" {
			return nil
		}
		return f.shapeMember(shape, prop)
	}
	return nil
}

// shapeMember returns the schema of the member prop of an object of zod schemas, or nil when
// it has none or a member the file cannot see may be prop.
func (f *file) shapeMember(shape *sitter.Node, prop string) *sitter.Node {
	var out *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(shape)); i++ {
		c := extract.NamedChild(shape, i)
		switch extract.Type(c) {
		case "pair":
			k := extract.Field(c, "key")
			key := text(k, f.Src)
			if s, ok := stringLiteral(k, f.Src); ok {
				key = s
			}
			if key == prop {
				out = extract.Field(c, "value")
			}
		case "spread_element", "shorthand_property_identifier", "method_definition":
			return nil // a member the file cannot see may be prop
		}
	}
	return out
}

// isZodNamespace reports whether n names zod's namespace (`z` or `zod` imported from zod).
func (f *file) isZodNamespace(n *sitter.Node) bool {
	n = unwrap(n)
	if n == nil || extract.Type(n) != "identifier" {
		return false
	}
	b, ok := f.imports[extract.Content(n, f.Src)]
	return ok && isZodModule(b.module) && (b.name == "z" || b.name == "*" || b.name == "default")
}

// memberModifiers are the methods of a zod member schema that let through no other value.
var memberModifiers = map[string]bool{"describe": true, "meta": true, "readonly": true}

// zodLiterals returns the string values a zod member schema lets through, when it is an enum
// of string literals, a literal, or a union of them, or a nativeEnum of a string enum of the
// file (enums.go), with modifiers that add none (a default adds its own value).
func (f *file) zodLiterals(s *sitter.Node, depth int) ([]string, bool) {
	s = unwrap(s)
	if s == nil || depth > 6 {
		return nil, false
	}
	if extract.Type(s) == "identifier" {
		if v := f.constValue(s); v != nil {
			return f.zodLiterals(v, depth+1)
		}
		return nil, false
	}
	if extract.Type(s) != "call_expression" {
		return nil, false
	}
	fun := unwrap(extract.Field(s, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" {
		return nil, false
	}
	method, obj := text(extract.Field(fun, "property"), f.Src), extract.Field(fun, "object")
	arg := unwrap(argument(extract.Field(s, "arguments"), 0))
	switch {
	case memberModifiers[method]:
		return f.zodLiterals(obj, depth+1)
	case method == "default":
		d, ok := f.constString(arg)
		if !ok {
			return nil, false
		}
		// `.optional().default(d)`: the default takes the place of undefined, which is all
		// that optional lets through besides the schema's own values.
		if inner := unwrap(obj); inner != nil && extract.Type(inner) == "call_expression" && argument(extract.Field(inner, "arguments"), 0) == nil {
			if fun := unwrap(extract.Field(inner, "function")); fun != nil && extract.Type(fun) == "member_expression" && text(extract.Field(fun, "property"), f.Src) == "optional" {
				obj = extract.Field(fun, "object")
			}
		}
		vals, ok := f.zodLiterals(obj, depth+1)
		return append(vals, d), ok
	case !f.isZodNamespace(obj):
		return nil, false
	case method == "literal":
		if v, ok := f.constString(arg); ok {
			return []string{v}, true
		}
	case method == "nativeEnum":
		members, ok := f.stringEnum(arg) // enums.go
		if !ok {
			return nil, false
		}
		out := make([]string, 0, len(members))
		for _, m := range members {
			out = append(out, m.value)
		}
		return out, true
	case method == "enum", method == "union":
		if arg != nil && extract.Type(arg) == "identifier" {
			arg = unwrap(f.constValue(arg))
		}
		if arg == nil || extract.Type(arg) != "array" {
			return nil, false
		}
		var out []string
		for i := 0; i < int(extract.NamedChildCount(arg)); i++ {
			e := extract.NamedChild(arg, i)
			if extract.Type(e) == "comment" {
				continue
			}
			if method == "enum" {
				v, ok := f.constString(e)
				if !ok {
					return nil, false
				}
				out = append(out, v)
				continue
			}
			vs, ok := f.zodLiterals(e, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, vs...)
		}
		return out, true
	}
	return nil, false
}
