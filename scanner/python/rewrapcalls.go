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
	lo, in := c.fnBound(call)
	line, col := 0, 0
	c.index().tries.each(call, lo, in, func(try *sitter.Node) bool {
		if !inTryBody(try, call) {
			return true
		}
		var all *sitter.Node // the catch-all clause's raise
		for i := 0; i < int(extract.NamedChildCount(try)); i++ {
			clause := extract.NamedChild(try, i)
			if extract.Type(clause) != "except_clause" {
				continue
			}
			last := lastStatement(lastBlock(clause))
			if !c.raisesNew(last) {
				return true // this clause may pass what it caught on as it is
			}
			if _, named := c.clauseNames(c.handlerClass(clause)); !named {
				all = last
			}
		}
		if all != nil {
			line, col = position(all)
			return false
		}
		return true
	})
	return line, col
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
// rewraps it (rewrapAround): the raise of the clause that names the raised class, when one
// does, else the catch-all clause's; 0, 0 when no such try stands around it.
func (c *fileCtx) rewrapOf(r raised) (int, int) {
	line, col := c.rewrapAround(r.stmt)
	if line == 0 || r.class == nil {
		return line, col
	}
	name := c.excName(c.text(r.class))
	lo, in := c.fnBound(r.stmt)
	c.index().tries.each(r.stmt, lo, in, func(try *sitter.Node) bool {
		if !inTryBody(try, r.stmt) {
			return true
		}
		for i := 0; i < int(extract.NamedChildCount(try)); i++ {
			clause := extract.NamedChild(try, i)
			if extract.Type(clause) != "except_clause" {
				continue
			}
			if ns, named := c.clauseNames(c.handlerClass(clause)); named && slices.Contains(ns, name) {
				if last := lastStatement(lastBlock(clause)); c.raisesNew(last) {
					line, col = position(last)
				}
				break
			}
		}
		return false // the innermost try decides
	})
	return line, col
}
