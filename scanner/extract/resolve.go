package extract

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// What a linked index answers of a pending finding: whether it stands, and the places behind
// it (the chains of forwards to where a fact holds and every place it holds there, origins.go;
// the tools that reach a function).

// Resolve says whether a pending finding stands, and returns it with the places followed
// appended to its Related (paths of other files filled in): its own places, the origins of the
// fact it needs (as many as MaxRelated leaves room for), the tools that reach or return it, and
// last, when origins were left out, a place without a position that counts them. path is the
// pending finding's file.
func (ix *Index) Resolve(p Pending, path string) (finding.Finding, bool) {
	ix.link()
	p.RunsIf = ix.entryTests(p.RunsIf) // entryshapes.go
	p.RunsIf = ix.constTests(p.RunsIf) // numconsts.go
	f := p.Finding
	f.Related = append([]finding.Related(nil), f.Related...)
	f.Brief = slices.Clone(f.Brief)
	for _, rs := range [][]finding.Related{f.Related, f.Brief} {
		for i := range rs {
			if rs[i].Path == "" && rs[i].Line > 0 { // not a count of places not shown (finding.NotShown)
				rs[i].Path = path
			}
		}
	}
	if !ix.imported(path, p.Imported) {
		return f, false // no module of the project imports the tool object's (refs.go)
	}
	if ix.removedPending(&p) {
		return f, false // the tool it belongs to is removed (removals.go)
	}
	for _, k := range p.ConvertedBy {
		if ix.facts[ix.lookup(k)]&ErrorResult != 0 {
			return f, false
		}
	}
	if len(p.LeftTo) > 0 && ix.leftToShared(p.LeftTo) {
		return f, false // the helper's finding names this return (shared.go)
	}
	if len(p.UnlessAsync) > 0 && ix.allAsync(p.UnlessAsync) {
		return f, false // the test it runs under never holds of a coroutine (coroutine.go)
	}
	if len(p.Tried) > 0 && !ix.mayRaise(p.Tried) {
		return f, false // the catch it stands in never runs
	}
	if len(p.ClassCalls) > 0 && !ix.mayThrowClass(p.ClassCalls, p.Class, p.NotClasses) {
		return f, false // the catch's branch for the class never runs
	}
	calls := p.AnyOf
	if len(p.Keys) > 0 {
		calls = append([][]string{p.Keys}, p.AnyOf...)
	}
	var origins, branches, classed []origin
	var deepKeys []sym // the callees origin follows, with their facts, for deepOrigins
	var deepFacts []Fact
	var named []string           // the callees that have a fact of Need, for p.Named
	var viaNamed []string        // the names of the calls whose callees have a fact of Need (p.ViaNames)
	viaAll := p.ViaMessage != "" // every such call has a name
	if len(calls) > 0 {
		var has Fact
		notAll := p.UnlessAll == 0 // some callee with a fact of Need lacks UnlessAll
		for ci, keys := range calls {
			for _, callee := range ix.resolveTargets(keys) {
				if callee == 0 && p.Need&ThrowsValue != 0 {
					has |= ThrowsValue // a function no file defines may throw anything
					continue
				}
				cf := ix.facts[callee]
				if ci == 0 && len(p.Keys) > 0 && cf&p.Need&SoftFailure != 0 && ix.placesRuledOut(callee, SoftFailure, p.Shapes) {
					cf &^= SoftFailure // only at places the call's arguments never reach (flagplaces.go)
				}
				has |= cf
				switch {
				case p.Need == 0 && cf&p.Cite != 0 && len(p.Classes) > 0:
					classed = append(classed, ix.classOrigins(callee, cf&p.Cite, p.Classes)...) // cited, of some classes (classes.go)
				case p.Need == 0 && cf&p.Cite != 0:
					origins = append(origins, ix.origin(callee, cf&p.Cite))
					branches = append(branches, ix.branches(callee, cf&p.Cite)...)
					deepKeys, deepFacts = append(deepKeys, callee), append(deepFacts, cf&p.Cite)
				case p.Need == 0 || cf&p.Need == 0:
				case len(p.Classes) > 0:
					classed = append(classed, ix.classOrigins(callee, cf&p.Need, p.Classes)...) // classes.go
				default:
					if cf&p.UnlessAll == 0 {
						notAll = true
					}
					o := ix.origin(callee, cf&p.Need)
					if ci < len(p.Via) && p.Via[ci].Line > 0 {
						via := p.Via[ci]
						if via.Path == "" {
							via.Path = path
						}
						o.way = append([]namedPlace{{Related: via, step: true}}, o.way...)
					}
					switch {
					case ci >= len(p.ViaNames) || p.ViaNames[ci] == "":
						viaAll = false
					case !slices.Contains(viaNamed, p.ViaNames[ci]):
						viaNamed = append(viaNamed, p.ViaNames[ci])
					}
					if n := ix.originName(callee); !slices.Contains(named, n) {
						named = append(named, n)
					}
					origins = append(origins, o)
					branches = append(branches, ix.branches(callee, cf&p.Need)...)
					deepKeys, deepFacts = append(deepKeys, callee), append(deepFacts, cf&p.Need)
				}
			}
		}
		switch {
		case p.Need != 0 && has&p.Need == 0:
			return f, false
		case p.Need == 0 && has&p.Unless != 0:
			return f, false
		case p.Need != 0 && !notAll:
			return f, false // every callee's failure is a verdict (OnlyVerdicts)
		}
		if p.NamedGuards {
			as := p.RaisedAs
			if p.RaisedClass != "" {
				as = ix.raisedAs(p.RaisedClass) // excclasses.go
			}
			if ix.namedGuardCatches(calls, as, p.RaisedNot) {
				return f, false // a guard's wrapper answers the raise's class (namedguards.go)
			}
		}
	}
	if p.Named != "" && len(named) > 0 {
		f.Message = strings.Replace(f.Message, "what "+p.Named+" returns", whatReturn(named), 1)
	}
	if viaAll && len(viaNamed) > 0 {
		f.Message = fmt.Sprintf(p.ViaMessage, viaNames(viaNamed))
	}
	if len(p.Also) > 0 {
		var also Fact
		for _, callee := range ix.resolveTargets(p.Also) {
			if cf := ix.facts[callee] & p.AlsoNeed; cf != 0 {
				also |= cf
				origins = append(origins, ix.origin(callee, cf))
				branches = append(branches, ix.branches(callee, cf)...)
				deepKeys, deepFacts = append(deepKeys, callee), append(deepFacts, cf)
			}
		}
		if also == 0 && p.Raised && (p.AlsoNeed == AlwaysRaises || p.AlsoNeed == 0) {
			// A helper that rethrows what lacks some properties passes on a raise whose
			// properties are known and lack them (Summary.Rethrows).
			d, r := ix.rethrower(p.Also)
			if r != nil && ix.rethrowPasses(r, p.RaisedAs) {
				also = AlwaysRaises
				msg := fmt.Sprintf("%s throws what it is given unless its %s is set", ix.str(d.name), strings.Join(r.Unless, " or "))
				if r.Class != "" {
					msg = fmt.Sprintf("%s throws what it is given when it is a %s", ix.str(d.name), r.Class)
				}
				origins = append(origins, origin{places: []namedPlace{{Related: finding.Related{Path: ix.str(d.path),
					Line: r.Line, Column: r.Column, Message: msg}, fn: ix.str(d.name)}}})
			}
		}
		if also == 0 {
			return f, false
		}
	}
	reworded := false
	if len(p.Reword) > 0 && p.RewordIf != 0 {
		for _, callee := range ix.resolveTargets(p.Reword) {
			if cf := ix.facts[callee] & p.RewordIf; cf != 0 {
				f.Message, reworded = p.Reworded, true
				origins = append(origins, ix.origin(callee, cf))
				break
			}
		}
	}
	// The other ways of each callee's failure come after every callee's own way and places.
	origins = append(origins, branches...)
	// Then the throws further than both, through every raising forward (deepOrigins).
	deep, cut := ix.deepOrigins(deepKeys, deepFacts, origins)
	origins = append(origins, deep...)
	origins, classed = unnamed(origins, p.Unnamed), unnamed(classed, p.Unnamed)
	var after []finding.Related // the tools' side, after the origins
	if p.Within != "" && p.Returned && len(p.RunsIf) > 0 && !ix.someCallMayRun(ix.lookup(p.Within), p.RunsIf) {
		return f, false // a result built under a test that no call meets (heldshapes.go)
	}
	if p.Within != "" && p.Returned && p.Shared {
		tools := ix.sharedTools(ix.lookup(p.Within))
		if tools == nil {
			return f, false
		}
		after = ix.sharedRelated(ix.lookup(p.Within))
		f.Message = ix.sharedMessage(f.Message, tools)
		f.Context = ix.returnedContext(f.Context, tools)
	} else if p.Within != "" && p.Returned {
		rel, tools, ok := ix.returning(ix.lookup(p.Within))
		if !ok {
			return f, false
		}
		after = rel
		f.Context = ix.returnedContext(f.Context, tools)
	} else if p.Within != "" && p.AllCalls {
		if len(p.RunsIf) > 0 && !ix.someCallMayRun(ix.lookup(p.Within), p.RunsIf) {
			return f, false
		}
	} else if p.Within != "" {
		kind := ix.lookup(p.ToolKind)
		if p.ToolKind != "" && kind == 0 {
			return f, false // no tool of that kind
		}
		var rs []reach
		var runs, passes func(edge) bool
		as := p.RaisedAs
		if p.RaisedClass != "" {
			as = ix.raisedAs(p.RaisedClass) // excclasses.go
		}
		if p.Raised && (len(as) > 0 || len(p.RaisedNot) > 0) {
			// A raise whose class is known goes through the except clauses that do not catch it.
			passes = func(e edge) bool { return ix.catchPasses(e, as, p.RaisedNot) }
		}
		if len(p.RunsIf) > 0 || len(p.SkipsUnder) > 0 {
			// Only the calls whose arguments may meet a test (argfacts.go), and that no
			// predicate guards the raise away from (guards.go), run the throw.
			runs = func(e edge) bool {
				return (len(p.RunsIf) == 0 || mayRun(e.args, ix.callShapes(e), p.RunsIf)) && !guardedAway(ix.underOf(e), p.SkipsUnder)
			}
		}
		if p.ThroughGuard {
			rs = ix.throughGuards(ix.reachingThrough(ix.lookup(p.Within), kind, p.Raised, math.MaxInt, runs, passes, p.RunsIf))
		} else if runs != nil || passes != nil || ix.edgeTests {
			rs = ix.reachingThrough(ix.lookup(p.Within), kind, p.Raised, maxTools, runs, passes, p.RunsIf)
		} else {
			rs = ix.reaching(ix.lookup(p.Within), kind, p.Raised)
		}
		if p.Tool {
			if len(rs) == 0 || len(rs[0].chain) > 0 {
				return f, false // reached, not a tool itself
			}
			rs = rs[:1] // the tools that reach it too are beside the point
		}
		if len(rs) == 0 && p.NamesReach {
			ix.related(&f, origins, classed, nil, cut) // it stands where it is, reached or not
			ix.retype(&f, p.Typing)
			return f, true
		}
		if len(rs) == 0 {
			return f, false
		}
		if cut := p.wrapCut(); p.Raised && cut != nil {
			if !ix.reachedUnwrapped(ix.lookup(p.Within), kind, cut) {
				return f, false // the rewraps on the way are the findings, and name it (rewrap.go)
			}
			if un := ix.reachingWalk(ix.lookup(p.Within), kind, p.Raised, maxTools, runs, passes, p.RunsIf, cut); len(un) > 0 {
				rs = un // related shows the ways no rewrap names it on
			}
		}
		if msg := ix.frameworkMessage(&p, rs); msg != "" && !reworded {
			f.Message = msg // the SDK of the tools that reach it
		}
		if p.Raised && p.ViaRewrap != "" && !ix.reachedUnwrapped(ix.lookup(p.Within), kind, rewrappedCall) {
			f.Message = p.ViaRewrap
		}
		literal := func(r reach) string { return ix.toolLiteral(&p, r) }
		after = ix.toolChain(rs, p.Raised, literal)
		if lit := literal(rs[0]); p.ToolMessage != "" && lit != "" {
			f.Message = fmt.Sprintf(p.ToolMessage, lit)
		}
		if !p.NamesReach {
			f.Context = ix.reachedContext(f.Context, rs, ix.lookup(p.Within), kind, p.Raised, runs, passes, p.RunsIf)
		}
	}
	ix.related(&f, origins, classed, after, cut)
	ix.retype(&f, p.Typing)
	return f, true
}

// related appends to a finding's related places the origins and the tools' side (after): every
// place to Related, and to Brief, when they do not all fit in MaxRelated places, the finding's
// own places (its Brief, when its file cut them), the origins that the room left shows, the
// tools' side and one last place that counts the origins left out. cut counts the places the
// deep walk left out (maxDeepPlaces): one place without a position at the end of both says so.
func (ix *Index) related(f *finding.Finding, origins, classed []origin, after []finding.Related, cut overflow) {
	own := f.Related
	if f.Brief != nil {
		own = f.Brief
	}
	// The classed origins' ways are cut by the room pickOrigins has: what the finding's own
	// places and the tools' side leave. (pickOrigins sets the origins it is given: each call
	// has its own.)
	budget := MaxRelated - len(own) - len(after)
	if cut.n > 0 {
		budget-- // the place that counts what the deep walk left out
	}
	shown, more := pickOrigins(append(slices.Clone(origins), shortWays(classed, budget)...), own, budget)
	every, _ := pickOrigins(append(slices.Clone(origins), classed...), f.Related, math.MaxInt)
	if more.n > 0 || cut.n > 0 || f.Brief != nil || len(shown) != len(every) { // shortWays cut some ways
		f.Brief = append(append(append([]finding.Related(nil), own...), shown...), after...)
		if more.n > 0 {
			f.Brief = append(f.Brief, more.related())
		}
		if cut.n > 0 {
			f.Brief = append(f.Brief, cut.leftOut())
		}
	}
	f.Related = append(append(f.Related, every...), after...)
	if cut.n > 0 {
		f.Related = append(f.Related, cut.leftOut())
	}
}

// mayRaise reports whether one of calls (each by the keys it may have) may raise: a function
// it names (through aliases too: a method called by its name alone, a template method's
// overrides) is not defined in the root, or does not have NeverRaises (or has Raises too), and
// is not wrapped, in every definition, by a decorator of the root's that Catches.
func (ix *Index) mayRaise(calls [][]string) bool {
	for _, keys := range calls {
		for _, callee := range ix.resolveTargets(keys) {
			if callee == 0 || ix.facts[callee]&(NeverRaises|Raises) != NeverRaises && !ix.allGuarded(callee, nil) {
				// A function whose every definition a catching decorator wraps (Summary.Guards)
				// raises nothing to its caller: the wrapper answers instead.
				return true
			}
		}
	}
	return false
}

// allHave reports whether every call names (each by the keys it may have, first found first)
// reaches only functions with the fact, and at least one.
func (ix *Index) allHave(calls [][]string, fact Fact) bool {
	for _, keys := range calls {
		callees := ix.resolveTargets(keys)
		if len(callees) == 0 {
			return false
		}
		for _, callee := range callees {
			if callee == 0 || ix.facts[callee]&fact == 0 {
				return false
			}
		}
	}
	return true
}

// lookupAll returns the numbers of keys (0 for those the index does not hold).
func (ix *Index) lookupAll(keys []string) []sym {
	out := make([]sym, len(keys))
	for i, k := range keys {
		out[i] = ix.lookup(k)
	}
	return out
}

// forwardMessage says how a function passes on a callee's fact.
func forwardMessage(name, callee string, fact Fact) string {
	if fact&(SoftFailure|ErrorResult|SuccessText|SoftText) != 0 {
		return fmt.Sprintf("%s returns what %s returns", name, callee)
	}
	if fact&Fails != 0 {
		return fmt.Sprintf("%s runs the effect %s returns, which may fail", name, callee)
	}
	if fact == ThrowsValue {
		return fmt.Sprintf("%s calls %s, which may throw a value that is not an Error", name, callee)
	}
	return fmt.Sprintf("%s calls %s, which raises", name, callee)
}

// name is how messages name the function a key names: as its definition does, else as a
// registration does, else by its key.
func (ix *Index) name(key sym) string {
	for _, reg := range []bool{false, true} {
		for _, d := range ix.defs[key] {
			if d.name != 0 && d.registration == reg {
				return ix.str(d.name)
			}
		}
		if n, ok := ix.names[key]; ok && !reg {
			return ix.str(n)
		}
	}
	return ix.str(key)
}

// maxTools bounds the tools named for one function that tools reach.
const maxTools = 5

// reaching returns the tools (of kind, when it is not 0) that reach the function of key through
// the root's calls, nearest first, each with its chain of calls, walking the calls backwards
// from the function. For a raise, a tool whose guard catches what its body raises does not
// reach it, unless the chain goes through that guard (a raise of the guard's own wrapper).
func (ix *Index) reaching(key, kind sym, raised bool) []reach {
	if key == 0 {
		return nil
	}
	rk := reachKey{key, kind, raised}
	if rs, ok := ix.reached[rk]; ok {
		return rs
	}
	out := ix.reachingUpTo(key, kind, raised, maxTools, nil)
	ix.reached[rk] = out
	return out
}

// reachingUpTo is reaching, uncached, for at most limit tools. With runs, a call of the
// function for which runs is false (its arguments fail every test, a predicate guards it) is
// no way to it.
func (ix *Index) reachingUpTo(key, kind sym, raised bool, limit int, runs func(edge) bool) []reach {
	return ix.reachingThrough(key, kind, raised, limit, runs, nil, nil)
}

// catchPasses reports whether a raise known by the names it is caught by (as: its class and
// bases) or not caught by (not) goes through the except clauses around a call (Call.Catches):
// none of them names one of as, or each names one of not; through a catch that throws again only
// the errors of some classes, when as names one of them (RethrownName). A call in no try passes
// every raise.
func (ix *Index) catchPasses(e edge, as, not []string) bool {
	if e.catches == 0 {
		return true
	}
	cs := strings.Split(ix.str(e.catches), underSep)
	if slices.ContainsFunc(cs, isRethrownName) {
		// A catch that throws again only the errors of some classes (RethrownName): a raise
		// goes through when it is known to be of one of them.
		return slices.ContainsFunc(cs, func(c string) bool { return isRethrownName(c) && slices.Contains(as, c) })
	}
	as = slices.DeleteFunc(slices.Clone(as), isRethrownName) // what the except clauses catch by
	for _, c := range cs {
		if slices.Contains(not, c) {
			continue
		}
		if len(as) == 0 || slices.Contains(as, c) {
			return false
		}
	}
	return true
}

// reachingThrough is reachingUpTo with passes, which says which calls in a try (Call.Catches) a
// raise goes through; without it none does. With tests (Pending.RunsIf), the walk carries them
// up through the calls that pass a parameter on (argpass.go).
func (ix *Index) reachingThrough(key, kind sym, raised bool, limit int, runs, passes func(edge) bool, tests []ArgTest) []reach {
	return ix.reachingWalk(key, kind, raised, limit, runs, passes, tests, nil)
}

// reachingWalk is reachingThrough; a call that cut (when not nil) reports is no way either (a
// call that a catch rewraps: rewrappedCall, replacedCall).
func (ix *Index) reachingWalk(key, kind sym, raised bool, limit int, runs, passes func(edge) bool, tests []ArgTest, cut func(edge) bool) []reach {
	type node struct {
		key   sym
		chain []edge    // from this function's call down to the target
		want  paramWant // the value of one of its parameters it runs under (casefacts.go)
		tests []ArgTest // the tests of its parameters under which it runs the throw (argpass.go)
	}
	type visit struct {
		key   sym
		want  string
		tests string
	}
	var out []reach
	seen := map[visit]bool{{key, "", testsKey(tests)}: true}
	tools := map[sym]bool{} // a function reached under two conditions is one tool
	queue := []node{{key: key, tests: tests}}
	for depth := 0; len(queue) > 0 && depth <= maxChain && len(out) < limit; depth++ {
		var next []node
		for _, n := range queue {
			for _, d := range ix.defs[n.key] {
				if d.tool != 0 && (kind == 0 || d.more().kind == kind) && len(out) < limit && !tools[n.key] && !(raised && (ix.toolGuarded(d, n.key, n.chain) || ix.toolNamedGuarded(d, n.key, n.chain, passes))) {
					tools[n.key] = true
					out = append(out, reach{tool: d, key: n.key, chain: n.chain})
					break
				}
			}
			if ix.filledAtStart(n.key) {
				continue // the start-up ran it; a tool's call gets the cache (startcache.go)
			}
			if raised && (ix.allGuarded(n.key, n.chain) || ix.allNamedGuarded(n.key, n.chain, passes)) {
				continue // a decorator of the function catches what it raises: no caller meets it
			}
			for _, e := range ix.callers[n.key] {
				if runs != nil && n.key == key && !runs(e) {
					continue
				}
				if e.catches != 0 && (passes == nil || !passes(e)) {
					continue // in a try whose except clauses may catch what is raised
				}
				if cut != nil && cut(e) {
					continue // a rewrap's finding names what the callee raises
				}
				if raised && ix.runnerCatches(e, n.key, n.chain) {
					continue // in a callback that a runner of the root runs in a try that answers
				}
				want, ok := e.through(n.want)
				if !ok {
					continue // it passes a value the cases below rule out
				}
				var carried []ArgTest
				if n.tests != nil {
					if carried, ok = carryTests(e, n.tests); !ok {
						continue // its arguments meet none of the tests
					}
				}
				carried = withEdgeTests(carried, e.runsIf) // edgetests.go
				v := visit{e.from, want.key(), testsKey(carried)}
				if seen[v] {
					continue
				}
				seen[v] = true
				next = append(next, node{key: e.from, chain: append([]edge{e}, n.chain...), want: want, tests: carried})
			}
		}
		queue = next
	}
	return out
}

// returnedContext is reachedContext for a result that the tools (their keys, nearest first)
// return: when returning stopped at maxTools, a production tool may be further.
func (ix *Index) returnedContext(own finding.Context, tools []sym) finding.Context {
	if own != finding.Production || len(tools) == 0 || len(tools) >= maxTools {
		return own
	}
	var first finding.Context
	for _, k := range tools {
		for _, d := range ix.defs[k] {
			if d.tool == 0 {
				continue
			}
			c := ContextOf(ix.str(d.path), nil)
			if c == finding.Production {
				return own
			}
			if first == "" {
				first = c
			}
		}
	}
	if first == "" {
		return own
	}
	return first
}

// reachedContext is the context of a finding in a function that the tools rs reach: its own
// file's, unless that is production and no tool in a production file reaches the function,
// when it is the nearest tool's. A production module's helper that only an example's (or a
// test's) tool calls runs only in that example: a scan of production code must not count it.
// Tools' files are classified by path alone (the index keeps no file heads). runs is the
// filters rs was found with (reachingThrough): the walk past maxTools follows the same calls.
func (ix *Index) reachedContext(own finding.Context, rs []reach, key, kind sym, raised bool, runs, passes func(edge) bool, tests []ArgTest) finding.Context {
	if own != finding.Production || len(rs) == 0 {
		return own
	}
	isProd := func(rs []reach) bool {
		for _, r := range rs {
			if ContextOf(ix.str(r.tool.path), nil) == finding.Production {
				return true
			}
		}
		return false
	}
	if isProd(rs) || len(rs) >= maxTools && isProd(ix.reachingThrough(key, kind, raised, math.MaxInt, runs, passes, tests)) {
		return own
	}
	return ContextOf(ix.str(rs[0].tool.path), nil)
}

// guarded reports whether one of a function's guards (a tool's, or a decorated function's)
// catches what the function raises on a chain of calls from it: the guard Catches, and the chain does not start with the call of that guard.
func (ix *Index) guarded(d *def, chain []edge) bool {
	for _, g := range d.more().guards {
		k := ix.resolveKey(g)
		if k == 0 || ix.facts[k]&Catches == 0 {
			continue
		}
		if len(chain) > 0 && slices.Contains(g, chain[0].to) {
			continue // the guard's own raise
		}
		return true
	}
	return false
}

// maxRunnerChain bounds the runners followed through the callbacks they hand on (ArgCatch.Via).
const maxRunnerChain = 4

// runnerCatches reports whether a call runs in a callback that one of its runners (Call.Runners)
// runs only inside a try that answers: what the callee raises stays in that runner. The call's
// callee is key, and chain the calls from it down to the raise: a runner that catches only what
// the callback throws before it returns (ArgCatch.Sync) holds the raise when the callback is not
// async (Runner.Sync) and neither is any function on the way (runsSync).
func (ix *Index) runnerCatches(e edge, key sym, chain []edge) bool {
	if e.runners == nil {
		return false
	}
	for _, r := range *e.runners {
		if r.coroutine && !ix.onlyAsync(e.to) {
			continue // a plain callee ran before the runner got its value
		}
		if ok, sync := ix.catchesArg(r, 0); ok && (!sync || r.sync && ix.runsSync(key, chain)) {
			return true
		}
	}
	return false
}

// catchesArg reports whether every function a runner's keys may name (and at least one) runs
// the runner's argument only inside a try that answers, itself or through the runners it hands
// the argument on to (ArgCatch.Via), each of which must catch it in turn. sync says that some
// of them catch only what the argument throws before it returns (ArgCatch.Sync): a runner that
// hands the argument on must then hand it as it is or in a callback that is not async
// (Runner.Sync).
func (ix *Index) catchesArg(r runner, depth int) (ok, sync bool) {
	if depth > maxRunnerChain {
		return false, false
	}
	n := 0
	for _, k := range ix.runnerTargets(r.keys) {
		if k == 0 || len(ix.defs[k]) == 0 {
			return false, false // a library's function, or one no file describes: it may let it through
		}
		for _, d := range ix.defs[k] {
			if d.registration {
				continue
			}
			i := slices.IndexFunc(d.more().catchesArgs, func(c argCatch) bool { return c.arg == r.arg })
			if i < 0 {
				return false, false
			}
			sync = sync || d.more().catchesArgs[i].sync
			for _, v := range d.more().catchesArgs[i].via {
				vok, vsync := ix.catchesArg(v, depth+1)
				if !vok || vsync && !v.sync {
					return false, false
				}
				sync = sync || vsync
			}
			n++
		}
	}
	return n > 0, sync
}

// runsSync reports whether a raise in the function of key, reached by chain (the calls from
// key's function down to it), leaves key's function as it is called: no function on the way is
// declared async (declaredAsync), whose throw would reject its promise instead.
func (ix *Index) runsSync(key sym, chain []edge) bool {
	if ix.declaredAsync(key) {
		return false
	}
	for _, e := range chain {
		if ix.declaredAsync(e.to) {
			return false
		}
	}
	return true
}

// runnerTargets returns the keys a runner's callee keys name through aliases (0 for none).
func (ix *Index) runnerTargets(keys []sym) []sym {
	ss := make([]string, len(keys))
	for i, k := range keys {
		ss[i] = ix.str(k)
	}
	return ix.resolveTargets(ss)
}

// toolGuarded is guarded for a tool d of key: for a tool that another file registers, the
// guards that its defining file gives the function (allGuarded) count too.
func (ix *Index) toolGuarded(d *def, key sym, chain []edge) bool {
	return ix.guarded(d, chain) || d.registration && ix.allGuarded(key, chain)
}

// allGuarded reports whether every definition of a function is guarded (guarded) on a chain of
// calls from it: a call of the function runs a decorator's wrapper that catches what it raises.
func (ix *Index) allGuarded(key sym, chain []edge) bool {
	n := 0
	for _, d := range ix.defs[key] {
		if d.registration {
			continue // another file's registration says nothing of what wraps the function
		}
		if !ix.guarded(d, chain) {
			return false
		}
		n++
	}
	return n > 0
}

// throughGuards keeps, of the tools rs that reach a decorator's wrapper, at most maxTools whose
// chain starts with the call of one of their Guards (Pending.ThroughGuard), or with the call of
// a Served function and then of one of its Guards.
func (ix *Index) throughGuards(rs []reach) []reach {
	var out []reach
	for _, r := range rs {
		if len(r.chain) == 0 || len(out) == maxTools {
			continue
		}
		if isGuard(ix.toolGuards(r), r.chain[0].to) || len(r.chain) > 1 && ix.servedGuard(r.chain[0].to, r.chain[1].to) {
			out = append(out, r)
		}
	}
	return out
}

// isGuard reports whether key is one of the keys of guards.
func isGuard(guards [][]sym, key sym) bool {
	return slices.ContainsFunc(guards, func(g []sym) bool { return slices.Contains(g, key) })
}

// servedGuard reports whether fn is a Served function and guard one of its Guards: a server
// class's tool calls fn, and fn's decorator wraps it on that call.
func (ix *Index) servedGuard(fn, guard sym) bool {
	return slices.ContainsFunc(ix.defs[fn], func(d *def) bool { return d.more().served && isGuard(d.more().guards, guard) })
}

// toolGuards returns the Guards of a tool that reaches a function: the tool's own, and for a
// tool that another file registers, those its defining file gives the function (the
// decorators that wrap it, all of them below a registration by call).
func (ix *Index) toolGuards(r reach) [][]sym {
	if !r.tool.registration {
		return r.tool.more().guards
	}
	gs := r.tool.more().guards
	for _, d := range ix.defs[r.key] {
		if !d.registration {
			gs = append(gs[:len(gs):len(gs)], d.more().guards...)
		}
	}
	return gs
}

// toolChain is the related places of the tools that reach a function: the nearest tool, the
// calls from it down to the function, and the other tools that reach it.
func (ix *Index) toolChain(rs []reach, raised bool, literal func(reach) string) []finding.Related {
	first := rs[0]
	msg := ix.toolReaches(first, literal) + " reaches it"
	if len(first.chain) == 0 {
		msg = fmt.Sprintf("registered as tool %s", ix.str(first.tool.tool))
	}
	out := []finding.Related{{Path: ix.str(first.tool.path), Line: int(first.tool.line), Column: int(first.tool.column), Message: msg}}
	for _, e := range first.chain {
		out = append(out, finding.Related{Path: ix.str(e.path), Line: int(e.line), Column: int(e.column),
			Message: fmt.Sprintf("%s calls %s", ix.name(e.from), ix.name(e.to))})
		if raised && e.rewrapLine != 0 {
			out = append(out, ix.rewrapRelated(e))
		}
		if raised && e.mapper != nil {
			if rel, ok := ix.mapperRelated(e); ok {
				out = append(out, rel)
			}
		}
	}
	for _, r := range rs[1:] {
		at := spot{r.tool.path, r.tool.line, r.tool.column}
		if t, ok := ix.targetSpot(r); ok && at == (spot{first.tool.path, first.tool.line, first.tool.column}) {
			at = t
		}
		out = append(out, finding.Related{Path: ix.str(at.path), Line: int(at.line), Column: int(at.column),
			Message: ix.toolReaches(r, literal) + " reaches it too"})
	}
	return out
}

// targetSpot returns where the function of a reach stands when its tool another file's
// registration names by that function (ToolNamedByTarget: a callback handed to a project's
// own registration method, whose registration stands in the method's file). Another
// tool that reaches a function through the same registration as the nearest one is named
// there, in its own module, rather than at the method's one SDK call that every such tool
// shares; the nearest tool keeps its registration, and its chain goes on from inside the
// callback.
func (ix *Index) targetSpot(r reach) (spot, bool) {
	if !r.tool.registration || ix.str(r.tool.tool) != ix.name(r.key) {
		return spot{}, false
	}
	for _, d := range ix.defs[r.key] {
		if !d.registration && d.line > 0 && d.path != r.tool.path {
			return spot{d.path, d.line, d.column}, true
		}
	}
	if p, ok := ix.plainAt[r.key]; ok && p.path != r.tool.path {
		return p, true // a callback that only calls on: no facts of its own
	}
	return spot{}, false
}

// toolReaches names the tool of a reach and its function: `tool get_story (handleGetStory)`,
// or once when the function is named by the tool or the tool by the function (`tool
// get_story` for an inline callback or a function registered by its name; `the tools/call
// handler`; a callback that a registration names as a tool, ToolNamedByTarget: `the
// stories-get handler (a tool)`).
func (ix *Index) toolReaches(r reach, literal func(reach) string) string {
	tool, fn := ix.str(r.tool.tool), ix.name(r.key)
	if lit := literal(r); lit != "" {
		tool = lit // the name the finding's file hands the registration (Pending.ToolMembers)
	}
	switch {
	case fn == "the "+tool+" handler" && tool == "tools/call":
		return fn // a low-level handler: `the tools/call handler`
	case fn == "the "+tool+" handler":
		return "tool " + tool // an inline callback, named for its tool
	case tool != fn:
		return fmt.Sprintf("tool %s (%s)", tool, fn)
	case strings.HasPrefix(fn, "the "):
		return fn + " (a tool)"
	}
	return "tool " + fn
}

// someCallMayRun reports whether the root makes no call of key, or some call of it (from a
// function or not) may meet one of tests (Pending.AllCalls).
func (ix *Index) someCallMayRun(key sym, tests []ArgTest) bool {
	calls := append(append([]edge(nil), ix.callers[key]...), ix.usedBy[key]...)
	if key == 0 || len(calls) == 0 {
		return true
	}
	for _, e := range calls {
		if mayRun(e.args, ix.callShapes(e), tests) {
			return true
		}
	}
	return false
}

// mapperRelated is the related place of the error helper that a call's catch hands what the
// callee throws to, when the helper throws it again (Summary.Rethrows): its rethrow.
func (ix *Index) mapperRelated(e edge) (finding.Related, bool) {
	ks := make([]string, len(*e.mapper))
	for i, k := range *e.mapper {
		ks[i] = ix.str(k)
	}
	d, r := ix.rethrower(ks)
	if r == nil {
		return finding.Related{}, false
	}
	what := "unless its " + strings.Join(r.Unless, " or ") + " is set"
	if r.Class != "" {
		what = "when it is a " + r.Class
	}
	return finding.Related{Path: ix.str(d.path), Line: r.Line, Column: r.Column,
		Message: fmt.Sprintf("%s's catch hands what %s throws to %s, which throws it again %s", ix.name(e.from), ix.name(e.to), ix.str(d.name), what)}, true
}

// rethrowPasses reports whether a conditional rethrow (Summary.Rethrows) throws a raise whose
// properties are as (Pending.RaisedAs, PropName of each, PropName("") among them when all are
// known): they are known and include none of the rethrow's tests; for a rethrow of the errors
// of one class (Rethrow.Class), the raise is surely of it (RethrownName).
func (ix *Index) rethrowPasses(r *Rethrow, as []string) bool {
	if r.Class != "" {
		return slices.Contains(as, RethrownName(r.Class)) // a throw surely of the class it throws again
	}
	if !slices.Contains(as, PropName("")) {
		return false
	}
	for _, p := range r.Unless {
		if slices.Contains(as, PropName(p)) {
			return false
		}
	}
	return true
}

// originName names the callee of key in a message as name does, the function itself for a key
// of a member of the tuple it returns (Python's travel_spend_tool()[0]: travel_spend_tool).
func (ix *Index) originName(key sym) string {
	n := ix.name(key)
	if i := strings.LastIndex(n, "()["); i > 0 && strings.HasSuffix(n, "]") {
		return n[:i]
	}
	return n
}

// whatReturn names the values of the callees names in a message: "what a returns", "what a and
// b return", "what a and 3 other functions return".
// viaNames names the tools of Pending.ViaNames in a message: "tool a", "tools a and b",
// "tools a, b and c", "tools a, b, c and 2 more".
func viaNames(names []string) string {
	const shown = 3
	switch {
	case len(names) == 1:
		return "tool " + names[0]
	case len(names) <= shown:
		return "tools " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return fmt.Sprintf("tools %s and %d more", strings.Join(names[:shown], ", "), len(names)-shown)
}

// toolLiteral returns the name the pending finding's file gives the tool of a reach that a
// registration names by a member of a parameter, spelled "[spec.name]" (Pending.ToolKeys): the
// key's summary has a place where the tool stands, in the tool's file. "" otherwise.
func (ix *Index) toolLiteral(p *Pending, r reach) string {
	tool := ix.str(r.tool.tool)
	if len(p.ToolMembers) == 0 || len(tool) < 2 || tool[0] != '[' || tool[len(tool)-1] != ']' {
		return ""
	}
	base, member, ok := strings.Cut(tool[1:len(tool)-1], ".")
	if !ok || !isIdent(base) || !isIdent(member) {
		return ""
	}
	for i, k := range p.ToolKeys {
		if i < len(p.ToolMembers) && i < len(p.ToolLiterals) && p.ToolMembers[i] == member && ix.placedAt(ix.lookup(k), r.tool) {
			return p.ToolLiterals[i]
		}
	}
	return ""
}

// placedAt reports whether a function of key has a place where the function d stands.
func (ix *Index) placedAt(key sym, d *def) bool {
	for _, k := range ix.defs[key] {
		for _, pl := range k.places {
			if k.path == d.path && pl.line == d.line && pl.column == d.column {
				return true
			}
		}
	}
	return false
}

// isIdent reports whether s is a plain identifier: letters, digits, _ and $, no digit first.
func isIdent(s string) bool {
	for i, c := range s {
		if !(c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return s != ""
}

func whatReturn(names []string) string {
	switch len(names) {
	case 1:
		return "what " + names[0] + " returns"
	case 2:
		return "what " + names[0] + " and " + names[1] + " return"
	}
	return fmt.Sprintf("what %s and %d other functions return", names[0], len(names)-1)
}

// frameworkMessage returns the message of Pending.FrameworkMessages for the SDK that runs every
// tool of rs (Summary.Framework), or "" when they differ, one is not known, or p offers none.
func (ix *Index) frameworkMessage(p *Pending, rs []reach) string {
	if len(p.Frameworks) == 0 || len(rs) == 0 {
		return ""
	}
	fw := rs[0].tool.more().framework
	for _, r := range rs[1:] {
		if r.tool.more().framework != fw {
			return ""
		}
	}
	if i := slices.Index(p.Frameworks, ix.str(fw)); fw != 0 && i >= 0 && i < len(p.FrameworkMessages) {
		return p.FrameworkMessages[i]
	}
	return ""
}
