package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure given by one branch of a conditional the return writes out:
//
//	return {
//	  content: [{
//	    type: "text",
//	    text: result.success
//	      ? `Analysis completed!\n` +
//	        `Results: ${out}\n`
//	      : `Analysis failed: ${result.error}`,   <- the softerror stands here
//	  }],
//	};
//
// The failure is the branch's, so the softerror stands on the branch, with the return that
// sends it in related, however long the success branch before it is. Its span stays the
// return's, so its fingerprint (the core makes it of the span's lines) is the one it had when
// it stood at the return, and verdicts keyed by it hold. A branch outside the return (a local
// bound to the conditional, `const msg = ok ? ... : ...; return { ... text: msg }`) moves
// nothing: the finding stays at the return.

// failedBranchIn returns the branch of a conditional that gives the failure why reports when
// the return stmt writes it out on a line of its own, or nil.
func failedBranchIn(stmt *sitter.Node, why reason) *sitter.Node {
	b := why.branch
	if b == nil || stmt == nil || line(b) == line(stmt) {
		return nil
	}
	if extract.StartByte(b) < extract.StartByte(stmt) || extract.EndByte(b) > extract.EndByte(stmt) {
		return nil
	}
	return b
}

// anchorAtBranch moves a softerror finding at the return stmt to the failed branch b of a
// conditional in it, naming the return in related; its span stays the return's.
func (f *file) anchorAtBranch(fd *finding.Finding, stmt, b *sitter.Node) {
	fd.Line, fd.Column = line(b), column(b)
	fd.Related = append([]finding.Related{f.relatedAt(stmt, "the return that sends it")}, fd.Related...)
}
