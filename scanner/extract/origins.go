package extract

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The origins of a pending finding: for each callee whose fact it needs, the forwards followed
// down to the function that does it itself, and every place of that fact there (a helper's
// every failing return, a module's every throw), not only the first. A catch-all rethrow whose
// try calls fifteen functions of other modules, each with several throws, has a hundred; the
// finding's Related names them all (the machine formats carry it), and its Brief, which the
// human formats show, at most MaxRelated places, one last place without a position counting the
// others.
//
// Which places Brief shows when they do not all fit: first the way to each callee's first place,
// for every callee in the order the finding's code calls them (so that each function the failure
// comes from is named), then the other places of each callee's last function, one per callee in
// turn (each callee's second place, then each one's third, ...), so that no callee's every place
// crowds out the others'.
// They are listed as a reader follows them: callee by callee, each one's forwards (nearest the
// finding first), then its places in the order its summary gives them (the source's).
// After them come the throws further off (deepOrigins): those reached through any raising
// forward of any function on the way, which origin (the first raising forward of each) and
// branches (the other forwards of the chain, one origin deep) do not reach.

// MaxRelated bounds the places a finding's Brief names. Twenty is what a reader takes in under
// one finding (a screen of the text format): room for a chain of a few forwards to a helper with
// its every failing return, beside the finding's own places, and for the first place of each of
// a dozen or more callees of a catch-all rethrow. The places the finding's own file names (its
// own Brief, when the file cut them) and the tools that reach it are kept whole; the origins fill
// what they leave. A language's summaries keep every place of a fact in a function, up to a
// bound far above this one (Summary.Places), so that Related names them all and the count of the
// places Brief leaves out is exact.
const MaxRelated = finding.MaxShown

// origin is what one callee gives a finding: the forwards followed (way), then the places of
// the fact in the function that does it itself.
type origin struct {
	way, places []namedPlace
}

// namedPlace is a related place with the name of the function it is in, for the count of the
// places not shown.
type namedPlace struct {
	finding.Related
	fn string
	// step marks a place that is a step on the way to others (the call behind a rewrap, a
	// forward on the way to the callee's places), not a place of the fact itself.
	step bool
	// library marks a call of a library that may throw (Place.Library).
	library bool
	// class is the place's Place.Class, for Pending.Unnamed.
	class string
}

// placeOf names a place of a function.
func (ix *Index) placeOf(d *def, p place) namedPlace {
	return namedPlace{Related: finding.Related{Path: ix.str(d.path), Line: int(p.line), Column: int(p.column),
		Message: ix.str(p.message)}, fn: ix.str(d.name), library: p.library, class: ix.str(p.class)}
}

// unnamed returns origins without their places of the classes a pending finding does not name
// (Pending.Unnamed), and without an origin left with no place.
func unnamed(origins []origin, classes []string) []origin {
	if len(classes) == 0 {
		return origins
	}
	var out []origin
	for _, o := range origins {
		kept := slices.DeleteFunc(slices.Clone(o.places), func(p namedPlace) bool { return classMatches(p.class, classes) })
		if len(o.places) > 0 && len(kept) == 0 {
			continue
		}
		out = append(out, origin{way: o.way, places: kept})
	}
	return out
}

// forwardStep names a function's forward of fact to the function of next: a step on a way. A
// dispatch marker's forward (Forward.Dispatched) says it the other way round: next dispatches
// to the function.
func (ix *Index) forwardStep(d *def, fw forward, next sym, fact Fact) namedPlace {
	return namedPlace{Related: finding.Related{Path: ix.str(d.path), Line: int(fw.line), Column: int(fw.column),
		Message: ix.forwardSays(d, fw, next, fact)}, fn: ix.str(d.name), step: true}
}

// forwardSays is the message of a function's forward of fact to the function of next.
func (ix *Index) forwardSays(d *def, fw forward, next sym, fact Fact) string {
	if fw.dispatched {
		return fmt.Sprintf("%s dispatches to %s", ix.name(next), ix.str(d.name))
	}
	return forwardMessage(ix.str(d.name), ix.name(next), fact)
}

// origin follows one fact of a key (the lowest of facts) through forwards to the function
// that does it, and returns the forwards and every place of the fact there.
func (ix *Index) origin(key sym, facts Fact) origin {
	b := bits.TrailingZeros32(uint32(facts))
	return ix.originFrom(key, Fact(1)<<b, map[sym]bool{}, 0)
}

// defWith returns the first function key names that has fact, or nil.
func (ix *Index) defWith(key sym, fact Fact) *def {
	for _, d := range ix.defs[key] {
		if d.facts&fact != 0 {
			return d
		}
	}
	return nil
}

// originFrom is origin for one fact, from a depth of the chain, with the keys already followed.
func (ix *Index) originFrom(key sym, fact Fact, seen map[sym]bool, depth int) origin {
	b := bits.TrailingZeros32(uint32(fact))
	var o origin
	for ; depth < maxChain && key != 0 && !seen[key]; depth++ {
		seen[key] = true
		d := ix.defWith(key, fact)
		if d == nil {
			break
		}
		st := d.whyOf(b)
		switch {
		case st.place >= 0:
			// The places behind the function's rewraps come before the first of them: where
			// the failure comes from, then the call that rewraps it, then the rewrap.
			back := ix.behind(d, fact, seen, depth)
			for _, p := range d.places {
				if p.fact&fact == 0 {
					continue
				}
				if p.rewrap && back != nil {
					o.places, back = append(o.places, back...), nil
				}
				o.places = append(o.places, ix.placeOf(d, p))
			}
			o.places = append(o.places, back...)
			return o
		case st.fwd >= 0:
			fw := d.forward[st.fwd]
			o.way = append(o.way, ix.forwardStep(d, fw, st.next, fact))
			key = st.next
		default:
			return o
		}
	}
	return o
}

// branches returns the other ways of a key's fact that origin does not follow: on the chain of
// forwards from the key, each further call of a function on the way that gives the fact
// (deleteConnection calls loadConfig, then saveConfig: origin follows the first; and each
// further forward to the callee origin follows, a wrapper's `return failed(f"...")` in each
// except clause, named as a way of one step), and the calls of the function where the chain
// ends that give the fact, beside its own places: loadConfig reads a file (a library call that
// may throw), then calls validateConfig, which throws; a tool's handler checks its input, then
// calls the API client that throws on every failed request. Each is an origin
// of its own whose way starts at that call, followed as origin follows a key; pickOrigins shows
// them after every callee's first place. A branch's callee has other ways of its own in turn (a
// validator that fails through the same helper from two returns, the second of which origin
// does not follow), named behind the step to it (nestedBranches).
func (ix *Index) branches(key sym, facts Fact) []origin {
	return ix.branchesAt(key, facts, 0)
}

// maxBranchNesting bounds how deep branchesAt looks into the callees of its branches.
const maxBranchNesting = 2

// branchesAt is branches, nested within as many callees of branches. Such a callee's own other
// ways are ways of the key's fact too (a token check reads a date, then awaits the refresh that
// throws; a validator's second failing return): each is one of its own, behind the step to the
// callee.
func (ix *Index) branchesAt(key sym, facts Fact, nesting int) []origin {
	b := bits.TrailingZeros32(uint32(facts))
	fact := Fact(1) << b
	var out []origin
	chain := map[sym]bool{}
	for depth := 0; depth < maxChain && key != 0 && !chain[key]; depth++ {
		chain[key] = true
		d := ix.defWith(key, fact)
		if d == nil {
			break
		}
		st := d.whyOf(b)
		if st.place < 0 && st.fwd < 0 {
			break
		}
		// A function with places of its own (origin shows them all) may call others that do
		// the fact too: a handler that validates its input, then calls the API client that
		// throws on every failed request. Those are ways of their own.
		for i, fw := range d.forward {
			if i == int(st.fwd) || fw.behind || fw.facts&fact == 0 || depth+1 >= maxChain || !ix.holds(fw) {
				continue
			}
			if st.place >= 0 && behindAt(d, fw) {
				continue // a call whose throws its catch rewraps: origin names them behind the rewrap
			}
			next := ix.resolveKey(fw.keys)
			if next != 0 && next == st.next {
				// Another return of what origin follows (a wrapper's every except clause
				// answers through its nested formatter): a failing return of its own, whose
				// way on is origin's.
				out = append(out, origin{way: []namedPlace{ix.forwardStep(d, fw, next, fact)}})
				continue
			}
			if next == 0 || chain[next] || ix.facts[next]&fact == 0 {
				continue
			}
			seen := map[sym]bool{}
			for k := range chain {
				seen[k] = true
			}
			sub := ix.originFrom(next, fact, seen, depth+1)
			step := ix.forwardStep(d, fw, next, fact)
			throws := anyOwnPlace(sub.places)
			if throws {
				out = append(out, origin{way: append([]namedPlace{step}, sub.way...), places: sub.places})
			}
			// The callee's own other ways are ways of the key's fact too: a validator's second
			// failing return through the helper its first one calls, a client method's second
			// call that throws. Where its way ends in a library call only (no better than what
			// origin shows), they are all it gives: a token check reads a date, then awaits the
			// refresh that throws.
			if nesting+1 < maxBranchNesting {
				out = append(out, ix.nestedBranches(step, sub, next, fact, nesting, throws)...)
			}
		}
		if st.place >= 0 {
			break
		}
		key = st.next
	}
	return out
}

// nestedBranches returns the other ways of a callee's fact (branchesAt one nesting deeper)
// behind the step to it (step), each with its way from the step down to the function it leaves
// from (the callee's own origin, sub, to there), then its own. With throws (sub ends in a place
// that is no library call), a further return of what sub follows is one too (a way with no
// place of its own); without, only the ways that end in such a place.
func (ix *Index) nestedBranches(step namedPlace, sub origin, next sym, fact Fact, nesting int, throws bool) []origin {
	var out []origin
	for _, br := range ix.branchesAt(next, fact, nesting+1) {
		if len(br.way) == 0 {
			continue
		}
		if !anyOwnPlace(br.places) && (!throws || len(br.places) > 0) {
			continue
		}
		way := []namedPlace{step}
		for _, w := range sub.way {
			if w.fn == br.way[0].fn {
				break
			}
			way = append(way, w)
		}
		out = append(out, origin{way: append(way, br.way...), places: br.places})
	}
	return out
}

// anyOwnPlace reports whether some of ps is a place of the root's own, not a library call that
// may throw.
func anyOwnPlace(ps []namedPlace) bool {
	return slices.ContainsFunc(ps, func(p namedPlace) bool { return !p.library })
}

// behindAt reports whether a function names the call of a forward behind a rewrap too
// (Forward.Behind at the same place).
func behindAt(d *def, fw forward) bool {
	for _, b := range d.forward {
		if b.behind && b.line == fw.line && b.column == fw.column {
			return true
		}
	}
	return false
}

// behind returns the places behind the rewraps of a function that does a fact itself: for each
// call its catch rewraps (Forward.Behind) whose callee does the fact, the callee's places (and
// what is behind those in turn), the way up from the function that does it to the callee, and
// the call, in the order the failure travels; within maxChain.
func (ix *Index) behind(d *def, fact Fact, seen map[sym]bool, depth int) []namedPlace {
	var out []namedPlace
	for _, fw := range d.forward {
		if !fw.behind || fw.facts&fact == 0 || depth+1 >= maxChain {
			continue
		}
		next := ix.resolveKey(fw.keys)
		if next == 0 || seen[next] || ix.facts[next]&fact == 0 {
			continue
		}
		sub := ix.originFrom(next, fact, seen, depth+1)
		throws := slices.DeleteFunc(sub.places, func(p namedPlace) bool { return p.library })
		var others []namedPlace // the callee's other ways to throws (branches), after its first
		if len(throws) > 0 {
			others = ix.otherThrows(next, fact)
		} else {
			// Only a library call that may throw, no better than the rewrap itself; unless the
			// function calls others that throw (it reads a file, then validates what it read).
			for _, br := range ix.branches(next, fact) {
				for _, p := range br.places {
					if !p.library {
						throws = append(throws, p)
					}
				}
				for i := len(br.way) - 1; i >= 0; i-- {
					w := br.way[i]
					w.step = true
					throws = append(throws, w)
				}
			}
		}
		if len(throws) == 0 {
			continue // only a library call that may throw: no better than the rewrap itself
		}
		slices.Reverse(sub.way) // up from the function that does it; its forwards are steps already
		out = append(append(append(out, throws...), sub.way...), others...)
		out = append(out, namedPlace{Related: finding.Related{Path: ix.str(d.path), Line: int(fw.line), Column: int(fw.column),
			Message: fmt.Sprintf("%s calls %s and rewraps what it throws", ix.str(d.name), ix.name(next))}, fn: ix.str(d.name), step: true})
	}
	return out
}

// otherThrows returns the throws of the other ways of a key's fact that origin does not follow
// (branches) and that end in a throw, each followed by its way up, for the places behind a
// rewrap: a client's request method that runs an interceptor that throws and another that
// calls a token refresh that throws names both.
func (ix *Index) otherThrows(key sym, fact Fact) []namedPlace {
	var out []namedPlace
	for _, br := range ix.branches(key, fact) {
		n := len(out)
		for _, p := range br.places {
			if !p.library {
				out = append(out, p)
			}
		}
		if len(out) == n {
			continue // only a library call that may throw
		}
		for i := len(br.way) - 1; i >= 0; i-- {
			w := br.way[i]
			w.step = true
			out = append(out, w)
		}
	}
	return out
}

// overflow counts the places of origins a finding does not show, and names their functions.
type overflow struct {
	n   int
	fns []string
}

// maxOverflowNames bounds the functions the overflow place names.
const maxOverflowNames = 3

// related is the last related place of a finding that shows only some of its origins: no
// position, a count, and the functions the others are in.
func (o overflow) related() finding.Related {
	return finding.NotShown(o.what())
}

// leftOut is the last related place of a finding whose deep walk left places out
// (maxDeepPlaces): no position, a count, the functions they are in. Unlike the places a Brief
// leaves out, the machine formats do not name them either.
func (o overflow) leftOut() finding.Related {
	return finding.Related{Message: fmt.Sprintf("and %s, not named (a finding names at most %d places further off than its callees' own)", o.what(), maxDeepPlaces)}
}

// what says how many places are left out and the functions they are in.
func (o overflow) what() string {
	places := "places"
	if o.n == 1 {
		places = "place"
	}
	var in string
	switch n := len(o.fns); {
	case n > maxOverflowNames:
		in = fmt.Sprintf("%s and %d other functions", strings.Join(o.fns[:maxOverflowNames], ", "), n-maxOverflowNames)
	case n > 1:
		in = strings.Join(o.fns[:n-1], ", ") + " and " + o.fns[n-1]
	default:
		in = strings.Join(o.fns, "")
	}
	return fmt.Sprintf("%d more %s in %s", o.n, places, in)
}

// pickOrigins returns the places of origins that a finding shows, given the places it already
// names (present, which are not repeated) and the room left (budget), and what it leaves out.
// When they do not all fit, one place of the room goes to the overflow entry. Each origin first
// gets its way and its first place that is no step (firstShown: a throw rather than the call
// behind a rewrap, when a place behind it was shown for an earlier callee), then the others one
// per origin in turn; each origin's places are shown in their order.
func pickOrigins(origins []origin, present []finding.Related, budget int) ([]finding.Related, overflow) {
	seen := map[finding.Related]bool{}
	for _, r := range present {
		seen[r] = true
	}
	fresh := func(ps []namedPlace) []namedPlace {
		var out []namedPlace
		for _, p := range ps {
			if !seen[p.Related] {
				seen[p.Related] = true
				out = append(out, p)
			}
		}
		return out
	}
	total := 0
	for i := range origins {
		origins[i].way, origins[i].places = fresh(origins[i].way), fresh(origins[i].places)
		total += len(origins[i].way) + len(origins[i].places)
	}
	if total == 0 {
		return nil, overflow{}
	}
	room := total
	if total > budget {
		room = max(budget-1, 0)
	}
	// takeWay[i] counts the way shown of origin i (a prefix); take[i][j] whether its place j is.
	takeWay, take := make([]int, len(origins)), make([][]bool, len(origins))
	for i, o := range origins {
		take[i] = make([]bool, len(o.places))
		takeWay[i] = min(len(o.way), room)
		room -= takeWay[i]
		if len(o.places) == 0 || room == 0 || takeWay[i] < len(o.way) {
			continue
		}
		first := firstShown(o.places)
		take[i][first] = true
		room--
	}
	// Room left here means every way was shown whole.
	for more := true; more && room > 0; {
		more = false
		for i := range origins {
			if j := slices.Index(take[i], false); j >= 0 && room > 0 {
				take[i][j] = true
				room--
				more = true
			}
		}
	}
	var shown []finding.Related
	var more overflow
	named := map[string]bool{}
	leave := func(p namedPlace) {
		more.n++
		if !named[p.fn] {
			named[p.fn] = true
			more.fns = append(more.fns, p.fn)
		}
	}
	for i, o := range origins {
		for _, p := range o.way[:takeWay[i]] {
			shown = append(shown, p.Related)
		}
		for j, p := range o.places {
			if take[i][j] {
				shown = append(shown, p.Related)
			}
		}
	}
	// The functions left out, in the order they would have been shown: the way and first place
	// of each origin that shows none, then the rest.
	leftFirst := make([]bool, len(origins)) // origin i shows no place: its first is left out first
	for i, o := range origins {
		for _, p := range o.way[takeWay[i]:] {
			leave(p)
		}
		if leftFirst[i] = len(o.places) > 0 && !slices.Contains(take[i], true); leftFirst[i] {
			leave(o.places[0])
		}
	}
	for i, o := range origins {
		for j, p := range o.places {
			if !take[i][j] && !(j == 0 && leftFirst[i]) {
				leave(p)
			}
		}
	}
	return shown, more
}

// firstShown returns the index of the place an origin shows first when room is short: its first
// place that is no step on the way to others, else 0. (A function lists its throws before its
// library call, and the places behind a rewrap are throws.)
func firstShown(ps []namedPlace) int {
	for j, p := range ps {
		if !p.step {
			return j
		}
	}
	return 0
}

// maxDeep bounds the forwards deepOrigins follows from a callee of a finding, and
// maxDeepPlaces the places it names for one finding: every place further off once, deduplicated,
// up to ten times what a human format shows (MaxRelated), far above what a server's catch-all
// reaches (a dozen tool modules of a few failing returns each); past it, one place without a
// position counts the others (deepWalk.cut, overflow.leftOut).
const (
	maxDeep       = 6
	maxDeepPlaces = 10 * MaxRelated
)

// deepWalk collects the origins further than origin and branches look: from each callee of a
// finding, every forward of the fact of every function the key names (not only the first
// raising one), to maxDeep forwards, each function once per finding (so cycles are cut), and for
// each function reached with throws of its own that no origin names yet (have) an origin of its
// way and those throws. A forward to a function that makes the failure itself (a helper that
// builds the error object) whose walk names nothing new (the helper's places are named already:
// a validator's second `return None, create_error_response(...)`) is a place of its own, named
// as its way, for a returned failure (a call of a function that raises is no place: raiseFacts); unless its catch rewraps what the call throws (the
// rewrap and the places behind it are named: behind). Library calls that may throw are left to
// origin, which names them where its chain ends. A catch-all rethrow whose try calls a tool's
// handler that validates its input, then calls a client method that reads a local file through
// a guard that throws, names the guard's throws. Past maxDeepPlaces the walk goes on only to count what it
// leaves out (cut). Deterministic: the callees in the order the finding's code calls them, the
// functions and forwards in the order of their source.
type deepWalk struct {
	ix   *Index
	have map[finding.Related]bool
	seen map[sym]bool
	left int
	out  []origin
	cut  overflow
}

// name adds an origin of a way and places (or of the way alone), within the room left, and
// counts what does not fit.
func (w *deepWalk) name(way, ps []namedPlace) {
	if n := min(len(ps), w.left); w.left > 0 && (len(ps) == 0 || n > 0) {
		w.out = append(w.out, origin{way: slices.Clone(way), places: ps[:n]})
		w.left -= max(n, 1)
		ps = ps[n:]
	}
	for _, p := range ps {
		w.cut.n++
		if !slices.Contains(w.cut.fns, p.fn) {
			w.cut.fns = append(w.cut.fns, p.fn)
		}
	}
}

func (w *deepWalk) walk(key sym, fact Fact, way []namedPlace, depth int) {
	ix := w.ix
	if key == 0 || depth > maxDeep || w.seen[key] {
		return
	}
	w.seen[key] = true
	for _, d := range ix.defs[key] {
		if d.facts&fact == 0 {
			continue
		}
		var ps []namedPlace
		for _, p := range d.places {
			if np := ix.placeOf(d, p); p.fact&fact != 0 && !p.library && !w.have[np.Related] {
				w.have[np.Related] = true
				ps = append(ps, np)
			}
		}
		if len(ps) > 0 {
			w.name(way, ps)
		}
		for _, fw := range d.forward {
			if fw.behind || fw.facts&fact == 0 || !ix.holds(fw) {
				continue
			}
			next := ix.resolveKey(fw.keys)
			if next == 0 || ix.facts[next]&fact == 0 {
				continue
			}
			step := ix.forwardStep(d, fw, next, fact)
			n, cut := len(w.out), w.cut.n
			w.walk(next, fact, append(slices.Clone(way), step), depth+1)
			if len(w.out) == n && w.cut.n == cut && !w.have[step.Related] && !behindAt(d, fw) && fact&raiseFacts == 0 && ix.makes(next, fact) {
				w.have[step.Related] = true
				if w.left > 0 {
					w.name(append(slices.Clone(way), step), nil)
				} else {
					w.name(nil, []namedPlace{step})
				}
			}
		}
	}
}

// raiseFacts are the facts of a failure that leaves by a raise or throw: its places are the
// raises, and a call of a raising function on the way is no place of its own (deepWalk names
// a returned failure's second way through a helper, not every call of a thrower).
const raiseFacts = Raises | AlwaysRaises | ToolError | ProtocolFailure | ThrowsValue

// makes reports whether a function a key names makes a fact itself: a place of the fact that is
// no library call.
func (ix *Index) makes(key sym, fact Fact) bool {
	for _, d := range ix.defs[key] {
		for _, p := range d.places {
			if p.fact&fact != 0 && !p.library {
				return true
			}
		}
	}
	return false
}

// deepOrigins returns the origins of deepWalk from the callees (with the facts each gives), each
// with only the places that none of known names: what origin and branches already show is not
// repeated, and a way whose every throw is known is left out. cut counts the places past
// maxDeepPlaces.
func (ix *Index) deepOrigins(callees []sym, facts []Fact, known []origin) (deep []origin, cut overflow) {
	w := &deepWalk{ix: ix, have: map[finding.Related]bool{}, seen: map[sym]bool{}, left: maxDeepPlaces}
	for _, o := range known {
		for _, p := range slices.Concat(o.way, o.places) {
			w.have[p.Related] = true
		}
	}
	for i, k := range callees {
		b := bits.TrailingZeros32(uint32(facts[i]))
		w.walk(k, Fact(1)<<b, nil, 0)
	}
	return w.out, w.cut
}
