package extract

import (
	"fmt"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Raises that reach a tool only rewrapped. A tool often calls a service inside a try whose
// clauses raise a new exception from whatever it raises:
//
//	try:
//	    return await manager.create(...)
//	except Exception as e:
//	    raise ToolError("create failed") from e
//
// A raise in the service reaches the SDK as the ToolError, and the client reads that one's
// message, not the service's. The language marks such a call (Call.RewrapLine) and gives the
// raise's finding the message to use when every tool reaches it that way (Pending.ViaRewrap);
// the chain of calls in related names the clause's raise after the call it rewraps.

// reachedUnwrapped reports whether a tool (of kind, when it is not 0) reaches the function of key
// through calls none of which cut reports (a call a catch rewraps: rewrappedCall, replacedCall).
// It follows every such call, whatever the walk that found the tools (reachingThrough) would rule
// out: a way it cannot tell from a real one keeps the raise's own message.
func (ix *Index) reachedUnwrapped(key, kind sym, cut func(edge) bool) bool {
	seen := map[sym]bool{key: true}
	queue := []sym{key}
	for depth := 0; len(queue) > 0 && depth <= maxChain; depth++ {
		var next []sym
		for _, k := range queue {
			for _, d := range ix.defs[k] {
				if d.tool != 0 && (kind == 0 || d.more().kind == kind) {
					return true
				}
			}
			if ix.filledAtStart(k) {
				continue
			}
			for _, e := range ix.callers[k] {
				if !cut(e) && !seen[e.from] {
					seen[e.from] = true
					next = append(next, e.from)
				}
			}
		}
		queue = next
	}
	return false
}

// rewrappedCall reports whether an except clause or a catch around a call rewraps what its
// callee raises (Call.RewrapLine, Call.Rewrapped).
func rewrappedCall(e edge) bool { return e.rewrapLine != 0 || e.rewrapped }

// replacedCall reports whether a catch around a call throws a new error in place of whatever
// its callee throws (Call.Replaced).
func replacedCall(e edge) bool { return e.replaced }

// wrapCut returns which calls are no way for a pending raise to a tool (UnlessRewrapped,
// UnlessReplaced), or nil.
func (p Pending) wrapCut() func(edge) bool {
	switch {
	case p.UnlessRewrapped:
		return rewrappedCall
	case p.UnlessReplaced:
		return replacedCall
	}
	return nil
}

// rewrapRelated is the related place of the raise that rewraps what a call raises.
func (ix *Index) rewrapRelated(e edge) finding.Related {
	return finding.Related{Path: ix.str(e.path), Line: int(e.rewrapLine), Column: int(e.rewrapColumn),
		Message: fmt.Sprintf("%s raises another exception from what %s raises: the client sees that one's message", ix.name(e.from), ix.name(e.to))}
}
