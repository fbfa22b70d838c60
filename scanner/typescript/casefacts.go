package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Which value of its caller's parameter a call runs under (extract/casefacts.go). A helper
// that a function calls only in some cases of a switch on its own parameter (`switch (method) {
// case "tools/list": assertArrayResult(method, result); ... }`), or under `if (method ===
// "tools/list")`, runs only when that parameter holds one of those values, and a tool whose
// calls pass the parameter on down from a literal that rules them out (`runHook("tools/call",
// ...)`) never reaches it. Each call of a function of the root records:
//
//   - Values: per argument, a string literal (or a template without substitutions), or a
//     parameter of the calling function (the nearest function with a key, as the call's From)
//     passed as it is: a simple parameter that no function in between declares again and that
//     the calling function never writes;
//   - When: the conditions on such parameters that hold wherever the call runs: the case of a
//     switch on one (with the empty cases that fall into it; none when a case with statements
//     may fall into it, or for the default), and the consequence of an `if` whose condition
//     is `p === "x"` or a `||` of such tests of the same parameter.

// caseFacts returns what a call passes (Values) and the conditions on its caller's parameters
// it runs under (When); nil for either when there is none.
func (f *file) caseFacts(call *sitter.Node) ([]extract.ArgValue, []extract.ParamIs) {
	fn := f.keyedFunctionOf(call)
	if fn == nil {
		return nil, nil
	}
	var values []extract.ArgValue
	if args := extract.Field(call, "arguments"); args != nil && extract.Type(args) == "arguments" {
		useful := false
		for j := 0; j < int(extract.NamedChildCount(args)); j++ {
			a := extract.NamedChild(args, j)
			if extract.Type(a) == "comment" {
				continue
			}
			if extract.Type(a) == "spread_element" {
				break // after a spread, positions are unknown
			}
			var v extract.ArgValue
			if s, ok := stringValue(unwrap(a), f.Src); ok {
				v = extract.ArgValue{Str: s, Lit: true}
			} else if i := f.intactParam(fn, a); i >= 0 {
				v = extract.ArgValue{Param: i + 1}
			}
			useful = useful || v.Lit || v.Param > 0
			values = append(values, v)
		}
		if !useful {
			values = nil
		}
	}
	return values, f.runsWhen(call, fn)
}

// keyedFunctionOf returns the nearest function around n that has a key (the function a call's
// From names), or nil.
func (f *file) keyedFunctionOf(n *sitter.Node) *sitter.Node {
	for fn := f.enclosingFunction(n); fn != nil; fn = f.enclosingFunction(fn) {
		if f.keyOf(fn) != "" {
			return fn
		}
	}
	return nil
}

// intactParam returns the index of fn's parameter that an expression names as it is, or -1:
// a simple parameter that no function between the expression and fn declares again and that
// fn never writes. A call passes it on (caseFacts), a test reads it (disjunctTests,
// errorParamTest).
func (f *file) intactParam(fn, n *sitter.Node) int {
	n = unwrap(n)
	if n == nil || extract.Type(n) != "identifier" {
		return -1
	}
	i := f.paramIndex(fn, n)
	if i < 0 {
		return -1
	}
	name := extract.Content(n, f.Src)
	for g := f.enclosingFunction(n); g != nil && !same(g, fn); g = f.enclosingFunction(g) {
		if f.paramIndex(g, n) >= 0 {
			return -1 // an inner function's parameter of the same name
		}
	}
	if body := functionBody(fn); body == nil || f.writes(body, name) {
		return -1
	}
	return i
}

// runsWhen returns the conditions on fn's parameters under which n runs: the cases of a
// switch on one around it, an `if` that tests one for string values.
func (f *file) runsWhen(n, fn *sitter.Node) []extract.ParamIs {
	var out []extract.ParamIs
	child := n
	for p := f.parent(n); p != nil && !same(p, fn); child, p = p, f.parent(p) {
		switch extract.Type(p) {
		case "switch_case":
			if c, ok := f.caseCondition(p, fn); ok && !same(child, extract.Field(p, "value")) {
				out = append(out, c)
			}
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
				if t, ok := f.equalsCondition(extract.Field(p, "condition"), fn); ok {
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// caseCondition reads a switch case on a parameter of fn: its value and those of the empty
// cases just before it, which fall into it. It reports false when the switch is on anything
// else, a label is no string, or a case with statements (or the default) may fall into it.
func (f *file) caseCondition(c, fn *sitter.Node) (extract.ParamIs, bool) {
	sw := f.parent(f.parent(c))
	if sw == nil || extract.Type(sw) != "switch_statement" {
		return extract.ParamIs{}, false
	}
	i := f.intactParam(fn, extract.Field(sw, "value"))
	if i < 0 {
		return extract.ParamIs{}, false
	}
	var values []string
	sibs, at := f.namedSiblings(c)
	for j := at; j >= 0; j-- {
		k := sibs[j]
		if extract.Type(k) == "comment" {
			continue
		}
		if !same(k, c) && (extract.Type(k) != "switch_case" || caseHasBody(k)) {
			// A case with statements falls into the next unless it leaves; the default too.
			if last := lastStatement(k); last != nil && f.exits(last) {
				break
			}
			return extract.ParamIs{}, false
		}
		label, ok := stringValue(unwrap(extract.Field(k, "value")), f.Src)
		if !ok {
			return extract.ParamIs{}, false
		}
		values = append(values, label)
	}
	return extract.ParamIs{Param: i, Values: values}, true
}

// caseHasBody reports whether a switch case holds statements after its label.
func caseHasBody(c *sitter.Node) bool {
	for i := 0; i < int(extract.NamedChildCount(c)); i++ {
		if k := extract.NamedChild(c, i); extract.Type(k) != "comment" && !same(k, extract.Field(c, "value")) {
			return true
		}
	}
	return false
}

// lastStatement returns the last statement of a block, a switch case or a default (comments
// and a case's value aside), or nil.
func lastStatement(c *sitter.Node) *sitter.Node {
	for i := int(extract.NamedChildCount(c)) - 1; i >= 0; i-- {
		if k := extract.NamedChild(c, i); extract.Type(k) != "comment" && !same(k, extract.Field(c, "value")) {
			return k
		}
	}
	return nil
}

// equalsCondition reads `p === "x"` (or `==`, either side) of a parameter of fn, or a `||` of
// such tests of the same parameter.
func (f *file) equalsCondition(cond, fn *sitter.Node) (extract.ParamIs, bool) {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return extract.ParamIs{}, false
	}
	l, r, op := f.binaryParts(cond)
	switch op {
	case "||":
		a, okA := f.equalsCondition(l, fn)
		b, okB := f.equalsCondition(r, fn)
		if !okA || !okB || a.Param != b.Param {
			return extract.ParamIs{}, false
		}
		return extract.ParamIs{Param: a.Param, Values: append(a.Values, b.Values...)}, true
	case "===", "==":
		if s, ok := stringValue(unwrap(r), f.Src); ok {
			if i := f.intactParam(fn, l); i >= 0 {
				return extract.ParamIs{Param: i, Values: []string{s}}, true
			}
		}
		if s, ok := stringValue(unwrap(l), f.Src); ok {
			if i := f.intactParam(fn, r); i >= 0 {
				return extract.ParamIs{Param: i, Values: []string{s}}, true
			}
		}
	}
	return extract.ParamIs{}, false
}
