package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A branch for none of a set of values given, after the function's own check that one was:
//
//	if ((input.id !== undefined) === (input.name !== undefined)) throw new ValidationError("exactly one");
//	if (input.id !== undefined) { ... } else if (input.name !== undefined) { ... }
//	else { throw new ValidationError("unreachable"); }                   // dead
//
// The check leaves the function (a throw or a return) unless at least one value of its set is
// defined; the branch runs only where each is undefined (the final else of a chain whose
// conditions are `v !== undefined`, or a statement after ifs `if (v !== undefined) { ...; return }`
// that leave), so it never runs. The checks read: `(a !== undefined) === (b !== undefined)` (or of
// two consts bound to those tests), `a === undefined && b === undefined`, and `n !== 1`, `n === 0`
// or `n < 1` of `[a, b, ...].filter((v) => v !== undefined).length` (or a const bound to it). The
// check must stand before the branch in a block that holds it; each value is a name or a member
// of one that the function neither assigns nor changes. A test `v != null` (nullish) may stand
// for `v !== undefined` in the check, not in the branch's tests: a check of `!== undefined`
// counts a null as given, and a null fails `v != null`.

// noneGivenBranch reports whether stmt runs only when every value of a set is undefined, after
// a check of its function that left unless one was defined.
func (f *file) noneGivenBranch(stmt *sitter.Node) bool {
	fn := f.enclosingFunction(stmt)
	if fn == nil {
		return false
	}
	// The values stmt runs only when nullish: true when undefined. notDefined notes the value
	// of a test `v !== undefined` stmt runs only when false.
	undef := map[string]bool{}
	notDefined := func(cond *sitter.Node) {
		if v, loose := f.definedTest(cond, false); v != nil {
			undef[text(v, f.Src)] = undef[text(v, f.Src)] || !loose
		}
	}
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, fn); child, p = p, f.parent(p) {
		if f.parents.isFunction(p) {
			return false
		}
		switch extract.Type(p) {
		case "else_clause":
			if ifs := f.parent(p); ifs != nil && extract.Type(ifs) == "if_statement" {
				notDefined(extract.Field(ifs, "condition"))
			}
		case "statement_block", "program":
			sibs, i := f.namedSiblings(child)
			for k := 0; k < i; k++ {
				s := sibs[k]
				if extract.Type(s) != "if_statement" || extract.Field(s, "alternative") != nil || !leaves(extract.Field(s, "consequence")) {
					continue
				}
				notDefined(extract.Field(s, "condition"))
			}
		}
	}
	if len(undef) < 2 {
		return false
	}
	child = stmt
	for p := f.parent(stmt); p != nil && !same(p, fn); child, p = p, f.parent(p) {
		if extract.Type(p) != "statement_block" {
			continue
		}
		sibs, i := f.namedSiblings(child)
		for k := 0; k < i; k++ {
			s := sibs[k]
			if extract.Type(s) != "if_statement" || !leaves(extract.Field(s, "consequence")) {
				continue
			}
			set := f.oneOfCheck(extract.Field(s, "condition"), fn)
			if len(set) < 2 {
				continue
			}
			all := true
			for _, g := range set {
				// A check of `!== undefined` counts a null as given: the branch must know undefined.
				strict, known := undef[text(g.v, f.Src)]
				all = all && known && (g.loose || strict) && f.stableValue(g.v, fn)
			}
			if all {
				return true
			}
		}
	}
	return false
}

// given is a value a check counts as given when it is not undefined, or, loose, not nullish.
type given struct {
	v     *sitter.Node
	loose bool
}

// definedTest returns v of a condition `v !== undefined` (`v != undefined`, `v != null`, the
// sides either way; loose for `!=`) when negated is false, or of `v === undefined` (`==`) when
// it is set; nil otherwise.
func (f *file) definedTest(cond *sitter.Node, negated bool) (*sitter.Node, bool) {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return nil, false
	}
	l, r, op := f.binaryParts(cond)
	l, r = unwrap(l), unwrap(r)
	if l == nil || r == nil {
		return nil, false
	}
	if nullishLiteral(l, f.Src) {
		l, r = r, l
	}
	if !nullishLiteral(r, f.Src) || !isSubject(l) {
		return nil, false
	}
	strict := extract.Type(r) != "null"
	switch {
	case !negated && op == "!==" && strict, negated && op == "===" && strict:
		return l, false
	case !negated && op == "!=", negated && op == "==":
		return l, true
	}
	return nil, false
}

// nullishLiteral reports whether n is undefined or the literal null.
func nullishLiteral(n *sitter.Node, src []byte) bool {
	t := extract.Type(n)
	return t == "undefined" || t == "null" || t == "identifier" && extract.Content(n, src) == "undefined"
}

// oneOfCheck returns the values of which a condition holds when none, or more than one, is
// defined (as noneGivenBranch reads it); nil otherwise.
func (f *file) oneOfCheck(cond, fn *sitter.Node) []given {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return nil
	}
	l, r, op := f.binaryParts(cond)
	switch op {
	case "===", "==":
		if a, b := f.definedValue(l, fn), f.definedValue(r, fn); a.v != nil && b.v != nil {
			return []given{a, b} // (a !== undefined) === (b !== undefined)
		}
	case "&&":
		a, b := f.oneOfAll(l), f.oneOfAll(r)
		if a != nil && b != nil {
			return append(a, b...) // a === undefined && b === undefined
		}
	}
	if c, ok := f.numberLiteral(r); ok {
		if op == "!==" && c == 1 || op == "!=" && c == 1 || (op == "===" || op == "==") && c == 0 || op == "<" && c == 1 {
			return f.definedCount(l, fn, 0)
		}
	}
	return nil
}

// oneOfAll returns the values of a conjunction of `v === undefined` tests.
func (f *file) oneOfAll(cond *sitter.Node) []given {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return nil
	}
	if l, r, op := f.binaryParts(cond); op == "&&" {
		a, b := f.oneOfAll(l), f.oneOfAll(r)
		if a == nil || b == nil {
			return nil
		}
		return append(a, b...)
	}
	if v, loose := f.definedTest(cond, true); v != nil {
		return []given{{v, loose}}
	}
	return nil
}

// definedValue returns v of `v !== undefined`, or of a const of fn bound to it; nil otherwise.
func (f *file) definedValue(n, fn *sitter.Node) given {
	n = unwrap(n)
	if n != nil && extract.Type(n) == "identifier" {
		if n = f.fnConstValue(n, fn); n == nil {
			return given{}
		}
	}
	v, loose := f.definedTest(n, false)
	return given{v, loose}
}

// fnConstValue returns the value of the const of fn an identifier names; nil otherwise.
func (f *file) fnConstValue(id, fn *sitter.Node) *sitter.Node {
	d := f.resolve(extract.Content(id, f.Src), id)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) || !same(f.enclosingFunction(d), fn) {
		return nil
	}
	return extract.Field(d, "value")
}

// definedCount returns the elements of `[a, b, ...].filter((v) => v !== undefined).length`, or
// of a const of fn bound to it; nil otherwise.
func (f *file) definedCount(n, fn *sitter.Node, depth int) []given {
	n = unwrap(n)
	if n == nil || depth > 1 {
		return nil
	}
	if extract.Type(n) == "identifier" {
		return f.definedCount(f.fnConstValue(n, fn), fn, depth+1)
	}
	if extract.Type(n) != "member_expression" || text(extract.Field(n, "property"), f.Src) != "length" {
		return nil
	}
	call := unwrap(extract.Field(n, "object"))
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	fun := unwrap(extract.Field(call, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" || text(extract.Field(fun, "property"), f.Src) != "filter" {
		return nil
	}
	args := extract.Field(call, "arguments")
	pred := unwrap(argument(args, 0))
	if pred == nil || extract.NamedChildCount(args) != 1 || extract.Type(pred) != "arrow_function" {
		return nil
	}
	param := firstParam(pred)
	body := unwrap(extract.Field(pred, "body"))
	if param == nil || extract.Type(param) != "identifier" || body == nil {
		return nil
	}
	v, loose := f.definedTest(body, false)
	if v == nil || extract.Type(v) != "identifier" || extract.Content(v, f.Src) != extract.Content(param, f.Src) {
		return nil
	}
	arr := unwrap(extract.Field(fun, "object"))
	if arr == nil || extract.Type(arr) != "array" {
		return nil
	}
	var out []given
	for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
		e := extract.NamedChild(arr, i)
		if extract.Type(e) == "comment" {
			continue
		}
		if e = unwrap(e); !isSubject(e) {
			return nil
		}
		out = append(out, given{e, loose})
	}
	return out
}

// stableValue reports whether fn neither assigns the name a value is rooted at nor changes what
// it holds.
func (f *file) stableValue(v, fn *sitter.Node) bool {
	name := rootName(v, f.Src)
	return name != "" && !f.mayAssign(fn, name) && !f.mayMutate(fn, name)
}
