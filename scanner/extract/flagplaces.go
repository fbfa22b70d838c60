package extract

import "math/bits"

// Failures that stand only under a test of a parameter. A formatter often answers each branch
// of its argument's flag (`if (output.success) return "✅ Dropped"; return "❌ Failed to
// drop"`): its failure text runs only for a value whose flag is false (Place.RunsIf). A tool
// that hands it what a function of the root gave back (`formatDrop(await executeDrop(db,
// input))`), every return of which is an object with `success: true` (its failures throw), never
// meets that branch: the call's shape of the member (Pending.Shapes, ArgShape.If naming the
// function's marker, plainshapes.go) says it is truthy, and the place does not count for it.

// placesRuledOut reports whether every way the function of key has fact is a place of its own
// whose tests (Place.RunsIf) no call passing shapes meets: false when a place has no tests, a
// forward passes the fact on, or there are no shapes.
func (ix *Index) placesRuledOut(key sym, fact Fact, shapes []ArgShape) bool {
	if len(shapes) == 0 {
		return false
	}
	settled := &shapes
	ix.settleShapes(settled)
	found := false
	for _, d := range ix.defs[key] {
		if d.facts&fact == 0 {
			continue
		}
		if d.whyOf(bits.TrailingZeros32(uint32(fact))).fwd >= 0 {
			return false // a callee's failure, passed on
		}
		for _, pl := range d.places {
			if pl.fact&fact == 0 {
				continue
			}
			if pl.runsIf == nil || mayRun(0, settled, *pl.runsIf) {
				return false
			}
			found = true
		}
		for _, fw := range d.forward {
			if fw.facts&fact == 0 {
				continue
			}
			for _, k := range fw.keys {
				for _, t := range ix.targets(k) {
					if ix.facts[t]&fact != 0 {
						return false
					}
				}
			}
		}
	}
	return found
}
