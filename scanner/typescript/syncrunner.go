package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Runners that call the callback without awaiting it, in a try whose catch answers:
//
//	function withErrors(callback) {
//	  try { return asJson(callback()); } catch (error) { return failed(error.message); }
//	}
//	server.registerTool("deck", shape, async ({ id }) => withErrors(() => findDeck(id)));
//
// What the callback throws before it returns meets the catch; what its promise rejects with
// leaves the try unseen. A throw of findDeck stays in the runner when the callback is not
// async and calls findDeck in its own body (Runner.Sync), and neither findDeck nor any
// function on the way down to the throw is declared async: the index asks that of the chain
// (extract.ArgCatch.Sync, Index.runsSync). The catch must answer: it throws on no path and ends
// in a return of a value; one that rethrows or may fall through keeps the throw a site.

// syncCaught reports whether a call c of g's parameter, in g's own body and not awaited, sits in
// a try of g whose catch answers what it throws before it returns (catchAnswers): the innermost
// try around it, with no function between.
func (f *file) syncCaught(c, g *sitter.Node) bool {
	ts := f.tryIndex()
	i := ts.around(c)
	return i >= 0 && same(f.enclosingFunction(ts.sites[i]), g) && f.catchAnswers(ts.sites[i])
}

// catchAnswers reports whether the catch clause of a try answers every error it catches: it
// throws on no path (catchThrows) and its body ends in a return of a value.
func (f *file) catchAnswers(try *sitter.Node) bool {
	h := extract.Field(try, "handler")
	if h == nil {
		return false
	}
	last := lastStatement(extract.Field(h, "body"))
	if last == nil || extract.Type(last) != "return_statement" || extract.NamedChildCount(last) == 0 {
		return false
	}
	return !f.catchThrows(try)
}

// syncCallback reports whether fn, a callback written at a runner's call, runs its body as it is
// called: it is neither async nor a generator.
func syncCallback(fn *sitter.Node) bool {
	return fn != nil && !hasToken(fn, "async") && !hasToken(fn, "*") && extract.Type(fn) != "generator_function"
}
