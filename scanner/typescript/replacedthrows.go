package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Throws of a function a tool calls that a catch of the same function replaces with a new error:
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
// (rewrappedcalls.go). The throws of a callback that a registration of its own file makes a tool
// are left as they are (raisedErrors); a function another module registers is judged here.

// replacedInCatch reports whether a throw leaves its function fn only as the new error that the
// catch of a try of fn around it throws in its place (replacesCaught); thrownOutOf has already
// found that the catch does not handle it (it throws, and returns on no path: catchHandles).
func (f *file) replacedInCatch(stmt, fn *sitter.Node) bool {
	if !f.passedOnByCatch(stmt, fn) {
		return false
	}
	return f.replacesCaught(extract.Field(f.innermostTry(stmt, fn), "handler"))
}

// nameReplaced adds to the pending raisederror of a throw in a catch of fn that replaces what it
// caught the throws of its try's body that it stands for (behindCatch), which replacedInCatch
// leaves without findings of their own.
func (f *file) nameReplaced(p *extract.Pending, stmt, fn *sitter.Node) {
	try := f.rethrowTry(stmt, fn)
	if try == nil || !f.replacesCaught(extract.Field(try, "handler")) {
		return
	}
	all, brief := f.behindCatch(stmt, fn)
	if brief != nil {
		p.Finding.Brief = append(slices.Clone(p.Finding.Related), brief...)
	}
	p.Finding.Related = append(p.Finding.Related, all...)
}
