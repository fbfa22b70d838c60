package python

import (
	"bytes"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A decorated function that raises into a decorator's wrapper only through raises of its own:
//
//	@mcp.tool()
//	@timed("preview")
//	def preview(uid: str) -> Image:
//	    try:
//	        ...                                   # anything
//	    except Exception as e:
//	        raise PreviewError(f"no preview: {e}") # reported: a raise in a tool
//
// Every exception that leaves preview is one that its own raise builds, and that raise is
// reported as the tool's. The wrapper's re-raise (wrapreraise.go) passes that exception on as it
// is: it is no new failure site for this tool, only a repetition of the tool's own finding, so
// the decoration of such a function counts as raising nothing into the wrapper, as that of a
// function that catches every failure of its own does (catchesOwn). A function that lets
// anything else leave (a statement outside the try that may raise, a bare re-raise, a handler
// that may raise before its raise) still raises into the wrapper, and the re-raise stands,
// naming it.

// raisesOnlyOwn reports whether every exception that may leave def is built by a raise of its own
// in an except clause: each statement of its body is safe (ownSafe), or a try that catches every
// exception and whose handlers each end in such a raise (rewrapsAll), one at least.
func (c *fileCtx) raisesOnlyOwn(def *sitter.Node) bool {
	body := extract.Field(def, "body")
	if body == nil || c.isGenerator(def) {
		return false
	}
	rewraps := false
	for _, st := range namedChildren(body) {
		if extract.Type(st) == "try_statement" && c.rewrapsAll(st) {
			rewraps = true
			continue
		}
		if !c.ownSafe(st, nil) {
			return false
		}
	}
	return rewraps
}

// rewrapsAll reports whether a try catches every exception its body raises and lets out only
// exceptions its handlers build: a clause catches every exception, every clause is a quiet block
// but for a last statement that raises a new exception (ownRaise), and else and finally are
// quiet. A handler that returns instead of raising does not count: that is catchesAllQuietly's.
func (c *fileCtx) rewrapsAll(try *sitter.Node) bool {
	return c.catchesEvery(try, func(b *sitter.Node) bool {
		if b == nil || extract.NamedChildCount(b) == 0 {
			return false
		}
		sts := namedChildren(b)
		if !c.ownRaise(sts[len(sts)-1]) {
			return false
		}
		for _, st := range sts[:len(sts)-1] {
			if !c.quietStmt(st, nil) {
				return false
			}
		}
		return true
	})
}

// ownRaise reports whether a statement raises an exception it builds: `raise E(...)`, with or
// without `from`; not a bare raise, and not a raise of a name (the caught exception, passed on).
func (c *fileCtx) ownRaise(st *sitter.Node) bool {
	if extract.Type(st) != "raise_statement" || extract.NamedChildCount(st) == 0 {
		return false
	}
	v := unparen(extract.NamedChild(st, 0))
	return v != nil && extract.Type(v) == "call"
}

// isGenerator reports whether def yields: a generator raises where it is consumed.
func (c *fileCtx) isGenerator(def *sitter.Node) bool {
	return c.yieldsIn(extract.Field(def, "body"))
}

// yieldsIn reports whether body holds a yield outside its nested scopes. A yield's text holds
// the keyword: a body whose text does not is not walked (most are not generators, and the walk
// reads every node of the body).
func (c *fileCtx) yieldsIn(body *sitter.Node) bool {
	if body != nil && !bytes.Contains(c.bytesOf(body), yieldWord) {
		return false
	}
	yields := false
	walkScope(body, func(n *sitter.Node) { yields = yields || extract.Type(n) == "yield" })
	return yields
}

var yieldWord = []byte("yield")
