package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure given by one branch of a conditional expression the return writes out over
// several lines, as the TypeScript rule places it (scanner/typescript/branchanchor.go):
//
//	return (
//	    f"Dropped {path}: {len(rows)} rows removed"
//	    if dropped
//	    else f"No value at {path}"   <- the softerror stands here
//	)
//
// The softerror stands on the branch, where the failure is given, with the return in related;
// its span stays the return's, so its fingerprint (the core makes it of the span's lines) is
// the one it had at the return. A branch outside the return (a local bound to the conditional)
// moves nothing.

// anchorAtBranch moves a softerror site at the return ret to the failed branch b of a
// conditional expression in it, when b lies in ret on a line of its own, naming the return in
// related.
func (c *fileCtx) anchorAtBranch(st *site, ret, b *sitter.Node) {
	if b == nil || ret == nil || b.StartPoint().Row == ret.StartPoint().Row {
		return
	}
	if !within(b, ret) {
		return
	}
	st.anchor = b
	st.related = append([]finding.Related{c.relatedAt(ret, "the return that sends it")}, st.related...)
}
