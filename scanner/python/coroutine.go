package python

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Coroutines. A call of an `async def` runs none of its body: it makes a coroutine, which runs
// only when it is awaited or handed on (asyncio.create_task, gather, run, a return to a caller
// that awaits it). A call whose coroutine nothing can run that way (`client = get_client()`
// without await, the value then only tested or read for attributes) reaches nothing of the
// callee: what the callee raises cannot happen there. The file says which of its calls are such
// (Call.NotAwaited, Forward.NotAwaited) and which of its functions are coroutine functions
// (Summary.Async); the index drops the calls whose callee is one (extract's coroutine.go).

// isCoroutineDef reports whether a function definition is a coroutine function: `async def`,
// under no decorator that may make it a plain function (async_to_sync, @sync_wrapper).
func (c *fileCtx) isCoroutineDef(def *sitter.Node) bool {
	if def == nil || extract.Type(def) != "function_definition" || !bytes.HasPrefix(c.src[extract.StartByte(def):extract.EndByte(def)], []byte("async")) {
		return false
	}
	for _, d := range decorators(def) {
		if extract.Type(d) == "call" {
			d = extract.Field(d, "function")
		}
		name := strings.ToLower(lastName(c.text(d)))
		if strings.Contains(strings.ReplaceAll(name, "async", ""), "sync") {
			return false
		}
	}
	return true
}

// deadCoroutine reports whether the value of a call is something nothing can run, if it is a
// coroutine: a statement of its own, the object of an attribute (get_client().request(...)), or
// a variable of the function (x = get_client()) whose every use is the object of an attribute or
// a test of its truth or identity (if not x, x is None). Any other use (await x, a return, an
// argument: asyncio.create_task(x), a list gather runs) may run it.
func (c *fileCtx) deadCoroutine(call, def *sitter.Node) bool {
	if call == nil || extract.Type(call) != "call" {
		return false
	}
	v := call
	p := extract.Parent(v)
	for p != nil && extract.Type(p) == "parenthesized_expression" {
		v, p = p, extract.Parent(p)
	}
	if p == nil {
		return false
	}
	switch extract.Type(p) {
	case "expression_statement":
		return true
	case "attribute":
		return extract.Field(p, "object") != nil && sameNode(extract.Field(p, "object"), v)
	case "assignment":
		left, right := extract.Field(p, "left"), extract.Field(p, "right")
		if right == nil || !sameNode(right, v) || left == nil || extract.Type(left) != "identifier" || def == nil {
			return false
		}
		if s := extract.Parent(p); s == nil || extract.Type(s) != "expression_statement" {
			return false // a = b = get_client(), or a walrus
		}
		return c.onlyInspected(c.text(left), left, def)
	}
	return false
}

// onlyInspected reports whether every use of a variable of def other than its binding at
// bound is the object of an attribute or a test of its truth or identity.
func (c *fileCtx) onlyInspected(name string, bound, def *sitter.Node) bool {
	body := extract.Field(def, "body")
	if body == nil {
		return false
	}
	return c.eachNamedWalked(name, bound, body, func(n *sitter.Node, walked bool) bool {
		return !walked || inspects(n)
	})
}

// eachNamed calls fn on every identifier under body spelled name but bound, in source order,
// until fn returns false; it reports whether fn never did. The identifiers are found by their
// text in the body's source, each the named node that spans it, without a walk of every node
// of the body.
func (c *fileCtx) eachNamed(name string, bound, body *sitter.Node, fn func(*sitter.Node) bool) bool {
	return c.eachNamedWalked(name, bound, body, func(n *sitter.Node, _ bool) bool { return fn(n) })
}

// eachNamedWalked is eachNamed, fn also told whether walkScope(body, ...) reaches the
// identifier: no node between them opens a nested scope. Each is found by a descent from body through the named children
// that hold its bytes (namedDescentAt), which sees on the way whether a nested scope holds it:
// neither the node that spans it nor its parents are asked of tree-sitter.
func (c *fileCtx) eachNamedWalked(name string, bound, body *sitter.Node, fn func(n *sitter.Node, walked bool) bool) bool {
	lo, hi := int(extract.StartByte(body)), int(extract.EndByte(body))
	if name == "" {
		return true // no identifier is spelled so
	}
	if hi > len(c.src) {
		return false
	}
	word := []byte(name)
	for off := lo; ; {
		i := bytes.Index(c.src[off:hi], word)
		if i < 0 {
			return true
		}
		start := off + i
		end := start + len(word)
		off = start + 1
		n, _, inner := namedDescentAt(body, uint32(start), uint32(end))
		if n == nil || extract.Type(n) != "identifier" || int(extract.StartByte(n)) != start || int(extract.EndByte(n)) != end || sameNode(n, bound) {
			continue
		}
		if !fn(n, !inner) {
			return false
		}
	}
}

// inspects reports whether an identifier's use only looks at its value: the object of an
// attribute, the operand of `not`, a condition of if/elif/while, a side of `is`/`is not`, or an
// operand of and/or in one of those.
func inspects(id *sitter.Node) bool {
	n := id
	for depth := 0; depth < maxDepth; depth++ {
		p := extract.Parent(n)
		if p == nil {
			return false
		}
		switch extract.Type(p) {
		case "attribute":
			o := extract.Field(p, "object")
			return o != nil && sameNode(o, n)
		case "not_operator", "parenthesized_expression", "boolean_operator":
			n = p
			continue
		case "comparison_operator":
			return isIdentityTest(p)
		case "if_statement", "elif_clause", "while_statement", "conditional_expression":
			cond := extract.Field(p, "condition")
			return cond != nil && sameNode(cond, n)
		case "assert_statement":
			return true
		}
		return false
	}
	return false
}

// isIdentityTest reports whether a comparison is `is` or `is not` (of None, as a guard writes
// it): it does not run what it compares.
func isIdentityTest(cmp *sitter.Node) bool {
	for i := 0; i < int(cmp.ChildCount()); i++ {
		if t := extract.Type(cmp.Child(i)); t == "is" || t == "is not" {
			return true
		}
	}
	return false
}

// markCoroutineTests adds Pending.UnlessAsync to the softerror and raisederror sites of sites
// that run only when a test of a variable's truth fails, the variable holding a call's value
// that nothing awaits (`client = get_client()` then `if not client: return "Client not
// initialized"`): a coroutine is always true and never None, so when the callee is a coroutine
// function the failure never happens.
func (c *fileCtx) markCoroutineTests(sites []*site) {
	for _, st := range sites {
		if st.rule != "softerror" && st.rule != "raisederror" || st.anchor == nil {
			continue
		}
		call := c.coroutineTestAround(st.anchor)
		if call == nil {
			continue
		}
		k := c.reachTarget(call)
		if k == "" {
			continue
		}
		if st.pending == nil {
			st.pending = &extract.Pending{}
		}
		st.pending.UnlessAsync = c.keysOf(k)
	}
}

// coroutineTestAround returns the call whose value n runs only on a failed test of (an if or
// elif whose condition says the value is false or None, n in its consequence), when the value
// is a variable of n's function bound once, before the test, to a call that nothing awaits
// (deadCoroutine); nil when there is none.
func (c *fileCtx) coroutineTestAround(n *sitter.Node) *sitter.Node {
	def := c.enclosingDef(n)
	if def == nil {
		return nil
	}
	for p, ch := extract.Parent(n), n; p != nil && !sameNode(p, def); p, ch = extract.Parent(p), p {
		switch extract.Type(p) {
		case "if_statement", "elif_clause":
			if cons := extract.Field(p, "consequence"); cons == nil || !sameNode(cons, ch) {
				continue
			}
			id := falsityTested(extract.Field(p, "condition"))
			if id == nil {
				continue
			}
			as := c.soleAssignment(def, extract.Content(id, c.src))
			if as == nil || extract.StartByte(as) > extract.StartByte(p) {
				continue
			}
			call := unparen(extract.Field(as, "right"))
			if call != nil && extract.Type(call) == "call" && c.deadCoroutine(call, def) {
				return call
			}
		}
	}
	return nil
}

// falsityTested returns the variable a condition holds only when it is false or None: `not x`,
// `x is None`, or such a test on either side of an `and`; nil for any other condition.
func falsityTested(cond *sitter.Node) *sitter.Node {
	cond = unparen(cond)
	if cond == nil {
		return nil
	}
	switch extract.Type(cond) {
	case "not_operator":
		if arg := unparen(extract.Field(cond, "argument")); arg != nil && extract.Type(arg) == "identifier" {
			return arg
		}
	case "comparison_operator":
		if extract.NamedChildCount(cond) == 2 && extract.Type(extract.NamedChild(cond, 0)) == "identifier" && extract.Type(extract.NamedChild(cond, 1)) == "none" &&
			cond.ChildCount() == 3 && extract.Type(cond.Child(1)) == "is" {
			return extract.NamedChild(cond, 0)
		}
	case "boolean_operator":
		if op := extract.Field(cond, "operator"); op != nil && extract.Type(op) == "and" {
			if id := falsityTested(extract.Field(cond, "left")); id != nil {
				return id
			}
			return falsityTested(extract.Field(cond, "right"))
		}
	}
	return nil
}
