package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// A statement after a loop that never falls out never runs (cannotRun). Retry helpers end so:
//
//	const RETRIES = 5;
//	for (let i = 0; i <= RETRIES; i++) {
//	  try { return await action(); }
//	  catch (e) { if (!retryable(e) || i === RETRIES) throw e; await sleep(delay); }
//	}
//	throw new Error("unreachable"); // dead: the last iteration returns or throws
//
// Two loops never fall out when no break leaves them:
//   - `while (true)`, `do ... while (true)`, `for (;;)`;
//   - a counted loop, `for (let i = A; i < B; i++)` (or `<=`, or counting down with `>`, `>=`
//     and `i--`), whose start and bound are integer literals or consts bound to them, which
//     runs at least once and writes and declares its counter nowhere else, and whose body, with
//     the counter at its last value, returns or throws on every path: a test of the counter
//     against a constant (`i === N`, `attempt >= max - 1`, `i < N - 1` before a continue) is
//     decided, any other test may go either way, a catch may run, and a continue goes on.
//
// A labeled break or continue, a bound from a parameter or a call, a counter the body writes
// (or a closure may) and any other loop leave the statement live.

// afterEndlessLoop reports whether stmt comes, in its own function, after a loop that never
// falls out: in the same block or a block around it.
func (f *file) afterEndlessLoop(stmt *sitter.Node) bool {
	for n := stmt; n != nil; {
		p := f.parent(n)
		if p == nil || f.parents.isFunction(p) {
			return false
		}
		if extract.Type(p) == "statement_block" || extract.Type(p) == "switch_case" {
			sibs, i := f.namedSiblings(n)
			for j := i - 1; j >= 0; j-- {
				if f.neverFallsOut(sibs[j]) {
					return true
				}
			}
		}
		n = p
	}
	return false
}

// neverFallsOut reports whether a loop statement ends only by a return or a throw.
func (f *file) neverFallsOut(loop *sitter.Node) bool {
	var cond *sitter.Node
	switch extract.Type(loop) {
	case "while_statement", "do_statement":
		cond = unwrap(extract.Field(loop, "condition"))
		if cond == nil || extract.Type(cond) != "true" {
			return false
		}
	case "for_statement":
		cond = extract.Field(loop, "condition")
	default:
		return false
	}
	body := extract.Field(loop, "body")
	if body == nil || leavesLoop(body, false) {
		return false
	}
	if extract.Type(loop) != "for_statement" || cond == nil || extract.Type(cond) == "empty_statement" {
		return true // while (true), for (;;): only a return or a throw leaves them
	}
	if extract.Type(cond) == "expression_statement" {
		cond = unwrap(extract.NamedChild(cond, 0))
	}
	if cond != nil && extract.Type(cond) == "true" {
		return true
	}
	c, ok := f.countedLoop(loop, cond)
	if !ok {
		return false
	}
	normal, cont := f.loopFallsOut(body, c)
	return !normal && !cont
}

// leavesLoop reports whether a break or continue under n may leave the loop whose body n is:
// an unlabeled break outside the inner loops and switches (inner), or any labeled jump.
func leavesLoop(n *sitter.Node, inner bool) bool {
	switch extract.Type(n) {
	case "break_statement", "continue_statement":
		if extract.Field(n, "label") != nil {
			return true
		}
		return extract.Type(n) == "break_statement" && !inner
	case "for_statement", "for_in_statement", "while_statement", "do_statement", "switch_statement":
		inner = true
	}
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		c := extract.NamedChild(n, i)
		if !isFunction(c) && leavesLoop(c, inner) {
			return true
		}
	}
	return false
}

// counter is a counted loop's counter and the value it has on the last iteration.
type counter struct {
	name string
	last int64
}

// countedLoop reads a for loop's counter, when the loop runs at least once and steps by one to
// a constant bound that nothing in its body can change.
func (f *file) countedLoop(loop, cond *sitter.Node) (counter, bool) {
	init := extract.Field(loop, "initializer")
	if init == nil || (extract.Type(init) != "lexical_declaration" && extract.Type(init) != "variable_declaration") || extract.NamedChildCount(init) != 1 {
		return counter{}, false
	}
	d := extract.NamedChild(init, 0)
	id := extract.Field(d, "name")
	if extract.Type(d) != "variable_declarator" || id == nil || extract.Type(id) != "identifier" {
		return counter{}, false
	}
	name := extract.Content(id, f.Src)
	start, ok := f.constInt(extract.Field(d, "value"), 0)
	if !ok || cond == nil || extract.Type(cond) != "binary_expression" {
		return counter{}, false
	}
	l, r, op := f.binaryParts(cond)
	if l = unwrap(l); l == nil || extract.Type(l) != "identifier" || extract.Content(l, f.Src) != name {
		return counter{}, false
	}
	bound, ok := f.constInt(r, 0)
	if !ok {
		return counter{}, false
	}
	step := f.stepOf(extract.Field(loop, "increment"), name)
	var last int64
	switch {
	case step == 1 && op == "<":
		last = bound - 1
	case step == 1 && op == "<=":
		last = bound
	case step == -1 && op == ">":
		last = bound + 1
	case step == -1 && op == ">=":
		last = bound
	default:
		return counter{}, false
	}
	if (step == 1 && start > last) || (step == -1 && start < last) {
		return counter{}, false // it never runs
	}
	if f.rebinds(extract.Field(loop, "body"), name) {
		return counter{}, false
	}
	return counter{name, last}, true
}

// stepOf returns how a loop's increment moves its counter: 1 for `i++`, `++i`, `i += 1`; -1
// for `i--`, `--i`, `i -= 1`; 0 for anything else.
func (f *file) stepOf(inc *sitter.Node, name string) int {
	inc = unwrap(inc)
	if inc == nil {
		return 0
	}
	switch extract.Type(inc) {
	case "update_expression":
		if text(unwrap(extract.Field(inc, "argument")), f.Src) != name {
			return 0
		}
		switch t := text(inc, f.Src); {
		case strings.Contains(t, "++"):
			return 1
		case strings.Contains(t, "--"):
			return -1
		}
	case "augmented_assignment_expression":
		l, r, op := f.binaryParts(inc)
		if text(unwrap(l), f.Src) != name {
			return 0
		}
		if v, ok := f.constInt(r, 0); ok && v == 1 {
			switch op {
			case "+=":
				return 1
			case "-=":
				return -1
			}
		}
	}
	return 0
}

// rebinds reports whether a loop body (nested functions included) may write the counter or
// declare another variable of its name, so that a test of the name there is not of the counter
// at its last value. A write anything of that name is part of (`o.i = 1`) counts too.
func (f *file) rebinds(body *sitter.Node, name string) bool {
	found := false
	names := func(n *sitter.Node) bool {
		return n != nil && containsWord(f.Src[extract.StartByte(n):extract.EndByte(n)], name)
	}
	f.walkAll(body, func(n *sitter.Node) {
		if found {
			return
		}
		switch extract.Type(n) {
		case "assignment_expression", "augmented_assignment_expression":
			found = names(extract.Field(n, "left"))
		case "update_expression":
			found = names(extract.Field(n, "argument"))
		case "variable_declarator", "function_declaration", "class_declaration", "generator_function_declaration":
			found = names(extract.Field(n, "name"))
		case "formal_parameters":
			found = names(n)
		case "arrow_function":
			found = names(extract.Field(n, "parameter"))
		case "catch_clause":
			found = names(extract.Field(n, "parameter"))
		case "for_in_statement":
			found = names(extract.Field(n, "left"))
		}
	})
	return found
}

// constInt returns the value of an integer expression of literals and consts bound to them
// (`5`, `MAX_RETRIES`, `MAX - 1`).
func (f *file) constInt(n *sitter.Node, depth int) (int64, bool) {
	n = unwrap(n)
	if n == nil || depth > 4 {
		return 0, false
	}
	switch extract.Type(n) {
	case "number":
		v, err := strconv.ParseInt(strings.ReplaceAll(extract.Content(n, f.Src), "_", ""), 0, 32)
		return v, err == nil
	case "identifier":
		if v := f.constValue(n); v != nil {
			return f.constInt(v, depth+1)
		}
	case "unary_expression":
		if text(extract.Field(n, "operator"), f.Src) == "-" {
			v, ok := f.constInt(extract.Field(n, "argument"), depth+1)
			return -v, ok
		}
	case "binary_expression":
		l, r, op := f.binaryParts(n)
		a, okA := f.constInt(l, depth+1)
		b, okB := f.constInt(r, depth+1)
		if !okA || !okB {
			return 0, false
		}
		switch op {
		case "+":
			return a + b, true
		case "-":
			return a - b, true
		case "*":
			return a * b, true
		}
	}
	return 0, false
}

// loopFallsOut reports whether a statement of a counted loop's body, run with the counter at
// its last value, may complete normally (normal) or go on to the next iteration (cont).
func (f *file) loopFallsOut(st *sitter.Node, c counter) (normal, cont bool) {
	switch extract.Type(st) {
	case "throw_statement", "return_statement":
		return false, false
	case "continue_statement":
		return false, true
	case "statement_block":
		for i := 0; i < int(extract.NamedChildCount(st)); i++ {
			n, k := f.loopFallsOut(extract.NamedChild(st, i), c)
			cont = cont || k
			if !n {
				return false, cont
			}
		}
		return true, cont
	case "if_statement":
		yes, no := true, true
		switch f.counterTest(extract.Field(st, "condition"), c, 0) {
		case testTrue:
			no = false
		case testFalse:
			yes = false
		}
		if yes {
			normal, cont = f.loopFallsOut(extract.Field(st, "consequence"), c)
		}
		if no {
			n, k := true, false
			if alt := extract.Field(st, "alternative"); alt != nil && extract.NamedChildCount(alt) > 0 {
				n, k = f.loopFallsOut(extract.NamedChild(alt, int(extract.NamedChildCount(alt))-1), c)
			}
			normal, cont = normal || n, cont || k
		}
		return normal, cont
	case "try_statement":
		if b := extract.Field(st, "body"); b != nil {
			normal, cont = f.loopFallsOut(b, c)
		}
		if h := extract.Field(st, "handler"); h != nil {
			if b := extract.Field(h, "body"); b != nil {
				n, k := f.loopFallsOut(b, c) // anything the try calls may throw
				normal, cont = normal || n, cont || k
			}
		}
		if fin := extract.Field(st, "finalizer"); fin != nil {
			if b := extract.Field(fin, "body"); b != nil {
				n, k := f.loopFallsOut(b, c)
				if !n {
					return false, k // a finally that leaves overrides the rest
				}
				cont = cont || k
			}
		}
		return normal, cont
	case "comment":
		return true, false
	}
	// Any other statement may complete; a continue under it may go on to the next iteration.
	return true, f.walkOwnUntil(st, func(n *sitter.Node) bool { return extract.Type(n) == "continue_statement" })
}

// loopTruth is what a condition is on a counted loop's last iteration.
type loopTruth int

const (
	testUnknown loopTruth = iota
	testTrue
	testFalse
)

func (t loopTruth) not() loopTruth {
	switch t {
	case testTrue:
		return testFalse
	case testFalse:
		return testTrue
	}
	return testUnknown
}

// counterTest decides a condition with the counter at its last value, when it is a comparison
// of the counter with a constant, or `!`, `&&` and `||` of such (any other side is unknown).
func (f *file) counterTest(cond *sitter.Node, c counter, depth int) loopTruth {
	cond = unwrap(cond)
	if cond == nil || depth > 8 {
		return testUnknown
	}
	switch extract.Type(cond) {
	case "true":
		return testTrue
	case "false":
		return testFalse
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) == "!" {
			return f.counterTest(extract.Field(cond, "argument"), c, depth+1).not()
		}
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "&&":
			a, b := f.counterTest(l, c, depth+1), f.counterTest(r, c, depth+1)
			switch {
			case a == testFalse || b == testFalse:
				return testFalse
			case a == testTrue && b == testTrue:
				return testTrue
			}
			return testUnknown
		case "||":
			a, b := f.counterTest(l, c, depth+1), f.counterTest(r, c, depth+1)
			switch {
			case a == testTrue || b == testTrue:
				return testTrue
			case a == testFalse && b == testFalse:
				return testFalse
			}
			return testUnknown
		}
		if l, r = unwrap(l), unwrap(r); l == nil || r == nil {
			return testUnknown
		}
		if extract.Type(r) == "identifier" && extract.Content(r, f.Src) == c.name {
			l, r, op = r, l, flipped[op]
		}
		if extract.Type(l) != "identifier" || extract.Content(l, f.Src) != c.name {
			return testUnknown
		}
		v, ok := f.constInt(r, 0)
		if !ok {
			return testUnknown
		}
		if holds, ok := compare(c.last, op, v); ok {
			if holds {
				return testTrue
			}
			return testFalse
		}
	}
	return testUnknown
}

// flipped is the comparison that holds with its operands swapped.
var flipped = map[string]string{"===": "===", "==": "==", "!==": "!==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}

// compare evaluates `a op b` for a comparison operator.
func compare(a int64, op string, b int64) (holds, ok bool) {
	switch op {
	case "===", "==":
		return a == b, true
	case "!==", "!=":
		return a != b, true
	case "<":
		return a < b, true
	case "<=":
		return a <= b, true
	case ">":
		return a > b, true
	case ">=":
		return a >= b, true
	}
	return false, false
}
