package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Raises that an except clause of their own function replaces with a new exception:
//
//	async def create(self, req):
//	    try:
//	        try:
//	            if taken:
//	                raise OperationError("VMID taken")  # no site: the outer clause replaces it
//	        except OperationError:
//	            raise                                   # no site either: it passes it on
//	        if not reachable:
//	            raise ProvisioningError("unreachable")  # no site
//	    except Exception as exc:
//	        cleanup()
//	        raise ProvisioningError(f"failed: {exc}") from exc  # the site, naming those above
//
// What leaves the function is the clause's new exception, never the inner one: the clause's
// raise is the raisederror finding, which names in related the raises of its try that it stands
// for (addOrigins, firstCatcher), as the TypeScript scanner drops a throw that a catch of its own
// function replaces (replacedthrows.go there). A clause counts when every path through it ends
// by raising an exception other than the caught one and none returns, breaks or continues
// (replaces); a clause that may raise the caught exception itself (a bare `raise`, `raise exc`
// of its `as` name), fall through or return keeps today's reading (tryCatches), except one that
// only passes the caught exception on (passesOn), which leaves the question to the try around it.
// Only the raise's own function is judged here: a callee's raise that a caller's clause
// replaces stays a site of its own, with the rewrap in related (rewrapcalls.go).
//
// Likewise a re-raise (a bare `raise`, `raise e` of its clause's `as` name) in the body of a try
// whose clause catches it and raises on every path, directly or through pass-on clauses:
//
//	try:
//	    for row in rows:
//	        try:
//	            sites.append(Site(**row))
//	        except Exception:
//	            logger.error("bad row")
//	            raise                   # no site: a step on the way to the clause below
//	except Exception as e:
//	    logger.error(f"listing failed: {e}")
//	    raise                           # the site, naming the inner re-raise in related
//
// The re-raise brings no exception of its own, and what it passes on leaves the function only
// through the outer clause's raises, which stand and name it (firstCatcher). A raise of a new
// exception there keeps its site: its class and text are its own.

// clauseFate reports whether every path through an except clause ends in a raise and none
// returns, breaks or continues, and then whether every raise of it is of a new exception
// (replaces) or every one re-raises the caught exception (passesOn: a bare `raise`, `raise e`
// of its `as` name).
func (c *fileCtx) clauseFate(clause *sitter.Node) (replaces, passesOn bool) {
	block := lastBlock(clause)
	if !c.terminates(lastStatement(block)) {
		return false, false
	}
	name := ""
	if m := exceptAs.FindStringSubmatch(c.exceptHeader(clause)); m != nil {
		name = m[1]
	}
	leaves, news, rethrows := false, false, false
	walkStatements(block, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "return_statement", "break_statement", "continue_statement":
			leaves = true
		case "raise_statement":
			v := extract.NamedChild(n, 0)
			if v == nil || (name != "" && extract.Type(v) == "identifier" && string(c.bytesOf(v)) == name) {
				rethrows = true
			} else {
				news = true
			}
		}
	})
	if leaves {
		return false, false
	}
	return !rethrows, !news
}

// ownClauseFate reports how the except clauses of a raise statement's own function deal with
// what it raises. The first clause that catches it, innermost try first, passing through the
// clauses that only pass it on, replaces what it caught (replaced: clauseFate), or raises on
// every path (reraised: raisesOnEveryPath, so every replacing clause too; a pass-on clause with
// no catching clause around it as well). Neither when no clause of its function catches it, or
// the one that does may fall through.
func (c *fileCtx) ownClauseFate(stmt *sitter.Node, r raised) (replaced, reraised bool) {
	lo, ok := c.fnBound(stmt)
	if !ok {
		return false, false
	}
	c.index().tries.each(stmt, lo, ok, func(try *sitter.Node) bool {
		if !inTryBody(try, stmt) {
			return true // in a handler, else or finally: not caught by this try
		}
		for _, h := range c.handlers(try) {
			if c.exceptCatches(h.class, r) {
				replaced, reraised = h.replaces, h.reraises
				return h.passesOn // the first handler that matches runs; one that passes it on hands it outward
			}
		}
		return true
	})
	return replaced, reraised
}
