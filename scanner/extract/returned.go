package extract

import (
	"fmt"
	"slices"
	"sort"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A result a function builds and tools return as their own (Pending.Returned): the finding
// stands at the function's return, where the fix goes, and names the tools' returns.

// retEdge is a forward of SoftResult: the function def (of key from) returns what the callee
// (of key to) returns, at its forward fw.
type retEdge struct {
	from, to sym
	d        *def
	fw       int
}

// retNode is a function the walk of returning reached, with the chain of returns from its
// return down to the target.
type retNode struct {
	key   sym
	chain []retEdge
}

// returnedBy returns, by callee, the forwards of SoftResult that name it, once the index is
// linked.
func (ix *Index) returnedBy() map[sym][]retEdge {
	if ix.retBy == nil {
		ix.retBy = ix.forwardsBy(func(_ sym, fw forward) bool { return fw.facts&SoftResult != 0 })
	}
	return ix.retBy
}

// forwardsBy returns, by callee, the forwards that keep accepts (of the function with key k)
// and that hold, in the order of the returns in the root, as Related lists them.
func (ix *Index) forwardsBy(keep func(k sym, fw forward) bool) map[sym][]retEdge {
	by := map[sym][]retEdge{}
	type at struct {
		d            *def
		line, column int32
		next         sym
	}
	for _, k := range ix.order {
		for _, d := range ix.defs[k] {
			// One edge per return and callee: the entries of a table a return looks up may
			// name one function by several keys (`a.handler`, `b.handler` of one module).
			once := map[at]bool{}
			for fi, fw := range d.forward {
				if !keep(k, fw) || !ix.holds(fw) {
					continue
				}
				if next := ix.resolveKey(fw.keys); next != 0 && next != k && !once[at{d, fw.line, fw.column, next}] {
					once[at{d, fw.line, fw.column, next}] = true
					by[next] = append(by[next], retEdge{from: k, to: next, d: d, fw: fi})
				}
			}
		}
	}
	for _, es := range by {
		sort.SliceStable(es, func(i, j int) bool {
			a, b := es[i], es[j]
			if a.d.path != b.d.path {
				return ix.str(a.d.path) < ix.str(b.d.path)
			}
			fa, fb := a.d.forward[a.fw], b.d.forward[b.fw]
			if fa.line != fb.line {
				return fa.line < fb.line
			}
			return fa.column < fb.column
		})
	}
	return by
}

// isTool reports whether a key names a tool: some file registers the function it names.
func (ix *Index) isTool(key sym) bool {
	for _, d := range ix.defs[key] {
		if d.tool != 0 {
			return true
		}
	}
	return false
}

// returning says whether tools return the value of the function of key as their own result,
// through returns only, and returns the related places: each tool's return (a few tools), and
// the returns between it and the function, each place once; and those tools, nearest first. A function that is a tool itself
// is judged as a tool (its returns are the tool's), not here.
func (ix *Index) returning(key sym) ([]finding.Related, []sym, bool) {
	return ix.returningUpTo(key, maxTools)
}

// returningUpTo is returning with at most limit tools (every one when limit is negative).
func (ix *Index) returningUpTo(key sym, limit int) ([]finding.Related, []sym, bool) {
	return ix.returningWalk(key, limit, true)
}

// returningWalk is returningUpTo; with narrow, it follows only the returns of the calls that may
// meet the tests of a dispatcher's branch (selector.go), without, every return.
func (ix *Index) returningWalk(key sym, limit int, narrow bool) ([]finding.Related, []sym, bool) {
	if key == 0 || ix.isTool(key) {
		return nil, nil, false
	}
	by := ix.returnedBy()
	var out []finding.Related
	shown := map[retEdge]bool{}
	var tools []sym // nearest first
	seen := map[sym]bool{key: true}
	// The other returns of a function between that hand on the same callee's value: each is a
	// way out too (`else: return self._error("Unknown action")` and `except: return
	// self._error(str(e))`), listed after the first wherever the chain through it is.
	also := map[[2]sym][]retEdge{}
	// The returns of a function between that hand on another callee's value that reaches the
	// target too (`return ApiError.create(...)` in the try and `return ApiError.from_exception(e)`
	// in the except clause): each with the chain below it, listed once the function is shown.
	var via []retNode
	// The tests of a function's parameters under which alone it returns the value (a dispatcher's
	// branch; selector.go), for the functions still to walk; nil for none.
	tests := map[sym][]ArgTest{}
	queue := []retNode{{key: key}}
	for depth := 0; len(queue) > 0 && depth <= maxChain; depth++ {
		var next []retNode
		pending := map[sym]bool{}
		for _, n := range queue {
			for _, e := range by[n.key] {
				if narrow && !returnMayRun(e, tests[n.key]) {
					continue
				}
				chain := append([]retEdge{e}, n.chain...)
				if !ix.isTool(e.from) {
					if !seen[e.from] {
						seen[e.from] = true
						pending[e.from] = true
						tests[e.from] = returnTests(e)
						next = append(next, retNode{key: e.from, chain: chain})
					} else if e.from != key {
						if pending[e.from] {
							tests[e.from] = orTests(tests[e.from], returnTests(e))
						}
						pair := [2]sym{e.from, e.to}
						also[pair] = append(also[pair], e)
						via = append(via, retNode{key: e.from, chain: chain})
					}
					continue
				}
				// Every return of a tool that returns it is a place the value leaves by.
				if !slices.Contains(tools, e.from) {
					if limit >= 0 && len(tools) >= limit {
						continue
					}
					tools = append(tools, e.from)
				}
				for i, c := range chain {
					if shown[c] {
						continue
					}
					shown[c] = true
					msg := ix.handsOn(c)
					if i == 0 {
						msg = fmt.Sprintf("tool %s returns what %s returns, as its result", ix.toolName(c.from), ix.name(c.to))
					}
					out = append(out, ix.returnAt(c, msg))
					for _, a := range also[[2]sym{c.from, c.to}] {
						if !shown[a] {
							shown[a] = true
							out = append(out, ix.returnAt(a, ix.handsOn(a)))
						}
					}
				}
			}
		}
		queue = next
	}
	return ix.alsoVia(out, shown, via), tools, len(tools) > 0
}

// alsoVia appends to out the unshown returns of each chain of via whose function a shown
// return leaves (or, for one named by another chain of via, once that is shown), in order.
func (ix *Index) alsoVia(out []finding.Related, shown map[retEdge]bool, via []retNode) []finding.Related {
	from := map[sym]bool{}
	for e := range shown {
		from[e.from] = true
	}
	done := make([]bool, len(via))
	for grew := true; grew; {
		grew = false
		for i, n := range via {
			if done[i] || !from[n.key] {
				continue
			}
			done[i], grew = true, true
			for _, c := range n.chain {
				if !shown[c] {
					shown[c] = true
					from[c.from] = true
					out = append(out, ix.returnAt(c, ix.handsOn(c)))
				}
			}
		}
	}
	return out
}

// returnAt is the place of a return edge's forward, with msg.
func (ix *Index) returnAt(e retEdge, msg string) finding.Related {
	fw := e.d.forward[e.fw]
	return finding.Related{Path: ix.str(e.d.path), Line: int(fw.line), Column: int(fw.column), Message: msg}
}

// handsOn is the message of a return between that hands on what its callee returns.
func (ix *Index) handsOn(e retEdge) string {
	return ix.forwardSays(e.d, e.d.forward[e.fw], e.to, SoftFailure)
}

// toolName is the name of the tool a key names (isTool).
func (ix *Index) toolName(key sym) string {
	for _, d := range ix.defs[key] {
		if d.tool != 0 {
			return ix.str(d.tool)
		}
	}
	return ix.name(key)
}
