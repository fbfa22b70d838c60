package typescript

import (
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Comparisons that the input schema decides. The SDK (McpServer, or punkpeye fastmcp's addTool)
// validates a call's arguments against the tool's schema before the callback runs and passes the
// parsed value (validated.go), so a test of it that every value the schema lets through fails
// never runs its branch:
//
//	server.addTool({ name: "cut",
//		parameters: z.object({ start: z.number().int().min(1), end: z.number().int().min(1) })
//			.refine((d) => d.end > d.start, { message: "end must follow start" }),
//		execute: async (args) => {
//			if (args.end <= args.start) throw new UserError("bad range"); // dead: the refinement
//			if (args.start < 1) throw new UserError("start from 1");      // dead: .min(1)
//
// What the schema says:
//   - of a member, the numbers it holds (z.number() with .min, .max, .gt, .gte, .lt, .lte,
//     .positive, .negative, .nonnegative, .nonpositive, .int; z.int()) or the lengths of the
//     strings and arrays it holds (z.string(), z.array() with .min, .max, .length, .nonempty),
//     when nothing else wraps the member (optional, nullable, default, transform, ... say nothing);
//   - of the whole object, the comparisons of a `.refine(d => d.a OP d.b)` (or `d.a OP 3`, or an
//     `&&` of them) that wraps it last: only describe, meta and readonly may follow it (a
//     transform, an extend or a pick would change what it held for).
//
// A test reads `v OP n` and `n OP v` with v a member of the validated parameter (or its
// `.length`) and n a number, `v1 OP v2` of two members the refinement compares, `!` of such a
// test, and `||` and `&&` of them; a test the schema decides for some values only, or a member
// that the callback may assign, decides nothing (validatedProp). The same ranges go with a call
// that hands a member to a helper (rangeShapes): the helper's throw under `p < 1` drops when no
// call in the root may pass a value below 1 (extract/numrange.go).

// schemaRulesOut reports whether the statement child, the consequence of the if statement ifs
// or its else clause, runs for no value the input schema of fn lets through.
func (f *file) schemaRulesOut(ifs, child, fn *sitter.Node) bool {
	if ifs == nil || extract.Type(ifs) != "if_statement" {
		return false
	}
	holds, known := f.schemaDecides(extract.Field(ifs, "condition"), fn, 0)
	if !known {
		return false
	}
	if c := extract.Field(ifs, "consequence"); c != nil && same(c, child) {
		return !holds
	}
	if a := extract.Field(ifs, "alternative"); a != nil && same(a, child) {
		return holds
	}
	return false
}

// schemaDecides returns whether a condition holds for every value the input schema of fn lets
// through (true, true), for none (false, true), or either (false, false).
func (f *file) schemaDecides(cond, fn *sitter.Node, depth int) (holds, known bool) {
	cond = unwrap(cond)
	if cond == nil || depth > 8 {
		return false, false
	}
	switch extract.Type(cond) {
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) != "!" {
			return false, false
		}
		h, k := f.schemaDecides(extract.Field(cond, "argument"), fn, depth+1)
		return !h && k, k
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "||":
			lh, lk := f.schemaDecides(l, fn, depth+1)
			rh, rk := f.schemaDecides(r, fn, depth+1)
			if lk && lh || rk && rh {
				return true, true
			}
			return false, lk && rk
		case "&&":
			lh, lk := f.schemaDecides(l, fn, depth+1)
			rh, rk := f.schemaDecides(r, fn, depth+1)
			if lk && !lh || rk && !rh {
				return false, true
			}
			return true, lk && rk
		case "<", "<=", ">", ">=", "===", "==", "!==", "!=":
			return f.comparisonDecided(l, op, r, fn)
		}
	}
	return false, false
}

// operand is one side of a comparison: a member of the validated parameter (its length when
// length is set), or a number.
type operand struct {
	schema *sitter.Node
	prop   string
	length bool
	num    float64
	isNum  bool
}

// comparisonOperand reads a side of a comparison in fn.
func (f *file) comparisonOperand(n, fn *sitter.Node) (operand, bool) {
	n = unwrap(n)
	if n == nil {
		return operand{}, false
	}
	if v, ok := f.numberLiteral(n); ok {
		return operand{num: v, isNum: true}, true
	}
	length := false
	if extract.Type(n) == "member_expression" && text(extract.Field(n, "property"), f.Src) == "length" {
		length, n = true, unwrap(extract.Field(n, "object"))
	}
	if !isSubject(n) {
		return operand{}, false
	}
	schema, prop := f.validatedProp(n, fn)
	if schema == nil {
		return operand{}, false
	}
	if f.mayMutate(fn, rootName(n, f.Src)) {
		return operand{}, false // `delete args.from`, `items.push(x)`, Object.assign(args, ...)
	}
	return operand{schema: schema, prop: prop, length: length}, true
}

// numberLiteral returns the value of a number literal, or of its negation, or of a const of the
// file bound to one (`const CAP = 50`).
func (f *file) numberLiteral(n *sitter.Node) (float64, bool) {
	n = unwrap(n)
	if n == nil {
		return 0, false
	}
	if extract.Type(n) == "identifier" {
		if v := unwrap(f.constValue(n)); v != nil && extract.Type(v) != "identifier" {
			return f.numberLiteral(v) // one step: a const of a const is not followed
		}
		return 0, false
	}
	neg := false
	if extract.Type(n) == "unary_expression" && text(extract.Field(n, "operator"), f.Src) == "-" {
		neg, n = true, unwrap(extract.Field(n, "argument"))
	}
	if n == nil || extract.Type(n) != "number" {
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(extract.Content(n, f.Src), "_", ""), 64)
	if err != nil {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

// comparisonDecided decides `l op r` from the schema, as schemaDecides.
func (f *file) comparisonDecided(l *sitter.Node, op string, r *sitter.Node, fn *sitter.Node) (bool, bool) {
	a, ok := f.comparisonOperand(l, fn)
	if !ok {
		return false, false
	}
	b, ok := f.comparisonOperand(r, fn)
	if !ok {
		return false, false
	}
	if a.isNum && b.isNum {
		return false, false
	}
	if a.isNum {
		a, b, op = b, a, flipped[op]
	}
	if b.isNum {
		rg, ok := f.memberRange(a.schema, a.prop, a.length)
		if !ok {
			return false, false
		}
		return rg.Decides(op, b.num)
	}
	if a.length || b.length || !same(a.schema, b.schema) {
		return false, false
	}
	rels, _ := f.refinements(a.schema)
	for _, rel := range rels {
		switch {
		case rel.a == a.prop && rel.b == b.prop:
			if h, k := relationDecides(rel.op, op); k {
				return h, k
			}
		case rel.a == b.prop && rel.b == a.prop:
			if h, k := relationDecides(rel.op, flipped[op]); k {
				return h, k
			}
		}
	}
	return false, false
}

// relationDecides returns whether `a op b` holds (true, true) or fails (false, true) for every
// pair of values for which `a fact b` holds. A comparison of two values converts them alike
// both ways (`a > b` and `a <= b` read the same IsLessThan(b, a)), so this holds for any values
// JSON gives, not numbers only.
func relationDecides(fact, op string) (bool, bool) {
	yes := map[string]string{ // what fact makes true, then what it makes false
		">":   ">,>=,!==,!=|<,<=,===,==",
		"<":   "<,<=,!==,!=|>,>=,===,==",
		">=":  ">=|<",
		"<=":  "<=|>",
		"===": "===,==,<=,>=|!==,!=,<,>",
		"!==": "!==|===",
		"==":  "==|!=",
		"!=":  "!=,!==|==,===",
	}[fact]
	t, fl, _ := strings.Cut(yes, "|")
	for _, o := range strings.Split(t, ",") {
		if o == op {
			return true, true
		}
	}
	for _, o := range strings.Split(fl, ",") {
		if o == op {
			return false, true
		}
	}
	return false, false
}

// relation is a comparison `a op b` of two members that a refinement guarantees.
type relation struct{ a, op, b string }

// refinements returns what the refinements that wrap an object schema last guarantee: the
// comparisons of two members, and the bounds of members compared with numbers.
func (f *file) refinements(schema *sitter.Node) ([]relation, map[string]extract.NumRange) {
	var rels []relation
	bounds := map[string]extract.NumRange{}
	s := schema
	for depth := 0; depth < 8; depth++ {
		s = unwrap(s)
		if s == nil {
			break
		}
		if extract.Type(s) == "identifier" {
			s = f.constValue(s)
			continue
		}
		if extract.Type(s) != "call_expression" {
			break
		}
		fun := unwrap(extract.Field(s, "function"))
		if fun == nil || extract.Type(fun) != "member_expression" {
			break
		}
		switch text(extract.Field(fun, "property"), f.Src) {
		case "describe", "meta", "readonly":
		case "refine":
			f.refinedComparisons(argument(extract.Field(s, "arguments"), 0), &rels, bounds)
		default:
			return rels, bounds
		}
		s = extract.Field(fun, "object")
	}
	return rels, bounds
}

// refinedComparisons adds what a refinement's predicate guarantees when it returns true: an
// arrow function of one parameter whose body (or only return) is a comparison of two members of
// it, or of one and a number, or an `&&` of them. Anything else adds nothing.
func (f *file) refinedComparisons(pred *sitter.Node, rels *[]relation, bounds map[string]extract.NumRange) {
	pred = unwrap(pred)
	if pred == nil || extract.Type(pred) != "arrow_function" {
		return
	}
	param := firstParam(pred)
	if param == nil {
		return
	}
	if ps := extract.Field(pred, "parameters"); ps != nil && extract.NamedChildCount(ps) != 1 {
		return
	}
	body := extract.Field(pred, "body")
	if body != nil && extract.Type(body) == "statement_block" {
		var stmts []*sitter.Node
		for i := 0; i < int(extract.NamedChildCount(body)); i++ {
			if c := extract.NamedChild(body, i); extract.Type(c) != "comment" {
				stmts = append(stmts, c)
			}
		}
		if len(stmts) != 1 || extract.Type(stmts[0]) != "return_statement" || extract.NamedChildCount(stmts[0]) != 1 {
			return
		}
		body = extract.NamedChild(stmts[0], 0)
	}
	member := func(n *sitter.Node) (string, bool) {
		n = unwrap(n)
		switch {
		case n == nil:
		case extract.Type(param) == "identifier" && extract.Type(n) == "member_expression":
			obj, prop := unwrap(extract.Field(n, "object")), extract.Field(n, "property")
			if obj != nil && extract.Type(obj) == "identifier" && extract.Content(obj, f.Src) == extract.Content(param, f.Src) &&
				prop != nil && extract.Type(prop) == "property_identifier" {
				return extract.Content(prop, f.Src), true
			}
		case extract.Type(param) == "object_pattern" && extract.Type(n) == "identifier":
			return f.patternMember(param, extract.Content(n, f.Src))
		}
		return "", false
	}
	var walk func(n *sitter.Node, depth int)
	walk = func(n *sitter.Node, depth int) {
		n = unwrap(n)
		if n == nil || depth > 8 || extract.Type(n) != "binary_expression" {
			return
		}
		l, r, op := f.binaryParts(n)
		if op == "&&" {
			walk(l, depth+1)
			walk(r, depth+1)
			return
		}
		if flipped[op] == "" {
			return
		}
		a, aok := member(l)
		b, bok := member(r)
		switch {
		case aok && bok:
			*rels = append(*rels, relation{a, op, b})
		case aok:
			if c, ok := f.numberLiteral(r); ok {
				bounds[a] = bounds[a].Meet(boundOf(op, c))
			}
		case bok:
			if c, ok := f.numberLiteral(l); ok {
				bounds[b] = bounds[b].Meet(boundOf(flipped[op], c))
			}
		}
	}
	walk(body, 0)
}

// boundOf returns the range of the values x for which `x op c` holds; none for an operator
// that gives no interval.
func boundOf(op string, c float64) extract.NumRange {
	var r extract.NumRange
	switch op {
	case ">":
		return r.AtLeast(c, true)
	case ">=":
		return r.AtLeast(c, false)
	case "<":
		return r.AtMost(c, true)
	case "<=":
		return r.AtMost(c, false)
	case "===":
		return r.AtLeast(c, false).AtMost(c, false)
	}
	return r
}

// memberRange returns the numbers a member prop of a validated schema holds (the lengths of the
// strings or arrays it holds when length is set): what its own schema says, with what the
// refinements of the whole say of it.
func (f *file) memberRange(schema *sitter.Node, prop string, length bool) (extract.NumRange, bool) {
	var r extract.NumRange
	if m := f.schemaMember(schema, prop, 0); m != nil {
		if mr, isLength, ok := f.zodRange(m); ok && isLength == length {
			r = mr
		}
	}
	if !length {
		if _, bounds := f.refinements(schema); bounds[prop].Known() {
			r = r.Meet(bounds[prop])
		}
	}
	return r, r.Known()
}

// rangeChecks are the zod checks memberRange reads, and those it keeps through (they reject
// values, never change one).
var rangeChecks = map[string]bool{"min": true, "max": true, "gt": true, "gte": true, "lt": true, "lte": true,
	"positive": true, "negative": true, "nonnegative": true, "nonpositive": true, "int": true, "nonempty": true,
	"length": true, "describe": true, "meta": true, "readonly": true, "finite": true, "safe": true,
	"multipleOf": true, "step": true, "email": true, "url": true, "uuid": true, "cuid": true, "regex": true,
	"startsWith": true, "endsWith": true, "includes": true, "datetime": true}

// zodRange returns what a zod member schema says of the numbers it lets through (length false)
// or of the lengths of the strings or arrays it lets through (length true); false when it is
// none of those or something wraps it that may let another value through.
func (f *file) zodRange(s *sitter.Node) (r extract.NumRange, length, ok bool) {
	return f.zodRangeKeyed(s, nil)
}

// constBounds are the bounds of a zod member that consts of other modules give (.max(CAP) with
// CAP imported): the keys of their numbers (constKeys), for extract.ArgShape.
type constBounds struct{ atMost, atLeast []string }

// zodRangeKeyed is zodRange that, when keyed is not nil, reads a .min/.gte (.max/.lte) whose
// bound is a const imported from a module of the root into keyed rather than giving up.
func (f *file) zodRangeKeyed(s *sitter.Node, keyed *constBounds) (r extract.NumRange, length, ok bool) {
	type check struct {
		method string
		arg    *sitter.Node
	}
	var checks []check
chain:
	for depth := 0; ; depth++ {
		s = unwrap(s)
		if s == nil || depth > 16 {
			return r, false, false
		}
		if extract.Type(s) == "identifier" {
			s = f.constValue(s)
			continue
		}
		if extract.Type(s) != "call_expression" {
			return r, false, false
		}
		fun := unwrap(extract.Field(s, "function"))
		if fun == nil || extract.Type(fun) != "member_expression" {
			return r, false, false
		}
		method, obj := text(extract.Field(fun, "property"), f.Src), extract.Field(fun, "object")
		if f.isZodNamespace(obj) {
			switch method {
			case "number":
			case "int":
				r.Bits |= extract.RangeInt
			case "string", "array":
				length = true
			default:
				return r, false, false
			}
			break chain
		}
		if !rangeChecks[method] {
			return r, false, false
		}
		checks = append(checks, check{method, argument(extract.Field(s, "arguments"), 0)})
		s = obj
	}
	for _, c := range checks {
		n, hasN := f.numberLiteral(c.arg)
		switch c.method {
		case "min", "gte":
			if !hasN {
				if ks := f.constKeys(c.arg); keyed != nil && len(ks) > 0 && keyed.atLeast == nil {
					keyed.atLeast = ks
					continue
				}
				return r, false, false
			}
			r = r.AtLeast(n, false)
		case "max", "lte":
			if !hasN {
				if ks := f.constKeys(c.arg); keyed != nil && len(ks) > 0 && keyed.atMost == nil {
					keyed.atMost = ks
					continue
				}
				return r, false, false
			}
			r = r.AtMost(n, false)
		case "length":
			if !hasN || !length {
				return r, false, false
			}
			r = r.AtLeast(n, false).AtMost(n, false)
		case "nonempty":
			if !length {
				return r, false, false
			}
			r = r.AtLeast(1, false)
		case "gt", "lt", "positive", "negative", "nonnegative", "nonpositive", "int":
			if length {
				return r, false, false // no such check of a string or an array
			}
			switch c.method {
			case "gt":
				if !hasN {
					return r, false, false
				}
				r = r.AtLeast(n, true)
			case "lt":
				if !hasN {
					return r, false, false
				}
				r = r.AtMost(n, true)
			case "positive":
				r = r.AtLeast(0, true)
			case "negative":
				r = r.AtMost(0, true)
			case "nonnegative":
				r = r.AtLeast(0, false)
			case "nonpositive":
				r = r.AtMost(0, false)
			case "int":
				r.Bits |= extract.RangeInt
			}
		}
	}
	if length {
		r = r.AtLeast(0, false)
		r.Bits |= extract.RangeInt
	}
	return r, length, true
}

// extendedMember returns the schema of member prop of `base.extend({...})`: the extension's,
// or the base's when the extension has none; nil when a member it cannot see may be prop.
func (f *file) extendedMember(call *sitter.Node, prop string, depth int) *sitter.Node {
	ext := unwrap(argument(extract.Field(call, "arguments"), 0))
	if ext != nil && extract.Type(ext) == "identifier" {
		ext = unwrap(f.constValue(ext))
	}
	if ext == nil || extract.Type(ext) != "object" {
		return nil
	}
	for i := 0; i < int(extract.NamedChildCount(ext)); i++ {
		switch extract.Type(extract.NamedChild(ext, i)) {
		case "spread_element", "shorthand_property_identifier", "method_definition":
			return nil
		}
	}
	if m := f.shapeMember(ext, prop); m != nil {
		return m
	}
	return f.schemaMember(extract.Field(unwrap(extract.Field(call, "function")), "object"), prop, depth+1)
}

// rangeShapes returns the ranges the schema member a call's argument param was validated
// against says of it (at path) and of its length (path + ".length"), with ArgTruthy where no
// value it lets through is falsy (a number range without 0, a string of some length).
func (f *file) rangeShapes(member *sitter.Node, param int, path string) []extract.ArgShape {
	var keyed constBounds
	r, length, ok := f.zodRangeKeyed(member, &keyed)
	if !ok || !r.Known() && keyed.atMost == nil && keyed.atLeast == nil {
		return nil
	}
	out := []extract.ArgShape{{Param: param, Path: rangePath(path, length), Range: r, AtMostKeys: keyed.atMost, AtLeastKeys: keyed.atLeast}}
	// A number range without 0; a string or an array that is never empty (an array always is).
	// An unknown range (consts' bounds alone) decides neither.
	nonZero := "!=="
	if length {
		nonZero = ">"
	}
	if h, k := r.Decides(nonZero, 0); k && h {
		out = append(out, extract.ArgShape{Param: param, Path: path, Facts: extract.ArgTruthy})
		if length {
			// and so is its length (`!p.length`; filledliterals.go)
			out = append(out, extract.ArgShape{Param: param, Path: path + ".length", Facts: extract.ArgTruthy})
		}
	}
	return out
}

// rangePath returns the path of the numbers a range shape bounds: the value's, or its length's.
func rangePath(path string, length bool) string {
	if length {
		return path + ".length"
	}
	return path
}
