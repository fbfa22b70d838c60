package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Predicates that guard a raise away (extract/guards.go). A raise under a test of its function's
// own state (`env = Env._current.get()`, `if env is None: raise RuntimeError(...)`) does not run
// where a sibling predicate that returns the negation of that test (`def has_current(): return
// Env._current.get() is not None`) has returned a true value: the pending finding names the
// predicate (Pending.SkipsUnder), and each call records the predicates asked on its receiver
// before it (Call.Under). The test must read no parameter and no variable the function sets
// otherwise than once from state, so that the predicate, called on the same receiver, tests the
// same thing.

// raiseSkips returns the predicates of the file under which the raise stmt in def does not run:
// the key of each function beside def (same class, or module) whose body returns exactly the
// negation of the test the raise is under, and the key with "!" in front of each that returns
// the test itself.
func (c *fileCtx) raiseSkips(stmt, def *sitter.Node) []string {
	return memo(&c.skips, [2]uint32{extract.StartByte(stmt), extract.StartByte(def)}, func() []string { return c.raiseSkipsOf(stmt, def) })
}

// raiseSkipsOf computes raiseSkips: each raise is asked once for its pending finding and once
// for every same-file call that may reach it.
func (c *fileCtx) raiseSkipsOf(stmt, def *sitter.Node) []string {
	cond := c.raiseTest(stmt, def)
	if cond == nil {
		return nil
	}
	// The same-file predicates a caller may ask first: none (the common case) leaves only a
	// method's test on its receiver to read.
	within := c.predicateOf(def).container
	var preds []function
	for _, fn := range c.functions() {
		if pr := c.predicateOf(fn.def); pr.ok && !nodeIs(fn.def, def) && nodeIs(pr.container, within) {
			preds = append(preds, fn)
		}
	}
	cls := c.enclosingClassName(def)
	if cls == "" && len(preds) == 0 {
		return nil
	}
	base, neg, ok := c.stateTest(cond, def)
	if !ok {
		return nil
	}
	var out []string
	if cls != "" {
		// A caller may write the test out on what it calls the method on.
		if form := receiverForm(base, []string{"self", "cls", cls}); form != "" {
			if neg {
				out = append(out, "="+form)
			} else {
				out = append(out, "!="+form)
			}
		}
	}
	for _, fn := range preds {
		pr := c.predicateOf(fn.def)
		if pr.base != base {
			continue
		}
		for _, k := range c.keysOf(fn.key) {
			if pr.neg == neg {
				k = "!" + k // the predicate returns the test: the raise runs where it is true
			}
			out = append(out, k)
		}
	}
	return out
}

// guardedAway reports whether a predicate asked before call (a call of def, the same-file
// function holding the raise r) guards r away.
func (c *fileCtx) guardedAway(call, def *sitter.Node, r raised) bool {
	skips := c.raiseSkips(r.stmt, def)
	if len(skips) == 0 {
		return false
	}
	for _, u := range c.predicatesAt(call, c.enclosingDef(call)) {
		if slices.Contains(skips, u) {
			return true
		}
	}
	return false
}

// raiseTest returns the condition of the nearest if statement of def whose consequence holds
// the raise stmt, or nil.
func (c *fileCtx) raiseTest(stmt, def *sitter.Node) *sitter.Node {
	for n, p := stmt, extract.Parent(stmt); p != nil && p != def; n, p = p, extract.Parent(p) {
		if extract.Type(p) == "if_statement" && nodeIs(extract.Field(p, "consequence"), n) {
			return extract.Field(p, "condition")
		}
	}
	return nil
}

// container returns the node a function is defined in (a class body, the module, another
// function's body), above its decorators.
func container(def *sitter.Node) *sitter.Node {
	p := extract.Parent(def)
	if p != nil && extract.Type(p) == "decorated_definition" {
		p = extract.Parent(p)
	}
	if p == nil {
		return def
	}
	return p
}

// predicate is what raiseSkipsOf reads of a function of the file, for every raise it is asked
// about: the node the function's definition sits in (container) and, when the function is a
// predicate (no parameter but self and cls, one return of a state test), the test it returns
// (stateTest of predicateReturn).
type predicate struct {
	container *sitter.Node
	base      string
	neg, ok   bool
}

// predicateOf returns the function's predicate, read once per function.
func (c *fileCtx) predicateOf(def *sitter.Node) predicate {
	return memo(&c.predicates, extract.StartByte(def), func() predicate {
		p := predicate{container: container(def)}
		ret := predicateReturn(def)
		if ret == nil || slices.ContainsFunc(c.paramNames(def), func(p string) bool { return p != "self" && p != "cls" }) {
			return p
		}
		p.base, p.neg, p.ok = c.stateTest(ret, def)
		return p
	})
}

// predicateReturn returns the value of a function whose body is one return statement (after
// a docstring), or nil.
func predicateReturn(def *sitter.Node) *sitter.Node {
	body := extract.Field(def, "body")
	var stmts []*sitter.Node
	for i := 0; body != nil && i < int(extract.NamedChildCount(body)); i++ {
		st := extract.NamedChild(body, i)
		if extract.Type(st) == "comment" || (len(stmts) == 0 && extract.Type(st) == "expression_statement" && extract.NamedChildCount(st) == 1 && extract.Type(extract.NamedChild(st, 0)) == "string") {
			continue
		}
		stmts = append(stmts, st)
	}
	if len(stmts) != 1 || extract.Type(stmts[0]) != "return_statement" || extract.NamedChildCount(stmts[0]) != 1 {
		return nil
	}
	return extract.NamedChild(stmts[0], 0)
}

// stateTest returns a test of def as text without its negation, whether it is negated, and
// whether it reads only state: no parameter but self and cls, and no variable of def but one
// assigned once from such an expression (read as that expression).
func (c *fileCtx) stateTest(n, def *sitter.Node) (string, bool, bool) {
	return c.testText(n, func(x *sitter.Node) (string, bool) { return c.stateOperand(x, def) })
}

// testText returns a test as text without its negation (each operand as operand gives it),
// whether it is negated, and whether every operand could be given: `x is not None` is the
// negation of `x is None`, `a != b` of `a == b`, `not t` of `t`.
func (c *fileCtx) testText(n *sitter.Node, operand func(*sitter.Node) (string, bool)) (string, bool, bool) {
	n = unparen(n)
	if n == nil {
		return "", false, false
	}
	if extract.Type(n) == "not_operator" {
		base, neg, ok := c.testText(extract.Field(n, "argument"), operand)
		return base, !neg, ok
	}
	if extract.Type(n) == "comparison_operator" && extract.NamedChildCount(n) == 2 && n.ChildCount() == 3 {
		op := c.text(n.Child(1))
		neg := false
		switch strings.Join(strings.Fields(op), " ") {
		case "is not":
			op, neg = "is", true
		case "!=":
			op, neg = "==", true
		case "is", "==":
		default:
			return "", false, false
		}
		l, lok := operand(extract.NamedChild(n, 0))
		r, rok := operand(extract.NamedChild(n, 1))
		return l + " " + op + " " + r, neg, lok && rok
	}
	s, ok := operand(n)
	return s, false, ok
}

// receiverForm rewrites a test's text (testText) so that what a method is called on reads "$":
// an operand that starts with one of heads (self, cls, the class's name; the receiver at a
// call) followed by a dot. It returns "" when no operand does.
func receiverForm(base string, heads []string) string {
	parts := strings.Split(base, " ")
	found := false
	for i := 0; i < len(parts); i += 2 {
		for _, h := range heads {
			if h != "" && strings.HasPrefix(parts[i], h+".") {
				parts[i], found = "$"+parts[i][len(h):], true
				break
			}
		}
	}
	if !found {
		return ""
	}
	return strings.Join(parts, " ")
}

// stateOperand is stateTest's text of an operand: a variable of def assigned once reads as
// what it is assigned.
func (c *fileCtx) stateOperand(n, def *sitter.Node) (string, bool) {
	n = unparen(n)
	if extract.Type(n) == "identifier" {
		if v := c.assignedOnce(def, c.text(n), n); v != nil {
			n = v
		}
	}
	if !c.readsState(n, def) {
		return "", false
	}
	return strings.Join(strings.Fields(c.text(n)), ""), true
}

// readsState reports whether an expression of def uses no parameter of def but self and cls,
// and no variable that def assigns.
func (c *fileCtx) readsState(n, def *sitter.Node) bool {
	params := c.paramNames(def)
	ok := true
	var walk func(x *sitter.Node)
	walk = func(x *sitter.Node) {
		if !ok {
			return
		}
		switch extract.Type(x) {
		case "identifier":
			name := c.text(x)
			if (slices.Contains(params, name) && name != "self" && name != "cls") || len(c.assignmentsOf(def, name)) > 0 {
				ok = false
			}
			return
		case "attribute":
			walk(extract.Field(x, "object")) // the attribute's name is no variable
			return
		case "lambda", "list_comprehension", "generator_expression", "dictionary_comprehension", "set_comprehension":
			ok = false
			return
		}
		for i := 0; i < int(extract.NamedChildCount(x)); i++ {
			walk(extract.NamedChild(x, i))
		}
	}
	walk(n)
	return ok
}

// assignedOnce returns the value of the one assignment `name = value` of def before use, when
// def binds name nowhere else, or nil.
func (c *fileCtx) assignedOnce(def *sitter.Node, name string, use *sitter.Node) *sitter.Node {
	as := c.soleAssignment(def, name)
	if as == nil || extract.EndByte(as) > extract.StartByte(use) {
		return nil
	}
	return extract.Field(as, "right")
}

// assignmentsOf returns the statements of def (outside nested functions) that bind name: an
// assignment or augmented assignment to it, a for loop, a with item or a walrus naming it.
func (c *fileCtx) assignmentsOf(def *sitter.Node, name string) []*sitter.Node {
	return c.bindings(def)[name]
}

// bindingBefore returns the last statement of scope (bindings) that binds name and starts before
// at, or nil.
func (c *fileCtx) bindingBefore(scope *sitter.Node, name string, at *sitter.Node) *sitter.Node {
	var last *sitter.Node
	for _, b := range c.bindings(scope)[name] {
		if extract.StartByte(b) >= extract.StartByte(at) {
			break
		}
		last = b
	}
	return last
}

// soleAssignment returns the one statement of def (bindings) that binds name when it is a plain
// assignment, or nil.
func (c *fileCtx) soleAssignment(def *sitter.Node, name string) *sitter.Node {
	if binds := c.bindings(def)[name]; len(binds) == 1 && extract.Type(binds[0]) == "assignment" {
		return binds[0]
	}
	return nil
}

// bindings returns, by name, the statements of def (outside nested functions) that bind a
// variable (assignmentsOf), in source order: one walk of def's body, which every operand of every
// state test would otherwise walk again.
func (c *fileCtx) bindings(def *sitter.Node) map[string][]*sitter.Node {
	return memo(&c.bound, [2]uint32{extract.StartByte(def), extract.EndByte(def)}, func() map[string][]*sitter.Node {
		out := map[string][]*sitter.Node{}
		body := extract.Field(def, "body")
		if body == nil {
			return out
		}
		// A body with a syntax error is walked whole (tokens.go).
		prune := !body.HasError()
		at := c.bindTokens()
		var walk func(x *sitter.Node)
		walk = func(x *sitter.Node) {
			if prune && exprSymbols.Holds(x) && !at.holds(x) {
				return // an expression whose text holds no binding's token (tokens.go)
			}
			// By symbol: read in place (extract.Symbol), where Node.Type copies the name into a new string.
			switch sym := extract.Symbol(x); {
			case scopeSymbols.Has(sym):
				if x != def {
					return
				}
			case bindingSymbols.Has(sym):
				for _, name := range c.boundNames(x) {
					out[name] = append(out[name], x)
				}
			}
			eachNamedChild(x, walk)
		}
		walk(body)
		return out
	})
}

// scopeSymbols are the symbols of the nodes that open a scope of their own (bindings, walkScope),
// functionSymbols and lambdaSymbols two of them (lambdaParam); bindingSymbols those of the
// statements that bind a variable (bindings).
var (
	scopeSymbols    = newSymbolSet("function_definition", "class_definition", "lambda")
	functionSymbols = newSymbolSet("function_definition")
	lambdaSymbols   = newSymbolSet("lambda")
	bindingSymbols  = newSymbolSet("assignment", "augmented_assignment", "for_statement", "named_expression", "as_pattern", "for_in_clause")
)

// boundNames returns the variables a binding statement's target names, each once, as a
// variable or in a pattern of variables (not an attribute or a subscript).
func (c *fileCtx) boundNames(x *sitter.Node) []string {
	var target *sitter.Node
	switch extract.Type(x) {
	case "assignment", "augmented_assignment", "for_statement", "for_in_clause":
		target = extract.Field(x, "left")
	case "named_expression":
		target = extract.Field(x, "name")
	case "as_pattern":
		target = extract.Field(x, "alias")
	}
	var out []string
	var walk func(t *sitter.Node)
	walk = func(t *sitter.Node) {
		if t == nil {
			return
		}
		switch extract.Type(t) {
		case "identifier":
			if name := c.text(t); !slices.Contains(out, name) {
				out = append(out, name)
			}
			return
		case "attribute", "subscript":
			return
		}
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			walk(extract.NamedChild(t, i))
		}
	}
	walk(target)
	return out
}

// predicatesAt returns the predicates known to hold where call (in def) runs (Call.Under):
// each call of a function on the call's own receiver, with no arguments, whose value the call
// is guarded by: the test of an if or a conditional expression around it, the left side of an
// `and` or `or` before it, an earlier `if P(): return` (or raise, continue, break) of a block
// around it, an assert. "!" in front of a key says the predicate returned a false value.
func (c *fileCtx) predicatesAt(call, def *sitter.Node) []string {
	recv := c.receiverText(call)
	var out []string
	var add func(cond *sitter.Node, truth bool)
	add = func(cond *sitter.Node, truth bool) {
		cond = unparen(cond)
		if cond == nil {
			return
		}
		switch extract.Type(cond) {
		case "not_operator":
			add(extract.Field(cond, "argument"), !truth)
		case "boolean_operator":
			// Both sides of a true `and`, and of a false `or`, hold.
			if op := extract.Field(cond, "operator"); op != nil && (string(c.bytesOf(op)) == "and") == truth {
				add(extract.Field(cond, "left"), truth)
				add(extract.Field(cond, "right"), truth)
			}
		case "comparison_operator", "attribute":
			// The test written out on the receiver: `if s._conn is not None: s.connection()`.
			base, neg, ok := c.testText(cond, func(x *sitter.Node) (string, bool) {
				return strings.Join(strings.Fields(c.text(unparen(x))), ""), true
			})
			if form := receiverForm(base, []string{recv}); ok && recv != "" && form != "" {
				if truth == neg {
					form = "!=" + form
				} else {
					form = "=" + form
				}
				out = append(out, form)
			}
		case "call":
			args := extract.Field(cond, "arguments")
			if args == nil || extract.NamedChildCount(args) != 0 || c.receiverText(cond) != recv {
				return
			}
			for _, k := range c.keysOf(c.callTarget(cond)) {
				if k == "" {
					continue
				}
				if !truth {
					k = "!" + k
				}
				out = append(out, k)
			}
		}
	}
	for n, p := call, c.parent(call); p != nil && p != def; n, p = p, c.parent(p) {
		switch extract.Type(p) {
		case "conditional_expression":
			if extract.NamedChildCount(p) == 3 {
				if nodeIs(extract.NamedChild(p, 0), n) {
					add(extract.NamedChild(p, 1), true)
				} else if nodeIs(extract.NamedChild(p, 2), n) {
					add(extract.NamedChild(p, 1), false)
				}
			}
		case "if_statement", "elif_clause":
			if nodeIs(extract.Field(p, "consequence"), n) {
				add(extract.Field(p, "condition"), true)
			} else if extract.Type(p) == "if_statement" && (extract.Type(n) == "else_clause" || extract.Type(n) == "elif_clause") {
				add(extract.Field(p, "condition"), false)
			}
		case "boolean_operator":
			if nodeIs(extract.Field(p, "right"), n) {
				if op := extract.Field(p, "operator"); op != nil {
					add(extract.Field(p, "left"), string(c.bytesOf(op)) == "and")
				}
			}
		case "block", "module":
			for _, st := range c.blockGuards(p) {
				if extract.StartByte(st) >= extract.StartByte(n) {
					break
				}
				if extract.Type(st) == "assert_statement" {
					add(extract.NamedChild(st, 0), true)
				} else {
					add(extract.Field(st, "condition"), false)
				}
			}
		}
	}
	return out
}

// blockGuards returns the statements of a block (or the module) that guard what follows them,
// in order: an assert, and an if with neither elif nor else whose branch exits. Every call of
// the block asks (predicatesAt), so they are found once per block.
func (c *fileCtx) blockGuards(block *sitter.Node) []*sitter.Node {
	return memo(&c.guardStmts, [2]uint32{extract.StartByte(block), extract.EndByte(block)}, func() []*sitter.Node {
		var out []*sitter.Node
		for i := 0; i < int(extract.NamedChildCount(block)); i++ {
			switch st := extract.NamedChild(block, i); {
			case extract.Type(st) == "assert_statement" && extract.NamedChildCount(st) > 0:
				out = append(out, st)
			case extract.Type(st) == "if_statement" && onlyBranch(st) && c.exits(lastStatement(extract.Field(st, "consequence"))):
				out = append(out, st)
			}
		}
		return out
	})
}

// onlyBranch reports whether an if statement has neither elif nor else.
func onlyBranch(st *sitter.Node) bool {
	for i := 0; i < int(extract.NamedChildCount(st)); i++ {
		if t := extract.Type(extract.NamedChild(st, i)); t == "elif_clause" || t == "else_clause" {
			return false
		}
	}
	return true
}

// exits reports whether a statement leaves the block it ends: return, raise, continue, break.
func (c *fileCtx) exits(st *sitter.Node) bool {
	if st == nil {
		return false
	}
	switch extract.Type(st) {
	case "return_statement", "continue_statement", "break_statement":
		return true
	}
	return c.terminates(st)
}

// receiverText returns the text of what a call's function is an attribute of ("" for a plain
// name), without spaces.
func (c *fileCtx) receiverText(call *sitter.Node) string {
	fn := unparen(extract.Field(call, "function"))
	if fn == nil || extract.Type(fn) != "attribute" {
		return ""
	}
	return strings.Join(strings.Fields(c.text(extract.Field(fn, "object"))), "")
}

// nodeIs reports whether a and b are the same node.
func nodeIs(a, b *sitter.Node) bool {
	// A tree hands out one *sitter.Node per node (go-tree-sitter caches them by their C value),
	// so equal pointers are the same node: no call into C for the common case.
	if a == b {
		return a != nil
	}
	return a != nil && b != nil && extract.StartByte(a) == extract.StartByte(b) && extract.EndByte(a) == extract.EndByte(b) && extract.Type(a) == extract.Type(b)
}
