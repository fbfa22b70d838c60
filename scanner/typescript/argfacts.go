package typescript

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// What callers establish of a helper's arguments (extract/argfacts.go), for protocolerror: a
// throw that tests a parameter (`if (!Array.isArray(urls)) throw ...`, `if (!collection) throw
// ...`) runs only if the argument fails the test, and a caller that already tested the same
// expression and left when it failed (`if (!urls || !Array.isArray(urls) || urls.length === 0)
// throw ...; validateUrls(urls)`), or that passes a value that cannot fail it, never makes it
// run. Each call records what it knows of its arguments (argFacts); each pending protocolerror
// in a helper records the tests under which its throw runs (runsIf); the root's index drops the
// finding when every call of the helper fails them all. What a call knows of an argument:
//
//   - its value: `new X()`, an object, array, function or non-empty string literal, a literal
//     `||` fallback, and the result of a call of a library method that is not awaited and is
//     no lookup (`db.collection(name)`; not `map.get(k)`, `rows.find(...)`, `JSON.parse(s)`,
//     nor a function of the root, which may return anything);
//   - of a variable, the value of the last assignment before the call on every path: a
//     declaration or plain assignment earlier in the same block or an enclosing one, or one
//     in the block of an `if` whose condition holds wherever the call runs (the call is in a
//     `case "count":` of `switch (op)` and the condition is `OPS.includes(op)` of a const
//     array literal that holds "count");
//   - the tests on the same expression that dominate the call: an earlier `if` in the same
//     block or an enclosing one that exits (throw, return, break, continue, process.exit) when
//     it holds, the condition of an enclosing `if` (or its else), and the left side of `&&`
//     or `||` that the call sits on the right of; a write of the expression in between undoes
//     them.

// argFacts returns what a call's arguments are known to be where it runs, by position; nil
// when nothing is known of any.
func (f *file) argFacts(call *sitter.Node) []extract.ArgFact {
	args := extract.Field(call, "arguments")
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	var out []extract.ArgFact
	known := false
	for j, n := 0, int(extract.NamedChildCount(args)); j < n && len(out) < 8; j++ {
		a := extract.NamedChild(args, j)
		if extract.Type(a) == "comment" {
			continue
		}
		if extract.Type(a) == "spread_element" {
			break // after a spread, positions are unknown
		}
		facts := f.exprFacts(a, call, 0)
		known = known || facts != 0
		out = append(out, facts)
	}
	if !known {
		return nil
	}
	return out
}

// maybeEmptyMethods are library methods (and prefixes of them) whose result may be null,
// undefined, false, 0 or "": a lookup, a parse, a number.
var maybeEmptyMethods = []string{"get", "find", "match", "exec", "pop", "shift", "at", "indexOf", "lastIndexOf",
	"search", "query", "lookup", "parse", "read", "load", "fetch", "try", "test", "has", "includes", "some", "every",
	"charAt", "charCodeAt", "codePointAt", "localeCompare", "max", "min", "round", "floor", "ceil", "abs", "trunc",
	"random", "valueOf", "size", "count", "length", "next", "item", "select", "resolveOptional", "env"}

// arrayMethods return an array whatever they are given (on an array or a string).
var arrayMethods = map[string]bool{"map": true, "filter": true, "slice": true, "concat": true, "split": true,
	"flat": true, "flatMap": true, "keys": false}

// stringMethods return a string.
var stringMethods = map[string]bool{"toString": true, "trim": true, "join": true, "toLowerCase": true,
	"toUpperCase": true, "replace": true, "replaceAll": true, "padStart": true, "padEnd": true}

// exprFacts returns what an expression is known to be at a node (the call that passes it).
func (f *file) exprFacts(n, at *sitter.Node, depth int) extract.ArgFact {
	if n == nil || depth > 4 {
		return 0
	}
	n = unwrapTypes(n) // not past await: nothing is known of what an await gives
	const obj = extract.ArgNonNull | extract.ArgTruthy
	switch extract.Type(n) {
	case "new_expression":
		if isErrorClass(text(extract.Field(n, "constructor"), f.Src)) {
			return obj | extract.ArgError
		}
		return obj
	case "object", "arrow_function", "function_expression", "function", "class", "this", "regex":
		return obj
	case "array":
		facts := obj | extract.ArgArray
		if filledArray(n) { // filledliterals.go
			facts |= extract.ArgNonEmpty
		}
		return facts
	case "string", "template_string":
		facts := extract.ArgNonNull | extract.ArgString
		if s, ok := stringValue(n, f.Src); ok && s == "" {
			return facts
		}
		if extract.Type(n) == "template_string" && !hasChildType(n, "string_fragment") {
			return facts // `${x}` may be ""
		}
		return facts | extract.ArgTruthy | extract.ArgNonEmpty
	case "number":
		if v := extract.Content(n, f.Src); strings.Trim(v, "0._xXbBoOn") == "" {
			return extract.ArgNonNull
		}
		return obj
	case "true":
		return obj
	case "false":
		return extract.ArgNonNull
	case "binary_expression":
		l, r, op := f.binaryParts(n)
		switch op {
		case "||":
			return (f.exprFacts(l, at, depth+1) | obj) & f.exprFacts(r, at, depth+1)
		case "??":
			return (f.exprFacts(l, at, depth+1) | extract.ArgNonNull) & f.exprFacts(r, at, depth+1)
		case "+":
			if isStringy(l) || isStringy(r) {
				return extract.ArgNonNull | extract.ArgString
			}
		}
		return 0
	case "ternary_expression":
		return f.exprFacts(extract.Field(n, "consequence"), at, depth+1) & f.exprFacts(extract.Field(n, "alternative"), at, depth+1)
	case "call_expression":
		return f.callResultFacts(n)
	case "identifier", "member_expression":
		if extract.Type(n) == "identifier" && f.caughtError(n) {
			return obj | extract.ArgError // a caught value that can only be an Error (nonerror.go)
		}
		return f.varFacts(n, at, depth)
	}
	return 0
}

// isStringy reports whether an operand of + is a string literal.
func isStringy(n *sitter.Node) bool {
	n = unwrap(n)
	return n != nil && (extract.Type(n) == "string" || extract.Type(n) == "template_string")
}

// callResultFacts returns what the value of a call that is not awaited is known to be: String()
// and string methods give strings, array methods arrays, Array.from/of arrays; any other
// library method that is no lookup (maybeEmptyMethods) an object. A function of the root, or a
// bare library function, may return anything.
func (f *file) callResultFacts(call *sitter.Node) extract.ArgFact {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil {
		return 0
	}
	name := text(callee, f.Src)
	switch name {
	case "String":
		return extract.ArgNonNull | extract.ArgString
	case "Array.from", "Array.of":
		return extract.ArgNonNull | extract.ArgTruthy | extract.ArgArray
	}
	if extract.Type(callee) != "member_expression" {
		return 0
	}
	method := text(extract.Field(callee, "property"), f.Src)
	switch {
	case stringMethods[method]:
		return extract.ArgNonNull | extract.ArgString
	case arrayMethods[method]:
		return extract.ArgNonNull | extract.ArgTruthy | extract.ArgArray
	}
	if ks := f.edgeKeys(callee); len(ks) > 0 && strings.Contains(ks[0], "#") {
		return 0 // a function of the root: what it returns is its own affair
	}
	switch text(extract.Field(callee, "object"), f.Src) {
	case "Math", "Number", "JSON", "process.env", "Object", "Reflect", "Promise":
		return 0
	}
	lower := strings.ToLower(method)
	for _, p := range maybeEmptyMethods {
		if strings.HasPrefix(lower, strings.ToLower(p)) {
			return 0
		}
	}
	return extract.ArgNonNull | extract.ArgTruthy
}

// exits reports whether a statement always leaves the block it is in: a throw, a return, a
// break or continue, process.exit, or a block whose last statement does.
func (f *file) exits(st *sitter.Node) bool {
	if st == nil {
		return false
	}
	switch extract.Type(st) {
	case "return_statement", "break_statement", "continue_statement":
		return true
	case "statement_block":
		for i := int(extract.NamedChildCount(st)) - 1; i >= 0; i-- {
			if c := extract.NamedChild(st, i); extract.Type(c) != "comment" {
				return f.exits(c)
			}
		}
		return false
	}
	return f.stops(st)
}

// varFacts returns what the expression n (an identifier or a member expression, matched by its
// text) is known to be at at, within at's function, in one walk back from at: the tests that
// dominate at, and, of a variable, the last value given to it (assignedAt); a write of the
// expression ends the walk, for the tests before it say nothing of the value passed.
func (f *file) varFacts(n, at *sitter.Node, depth int) extract.ArgFact {
	want := extract.Content(n, f.Src)
	variable := extract.Type(n) == "identifier"
	var facts extract.ArgFact
	child := at
	for p := f.parent(at); p != nil && !f.parents.isFunction(child); child, p = p, f.parent(p) {
		switch extract.Type(p) {
		case "statement_block", "program", "switch_case", "switch_default":
			sibs, i := f.namedSiblings(child)
			for j := i - 1; j >= 0; j-- {
				s := sibs[j]
				if f.writes(s, want) {
					if variable {
						facts |= f.assignedAt(s, want, at, depth)
					}
					return facts
				}
				if extract.Type(s) == "if_statement" && extract.Field(s, "alternative") == nil && f.exits(extract.Field(s, "consequence")) {
					facts |= f.factsWhen(extract.Field(s, "condition"), want, false)
				}
			}
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
				facts |= f.factsWhen(extract.Field(p, "condition"), want, true)
			} else if a := extract.Field(p, "alternative"); a != nil && same(a, child) {
				facts |= f.factsWhen(extract.Field(p, "condition"), want, false)
			}
		case "binary_expression":
			if l, r, op := f.binaryParts(p); r != nil && same(r, child) {
				switch op {
				case "&&":
					facts |= f.factsWhen(l, want, true)
				case "||":
					facts |= f.factsWhen(l, want, false)
				}
			}
		case "ternary_expression":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
				facts |= f.factsWhen(extract.Field(p, "condition"), want, true)
			} else if a := extract.Field(p, "alternative"); a != nil && same(a, child) {
				facts |= f.factsWhen(extract.Field(p, "condition"), want, false)
			}
		}
	}
	if variable && f.parents.isFunction(child) {
		// A module-level const the function reads.
		if v := f.constValue(n); v != nil && f.scopeOf(f.resolve(want, n)) == nil { // constValue resolved it
			facts |= f.exprFacts(v, n, depth+1)
		}
	}
	return facts
}

// factsWhen returns what a condition, when it is truth, establishes of the expression whose
// text is want.
func (f *file) factsWhen(cond *sitter.Node, want string, truth bool) extract.ArgFact {
	cond = unwrap(cond)
	if cond == nil {
		return 0
	}
	const obj = extract.ArgNonNull | extract.ArgTruthy
	switch extract.Type(cond) {
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) == "!" {
			return f.factsWhen(extract.Field(cond, "argument"), want, !truth)
		}
		return 0
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "||", "&&":
			a, b := f.factsWhen(l, want, truth), f.factsWhen(r, want, truth)
			if (op == "||") == truth {
				return a & b // either side may be the one that holds
			}
			return a | b // both hold
		}
		if t, ok := f.paramTest(cond, func(n *sitter.Node) bool { return text(n, f.Src) == want }, true); ok && !truth {
			return t // the test fails: the value has the fact it tests for lacking
		}
		if t, ok := f.positiveTest(cond, want); ok && truth {
			return t
		}
		return 0
	case "call_expression":
		// Array.isArray(x)
		if text(extract.Field(cond, "function"), f.Src) == "Array.isArray" && truth &&
			text(argument(extract.Field(cond, "arguments"), 0), f.Src) == want {
			return obj | extract.ArgArray
		}
		return 0
	case "member_expression":
		// x.length
		if truth && text(extract.Field(cond, "property"), f.Src) == "length" && text(extract.Field(cond, "object"), f.Src) == want {
			return obj | extract.ArgNonEmpty
		}
	}
	if truth && text(cond, f.Src) == want {
		return obj
	}
	return 0
}

// positiveTest reads a comparison that holds when the expression has a fact: `x.length > 0`,
// `x.length >= 1`, `x.length !== 0`, `x != null`, `typeof x === "string"`.
func (f *file) positiveTest(cond *sitter.Node, want string) (extract.ArgFact, bool) {
	l, r, op := f.binaryParts(cond)
	lt, rt := unwrap(l), unwrap(r)
	if lt == nil || rt == nil {
		return 0, false
	}
	if f.isLength(lt, func(n *sitter.Node) bool { return text(n, f.Src) == want }) {
		v := text(rt, f.Src)
		if (op == ">" && v == "0") || (op == ">=" && v == "1") || ((op == "!==" || op == "!=") && v == "0") {
			return extract.ArgNonNull | extract.ArgTruthy | extract.ArgNonEmpty, true
		}
	}
	if op == "!=" && f.isUndefined(rt, true) && text(lt, f.Src) == want {
		return extract.ArgNonNull, true
	}
	if (op == "===" || op == "==") && f.isTypeof(lt, func(n *sitter.Node) bool { return text(n, f.Src) == want }) {
		if s, ok := stringValue(rt, f.Src); ok && s == "string" {
			return extract.ArgNonNull | extract.ArgString, true
		}
	}
	return 0, false
}

// isLength reports whether n is `x.length` of an x that is.
func (f *file) isLength(n *sitter.Node, is func(*sitter.Node) bool) bool {
	return extract.Type(n) == "member_expression" && text(extract.Field(n, "property"), f.Src) == "length" &&
		is(unwrap(extract.Field(n, "object")))
}

// isTypeof reports whether n is `typeof x` of an x that is.
func (f *file) isTypeof(n *sitter.Node, is func(*sitter.Node) bool) bool {
	return extract.Type(n) == "unary_expression" && text(extract.Field(n, "operator"), f.Src) == "typeof" &&
		is(unwrap(extract.Field(n, "argument")))
}

// paramTest reads a comparison that holds when an expression lacks a fact: `x.length === 0`
// (and `== 0`, `< 1`, `<= 0`) lacks ArgNonEmpty, `x == null` (and `=== null`, `=== undefined`)
// ArgNonNull, `typeof x !== "string"` ArgString. is says whether an operand is the expression.
// For a caller's guard (loose), only `== null` and `== undefined` say the value is neither: a
// strict comparison that fails leaves the other.
func (f *file) paramTest(cond *sitter.Node, is func(*sitter.Node) bool, loose bool) (extract.ArgFact, bool) {
	l, r, op := f.binaryParts(cond)
	lt, rt := unwrap(l), unwrap(r)
	if lt == nil || rt == nil {
		return 0, false
	}
	if f.isLength(lt, is) {
		v := text(rt, f.Src)
		if ((op == "===" || op == "==" || op == "<=") && v == "0") || (op == "<" && v == "1") {
			return extract.ArgNonEmpty, true
		}
	}
	if (op == "==" || op == "===" && !loose) && f.isUndefined(rt, true) && is(lt) {
		return extract.ArgNonNull, true
	}
	if (op == "!==" || op == "!=") && f.isTypeof(lt, is) {
		if s, ok := stringValue(rt, f.Src); ok && s == "string" {
			return extract.ArgString, true
		}
	}
	return 0, false
}

// writes reports whether a statement may write the expression whose text is want: an
// assignment, update or destructuring of it (for a member expression, of its text).
func (f *file) writes(st *sitter.Node, want string) bool {
	base := want
	if i := strings.IndexAny(want, ".?["); i > 0 {
		base = want[:i] // a write of the object replaces the member too
	}
	b := f.Src[extract.StartByte(st):extract.EndByte(st)]
	if !mayWriteText(b, base, -1) && (want == base || !mayWriteText(b, want, -1)) {
		return false
	}
	found := false
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if found {
			return
		}
		switch extract.Type(n) {
		case "assignment_expression", "augmented_assignment_expression":
			left := unwrap(extract.Field(n, "left"))
			if left != nil {
				lt := extract.Content(left, f.Src)
				switch extract.Type(left) {
				case "identifier", "member_expression", "subscript_expression":
					if lt == want || lt == base {
						found = true
						return
					}
				default:
					if containsWord([]byte(lt), base) {
						found = true // a destructuring that may write it
						return
					}
				}
			}
		case "update_expression":
			if a := unwrap(extract.Field(n, "argument")); a != nil && (extract.Content(a, f.Src) == want || extract.Content(a, f.Src) == base) {
				found = true
				return
			}
		case "variable_declarator":
			if text(extract.Field(n, "name"), f.Src) == base {
				found = true // a declaration in the same block
				return
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			walk(extract.NamedChild(n, i))
		}
	}
	walk(st)
	return found
}

// assignedAt returns what the value a statement st that writes the variable name gives it is
// known to be, when that value is the one at at on every path: a declaration or a plain
// assignment, or a plain assignment in the block of an `if` whose condition holds wherever at
// runs (holdsAt), the block's last write of it.
func (f *file) assignedAt(st *sitter.Node, name string, at *sitter.Node, depth int) extract.ArgFact {
	if v, ok := f.plainWrite(st, name); ok {
		return f.exprFacts(v, st, depth+1)
	}
	if extract.Type(st) != "if_statement" || extract.Field(st, "alternative") != nil || !f.holdsAt(extract.Field(st, "condition"), at) {
		return 0
	}
	b := extract.Field(st, "consequence")
	if b == nil || extract.Type(b) != "statement_block" {
		return 0
	}
	var last *sitter.Node
	for i := 0; i < int(extract.NamedChildCount(b)); i++ {
		if c := extract.NamedChild(b, i); f.writes(c, name) {
			last = c
		}
	}
	if v, ok := f.plainWrite(last, name); ok {
		return f.exprFacts(v, last, depth+1)
	}
	return 0
}

// plainWrite returns the value a statement gives a variable when it is a declaration of it with
// a value or a plain assignment of it (`let x = v;`, `x = v;`).
func (f *file) plainWrite(st *sitter.Node, name string) (*sitter.Node, bool) {
	if st == nil {
		return nil, false
	}
	switch extract.Type(st) {
	case "lexical_declaration", "variable_declaration":
		for i := 0; i < int(extract.NamedChildCount(st)); i++ {
			d := extract.NamedChild(st, i)
			if extract.Type(d) == "variable_declarator" && text(extract.Field(d, "name"), f.Src) == name {
				v := extract.Field(d, "value")
				return v, v != nil
			}
		}
	case "expression_statement":
		a := unwrap(extract.NamedChild(st, 0))
		if a != nil && extract.Type(a) == "assignment_expression" && text(extract.Field(a, "left"), f.Src) == name {
			return extract.Field(a, "right"), true
		}
	}
	return nil, false
}

// holdsAt reports whether a condition holds wherever at runs: `LIST.includes(op)`, LIST a const
// array literal of strings, where at is in a case of `switch (op)` whose label LIST holds, op
// being a const.
func (f *file) holdsAt(cond, at *sitter.Node) bool {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "call_expression" {
		return false
	}
	callee := extract.Field(cond, "function")
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), f.Src) != "includes" {
		return false
	}
	list := unwrap(extract.Field(callee, "object"))
	op := unwrap(argument(extract.Field(cond, "arguments"), 0))
	if list == nil || op == nil || extract.Type(list) != "identifier" || extract.Type(op) != "identifier" || f.constValue(op) == nil {
		return false
	}
	arr := unwrap(f.constValue(list))
	if arr == nil || extract.Type(arr) != "array" {
		return false
	}
	for p := f.parent(at); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) != "switch_case" {
			continue
		}
		sw := f.parent(f.parent(p))
		if sw == nil || extract.Type(sw) != "switch_statement" || text(unwrap(extract.Field(sw, "value")), f.Src) != extract.Content(op, f.Src) {
			continue
		}
		label, ok := stringValue(unwrap(extract.Field(p, "value")), f.Src)
		if !ok {
			continue
		}
		for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
			if s, ok := stringValue(unwrap(extract.NamedChild(arr, i)), f.Src); ok && s == label {
				return true
			}
		}
	}
	return false
}

// runsIf returns the tests on fn's parameters under which a throw in fn runs: the condition of
// the nearest `if` around it, within the function the throw sits in (fn, or an inline callback
// in fn that thrownOutOf climbed out of: an `if` around the callback is not read), that is a
// disjunction of tests of parameters that fn never writes and that no callback declares again
// (intactParam): `!p`, `p == null`, `p === undefined`, `!Array.isArray(p)`, `p.length === 0`,
// `!p.length`, `typeof p !== "string"`; or, first, a branch that runs only when a parameter is
// not an Error (`if (p instanceof Error) throw ...; throw ...`). None when its file hands fn on
// as a value (usedAsValue): whoever calls it then is no call the index sees.
func (f *file) runsIf(stmt, fn *sitter.Node) []extract.ArgTest {
	if f.usedAsValue(fn) {
		return nil // a caller the root's calls do not show may pass anything
	}
	if t, ok := f.errorParamTest(stmt, fn); ok {
		return []extract.ArgTest{t} // a fallback for a value that is not an Error (nonerror.go)
	}
	tests, _ := f.nearestIfTests(stmt, fn, f.disjunctTests)
	return tests
}

// nearestIfTests returns what read makes of the condition of the nearest `if` whose consequence
// holds stmt, within fn (not past a callback in it, whose parameters are not fn's), among those
// read can read; false when there is none.
func (f *file) nearestIfTests(stmt, fn *sitter.Node, read func(cond, fn *sitter.Node) ([]extract.ArgTest, bool)) ([]extract.ArgTest, bool) {
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, fn); child, p = p, f.parent(p) {
		if f.parents.isFunction(p) {
			return nil, false
		}
		if extract.Type(p) != "if_statement" {
			continue
		}
		if c := extract.Field(p, "consequence"); c == nil || !same(c, child) {
			continue
		}
		if tests, ok := read(extract.Field(p, "condition"), fn); ok {
			return tests, true
		}
	}
	return nil, false
}

// disjunctTests reads a condition as a disjunction of tests of fn's parameters.
func (f *file) disjunctTests(cond, fn *sitter.Node) ([]extract.ArgTest, bool) {
	cond = unwrap(cond)
	if cond == nil {
		return nil, false
	}
	switch extract.Type(cond) {
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		if op == "||" {
			a, okA := f.disjunctTests(l, fn)
			b, okB := f.disjunctTests(r, fn)
			return append(a, b...), okA && okB
		}
		i := -1
		t, ok := f.paramTest(cond, func(n *sitter.Node) bool {
			if j := f.intactParam(fn, n); j >= 0 {
				i = j
				return true
			}
			return false
		}, false)
		if ok && i >= 0 {
			return []extract.ArgTest{{Param: i, Lacks: t}}, true
		}
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) != "!" {
			return nil, false
		}
		arg := unwrap(extract.Field(cond, "argument"))
		if arg == nil {
			return nil, false
		}
		if i := f.intactParam(fn, arg); i >= 0 {
			return []extract.ArgTest{{Param: i, Lacks: extract.ArgTruthy}}, true
		}
		switch extract.Type(arg) {
		case "call_expression":
			if text(extract.Field(arg, "function"), f.Src) == "Array.isArray" {
				if i := f.intactParam(fn, argument(extract.Field(arg, "arguments"), 0)); i >= 0 {
					return []extract.ArgTest{{Param: i, Lacks: extract.ArgArray}}, true
				}
			}
		case "member_expression":
			if text(extract.Field(arg, "property"), f.Src) == "length" {
				if i := f.intactParam(fn, extract.Field(arg, "object")); i >= 0 {
					return []extract.ArgTest{{Param: i, Lacks: extract.ArgNonEmpty}}, true
				}
			}
		}
	}
	return nil, false
}

// compoundOps are the operators after a name that write it.
var compoundOps = []string{"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**=", "<<=", ">>=", "??=", "||=", "&&=", "++", "--"}

// mayWriteText reports whether some occurrence of name in b (other than the one at offset skip)
// may be a write of it, by the text around it: an assignment or compound operator after it, ++
// or -- before it, or a let, const or var before it. It spares a walk of the tree where the name
// is only read; a destructuring that writes it (`[a, name] = ...`) is not seen.
func mayWriteText(b []byte, name string, skip int) bool {
	for start, end := range extract.Words(b, []byte(name), isIdentByte) {
		if start == skip {
			continue
		}
		k := extract.SkipSpace(b, end)
		if k < len(b) && b[k] == '=' && (k+1 >= len(b) || b[k+1] != '=' && b[k+1] != '>') {
			return true
		}
		for _, op := range compoundOps {
			if bytes.HasPrefix(b[k:], []byte(op)) {
				return true
			}
		}
		j := extract.SkipSpaceBack(b, start)
		if j >= 2 && (string(b[j-2:j]) == "++" || string(b[j-2:j]) == "--") {
			return true
		}
		for _, kw := range []string{"let", "const", "var"} {
			if j >= len(kw) && string(b[j-len(kw):j]) == kw && (j == len(kw) || !isIdentByte(b[j-len(kw)-1])) {
				return true
			}
		}
	}
	return false
}

// usedAsValue reports whether fn's file names it other than to call it, define it or export it
// (`items.map(check)`, `{ handler: check }`, `this.check.bind(this)`), by the text around each
// occurrence of its name: followed by `(` (a call, or a method's definition), the definition's
// own name, in a comment, on a line of an export list or a CommonJS export, or as a member of the
// object literal a top-level factory returns (returnedmembers.go). Other modules that hand it on
// are not seen.
func (f *file) usedAsValue(fn *sitter.Node) bool {
	name := f.functionName(fn)
	if name == "" {
		return true
	}
	def := -1
	if n := extract.Field(fn, "name"); n != nil {
		def = int(extract.StartByte(n))
	} else if p := f.parent(fn); p != nil && extract.Type(p) == "variable_declarator" {
		if n := extract.Field(p, "name"); n != nil {
			def = int(extract.StartByte(n))
		}
	}
	src := f.Src
	for start, end := range extract.Words(src, []byte(name), isIdentByte) {
		if start == def {
			continue
		}
		k := extract.SkipSpace(src, end)
		if k < len(src) && src[k] == '(' || bytes.HasPrefix(src[k:], []byte("?.(")) {
			continue
		}
		if f.handedOutAt(start) {
			continue // `return { search }` of a factory whose members the root calls (returnedmembers.go)
		}
		if f.cjsExportedAt(start) {
			continue // a member of a top-level `module.exports = { ... }`, as `export { search }` (cjsreexports.go)
		}
		lineStart := bytes.LastIndexByte(src[:start], '\n') + 1
		if f.inStringText(start, lineStart) {
			continue // the name in a message: `"save"`, `save: failed`
		}
		line := bytes.TrimSpace(src[lineStart:start])
		if bytes.Contains(line, []byte("//")) || bytes.HasPrefix(line, []byte("*")) || bytes.HasPrefix(line, []byte("/*")) ||
			bytes.HasPrefix(line, []byte("export {")) || bytes.HasPrefix(line, []byte("export default")) ||
			bytes.Contains(line, []byte("exports")) {
			continue
		}
		return true
	}
	return false
}

// inStringText reports whether the source byte at (on the line starting at lineStart) is text
// of a string or of a template (not an expression substituted into one).
func (f *file) inStringText(at, lineStart int) bool {
	row := bytes.Count(f.Src[:lineStart], []byte("\n"))
	p := sitter.Point{Row: uint32(row), Column: uint32(at - lineStart)}
	n := f.root.NamedDescendantForPointRange(p, p)
	if n == nil {
		return false
	}
	switch extract.Type(n) {
	case "string_fragment", "string":
		return true
	case "template_string":
		return true // a substitution would have given a node inside it
	}
	return false
}
