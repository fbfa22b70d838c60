package python

import (
	"maps"
	"strconv"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A statement after a retry loop whose last iteration returns or raises never runs:
//
//	_MAX_RETRIES = 3                                  # in the class body
//	for attempt in range(self._MAX_RETRIES + 1):
//	    final = attempt == self._MAX_RETRIES
//	    try:
//	        r = self._client.request(method, path)
//	    except httpx.TransportError:
//	        if final or method not in SAFE:
//	            raise
//	        continue
//	    if not final and self._should_retry(r):
//	        continue
//	    return r
//	raise AssertionError("unreachable")               # dead
//
// The loop is `for i in range(stop)` or `range(start, stop)` with no else and no break of its
// own, whose bounds are integer literals, module constants or attributes the class body binds
// once to one (`self.N`), with + and - between them, that runs at least once. Its body, with
// the counter at its last value, returns or raises on every path: a test of the counter (or of
// a name the body binds to one before, `final = attempt == N`) against a constant is decided,
// any other test may go either way, every except clause may run, and a continue goes on to a
// next iteration that there is not. A body that binds the counter, a nested loop, a with, a
// try with else or finally, and any other statement that may jump leave the statement live.

// afterRetryLoop reports whether stmt comes, in its own function, after such a loop in its
// block or in a block around it.
func (c *fileCtx) afterRetryLoop(stmt *sitter.Node) bool {
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	for n := stmt; n != nil && !n.Equal(def); n = n.Parent() {
		p := n.Parent()
		if p == nil || extract.Type(p) != "block" {
			continue
		}
		for _, s := range namedChildren(p) {
			if extract.StartByte(s) >= extract.StartByte(n) {
				break
			}
			if extract.Type(s) == "for_statement" && c.lastIterationEnds(s, def) {
				return true
			}
		}
	}
	return false
}

// loopEnd is what a run through statements does: falls out of their end, ends the function
// (a return or raise on every path), or may jump (continue, break, anything not followed).
type loopEnd int

const (
	fallsOut loopEnd = iota
	endsFunc
	mayJump
)

// lastIterationEnds reports whether a for loop over range(...) returns or raises on every path
// of its last iteration, and runs one.
func (c *fileCtx) lastIterationEnds(loop, def *sitter.Node) bool {
	left, right := extract.Field(loop, "left"), unparen(extract.Field(loop, "right"))
	if left == nil || extract.Type(left) != "identifier" || extract.Field(loop, "alternative") != nil ||
		right == nil || extract.Type(right) != "call" || c.text(extract.Field(right, "function")) != "range" {
		return false
	}
	kw, pos := c.arguments(right)
	if len(kw) > 0 || len(pos) == 0 || len(pos) > 2 {
		return false
	}
	start, stop := 0, 0
	ok := true
	if len(pos) == 2 {
		start, ok = c.constInt(pos[0], def, 0)
		pos = pos[1:]
	}
	stop, ok2 := c.constInt(pos[0], def, 0)
	if !ok || !ok2 || stop <= start {
		return false
	}
	return c.runEnd(namedChildren(extract.Field(loop, "body")), c.text(left), stop-1, map[string]bool{}, def) == endsFunc
}

// runEnd is what the statements of a block do with the counter at value last; env holds the
// names bound to a decided test of it.
func (c *fileCtx) runEnd(stmts []*sitter.Node, counter string, last int, env map[string]bool, def *sitter.Node) loopEnd {
	for _, s := range stmts {
		switch extract.Type(s) {
		case "return_statement", "raise_statement":
			return endsFunc
		case "comment", "pass_statement":
		case "expression_statement":
			x := s
			if extract.NamedChildCount(s) == 1 {
				x = extract.NamedChild(s, 0)
			}
			if extract.Type(x) == "assignment" || extract.Type(x) == "augmented_assignment" {
				l := extract.Field(x, "left")
				if l == nil || extract.Type(l) != "identifier" {
					if l == nil || c.mentionsName(l, counter, 0) {
						return mayJump // a pattern that may bind the counter
					}
					continue
				}
				if c.text(l) == counter {
					return mayJump
				}
				delete(env, c.text(l))
				if extract.Type(x) == "assignment" {
					if v, ok := c.counterTest(extract.Field(x, "right"), counter, last, env, def); ok {
						env[c.text(l)] = v
					}
				}
			}
		case "if_statement":
			r := c.ifEnd(s, counter, last, env, def)
			if r != fallsOut {
				return r
			}
		case "try_statement":
			var hs []*sitter.Node
			for _, ch := range namedChildren(s) {
				switch extract.Type(ch) {
				case "except_clause":
					hs = append(hs, ch)
				case "else_clause", "finally_clause", "except_group_clause":
					return mayJump
				}
			}
			r := c.runEnd(namedChildren(extract.Field(s, "body")), counter, last, maps.Clone(env), def)
			if r == mayJump {
				return mayJump
			}
			all := r == endsFunc
			for _, h := range hs {
				body := lastBlock(h)
				if body == nil {
					return mayJump
				}
				switch c.runEnd(namedChildren(body), counter, last, maps.Clone(env), def) {
				case mayJump:
					return mayJump
				case fallsOut:
					all = false
				}
			}
			if all {
				return endsFunc
			}
		default:
			return mayJump // continue, break, loops, with, nested definitions...
		}
	}
	return fallsOut
}

// ifEnd is runEnd for an if statement: only the branches its decided tests let run.
func (c *fileCtx) ifEnd(s *sitter.Node, counter string, last int, env map[string]bool, def *sitter.Node) loopEnd {
	ends, falls := true, false
	branch := func(body *sitter.Node) bool {
		switch c.runEnd(namedChildren(body), counter, last, maps.Clone(env), def) {
		case mayJump:
			return false
		case fallsOut:
			ends, falls = false, true
		}
		return true
	}
	cond, body := extract.Field(s, "condition"), extract.Field(s, "consequence")
	for {
		v, known := c.counterTest(cond, counter, last, env, def)
		if !known || v {
			if !branch(body) {
				return mayJump
			}
		}
		if known && v {
			break // the rest never runs
		}
		// next: an elif, an else, or none
		next := (*sitter.Node)(nil)
		for _, ch := range namedChildren(s) {
			if extract.StartByte(ch) > extract.StartByte(body) && (extract.Type(ch) == "elif_clause" || extract.Type(ch) == "else_clause") {
				next = ch
				break
			}
		}
		if next == nil {
			ends, falls = false, true
			break
		}
		if extract.Type(next) == "else_clause" {
			if !branch(extract.Field(next, "body")) {
				return mayJump
			}
			break
		}
		cond, body = extract.Field(next, "condition"), extract.Field(next, "consequence")
	}
	if ends && !falls {
		return endsFunc
	}
	return fallsOut
}

// counterTest decides a test on the last iteration: a name env holds, a comparison of the
// counter with a constant, not/and/or of them; known is false when it may go either way.
func (c *fileCtx) counterTest(n *sitter.Node, counter string, last int, env map[string]bool, def *sitter.Node) (v, known bool) {
	n = unparen(n)
	if n == nil {
		return false, false
	}
	switch extract.Type(n) {
	case "identifier":
		v, known = env[c.text(n)]
		return v, known
	case "not_operator":
		v, known = c.counterTest(extract.Field(n, "argument"), counter, last, env, def)
		return !v, known
	case "boolean_operator":
		l, lk := c.counterTest(extract.Field(n, "left"), counter, last, env, def)
		r, rk := c.counterTest(extract.Field(n, "right"), counter, last, env, def)
		if c.isOr(n) {
			if lk && l || rk && r {
				return true, true
			}
			return false, lk && rk
		}
		if lk && !l || rk && !r {
			return false, true
		}
		return true, lk && rk
	case "comparison_operator":
		if extract.NamedChildCount(n) != 2 || n.ChildCount() != 3 {
			return false, false
		}
		a, b := extract.NamedChild(n, 0), extract.NamedChild(n, 1)
		op := extract.Type(n.Child(1))
		x, xk := c.counterValue(a, counter, last, def)
		y, yk := c.counterValue(b, counter, last, def)
		if !xk || !yk {
			return false, false
		}
		switch op {
		case "==":
			return x == y, true
		case "!=":
			return x != y, true
		case "<":
			return x < y, true
		case "<=":
			return x <= y, true
		case ">":
			return x > y, true
		case ">=":
			return x >= y, true
		}
	}
	return false, false
}

// counterValue is constInt that reads the counter as last.
func (c *fileCtx) counterValue(n *sitter.Node, counter string, last int, def *sitter.Node) (int, bool) {
	if n = unparen(n); n != nil && extract.Type(n) == "identifier" && c.text(n) == counter {
		return last, true
	}
	if n != nil && extract.Type(n) == "binary_operator" && c.mentionsName(n, counter, 0) {
		l, lk := c.counterValue(extract.Field(n, "left"), counter, last, def)
		r, rk := c.counterValue(extract.Field(n, "right"), counter, last, def)
		return arith(extract.Field(n, "operator"), l, r, lk && rk)
	}
	return c.constInt(n, def, 0)
}

// constInt returns the value of an integer constant: a literal, a module name or an attribute
// of self or cls that the module or the class of def binds once to one, + and - of them.
func (c *fileCtx) constInt(n, def *sitter.Node, depth int) (int, bool) {
	n = unparen(n)
	if n == nil || depth > maxDepth {
		return 0, false
	}
	switch extract.Type(n) {
	case "integer":
		v, err := strconv.Atoi(c.text(n))
		return v, err == nil
	case "unary_operator":
		if v, ok := c.constInt(extract.Field(n, "argument"), def, depth+1); ok && c.text(n)[0] == '-' {
			return -v, true
		}
	case "binary_operator":
		l, lk := c.constInt(extract.Field(n, "left"), def, depth+1)
		r, rk := c.constInt(extract.Field(n, "right"), def, depth+1)
		return arith(extract.Field(n, "operator"), l, r, lk && rk)
	case "identifier":
		if as := c.assignments(c.root)[c.text(n)]; len(as) == 1 && c.enclosingDef(n) != nil && len(c.assignments(c.enclosingDef(n))[c.text(n)]) == 0 {
			return c.constInt(extract.Field(as[0], "right"), def, depth+1)
		}
	case "attribute":
		obj := extract.Field(n, "object")
		if obj == nil || extract.Type(obj) != "identifier" || (c.text(obj) != "self" && c.text(obj) != "cls") {
			return 0, false
		}
		return c.classConst(def, c.text(extract.Field(n, "attribute")), depth)
	}
	return 0, false
}

// classConst returns the integer a class body binds name to, once, for the class def is a
// method of.
func (c *fileCtx) classConst(def *sitter.Node, name string, depth int) (int, bool) {
	p := def.Parent()
	if p != nil && extract.Type(p) == "decorated_definition" {
		p = p.Parent()
	}
	if p == nil || extract.Type(p) != "block" || p.Parent() == nil || extract.Type(p.Parent()) != "class_definition" {
		return 0, false
	}
	var val *sitter.Node
	for _, s := range namedChildren(p) {
		if extract.Type(s) != "expression_statement" || extract.NamedChildCount(s) != 1 {
			continue
		}
		a := extract.NamedChild(s, 0)
		if extract.Type(a) == "assignment" && c.text(extract.Field(a, "left")) == name {
			if val != nil {
				return 0, false
			}
			val = extract.Field(a, "right")
		}
	}
	if val == nil {
		return 0, false
	}
	return c.constInt(val, def, depth+1)
}

// arith applies + or - to two known integers.
func arith(op *sitter.Node, l, r int, ok bool) (int, bool) {
	if !ok || op == nil {
		return 0, false
	}
	switch extract.Type(op) {
	case "+":
		return l + r, true
	case "-":
		return l - r, true
	}
	return 0, false
}
