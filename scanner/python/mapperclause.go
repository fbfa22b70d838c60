package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// An except clause that ends by calling an error mapper of the root passes the exception on
// when the mapper always raises (`except Exception as e: utils.handle_api_error(e)` with
// `def handle_api_error(e): log(e); raise e`): the clause raises on every path, as one that
// ends in `raise` does, but whether it does is the mapper's to say, which may be defined in
// another module. A raise that such a clause catches is a site unless the mapper may return
// (Pending.Also with AlsoNeed AlwaysRaises): its related names the mapper's raise.

// mapperCall returns the call statement an except clause ends in, when its callee is a
// function of the root (callTarget), or nil.
func (c *fileCtx) mapperCall(clause *sitter.Node) *sitter.Node {
	last := lastStatement(lastBlock(clause))
	if last == nil || extract.Type(last) != "expression_statement" || extract.NamedChildCount(last) != 1 {
		return nil
	}
	call := unparen(extract.NamedChild(last, 0))
	if call != nil && extract.Type(call) == "await" && extract.NamedChildCount(call) > 0 {
		call = unparen(extract.NamedChild(call, 0))
	}
	if call == nil || extract.Type(call) != "call" || c.callTarget(call) == "" {
		return nil
	}
	return call
}

// exceptClauses returns the except clauses of a try, in the order handlers gives them.
func exceptClauses(try *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(try)); i++ {
		if cl := extract.NamedChild(try, i); extract.Type(cl) == "except_clause" {
			out = append(out, cl)
		}
	}
	return out
}

// catchingMapper returns, for a raise r at n that a try of its own function catches
// (tryCatches), the keys of the mapper that the catching clause ends by calling, when that is
// all that stops it: the clause's call, re-raising r, would leave the function (no try around
// the clause catches it). Nil otherwise.
func (c *fileCtx) catchingMapper(n *sitter.Node, r raised) []string {
	lo, ok := c.fnBound(n)
	var clause *sitter.Node
	c.index().tries.each(n, lo, ok, func(try *sitter.Node) bool {
		if !inTryBody(try, n) {
			return true
		}
		hs := c.handlers(try)
		cls := exceptClauses(try)
		for i, h := range hs {
			if c.exceptCatches(h.class, r) {
				if !h.reraises && i < len(cls) {
					clause = cls[i]
				}
				return false
			}
		}
		return true
	})
	if clause == nil {
		return nil
	}
	call := c.mapperCall(clause)
	if call == nil || c.tryCatches(call, r) {
		return nil
	}
	return c.keysOf(c.callTarget(call))
}

// mappedRaise describes a raise statement that raisedAt finds caught in its own function only
// by an except clause that ends in a mapper call (catchingMapper): r.mapper holds the mapper's
// keys. It reports false for any other raise.
func (c *fileCtx) mappedRaise(stmt *sitter.Node, t *tool, via *sitter.Node) (raised, bool) {
	r, ok := c.raisedAt(stmt, t, via)
	if ok {
		return r, false // a site already
	}
	if (r.class == nil && c.reraisesCancellation(stmt)) || c.cannotRun(stmt) || (r.class == nil && via != nil && !c.inExcept(stmt)) {
		return r, false
	}
	if r.mapper = c.catchingMapper(stmt, r); r.mapper == nil {
		return r, false
	}
	return r, true
}

// mappedRaises returns the raises of a function that mappedRaise finds.
func (c *fileCtx) mappedRaises(def *sitter.Node) []raised {
	var out []raised
	for _, n := range c.index().raises[c.keyOf(def)] {
		if r, ok := c.mappedRaise(n, &tool{def: def}, def); ok && lastName(r.api) != "NotImplementedError" {
			out = append(out, r)
		}
	}
	return out
}

// callMapper returns, for a call in a try that may catch what its callee raises (inTry), the
// keys of the one error mapper that every except clause around it that does not raise itself
// ends by calling, when nothing around those calls catches again (Call.Mapper). Nil otherwise.
func (c *fileCtx) callMapper(call *sitter.Node) []string {
	lo, ok := c.fnBound(call)
	target := ""
	fine := true
	c.index().tries.each(call, lo, ok, func(try *sitter.Node) bool {
		if !inTryBody(try, call) {
			return true
		}
		cls := exceptClauses(try)
		for i, h := range c.handlers(try) {
			if h.reraises {
				continue
			}
			var m *sitter.Node
			if i < len(cls) {
				m = c.mapperCall(cls[i])
			}
			if m == nil || c.inTry(m) || (target != "" && c.callTarget(m) != target) {
				fine = false
				return false
			}
			target = c.callTarget(m)
		}
		return true
	})
	if !fine || target == "" {
		return nil
	}
	return c.keysOf(target)
}
