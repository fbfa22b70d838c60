package python

import (
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The raise's side of paramtypes.go: the tests of its function's parameters under which a raise
// runs.

// typeRunsIf returns the tests under which a raise of def runs, on parameters def never rebinds:
// the condition of the nearest `if` or `elif` around it, within def, that reads as a disjunction
// of such tests. None when no condition does, or when the raise is in a nested function.
func (c *fileCtx) typeRunsIf(stmt, def *sitter.Node) []extract.ArgTest {
	if def == nil || c.tools[extract.StartByte(def)] != nil {
		return nil
	}
	child := stmt
	for p := extract.Parent(stmt); p != nil && !sameNode(p, def); child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "lambda", "function_definition", "class_definition":
			return nil
		case "block":
			if tests, ok := c.afterExitRunsIf(child, def); ok {
				return tests // plaininstances.go
			}
		case "else_clause":
			if tests, ok := c.elseRunsIf(p, def); ok {
				return tests // plaininstances.go
			}
			if tests, ok := c.constRunsIf(p, def); ok {
				return tests // paramconst.go
			}
		case "except_clause":
			if tests, ok := c.keyMissRunsIf(p, def); ok && extract.Type(child) == "block" {
				return tests // keytable.go
			}
		case "case_clause":
			if cons := extract.Field(p, "consequence"); cons == nil || !sameNode(cons, child) {
				continue
			}
			if tests, ok := c.constRunsIf(p, def); ok {
				return tests // paramconst.go
			}
			if tests, ok := c.matchRunsIf(p, def); ok {
				return tests // matchtests.go
			}
		case "if_statement", "elif_clause":
			if cons := extract.Field(p, "consequence"); cons == nil || !sameNode(cons, child) {
				continue
			}
			if tests, ok := c.paramTests(extract.Field(p, "condition"), def, c.notNoneAbove(p, def)); ok {
				return c.underCase(p, def, c.narrowTests(p, def, tests)) // paramconst.go, uniontypes.go
			}
		}
	}
	return nil
}

// notNoneAbove returns the parameters that the conditions of the ifs around n, within def, show
// are not None where n runs: `if x is not None:`, `if x:`, `if isinstance(x, T):`, or one side of
// an `and` there.
func (c *fileCtx) notNoneAbove(n, def *sitter.Node) map[string]bool {
	out := map[string]bool{}
	child := n
	for p := extract.Parent(n); p != nil && !sameNode(p, def); child, p = p, extract.Parent(p) {
		if extract.Type(p) != "if_statement" && extract.Type(p) != "elif_clause" {
			continue
		}
		if cons := extract.Field(p, "consequence"); cons != nil && sameNode(cons, child) {
			c.notNoneIn(extract.Field(p, "condition"), def, out)
		}
	}
	return out
}

// notNoneIn adds to out the parameters a condition shows are not None where it holds.
func (c *fileCtx) notNoneIn(cond, def *sitter.Node, out map[string]bool) {
	cond = unparen(cond)
	if cond == nil {
		return
	}
	switch extract.Type(cond) {
	case "boolean_operator":
		if string(c.bytesOf(extract.Field(cond, "operator"))) == "and" {
			c.notNoneIn(extract.Field(cond, "left"), def, out)
			c.notNoneIn(extract.Field(cond, "right"), def, out)
		}
	case "identifier":
		if p, ok := c.intactParam(def, cond); ok {
			out[p.name] = true
		}
	case "comparison_operator":
		if v, op, ok := c.noneComparison(cond); ok && (op == "is not" || op == "!=") {
			if p, ok := c.intactParam(def, v); ok {
				out[p.name] = true
			}
		}
	case "call":
		if v, _, ok := c.isinstanceOf(cond); ok {
			if p, ok := c.intactParam(def, v); ok {
				out[p.name] = true
			}
		}
	}
}

// paramTests reads a condition as a disjunction of tests of def's intact parameters; present
// are the parameters known not to be None where it is tested.
func (c *fileCtx) paramTests(cond, def *sitter.Node, present map[string]bool) ([]extract.ArgTest, bool) {
	cond = unparen(cond)
	if cond == nil {
		return nil, false
	}
	test := func(v *sitter.Node, lacks extract.ArgFact, noneHolds bool) ([]extract.ArgTest, bool) {
		p, ok := c.intactParam(def, v)
		if !ok || lacks == 0 {
			return nil, false
		}
		t := extract.ArgTest{Param: p.index, Name: p.name, Lacks: lacks}
		if noneHolds && present[p.name] {
			t.Path = notNone // None would meet the test, but it is not None here
		}
		return []extract.ArgTest{t}, true
	}
	switch extract.Type(cond) {
	case "boolean_operator":
		l, r := extract.Field(cond, "left"), extract.Field(cond, "right")
		switch string(c.bytesOf(extract.Field(cond, "operator"))) {
		case "or":
			a, okA := c.paramTests(l, def, present)
			b, okB := c.paramTests(r, def, present)
			return append(a, b...), okA && okB
		case "and":
			// Both sides hold where it runs: either side's tests bound it. The right side is
			// tested where the left holds.
			more := map[string]bool{}
			for k := range present {
				more[k] = true
			}
			c.notNoneIn(l, def, more)
			if tests, ok := c.paramTests(r, def, more); ok {
				return tests, true
			}
			return c.paramTests(l, def, present)
		}
	case "not_operator":
		arg := unparen(extract.Field(cond, "argument"))
		if arg == nil {
			return nil, false
		}
		if extract.Type(arg) == "comparison_operator" {
			return c.boundTests(cond, def, false) // numbounds.go
		}
		if extract.Type(arg) == "call" {
			if v, ok := c.blankTest(arg); ok {
				return test(v, extract.ArgNonBlank, false) // striptests.go
			}
			v, facts, ok := c.isinstanceOf(arg)
			if !ok {
				return nil, false
			}
			return test(v, facts, true)
		}
		return test(arg, extract.ArgTruthy, true)
	case "identifier":
		if t, ok := c.presenceTest(cond, def); ok {
			return []extract.ArgTest{t}, true // falsyparams.go
		}
	case "comparison_operator":
		if v, op, ok := c.noneComparison(cond); ok && (op == "is" || op == "==") {
			return test(v, extract.ArgNonNull, false)
		}
		if t, ok := c.presenceTest(cond, def); ok {
			return []extract.ArgTest{t}, true // falsyparams.go
		}
		if p, vals, ok := c.constRejects(cond, def); ok && !c.passedAsValue(def) {
			return []extract.ArgTest{{Param: p.index, Name: p.name, NotIn: vals}}, true // paramconst.go
		}
		return c.boundTests(cond, def, false) // numbounds.go
	}
	return nil, false
}

// noneComparison reads `v is None`, `v is not None`, `v == None`, `v != None`: the value and the
// operator.
func (c *fileCtx) noneComparison(cond *sitter.Node) (*sitter.Node, string, bool) {
	if extract.NamedChildCount(cond) != 2 {
		return nil, "", false
	}
	v, none, op := c.comparison(cond)
	if extract.Type(none) != "none" {
		return nil, "", false
	}
	switch op {
	case "is", "is not", "==", "!=":
		return v, op, true
	}
	return nil, "", false
}

// isinstanceOf reads `isinstance(v, T)` or `isinstance(v, (T, U))`: the value, and the facts of
// which one holds when it is true; false when no T is a type typeFacts knows. A T it does not
// know is left out: the test then asks for more than it does, and rules out no less.
func (c *fileCtx) isinstanceOf(call *sitter.Node) (*sitter.Node, extract.ArgFact, bool) {
	v, types, ok := c.isinstanceCall(call)
	if !ok {
		return nil, 0, false
	}
	var facts extract.ArgFact
	for _, t := range types {
		facts |= isinstanceFacts[string(c.bytesOf(t))]
	}
	return v, facts, facts != 0
}

// isinstanceCall reads the call `isinstance(v, T)` or `isinstance(v, (T, U))`: v and the types
// named; false for any other call (isinstanceOf, isinstanceHolds).
func (c *fileCtx) isinstanceCall(call *sitter.Node) (*sitter.Node, []*sitter.Node, bool) {
	if string(c.bytesOf(extract.Field(call, "function"))) != "isinstance" {
		return nil, nil, false
	}
	kw, pos := c.arguments(call)
	if len(pos) != 2 || len(kw) != 0 {
		return nil, nil, false
	}
	types := []*sitter.Node{pos[1]}
	if t := unparen(pos[1]); extract.Type(t) == "tuple" {
		types = namedChildren(t)
	}
	return pos[0], types, true
}

// argsRuleOut reports whether a tool's call of a function of the same file (def) passes
// arguments that fail every test under which the raise r of def runs: the raise does not leave
// that call.
func (c *fileCtx) argsRuleOut(call, def *sitter.Node, r raised) bool {
	tests := c.typeRunsIf(r.stmt, def)
	caller := c.enclosingDef(call)
	if len(tests) == 0 || caller == nil {
		return false
	}
	shapes, _ := c.argFacts(call, caller)
	for _, t := range tests {
		if !shapesRuleOut(shapes, t) {
			return false
		}
	}
	return true
}

// shapesRuleOut reports whether a same-file call's shapes fail a test: a conjunction fails when
// one of its parts does.
func shapesRuleOut(shapes []extract.ArgShape, t extract.ArgTest) bool {
	if t.All != nil {
		return slices.ContainsFunc(t.All, func(p extract.ArgTest) bool { return shapesRuleOut(shapes, p) })
	}
	if t.NotIn != nil {
		return extract.OnlyAmong(shapes, t) // a same-file call; the index asks the others
	}
	if t.Op != "" {
		return rangeRulesOut(shapes, t)
	}
	var has extract.ArgFact
	for _, s := range shapes {
		if len(s.If) > 0 && strings.Contains(s.If[0], ".$str@") {
			continue // another file's constant: the index settles it (constshapes.go)
		}
		if s.Path == t.Path && (s.Name != "" && s.Name == t.Name || s.Name == "" && s.Param == t.Param) {
			has |= s.Facts
		}
	}
	return has&t.Lacks != 0
}
