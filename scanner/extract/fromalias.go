package extract

// Calls from a key that names functions through aliases. A language may give a call whose
// caller it knows only as such a key (Python: a wrapper a comprehension applies to each function
// of a list another module returns, from the key of that list): the index makes it one call
// from each function the key names, once it links. A key that some file defines keeps its own
// calls.

// retargetFrom returns the edges with each caller key that no file defines replaced by the
// functions its aliases name, one copy per function.
func (ix *Index) retargetFrom(edges []edge) []edge {
	if !ix.hasAliases() {
		return edges
	}
	var out []edge
	for _, e := range edges {
		if e.from == 0 || ix.definesBody(e.from) {
			out = append(out, e)
			continue
		}
		ts := ix.aliasedBodies(e.from)
		if len(ts) == 0 {
			out = append(out, e)
			continue
		}
		for _, t := range ts {
			c := e
			c.from = t
			out = append(out, c)
		}
	}
	return out
}

// wantedFrom adds to next, for each call from a key that no file defines, the call's callee
// under each function the key's aliases name so far: Wanted walks on from them to the callee's
// module.
func (ix *Index) wantedFrom(next map[sym][]sym) {
	if !ix.hasAliases() {
		return
	}
	for _, e := range ix.calls {
		if e.from == 0 || ix.definesBody(e.from) {
			continue
		}
		for _, t := range ix.aliasedBodies(e.from) {
			next[t] = append(next[t], e.to)
		}
	}
}
