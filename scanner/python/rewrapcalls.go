package python

import (
	"slices"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Calls whose raises reach the tool's caller rewrapped (extract/rewrap.go): a call in a try whose
// every except clause ends by raising a new exception, one of them catching every exception.
//
//	try:
//	    return await manager.create(...)
//	except requests.RequestException as e:
//	    raise ToolError("API unreachable") from e
//	except Exception as e:
//	    raise ToolError("create failed") from e
//
// Whatever manager.create raises leaves as a ToolError: the client reads that one's message.

// rewrapAround returns the place of the raise by which a try around call, in its own function,
// rewraps whatever the call raises (the catch-all clause's), or 0, 0.
func (c *fileCtx) rewrapAround(call *sitter.Node) (int, int) {
	if _, all := c.rewrapTry(call); all != nil {
		return position(all)
	}
	return 0, 0
}

// rewrapTry returns the innermost try around n, in its own function, whose every except clause
// ends by raising a new exception, one of them catching every exception, and that catch-all
// clause's raise (a try with a clause that may pass what it caught on as it is leaves the
// question to the try around it); nil, nil when there is none.
func (c *fileCtx) rewrapTry(n *sitter.Node) (try, all *sitter.Node) {
	lo, in := c.fnBound(n)
	c.index().tries.each(n, lo, in, func(t *sitter.Node) bool {
		if !inTryBody(t, n) {
			return true
		}
		var catchAll *sitter.Node
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			clause := extract.NamedChild(t, i)
			if extract.Type(clause) != "except_clause" {
				continue
			}
			last := lastStatement(lastBlock(clause))
			if !c.raisesNew(last) {
				return true // this clause may pass what it caught on as it is
			}
			if _, named := c.clauseNames(c.handlerClass(clause)); !named {
				catchAll = last
			}
		}
		if catchAll != nil {
			try, all = t, catchAll
			return false
		}
		return true
	})
	return try, all
}

// handlerClass returns what an except clause names ("" for a bare except), as handlers reads it.
func (c *fileCtx) handlerClass(clause *sitter.Node) string {
	for i := 0; i < int(extract.NamedChildCount(clause)); i++ {
		ch := extract.NamedChild(clause, i)
		if extract.Type(ch) == "block" || extract.Type(ch) == "comment" {
			continue
		}
		if extract.Type(ch) == "as_pattern" && extract.NamedChildCount(ch) > 0 {
			ch = extract.NamedChild(ch, 0)
		}
		return c.text(ch)
	}
	return ""
}

// raisesNew reports whether a statement raises a newly constructed exception: `raise
// ToolError(...)`, with or without `from e`.
func (c *fileCtx) raisesNew(st *sitter.Node) bool {
	if st == nil || extract.Type(st) != "raise_statement" || extract.NamedChildCount(st) == 0 {
		return false
	}
	return extract.Type(unparen(extract.NamedChild(st, 0))) == "call"
}

// rewrapOf returns the place of the raise by which a try around a raise of its own function
// rewraps it (rewrapTry): the raise of the clause that names the raised class, when one does,
// else the catch-all clause's; 0, 0 when no such try stands around it.
func (c *fileCtx) rewrapOf(r raised) (int, int) {
	try, at := c.rewrapTry(r.stmt)
	if try == nil {
		return 0, 0
	}
	if r.class != nil {
		name := c.excName(c.text(r.class))
		for i := 0; i < int(extract.NamedChildCount(try)); i++ {
			clause := extract.NamedChild(try, i)
			if ns, named := c.clauseNames(c.handlerClass(clause)); extract.Type(clause) == "except_clause" && named && slices.Contains(ns, name) {
				at = lastStatement(lastBlock(clause)) // every clause of the try raises anew
				break
			}
		}
	}
	return position(at)
}
