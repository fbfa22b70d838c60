package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A returned name that an except clause fills with a failure of the tool's own and the try
// fills with what a function of another module hands back:
//
//	try:
//	    outputs, _ = run_tool(ctx, call)   # run_tool's member 0 may be "Error: ..." too
//	except Exception as e:
//	    outputs = [f"Tool failed: {e}"]
//	return [TextContent(type="text", text=outputs[0])]
//
// The except's failure makes the finding; the callee's failures reach the client through the
// same return, and the finding cites them (Pending.Cite) without standing on them, as the
// fallback of `return article or {"error": ...}` is cited.

// alsoCited returns the pending of a return whose own failure (sv) already stands, citing the
// failures of the other-module callees whose tuple member the returned name also holds
// (unpackedPending); nil when there is none.
func (c *fileCtx) alsoCited(v *sitter.Node) *extract.Pending {
	p, _ := c.unpackedPending(v)
	if p == nil || len(p.Keys) == 0 || p.Need == 0 {
		return nil
	}
	return &extract.Pending{Keys: p.Keys, AnyOf: p.AnyOf, Cite: p.Need}
}
