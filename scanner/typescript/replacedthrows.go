package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Throws that a catch of the same function replaces with a new error, in a function a tool
// calls or in a tool's own callback:
//
//	async function clickAt(page, target) {
//	  try {
//	    const el = await page.waitForSelector(target);
//	    if (!el) throw new Error(`not found: ${target}`); // no site of its own: the catch takes it
//	    ...
//	  } catch (error) {
//	    throw new Error(`Failed to click ${target}: ${error}`); // the site, naming the throw above
//	  }
//	}
//
// What reaches the tool is the catch's new error, never the inner one: the catch's throw is the
// raisederror finding, with the throws it stands for in related, as protocolerror's finding of
// such a catch already names them (passedOnByCatch, behindCatch), and as the throws of the
// functions of other modules the try calls are named (replacedOrigins). A catch that throws the
// caught value itself on some path (`throw error`, after logging it or not) lets the inner
// throw reach the tool as it is: it stays a site of its own, as a callee's throws do then
// (rewrappedcalls.go); so does one that may end without throwing (`if (retryable) throw new
// Error(...)` and nothing after it) or returns. A tool's callback (raisedErrors) and the
// functions a tool reaches (raisedPendings) are judged alike.

// replacedInCatch reports whether a throw leaves its function fn only as the new error that the
// catch of a try of fn around it throws in its place (replacingTry); thrownOutOf has already
// found that the catch does not handle it (it throws, and returns on no path: catchHandles).
func (f *file) replacedInCatch(stmt, fn *sitter.Node) bool {
	if !f.passedOnByCatch(stmt, fn) {
		return false
	}
	return f.replacingTry(f.innermostTry(stmt, fn))
}

// replacingTry reports whether a try's catch throws, on every path, errors it constructs
// (replacesCaught): its body ends in a throw on each branch (endsInThrow).
func (f *file) replacingTry(try *sitter.Node) bool {
	catch := extract.Field(try, "handler")
	return f.replacesCaught(catch) && endsInThrow(extract.Field(catch, "body"))
}

// endsInThrow reports whether a statement ends in a throw on every branch: a throw, a block whose
// last statement does, or an if whose branches both do.
func endsInThrow(s *sitter.Node) bool {
	if s == nil {
		return false
	}
	switch extract.Type(s) {
	case "throw_statement":
		return true
	case "statement_block", "else_clause":
		return endsInThrow(lastStatement(s))
	case "if_statement":
		alt := extract.Field(s, "alternative")
		return alt != nil && endsInThrow(extract.Field(s, "consequence")) && endsInThrow(alt)
	}
	return false
}

// nameReplaced adds to the raisederror finding of a throw in a catch of fn that replaces what it
// caught (replacingTry) the throws of its try's body that it stands for (behindCatch), which
// replacedInCatch leaves without findings of their own.
func (f *file) nameReplaced(fd *finding.Finding, stmt, fn *sitter.Node) {
	try := f.rethrowTry(stmt, fn)
	if try == nil || !f.replacingTry(try) {
		return
	}
	all, brief := f.behindCatch(stmt, fn)
	if brief != nil {
		fd.Brief = append(slices.Clone(fd.Related), brief...)
	}
	fd.Related = append(fd.Related, all...)
}
