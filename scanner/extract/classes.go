package extract

import (
	"slices"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The origins of a pending finding that counts only some classes of failure (Pending.Classes):
// an Effect-TS catch that answers one error class (`Effect.catchTag("NotFound", ...)`) names
// where that class is failed with, not every failure its pipe may carry. The first way to a
// fact (origin) may lead only to other classes, so every forward of the fact is followed, in the
// order each function gives them: a dispatcher's every branch, down to each
// function whose own places have a class of the finding's. Each such function is one origin,
// its way the forwards from the callee down to it (the first found, when several lead there).
// When the places and the ways do not all fit in a finding, each way is cut to its first call
// (shortWays): which branch of the callee leads there (the tool a dispatcher's case runs), then
// the place, whose message names its function; the functions between are left out, so that
// more places are named.

// classOrigins returns, for a callee with fact, an origin for each function its forwards of
// fact reach (itself first, then breadth first: the nearest functions before those behind
// them, so that a dispatcher's every branch is named before the depths of one) whose own
// places of fact have one of classes ("*" for any).
func (ix *Index) classOrigins(key sym, fact Fact, classes []string) []origin {
	type node struct {
		key sym
		way []namedPlace
	}
	var out []origin
	seen := map[sym]bool{key: true}
	queue := []node{{key: key}}
	for depth := 0; len(queue) > 0 && depth < maxChain; depth++ {
		var next []node
		for _, n := range queue {
			for _, d := range ix.defs[n.key] {
				if d.registration || d.facts&fact == 0 {
					continue
				}
				var places []namedPlace
				for _, p := range d.places {
					if p.fact&fact != 0 && classMatches(ix.str(p.class), classes) {
						places = append(places, ix.placeOf(d, p))
					}
				}
				if len(places) > 0 {
					out = append(out, origin{way: n.way, places: places})
				}
				// A forward behind a rewrap (Forward.Behind, TypeScript's only) is followed too:
				// a helper's catch that passes the caught error on (`if (e instanceof McpError)
				// throw e`) keeps the class of what its try's calls throw.
				for _, fw := range d.forward {
					if fw.facts&fact == 0 || !ix.holds(fw) {
						continue
					}
					k := ix.resolveKey(fw.keys)
					if k == 0 || seen[k] || ix.facts[k]&fact == 0 {
						continue
					}
					seen[k] = true
					next = append(next, node{key: k, way: append(slices.Clone(n.way), ix.forwardStep(d, fw, k, fact))})
				}
			}
		}
		queue = next
	}
	return out
}

// classMatches reports whether a place's class is one of classes: "*" matches any, a place of
// no known class only "*"; "~X" matches a class chain ("A<B<C", TypeScript's) that includes X,
// and "!X" and "!~X" exclude what "X" and "~X" match.
func classMatches(class string, classes []string) bool {
	if class != "" && (slices.Contains(classes, "!"+class) || slices.ContainsFunc(classes, func(c string) bool {
		x, ok := strings.CutPrefix(c, "!~")
		return ok && chainIncludes(class, x)
	})) {
		return false
	}
	return slices.Contains(classes, "*") || class != "" && (slices.Contains(classes, class) || slices.ContainsFunc(classes, func(c string) bool {
		x, ok := strings.CutPrefix(c, "~")
		return ok && chainIncludes(class, x)
	}))
}

// ClassMatches is classMatches, for a file that names its own places' origins as the index does.
func ClassMatches(class string, classes []string) bool { return classMatches(class, classes) }

// chainIncludes reports whether a class chain ("A<B<C") includes the class x.
func chainIncludes(chain, x string) bool {
	return slices.Contains(strings.Split(chain, "<"), x)
}

// shortWays returns origins as they are when their ways and places, each named once, fit in
// budget related places; else with each way cut to its first call.
func shortWays(origins []origin, budget int) []origin {
	seen := map[finding.Related]bool{}
	for _, o := range origins {
		for _, p := range o.way {
			seen[p.Related] = true
		}
		for _, p := range o.places {
			seen[p.Related] = true
		}
	}
	if len(seen) <= budget {
		return origins
	}
	out := make([]origin, len(origins))
	for i, o := range origins {
		out[i] = origin{way: o.way[:min(len(o.way), 1)], places: o.places}
	}
	return out
}
