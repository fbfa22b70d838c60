package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A decorator's wrapper that hands the call of the decorated function to a helper of the file,
// with a keyword constant that chooses what the helper's except clauses do:
//
//	def handle_errors(func):
//	    @wraps(func)
//	    async def wrapper(*args, **kwargs):
//	        return await _run(func(*args, **kwargs), as_text=True)
//	    return wrapper
//
//	async def _run(coro, as_text=False):
//	    try:
//	        return await coro
//	    except ServiceError as e:
//	        if as_text:
//	            return f"Error: {e}"
//	        raise
//
// The helper's try runs the decorated function; a clause that answers under a test of a
// parameter the wrapper's call passes True answers its classes for every function the decorator
// wraps, as a clause of the wrapper's own would (wrapperCatches). A clause that raises on every
// path under that call's constants, or under a test the call does not pass True, answers nothing.

// helperCatches returns the classes that helpers of the file answer for the wrapper when it hands
// them the call of fn (or fn itself); ok is false when an answering clause names no plain class
// (a catch-all, a tuple constant), and then names is nil.
func (c *fileCtx) helperCatches(wrapper *sitter.Node, fn string) (names []string, ok bool) {
	ok = true
	walkScope(wrapper, func(call *sitter.Node) {
		if !ok || extract.Type(call) != "call" {
			return
		}
		f := extract.Field(call, "function")
		if extract.Type(f) != "identifier" || string(c.bytesOf(f)) == fn {
			return
		}
		h := c.visibleDef(c.text(f), call)
		if h == nil || sameNode(h, wrapper) || c.enclosingClassName(h) != "" {
			return
		}
		p := c.wrappedParam(call, h, fn)
		if p == "" {
			return
		}
		walkScope(h, func(try *sitter.Node) {
			if !ok || extract.Type(try) != "try_statement" || !c.usesName(extract.Field(try, "body"), p) {
				return
			}
			hs, i := c.handlers(try), 0 // one handler per except clause, in order (handlersOf)
			for _, clause := range namedChildren(try) {
				if extract.Type(clause) != "except_clause" {
					continue
				}
				hd := hs[i]
				i++
				if hd.reraises && !c.flagAnswers(clause, h, call) {
					continue
				}
				ns, plain := c.clauseNames(hd.class)
				if !plain {
					names, ok = nil, false
					return
				}
				for _, x := range ns {
					if !slices.Contains(names, x) {
						names = append(names, x)
					}
				}
			}
		})
	})
	return names, ok
}

// wrappedParam returns the parameter of the helper h that a call of it gives the call of fn, or
// fn itself; "" when none does.
func (c *fileCtx) wrappedParam(call, h *sitter.Node, fn string) string {
	params := c.paramNames(h)
	p := ""
	c.callArgs(call, func(index int, name string, v *sitter.Node) {
		v = unparen(v)
		if v != nil && extract.Type(v) == "await" && extract.NamedChildCount(v) > 0 {
			v = extract.NamedChild(v, 0)
		}
		if v == nil || !(extract.Type(v) == "identifier" && string(c.bytesOf(v)) == fn ||
			extract.Type(v) == "call" && string(c.bytesOf(extract.Field(v, "function"))) == fn) {
			return
		}
		switch {
		case name != "" && slices.Contains(params, name):
			p = name
		case name == "" && index >= 0 && index < len(params):
			p = params[index]
		}
	})
	return p
}

// flagAnswers reports whether an except clause of the helper h returns, under the constants
// call passes, before it raises: a statement of the clause's block, before any raise or return,
// is `if p:` of a parameter p the call passes True, whose body ends in a return and raises
// nowhere.
func (c *fileCtx) flagAnswers(clause, h, call *sitter.Node) bool {
	for _, st := range namedChildren(lastBlock(clause)) {
		switch extract.Type(st) {
		case "return_statement", "raise_statement":
			return false
		case "if_statement":
			t, ok := c.presenceTest(extract.Field(st, "condition"), h)
			if !ok || t.Lacks != extract.ArgFalsy || !c.passesTrue(call, t) {
				continue
			}
			body := extract.Field(st, "consequence")
			last := lastStatement(body)
			if last == nil || extract.Type(last) != "return_statement" || raisesIn(body) {
				continue
			}
			return true
		}
	}
	return false
}

// passesTrue reports whether call passes the literal True to the parameter a test reads.
func (c *fileCtx) passesTrue(call *sitter.Node, t extract.ArgTest) bool {
	found := false
	c.callArgs(call, func(index int, name string, v *sitter.Node) {
		if name == t.Name || name == "" && index == t.Param {
			found = found || extract.Type(unparen(v)) == "true"
		}
	})
	return found
}

// raisesIn reports whether a block raises anywhere outside nested functions.
func raisesIn(b *sitter.Node) bool {
	found := false
	walkScope(b, func(n *sitter.Node) { found = found || extract.Type(n) == "raise_statement" })
	return found
}

// usesName reports whether a block names the identifier name outside nested functions.
func (c *fileCtx) usesName(b *sitter.Node, name string) bool {
	found := false
	walkScope(b, func(n *sitter.Node) { found = found || extract.Type(n) == "identifier" && string(c.bytesOf(n)) == name })
	return found
}
