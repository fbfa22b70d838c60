package python

import (
	"maps"
	"slices"
	"strconv"
	"strings"

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
// A bound may also be an attribute that only assignments of max(N, ...) bind (leastSet): read
// as symBase, a count of at least N, decided against itself plus offsets and not against
// constants, and tried with N as well.

// afterRetryLoop reports whether stmt comes, in its own function, after such a loop in its
// block or in a block around it.
func (c *fileCtx) afterRetryLoop(stmt *sitter.Node) bool {
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	return anyEarlierStatement(stmt, def, func(s *sitter.Node) bool {
		return extract.Type(s) == "for_statement" && c.lastIterationEnds(s, def)
	})
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
		right == nil || extract.Type(right) != "call" || string(c.bytesOf(extract.Field(right, "function"))) != "range" {
		return false
	}
	kw, pos := c.arguments(right)
	if len(kw) > 0 || len(pos) == 0 || len(pos) > 2 {
		return false
	}
	c.attrAlts, c.attrLeast = nil, nil
	if !c.lastRunEnds(loop, left, pos, def) {
		return false
	}
	alts, least := c.attrAlts, c.attrLeast
	c.attrAlts, c.attrLeast = nil, nil
	// An attribute known only to be at least N (symBase): the loop must also run, and end,
	// with N itself.
	for _, name := range slices.Sorted(maps.Keys(least)) {
		c.attrOverride = map[string]int{name: least[name]}
		ends := c.lastRunEnds(loop, left, pos, def)
		c.attrOverride = nil
		if !ends {
			return false
		}
	}
	// An attribute the class binds may be rebound (classConst): the loop must end with each
	// other value it may have, one attribute at a time.
	for _, name := range slices.Sorted(maps.Keys(alts)) {
		for _, v := range alts[name] {
			c.attrOverride = map[string]int{name: v}
			ends := c.lastRunEnds(loop, left, pos, def)
			c.attrOverride = nil
			if !ends {
				return false
			}
		}
	}
	return true
}

// lastRunEnds is lastIterationEnds for the range arguments pos, with the constants as they are
// read now.
func (c *fileCtx) lastRunEnds(loop, left *sitter.Node, pos []*sitter.Node, def *sitter.Node) bool {
	start, stop := 0, 0
	ok := true
	if len(pos) == 2 {
		start, ok = c.constInt(pos[0], def, 0)
		pos = pos[1:]
	}
	stop, ok2 := c.constInt(pos[0], def, 0)
	if !ok || !ok2 || isSym(start) || (!isSym(stop) && stop <= start) || (isSym(stop) && isSym(start) && stop <= start) {
		// A start of symBase (at least N) may run the loop no time; a stop of symBase runs it
		// least with N, which lastIterationEnds tries too.
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
				if string(c.bytesOf(l)) == counter {
					return mayJump
				}
				delete(env, c.text(l))
				if extract.Type(x) == "assignment" {
					if v, ok := c.counterTest(extract.Field(x, "right"), counter, last, env, def); ok {
						env[string(c.bytesOf(l))] = v
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
		v, known = env[string(c.bytesOf(n))]
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
		if !xk || !yk || isSym(x) != isSym(y) {
			return false, false // a value at least N against a constant may go either way
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
	if n = unparen(n); n != nil && extract.Type(n) == "identifier" && string(c.bytesOf(n)) == counter {
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
		return v, err == nil && v < symBase/4 // a larger literal would read as symBase
	case "unary_operator":
		if v, ok := c.constInt(extract.Field(n, "argument"), def, depth+1); ok && !isSym(v) && c.text(n)[0] == '-' {
			return -v, true
		}
	case "binary_operator":
		l, lk := c.constInt(extract.Field(n, "left"), def, depth+1)
		r, rk := c.constInt(extract.Field(n, "right"), def, depth+1)
		return arith(extract.Field(n, "operator"), l, r, lk && rk)
	case "identifier":
		// A module constant (moduleConstBinding: bound once, in the module's own body, by no
		// global write, import, def or class, nor by a loop, with or del), read in a function
		// that binds no name of its own for it (localBinding).
		name := c.text(n)
		if c.enclosingDef(n) == nil {
			return 0, false
		}
		if scope, _ := c.localBinding(name, n); scope != nil {
			return 0, false
		}
		if a := c.moduleConstBinding(name); a != nil && c.moduleBinds(name) == 1 {
			return c.constInt(extract.Field(a, "right"), def, depth+1)
		}
	case "attribute":
		obj := extract.Field(n, "object")
		if obj == nil || extract.Type(obj) != "identifier" || (string(c.bytesOf(obj)) != "self" && string(c.bytesOf(obj)) != "cls") {
			return 0, false
		}
		return c.classConst(def, c.text(extract.Field(n, "attribute")), depth)
	}
	return 0, false
}

// classConst returns the integer a class body binds name to, once, for the class def is a
// method of: by a statement of the body itself, where nothing else of the body binds the name
// (an if or try of the body, a def). A rebinding elsewhere is another value the loop may run
// with (attrAlts, read by lastIterationEnds): an assignment of the file that sets the attribute
// on an object (self.N = 0 on an instance, Class.N = 0) to a constant, or to something else,
// which is taken for a count of zero or more and tried as 0; a subclass of the file whose body
// binds the name to a constant. Any other rebinding (an augmented assignment, a pattern, a
// subclass's non-constant) leaves the value unknown.
func (c *fileCtx) classConst(def *sitter.Node, name string, depth int) (int, bool) {
	p := classBodyOf(def)
	if p == nil {
		return 0, false
	}
	if v, ok := c.attrOverride[name]; ok {
		return v, true
	}
	if c.bodyBinds(p, name) == 0 {
		// Bound only by assignments to objects, each max(N, ...): read as symBase, at least
		// the least N (leastSet), which lastIterationEnds tries too.
		m, ok := c.leastSet(extract.Parent(p), name)
		if !ok {
			return 0, false
		}
		if c.attrLeast == nil {
			c.attrLeast = map[string]int{}
		}
		c.attrLeast[name] = m
		return symBase, true
	}
	if c.bodyBinds(p, name) != 1 {
		return 0, false
	}
	var alts []int
	if sets, ok := c.attrAssigned()[name]; ok {
		if sets == nil {
			return 0, false // an augmented assignment or a pattern: not followed
		}
		for _, v := range sets {
			n, ok := c.constInt(v, c.enclosingDef(v), depth+1)
			if !ok {
				n = 0 // a count from elsewhere (a parameter): the fewest runs it allows
			}
			alts = append(alts, n)
		}
	}
	cls := c.text(extract.Field(extract.Parent(p), "name"))
	for _, sub := range c.subclassBodies(cls) {
		if c.bodyBinds(sub, name) == 0 {
			continue
		}
		v := c.directBinding(sub, name)
		if v == nil || c.bodyBinds(sub, name) != 1 {
			return 0, false
		}
		n, ok := c.constInt(v, nil, depth+1)
		if !ok {
			return 0, false
		}
		alts = append(alts, n)
	}
	val := c.directBinding(p, name)
	if val == nil {
		return 0, false
	}
	if len(alts) > 0 {
		if c.attrAlts == nil {
			c.attrAlts = map[string][]int{}
		}
		c.attrAlts[name] = alts
	}
	return c.constInt(val, def, depth+1)
}

// directBinding returns the value a statement of the class body itself assigns to name (the
// last such), or nil.
func (c *fileCtx) directBinding(body *sitter.Node, name string) *sitter.Node {
	var val *sitter.Node
	for _, s := range namedChildren(body) {
		if extract.Type(s) != "expression_statement" || extract.NamedChildCount(s) != 1 {
			continue
		}
		a := extract.NamedChild(s, 0)
		if extract.Type(a) == "assignment" && string(c.bytesOf(extract.Field(a, "left"))) == name {
			val = extract.Field(a, "right")
		}
	}
	return val
}

// arith applies + or - to two known integers. A value at least N (symBase plus an offset)
// stays one only as V + k or V - k; V - V is the difference of the offsets.
func arith(op *sitter.Node, l, r int, ok bool) (int, bool) {
	if !ok || op == nil {
		return 0, false
	}
	switch extract.Type(op) {
	case "+":
		if isSym(l) && isSym(r) {
			return 0, false
		}
		return l + r, true
	case "-":
		if isSym(r) && !isSym(l) {
			return 0, false
		}
		return l - r, true
	}
	return 0, false
}

// symBase stands for an attribute known only to be at least some N (attrLeast): values near
// it are that attribute plus an offset, compared with each other by the offsets alone.
const symBase = 1 << 40

// isSym reports whether a value is symBase plus an offset.
func isSym(v int) bool { return v > symBase/2 }

// leastSet returns, for an attribute that no class body of the file binds and that every
// assignment of the file binds to the builtin max of arguments with an integer literal among
// them (`self._max_retries = max(1, max_retries)`), the least value it may have.
func (c *fileCtx) leastSet(cls *sitter.Node, name string) (int, bool) {
	sets := c.attrAssigned()[name]
	if len(sets) == 0 || c.defs["max"] != nil || c.isLocalClass("max") {
		return 0, false
	}
	if _, shadowed := c.names["max"]; shadowed {
		return 0, false
	}
	for _, sub := range c.subclassBodies(c.text(extract.Field(cls, "name"))) {
		if c.bodyBinds(sub, name) != 0 {
			return 0, false
		}
	}
	least := 0
	for i, v := range sets {
		v = unparen(v)
		if v == nil || extract.Type(v) != "call" || string(c.bytesOf(extract.Field(v, "function"))) != "max" {
			return 0, false
		}
		kw, pos := c.arguments(v)
		if len(kw) > 0 || len(pos) < 2 {
			return 0, false
		}
		m, found := 0, false
		for _, a := range pos {
			if extract.Type(a) == "list_splat" || extract.Type(a) == "dictionary_splat" {
				return 0, false
			}
			if a = unparen(a); extract.Type(a) == "integer" {
				n, err := strconv.Atoi(c.text(a))
				if err != nil || n >= symBase/4 {
					return 0, false
				}
				if !found || n > m {
					m, found = n, true
				}
			}
		}
		if !found {
			return 0, false
		}
		if i == 0 || m < least {
			least = m
		}
	}
	return least, true
}

// bodyBinds counts the bindings of name in a class body's own scope: assignments and the
// other binders, wherever they stand in the body, and defs and classes of that name.
func (c *fileCtx) bodyBinds(body *sitter.Node, name string) int {
	n := 0
	walkScope(body, func(x *sitter.Node) {
		switch t := extract.Type(x); {
		case t == "function_definition" || t == "class_definition":
			if string(c.bytesOf(extract.Field(x, "name"))) == name {
				n++
			}
		case t == "for_in_clause":
		case bindingSymbols.Holds(x):
			for _, b := range c.boundNames(x) {
				if b == name {
					n++
				}
			}
		case t == "delete_statement" && strings.Contains(c.text(x), name):
			n += 2
		}
	})
	return n
}

// attrAssigned returns, by attribute name, the values that assignments anywhere in the file
// give an attribute of that name (self.N = v, Class.N = v); nil for a name that an augmented
// assignment, a pattern or a for loop also binds as an attribute. Built once.
func (c *fileCtx) attrAssigned() map[string][]*sitter.Node {
	if c.attrBound != nil {
		return c.attrBound
	}
	c.attrBound = map[string][]*sitter.Node{}
	unknown := map[string]bool{}
	var target func(t *sitter.Node)
	target = func(t *sitter.Node) {
		if t == nil {
			return
		}
		switch extract.Type(t) {
		case "attribute":
			unknown[string(c.bytesOf(extract.Field(t, "attribute")))] = true
		case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "list_splat_pattern", "parenthesized_expression":
			eachNamedChild(t, target)
		}
	}
	walkTree(c.root, func(x *sitter.Node) {
		switch extract.Type(x) {
		case "assignment":
			l, r := extract.Field(x, "left"), extract.Field(x, "right")
			if l != nil && extract.Type(l) == "attribute" && r != nil && extract.Type(r) != "assignment" {
				name := c.text(extract.Field(l, "attribute"))
				c.attrBound[name] = append(c.attrBound[name], r)
				return
			}
			target(l)
		case "augmented_assignment", "for_statement":
			target(extract.Field(x, "left"))
		}
	})
	for name := range unknown {
		c.attrBound[name] = nil
	}
	return c.attrBound
}

// subclassBodies returns the bodies of the file's classes that name cls among their bases
// (by name, plain or the last part of a dotted one), in source order. The file is walked once
// for every base name: classConst and leastSet ask for each class attribute a retry loop reads.
func (c *fileCtx) subclassBodies(cls string) []*sitter.Node {
	if c.subclassBods != nil {
		return c.subclassBods[cls]
	}
	c.subclassBods = map[string][]*sitter.Node{}
	walkTree(c.root, func(x *sitter.Node) {
		bases := extract.Field(x, "superclasses")
		if extract.Type(x) != "class_definition" || bases == nil {
			return
		}
		eachNamedChild(bases, func(b *sitter.Node) {
			if extract.Type(b) == "identifier" || extract.Type(b) == "attribute" {
				if body := extract.Field(x, "body"); body != nil {
					base := lastName(c.text(b))
					c.subclassBods[base] = append(c.subclassBods[base], body)
				}
			}
		})
	})
	return c.subclassBods[cls]
}
