package extract

import (
	"slices"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The origins of a pending finding that counts only some classes of failure (Pending.Classes):
// an Effect-TS catch that answers one error class (`Effect.catchTag("NotFound", ...)`) names
// where that class is failed with, not every failure its pipe may carry. The first way to a
// fact (origin) may lead only to other classes, so every forward of the fact is followed, depth
// first in the order each function gives them: a dispatcher's every branch, down to each
// function whose own places have a class of the finding's. Each such function is one origin,
// its way the forwards from the callee down to it.

// classOrigins returns, for a callee with fact, an origin for each function its forwards of
// fact reach (itself first) whose own places of fact have one of classes ("*" for any).
func (ix *Index) classOrigins(key sym, fact Fact, classes []string) []origin {
	var out []origin
	seen := map[sym]bool{}
	var walk func(key sym, way []namedPlace, depth int)
	walk = func(key sym, way []namedPlace, depth int) {
		if key == 0 || seen[key] || depth >= maxChain {
			return
		}
		seen[key] = true
		for _, d := range ix.defs[key] {
			if d.registration || d.facts&fact == 0 {
				continue
			}
			var places []namedPlace
			for _, p := range d.places {
				if p.fact&fact != 0 && classMatches(ix.str(p.class), classes) {
					places = append(places, namedPlace{Related: finding.Related{Path: ix.str(d.path), Line: int(p.line),
						Column: int(p.column), Message: ix.str(p.message)}, fn: ix.str(d.name), library: p.library})
				}
			}
			if len(places) > 0 {
				out = append(out, origin{way: slices.Clone(way), places: places})
			}
			for _, fw := range d.forward {
				if fw.behind || fw.facts&fact == 0 {
					continue
				}
				next := ix.resolveKey(fw.keys)
				if next == 0 || ix.facts[next]&fact == 0 {
					continue
				}
				step := namedPlace{Related: finding.Related{Path: ix.str(d.path), Line: int(fw.line), Column: int(fw.column),
					Message: forwardMessage(ix.str(d.name), ix.name(next), fact)}, fn: ix.str(d.name), step: true}
				walk(next, append(slices.Clone(way), step), depth+1)
			}
		}
	}
	walk(key, nil, 0)
	return out
}

// classMatches reports whether a place's class is one of classes: "*" matches any, a place of
// no known class only "*".
func classMatches(class string, classes []string) bool {
	return slices.Contains(classes, "*") || class != "" && slices.Contains(classes, class)
}
