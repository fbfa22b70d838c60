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
// through calls none of which an except clause rewraps (Call.RewrapLine, Call.Rewrapped). It follows every such call, whatever the
// walk that found the tools (reachingThrough) would rule out: a way it cannot tell from a real one
// keeps the raise's own message.
func (ix *Index) reachedUnwrapped(key, kind sym) bool {
	seen := map[sym]bool{key: true}
	queue := []sym{key}
	for depth := 0; len(queue) > 0 && depth <= maxChain; depth++ {
		var next []sym
		for _, k := range queue {
			for _, d := range ix.defs[k] {
				if d.tool != 0 && (kind == 0 || d.kind == kind) {
					return true
				}
			}
			if ix.filledAtStart(k) {
				continue
			}
			for _, e := range ix.callers[k] {
				if e.rewrapLine == 0 && !e.rewrapped && !seen[e.from] {
					seen[e.from] = true
					next = append(next, e.from)
				}
			}
		}
		queue = next
	}
	return false
}

// rewrapRelated is the related place of the raise that rewraps what a call raises.
func (ix *Index) rewrapRelated(e edge) finding.Related {
	return finding.Related{Path: ix.str(e.path), Line: int(e.rewrapLine), Column: int(e.rewrapColumn),
		Message: fmt.Sprintf("%s raises another exception from what %s raises: the client sees that one's message", ix.name(e.from), ix.name(e.to))}
}
