package extract

import (
	"math/bits"
	"slices"
	"sort"
	"strings"
)

// Unit is what the index needs of one file: its path and the cross-file parts of its Result.
type Unit struct {
	Path      string // relative to the root, as findings' paths are
	Summaries []Summary
	Calls     []Call
	Aliases   []Alias
	Classes   []Class
}

// Index links the summaries of one language's files of a root. Add every file's unit, in any
// order (the index sorts what it holds before it links, so results do not depend on which
// worker finished first), then Resolve the pending findings; the first Resolve links.
//
// An index lives as long as its root's scan and grows with the root, so it keeps what it is
// given compactly: every string (keys, names, paths, messages) once, as a number; a function
// whose summary says nothing (no facts, forwards or tool) only as its name.
type Index struct {
	syms     symtab             // every string, once (symtab.go)
	defs     map[sym][]*def     // key -> the functions that say something, once sorted by place
	names    map[sym]sym        // key -> the name of a function that says nothing
	plain    map[sym]bool       // key -> some function with that key says nothing (no fact on every path)
	plainAt  map[sym]spot       // key -> where the first such function stands
	calls    []edge             // every call made from a function with a key
	uses     []edge             // every other call of a key: in a try, at the top level (AllCalls)
	wants    map[sym]bool       // keys that pending findings name (Expect)
	alias    aliases            // Unit.Aliases (alias.go)
	classes  map[string]Class   // Unit.Classes, by key (excclasses.go)
	schemas  map[sym][]ArgShape // Summary.Shapes, by key (entryshapes.go)
	async    map[sym]uint8      // key -> asyncDef | syncDef, of the functions that define it (coroutine.go)
	removals map[sym][]*Removal // Summary.Removal, by the server object's key (removals.go)
	// guardNames holds, by a decorator's key, its Summary.CatchNames joined by underSep
	// (noGuardNames when two definitions of the key name different classes).
	guardNames map[sym]sym
	// edgeTests says some call runs only under tests of its caller's parameters (Call.RunsIf):
	// a raise's walk to the tools then carries them (edgetests.go).
	edgeTests bool

	linked   bool
	refs     map[string]*refGroup // what each project's files refer to (AddRefs, refs.go)
	projects                      // a file's project (SetGroups, refs.go)
	order    []sym                // keys with defs, in key order, once linked
	facts    map[sym]Fact         // key -> facts, once linked
	callers  map[sym][]edge       // callee key -> the calls of it, once linked
	// wanted is what Wanted last returned, while no Add or Expect has come since (callsPass asks
	// it twice a round: for the modules, and through WantedCallers).
	wanted   []string
	wantedOK bool
	usedBy   map[sym][]edge       // callee key -> its uses (calls with no From), once linked
	reached  map[reachKey][]reach // the tools that reach a function
	retBy    map[sym][]retEdge    // callee key -> the forwards of SoftResult naming it (returnedBy)
	embBy    map[sym][]retEdge    // callee key -> the tools' Embedded forwards naming it (embeddedBy)
	filled   map[sym]bool         // fill key -> filledAtStart
	shared   *sharedState         // Pending.Shared (shared.go)

	// toolReach is every key the walk of Wanted visits from the tools alone (not from the
	// pending findings), for Summary.WantsIf, and toolWanted the keys of it that Wanted would
	// give, for WantedCallers, when toolReachOK; Add and Expect reset them.
	toolReach   map[sym]bool
	toolWanted  []string
	toolReachOK bool
}

// reachKey is what reaching is asked: the function, the tool kind, whether for a raise.
type reachKey struct {
	key, kind sym
	raised    bool
}

// sym is a string of the index, by number; 0 is "".
type sym int32

// def is one function that a key may name.
type def struct {
	path         sym
	name, tool   sym
	line, column int32
	facts        Fact // its own, then with what its forwards pass on
	registration bool
	places       []place
	forward      []forward
	why          []factStep // how each fact came to hold, in the order they did (whyOf)
	x            *defMore   // what few functions say (more), nil while it says none of it
}

// defMore is what a def holds of a summary beyond its facts, places and forwards: a registration's,
// a decorator's, a builder's. Most functions say none of it, and their def leaves it out: an
// index keeps a def for every function that says something, and on a large root the collector
// marks them all at every cycle.
type defMore struct {
	kind        sym        // Summary.ToolKind
	framework   sym        // Summary.Framework
	server      sym        // Summary.Server
	served      bool       // Summary.Served
	via         []sym      // Summary.Via
	unless      []sym      // Summary.Unless
	wantsIf     []sym      // Summary.WantsIf
	guards      [][]sym    // Summary.Guards
	builds      *Builds    // Summary.Builds
	catchesArgs []argCatch // Summary.CatchesArgs
	rethrows    *Rethrow   // Summary.Rethrows
}

// noMore is the defMore of a def that says none of it: read, never written.
var noMore defMore

// more returns what d holds beyond its facts, places and forwards, to read.
func (d *def) more() *defMore {
	if d.x == nil {
		return &noMore
	}
	return d.x
}

// spot is where a function stands.
type spot struct {
	path         sym
	line, column int32
}

type place struct {
	fact         Fact
	line, column int32
	message      sym
	rewrap       bool       // Place.Rewrap
	library      bool       // Place.Library
	class        sym        // Place.Class
	runsIf       *[]ArgTest // Place.RunsIf, or nil
}

type forward struct {
	facts        Fact
	keys         []sym
	line, column int32
	behind       bool // Forward.Behind
	embedded     bool // Forward.Embedded
	ifs          []cond
	notAwaited   bool        // Forward.NotAwaited
	runsIf       *[]ArgTest  // Forward.RunsIf, or nil
	shapes       *[]ArgShape // Forward.Shapes, or nil
	dispatched   bool        // Forward.Dispatched
}

// cond is a Forward's Cond.
type cond struct {
	keys []sym
	need Fact
}

const numFacts = 17

// step is how a function came to have a fact: a place of its own (place >= 0), or a forward
// (fwd >= 0) to a callee.
type step struct {
	place, fwd int16
	next       sym // the callee's key, for a forward
}

var noStep = step{place: -1, fwd: -1}

// factStep is the step by which a function came to have the fact of bit bit.
type factStep struct {
	step
	bit int8
}

// whyOf returns how d came to have the fact of bit b, noStep when nothing has said.
func (d *def) whyOf(b int) step {
	for _, w := range d.why {
		if int(w.bit) == b {
			return w.step
		}
	}
	return noStep
}

// setWhy records how d came to have the fact of bit b. A function has a few of the numFacts facts
// (one or two on most), and keeps a step for those only: on the scale test's corpus, a table of
// all of them for each function held 23 MiB.
func (d *def) setWhy(b int, st step) {
	for i := range d.why {
		if int(d.why[i].bit) == b {
			d.why[i].step = st
			return
		}
	}
	d.why = append(d.why, factStep{step: st, bit: int8(b)})
}

// edge is a call from one function of the root (from) to a key.
type edge struct {
	path         sym
	line, column int32
	from, to     sym
	args         uint64      // what the arguments are known to be (packArgs)
	shapes       *[]ArgShape // what values inside them are known to be (Call.Shapes), or nil
	passes       *[]ArgPass  // the caller's parameters it passes on (Call.Passes), or nil
	rewrapLine   int32       // the raise that rewraps what the callee raises (Call.RewrapLine), or 0
	rewrapColumn int32
	rewrapped    bool       // Call.Rewrapped
	replaced     bool       // Call.Replaced
	under        sym        // the predicates that hold wherever the call runs (Call.Under), joined by underSep
	catches      sym        // the classes the except clauses around the call name (Call.Catches), joined by underSep
	cases        *edgeCases // the values it passes and the cases it runs in (casefacts.go), or nil
	runners      *[]runner  // the calls it runs in callbacks of (Call.Runners), or nil
	mapper       *[]sym     // the error mapper its try's except clauses end in (Call.Mapper), or nil
	notAwaited   bool       // Call.NotAwaited
	quiet        *edgeQuiet // the predicates that hold where none of its tried calls may raise (Call.QuietUnder), or nil
	kept         *edgeQuiet // the predicates that hold where its kept decorators keep coroutines (Call.KeptUnder), or nil
	runsIf       *[]ArgTest // the tests of the caller's parameters under which it runs (Call.RunsIf), or nil

	entry *entryShapes // Call.EntryShapes and Call.EntryOf, or nil
}

// edgeQuiet is a call's QuietUnder and Tried, or its KeptUnder and Kept.
type edgeQuiet struct {
	under sym        // joined by underSep
	calls [][]string // the calls the predicates wait on (Tried or Kept)
}

// runner is a Runner of the index.
type runner struct {
	keys      []sym
	arg       int
	coroutine bool // Runner.Coroutine
	sync      bool // Runner.Sync
}

// argCatch is an ArgCatch of the index.
type argCatch struct {
	arg  int
	via  []runner
	sync bool // ArgCatch.Sync
}

// reach is a tool that reaches a function, with the chain of calls from the tool down to it.
type reach struct {
	tool  *def
	key   sym
	chain []edge // from the tool's call down to the call of the function
}

// maxChain bounds the forwards followed for one fact and the calls walked from a tool.
const maxChain = 8

// NewIndex returns an empty index.
func NewIndex() *Index {
	return &Index{syms: newSymtab(), defs: map[sym][]*def{},
		names: map[sym]sym{}, plain: map[sym]bool{}, plainAt: map[sym]spot{}, wants: map[sym]bool{}, filled: map[sym]bool{}}
}

// intern returns the number of s, adding it.
func (ix *Index) intern(s string) sym { return ix.syms.intern(s) }

// internAll interns each of ss.
func (ix *Index) internAll(ss []string) []sym {
	out := make([]sym, len(ss))
	for i, s := range ss {
		out[i] = ix.intern(s)
	}
	return out
}

// lookup returns the number of s, or 0 when the index does not hold it.
func (ix *Index) lookup(s string) sym { return ix.syms.lookup(s) }

func (ix *Index) str(id sym) string { return ix.syms.str(id) }

// Add takes one file's summaries and calls. It must come before the first Resolve.
func (ix *Index) Add(u Unit) {
	if ix.linked {
		panic("extract: Index.Add after Resolve")
	}
	ix.wantedOK, ix.toolReachOK = false, false
	path := ix.intern(u.Path)
	ix.addAliases(u.Aliases, path)
	ix.addClasses(u.Classes)
	for i := range u.Summaries {
		s := &u.Summaries[i]
		if s.Key == "" {
			continue
		}
		key := ix.intern(s.Key)
		ix.noteAsync(key, s)
		if len(s.Shapes) > 0 {
			ix.addSchema(key, s.Shapes) // entryshapes.go
			continue
		}
		if s.Removal != nil {
			ix.addRemoval(key, s.Removal) // removals.go
			continue
		}
		if len(s.CatchNames) > 0 {
			ix.addGuardNames(key, s.CatchNames) // namedguards.go
		}
		if s.Facts == 0 && len(s.Places) == 0 && len(s.Forward) == 0 && s.Tool == "" && !s.Registration && s.Builds == nil && len(s.CatchesArgs) == 0 && s.Rethrows == nil {
			if _, ok := ix.names[key]; !ok && s.Name != "" {
				ix.names[key] = ix.intern(s.Name)
			}
			ix.plain[key] = true
			if _, ok := ix.plainAt[key]; !ok && s.Line > 0 {
				ix.plainAt[key] = spot{path, int32(s.Line), int32(s.Column)}
			}
			continue
		}
		d := &def{path: path, name: ix.intern(s.Name), tool: ix.intern(s.Tool), line: int32(s.Line), column: int32(s.Column),
			registration: s.Registration, facts: s.Facts}
		if len(s.Places) > 0 {
			d.places = make([]place, 0, len(s.Places))
		}
		for _, p := range s.Places {
			d.places = append(d.places, place{fact: p.Fact, line: int32(p.Line), column: int32(p.Column), message: ix.intern(p.Message),
				rewrap: p.Rewrap, library: p.Library, class: ix.intern(p.Class), runsIf: edgeTests(p.RunsIf)})
		}
		if s.ToolKind != "" || s.Framework != "" || s.Server != "" || s.Served || len(s.Via) > 0 || len(s.Unless) > 0 || len(s.WantsIf) > 0 ||
			len(s.Guards) > 0 || s.Builds != nil || len(s.CatchesArgs) > 0 || s.Rethrows != nil {
			x := &defMore{kind: ix.intern(s.ToolKind), framework: ix.intern(s.Framework), server: ix.intern(s.Server), served: s.Served,
				builds: s.Builds, rethrows: s.Rethrows}
			if len(s.Via) > 0 {
				x.via = ix.internAll(s.Via)
			}
			if len(s.Unless) > 0 {
				x.unless = ix.internAll(s.Unless)
			}
			if len(s.WantsIf) > 0 {
				x.wantsIf = ix.internAll(s.WantsIf)
			}
			for _, g := range s.Guards {
				x.guards = append(x.guards, ix.internAll(g))
			}
			for _, c := range s.CatchesArgs {
				x.catchesArgs = append(x.catchesArgs, argCatch{arg: c.Arg, via: ix.runnersOf(c.Via), sync: c.Sync})
			}
			d.x = x
		}
		if len(s.Forward) > 0 {
			d.forward = make([]forward, 0, len(s.Forward))
		}
		for _, fw := range s.Forward {
			f := forward{facts: fw.Facts, line: int32(fw.Line), column: int32(fw.Column), behind: fw.Behind, embedded: fw.Embedded, notAwaited: fw.NotAwaited, dispatched: fw.Dispatched,
				runsIf: edgeTests(fw.RunsIf), shapes: edgeShapes(fw.Shapes)}
			for _, k := range fw.Keys {
				f.keys = append(f.keys, ix.intern(k))
			}
			for _, c := range fw.If {
				f.ifs = append(f.ifs, cond{keys: ix.internAll(c.Keys), need: c.Need})
			}
			d.forward = append(d.forward, f)
		}
		ix.defs[key] = append(ix.defs[key], d)
	}
	for _, c := range u.Calls {
		if c.From != "" {
			ix.calls = append(ix.calls, edge{path: path, line: int32(c.Line), column: int32(c.Column),
				from: ix.intern(c.From), to: ix.intern(c.Key), args: packArgs(c.Args), shapes: edgeShapes(c.Shapes), passes: edgePasses(c.Passes), rewrapLine: int32(c.RewrapLine), rewrapColumn: int32(c.RewrapColumn), rewrapped: c.Rewrapped, replaced: c.Replaced, under: ix.intern(strings.Join(c.Under, underSep)), catches: ix.intern(strings.Join(c.Catches, underSep)),
				cases: newEdgeCases(c), runners: ix.edgeRunners(c.Runners), mapper: ix.edgeMapper(c.Mapper), notAwaited: c.NotAwaited, quiet: ix.edgeQuiet(c.QuietUnder, c.Tried), kept: ix.edgeQuiet(c.KeptUnder, c.Kept), runsIf: edgeTests(c.RunsIf), entry: newEntryShapes(c)})
			ix.edgeTests = ix.edgeTests || len(c.RunsIf) > 0
		} else {
			ix.uses = append(ix.uses, edge{path: path, line: int32(c.Line), column: int32(c.Column), to: ix.intern(c.Key),
				args: packArgs(c.Args), shapes: edgeShapes(c.Shapes)})
		}
	}
}

// edgeQuiet returns predicates that hold on a condition on calls (a call's QuietUnder and
// Tried, or its KeptUnder and Kept) for its edge, nil for none.
func (ix *Index) edgeQuiet(under []string, calls [][]string) *edgeQuiet {
	if len(under) == 0 || len(calls) == 0 {
		return nil
	}
	return &edgeQuiet{under: ix.intern(strings.Join(under, underSep)), calls: calls}
}

// edgeMapper returns a call's mapper keys for its edge, nil for none.
func (ix *Index) edgeMapper(keys []string) *[]sym {
	if len(keys) == 0 {
		return nil
	}
	out := ix.internAll(keys)
	return &out
}

// mapperRaises reports whether an error mapper (Call.Mapper, by its keys) always raises: some
// function its keys resolve to has AlwaysRaises, as for Pending.Also.
func (ix *Index) mapperRaises(mapper *[]sym) bool {
	keys := *mapper
	ks := make([]string, len(keys))
	for i, k := range keys {
		ks[i] = ix.str(k)
	}
	for _, callee := range ix.resolveTargets(ks) {
		if ix.facts[callee]&AlwaysRaises != 0 {
			return true
		}
	}
	return false
}

// mapperUnless returns, for an error mapper that rethrows its parameter unless it has some
// properties (Summary.Rethrows) and has no AlwaysRaises, those properties as the names a catch
// stops a raise by (propName), or nil: the first function its keys resolve to that rethrows.
// For a mapper that rethrows only the errors of one class (Rethrow.Class) it is that class's
// RethrownName alone.
func (ix *Index) mapperUnless(mapper *[]sym) []string {
	keys := *mapper
	ks := make([]string, len(keys))
	for i, k := range keys {
		ks[i] = ix.str(k)
	}
	_, r := ix.rethrower(ks)
	if r == nil {
		return nil
	}
	if r.Class != "" {
		return []string{RethrownName(r.Class)}
	}
	out := make([]string, len(r.Unless))
	for i, p := range r.Unless {
		out[i] = PropName(p)
	}
	return out
}

// rethrower returns the first function that keys resolve to with a Summary.Rethrows, and it.
func (ix *Index) rethrower(ks []string) (*def, *Rethrow) {
	for _, callee := range ix.resolveTargets(ks) {
		for _, d := range ix.defs[callee] {
			if d.more().rethrows != nil {
				return d, d.more().rethrows
			}
		}
	}
	return nil, nil
}

// PropName is the name under which Pending.RaisedAs and Call.Catches name a property of a
// thrown value that a conditional rethrow tests (Summary.Rethrows); PropName("") marks the
// list of a value whose properties are all known.
func PropName(p string) string { return "prop:" + p }

// RethrownName is the name under which Call.Catches says that the catch around the call throws
// again, as it is, only a caught error of class c (`catch (e) { if (e instanceof McpError) throw
// e; return errorResult(e) }`) and answers every other, and under which Pending.RaisedAs says
// that a throw is of class c: only such a throw goes through the call (catchPasses).
func RethrownName(c string) string { return "rethrown:" + c }

// isRethrownName reports whether a name of Call.Catches or Pending.RaisedAs is a RethrownName.
func isRethrownName(n string) bool { return strings.HasPrefix(n, "rethrown:") }

// runnersOf returns the index's runners of rs.
func (ix *Index) runnersOf(rs []Runner) []runner {
	var out []runner
	for _, r := range rs {
		out = append(out, runner{keys: ix.internAll(r.Keys), arg: r.Arg, coroutine: r.Coroutine, sync: r.Sync})
	}
	return out
}

// edgeRunners returns a call's runners for its edge, nil for none.
func (ix *Index) edgeRunners(rs []Runner) *[]runner {
	if len(rs) == 0 {
		return nil
	}
	out := ix.runnersOf(rs)
	return &out
}

// ParamMark joins a function's key and a parameter's index in the key of what that parameter
// holds ("<key>!param@<i>"), as a language may spell a runner's keys (Call.Runners).
const ParamMark = "!param@"

// DirectMark joins a function's key and a parameter's index in the key of a call that hands a
// function to that parameter ("<key>!direct@<i>:<function>"): it names the function only
// through an alias the callee's file gives when the callee calls that parameter itself, and
// nothing otherwise (TypeScript's paramflow.go).
const DirectMark = "!direct@"

// PosMark joins a function's key (less its root suffix) and a parameter's position in the
// prefix of the keys of what that parameter holds ("<fn>(#<i>).<method>"): the files that call
// the function say what they pass there, with an alias from that prefix (Python's
// paramobjects.go).
const PosMark = "(#"

// CtorSuffix ends the key of a Python constructor (less its root suffix): "<module>.<Class>.__init__".
const CtorSuffix = ".__init__"

// WantedCallers returns the keys of the functions whose callers the index still wants: a
// runner's key names what a parameter of one of them holds ("<key>!param@1.run"), which only
// the files that call the function say (their aliases). A key already named by an alias is
// not wanted. A key is given less its root suffix where it has one (a constructor's, a used
// function's): only its last name matters, the one a caller spells.
func (ix *Index) WantedCallers() []string {
	seen := map[string]bool{}
	var out []string
	// What a parameter holds, by position (PosMark), that no file's call has said yet, for a
	// method key that tools reach and nothing defines (Wanted, of the walk from the tools
	// alone): the files that call the function may pass an object whose class they tell, which
	// goes on down a chain of such parameters (a constructor's, handed on to another's). Not
	// for the keys only a pending finding names: its function may be one no tool reaches, and
	// in a root that holds a library (a copy of the standard library, a vendored package) the
	// callers of the constructors its raises sit under spell Exception, TestCase, Command...
	// in hundreds of files, each extracted for pending findings of its own.
	if len(ix.alias.prefixes) > 0 {
		walked := map[string]bool{}
		ix.walkFromTools()
		for _, k := range ix.toolWanted {
			ix.unsaidParams(k, walked, 0, func(base string) {
				if !seen[base] {
					seen[base] = true
					out = append(out, base)
				}
			})
		}
	}
	for _, e := range ix.calls {
		if e.runners == nil {
			continue
		}
		for _, r := range *e.runners {
			for _, k := range r.keys {
				base, _, ok := strings.Cut(ix.str(k), ParamMark)
				if !ok || seen[base] || ix.alias.exact[k] != nil {
					continue
				}
				seen[base] = true
				out = append(out, base)
			}
		}
	}
	// A function field of a type that an adapter calls (SlotMark): the files that spell the
	// type's name may fill it with a function (T{F: fn}); of a summary with WantsIf, only once
	// a tool reaches one of its keys (reachesAny).
	for _, ds := range ix.defs {
		for _, d := range ds {
			if len(d.more().wantsIf) > 0 && !ix.reachesAny(d.more().wantsIf) {
				continue
			}
			for _, fw := range d.forward {
				for _, k := range fw.keys {
					if s := ix.str(k); strings.HasPrefix(s, SlotMark) && !seen[s] && !ix.definedKey(k) {
						seen[s] = true
						out = append(out, s)
					}
				}
			}
		}
	}
	// A conditional registration on the use of a function (Summary.Via, UsedMark): the files
	// that spell the function's name may use it. The key goes without what follows the mark
	// (a Python key's root suffix, "@<package root>"), as a constructor's does: the calls pass
	// looks for the key's last name, which must not be the package root's directory.
	for _, ds := range ix.defs {
		for _, d := range ds {
			if len(d.more().via) == 0 || ix.viaMet(d) {
				continue
			}
			for _, k := range d.more().via {
				base, _, ok := strings.Cut(ix.str(k), UsedMark)
				if !ok || seen[base] || strings.HasSuffix(base, "*") || strings.Contains(base, "<") {
					continue
				}
				seen[base] = true
				out = append(out, base)
			}
		}
	}
	sort.Strings(out)
	return out
}

// unsaidParams calls want with the constructor of each parameter position (PosMark) that a key
// names through prefix aliases, and that no alias says more of: "<Class>.__init__(#<i>)." with
// no file's call of the class having said what it passes at i. Only constructors: objects are
// handed down through them (a server's handler, built with the manager it dispatches to),
// and the class's name is a needle few files spell; a plain function's name (init, convert)
// would have the calls pass parse a good part of a large root for little.
func (ix *Index) unsaidParams(k string, walked map[string]bool, depth int, want func(base string)) {
	if depth > maxAliasDepth || walked[k] {
		return
	}
	walked[k] = true
	if i := strings.Index(k, PosMark); i >= 0 && strings.HasSuffix(k[:i], CtorSuffix) {
		if j := strings.Index(k[i:], ")."); j > 0 && len(ix.alias.prefixes[k[:i+j+2]]) == 0 {
			want(k[:i])
		}
	}
	for i := len(k); i > 0; i-- {
		if !ix.alias.starts.may(k, i) {
			continue
		}
		for _, to := range ix.alias.prefixes[k[:i]] {
			ix.unsaidParams(to+k[i:], walked, depth+1, want)
		}
	}
}

// reachesAny reports whether a tool reaches one of keys, as far as the files added so far
// tell: the walk of Wanted from the tools visits it.
func (ix *Index) reachesAny(keys []sym) bool {
	ix.walkFromTools()
	for _, k := range keys {
		if ix.toolReach[k] {
			return true
		}
	}
	return false
}

// walkFromTools fills toolReach and toolWanted, unless they are still good.
func (ix *Index) walkFromTools() {
	if !ix.toolReachOK {
		ix.toolWanted, ix.toolReach = ix.wantedKeys(false)
		ix.toolReachOK = true
	}
}

// SlotMark starts the key of a function field F of a type T, SlotMark+F+"."+T: a registration
// (T{F: fn}) defines it as a function that returns what fn returns, and an adapter that calls
// the field forwards to it. The files that fill it are not told by a module but by spelling
// the type's name, so the index wants its "callers" (WantedCallers) until one defines it.
const SlotMark = "slot!"

// UsedMark ends the name in a key that says a file uses the function of that name beside
// importing it (calls it, passes it on): a Via key of a registration that holds only if the
// root runs the function that registers it (Python's register_x(mcp), paramtools.go). The
// index wants the callers of the function without it (WantedCallers).
const UsedMark = "#used"

// Defines reports whether some file added so far defines key (or registers it).
func (ix *Index) Defines(key string) bool {
	id := ix.lookup(key)
	return id != 0 && ix.definedKey(id)
}

// definedKey reports whether some file defines key (or registers it).
func (ix *Index) definedKey(k sym) bool { return len(ix.defs[k]) > 0 || ix.plain[k] }

// definesBody reports whether some file added so far defines key itself, not only registers it.
func (ix *Index) definesBody(id sym) bool {
	if ix.plain[id] {
		return true
	}
	for _, d := range ix.defs[id] {
		if !d.registration {
			return true
		}
	}
	return false
}

// Facts returns what the function a key names does, once the index is linked.
func (ix *Index) Facts(key string) Fact {
	ix.link()
	return ix.facts[ix.lookup(key)]
}

// link sorts what the index holds and computes every key's facts to a fixed point: a function
// gets what its forwards' callees do, masked by each forward. Facts only grow, so the loop ends;
// a function reached by many forwards keeps the first way each fact reached it, for Related.
func (ix *Index) link() {
	if ix.linked {
		return
	}
	ix.linked = true
	ix.sortLists()
	ix.dropUnmetRegistrations()
	ix.dropRemovedTools() // removals.go
	ix.applyAliases()
	ix.dropCoroutineCalls() // coroutine.go
	ix.fillConstBounds()    // numconsts.go
	for k, ds := range ix.defs {
		ix.order = append(ix.order, k)
		sort.SliceStable(ds, func(i, j int) bool {
			a, b := ds[i], ds[j]
			if a.path != b.path {
				return ix.str(a.path) < ix.str(b.path)
			}
			if a.line != b.line {
				return a.line < b.line
			}
			return a.column < b.column
		})
		for _, d := range ds {
			d.why = nil
			for pi, p := range d.places {
				for f := p.fact; f != 0; f &= f - 1 {
					if b := bits.TrailingZeros32(uint32(f)); d.whyOf(b).place < 0 {
						d.setWhy(b, step{place: int16(pi), fwd: -1})
					}
				}
			}
		}
	}
	sort.Slice(ix.order, func(i, j int) bool { return ix.str(ix.order[i]) < ix.str(ix.order[j]) })
	ix.facts = make(map[sym]Fact, len(ix.defs))
	for _, k := range ix.order {
		ix.facts[k] = ix.combine(k)
	}
	for changed := true; changed; {
		changed = false
		for _, k := range ix.order {
			for _, d := range ix.defs[k] {
				for fi, fw := range d.forward {
					if fw.behind || !ix.holds(fw) {
						continue // named behind a rewrap, no fact passed on (origins.go); or not yet
					}
					next := ix.resolveKey(fw.keys)
					if next == 0 || next == k {
						continue
					}
					got := ix.facts[next] & fw.facts &^ d.facts
					if got == 0 {
						continue
					}
					d.facts |= got
					for f := got; f != 0; f &= f - 1 {
						d.setWhy(bits.TrailingZeros32(uint32(f)), step{place: -1, fwd: int16(fi), next: next})
					}
					changed = true
				}
			}
			ix.facts[k] = ix.combine(k)
		}
	}
	for i := range ix.calls {
		ix.settleShapes(ix.calls[i].shapes) // plainshapes.go
	}
	for i := range ix.uses {
		ix.settleShapes(ix.uses[i].shapes)
	}
	sort.Slice(ix.calls, func(i, j int) bool {
		a, b := ix.calls[i], ix.calls[j]
		switch {
		case a.path != b.path:
			return ix.str(a.path) < ix.str(b.path)
		case a.line != b.line:
			return a.line < b.line
		case a.column != b.column:
			return a.column < b.column
		case a.from != b.from:
			return ix.str(a.from) < ix.str(b.from)
		}
		return ix.str(a.to) < ix.str(b.to)
	})
	ix.callers = map[sym][]edge{}
	for _, e := range ix.calls {
		if e.mapper != nil && !ix.mapperRaises(e.mapper) {
			unless := ix.mapperUnless(e.mapper)
			if unless == nil {
				continue // the except clause's mapper may return: the try catches what the callee raises
			}
			if slices.ContainsFunc(unless, isRethrownName) {
				if e.catches != 0 {
					continue // the catch answers some values itself before the helper sees them
				}
				// The catch's helper throws again only the errors of one class (Rethrow.Class).
				e.catches = ix.intern(unless[0])
				ix.callers[e.to] = append(ix.callers[e.to], e)
				continue
			}
			// The catch's helper rethrows what lacks these properties: a raise whose properties
			// are known goes through (Pending.RaisedAs, catchPasses).
			if e.catches != 0 {
				unless = append(strings.Split(ix.str(e.catches), underSep), unless...) // the catch's own tests
			}
			e.catches = ix.intern(strings.Join(unless, underSep))
		}
		ix.callers[e.to] = append(ix.callers[e.to], e)
	}
	ix.usedBy = map[sym][]edge{}
	for _, e := range ix.uses {
		ix.usedBy[e.to] = append(ix.usedBy[e.to], e)
	}
	ix.reached = map[reachKey][]reach{}
}

// combine is a key's facts given the functions that may be it: a may-fact when one has it,
// an all-paths fact when every one has it. Registrations do not vote; a function that says
// nothing has no fact on every path.
func (ix *Index) combine(k sym) Fact {
	var any, all Fact = 0, ^Fact(0)
	if ix.plain[k] {
		all = 0
	}
	for _, d := range ix.defs[k] {
		if d.registration {
			continue
		}
		any |= d.facts
		all &= d.facts
	}
	return any&^allPathFacts | all&allPathFacts
}

// resolveKey returns the first of keys that a file defines, or 0.
func (ix *Index) resolveKey(keys []sym) sym {
	for _, k := range keys {
		if ix.definedKey(k) {
			return k
		}
	}
	return 0
}

// holds reports whether a forward's conditions hold with the facts known so far (all of them
// once the index is linked): facts only grow, so a forward that holds keeps holding.
func (ix *Index) holds(fw forward) bool {
	for _, c := range fw.ifs {
		held := false
		for _, t := range ix.firstTargets(c.keys) { // through aliases, as Pending.Also
			held = held || ix.facts[t]&c.need != 0
		}
		if !held {
			return false
		}
	}
	return true
}

// Expect notes the callees a pending finding names, so that Wanted asks for the modules that
// define them. The pending finding itself is not kept.
func (ix *Index) Expect(p Pending) {
	ix.wantedOK, ix.toolReachOK = false, false
	ix.expectShared(p)
	for _, k := range p.LeftTo {
		ix.wants[ix.intern(k)] = true
	}
	for _, k := range p.Keys {
		ix.wants[ix.intern(k)] = true
	}
	for _, keys := range p.AnyOf {
		for _, k := range keys {
			ix.wants[ix.intern(k)] = true
		}
	}
	for _, k := range p.Also {
		ix.wants[ix.intern(k)] = true
	}
	for _, t := range p.RunsIf {
		for _, k := range t.EntryKeys { // the schema of a table entry (entryshapes.go)
			ix.wants[ix.intern(k)] = true
		}
	}
	for _, k := range testBoundKeys(p.RunsIf, nil) { // the consts tests compare with (numconsts.go)
		ix.wants[ix.intern(k)] = true
	}
	for _, k := range p.UnlessAsync {
		ix.wants[ix.intern(k)] = true
	}
	for _, k := range p.Reword {
		ix.wants[ix.intern(k)] = true
	}
	for _, keys := range p.Tried {
		for _, k := range keys {
			ix.wants[ix.intern(k)] = true
		}
	}
	if p.Typing != nil {
		for _, c := range p.Typing.Calls {
			for _, k := range c.Keys {
				ix.wants[ix.intern(k)] = true
			}
		}
	}
}

// Wanted returns, by key, the functions that no file added so far defines and that the tools
// (registered or defined) or the callees of pending findings (Expect) reach through calls and
// forwards: a Definer maps them to the modules worth extracting next. A function no tool
// reaches is not worth a parse: nothing it does can stand.
func (ix *Index) Wanted() []string {
	if !ix.wantedOK {
		ix.wanted, _ = ix.wantedKeys(true)
		ix.wantedOK = true
	}
	return slices.Clone(ix.wanted)
}

// wantedKeys is Wanted, computed, with every key its walk visited; without pending (the keys
// the pending findings name, Expect), of what the tools alone reach.
func (ix *Index) wantedKeys(pending bool) ([]string, map[sym]bool) {
	next := map[sym][]sym{}
	for _, e := range ix.calls {
		next[e.from] = append(next[e.from], e.to)
		if e.mapper != nil {
			next[e.from] = append(next[e.from], *e.mapper...) // whether it passes the raises on
		}
		if e.runners != nil {
			for _, r := range *e.runners {
				next[e.from] = append(next[e.from], r.keys...) // whether it catches the callback
			}
		}
		if e.shapes != nil {
			for _, sh := range *e.shapes {
				for _, k := range sh.If {
					next[e.from] = append(next[e.from], ix.intern(k)) // whether the shape holds (plainshapes.go)
				}
				for _, k := range slices.Concat(sh.AtMostKeys, sh.AtLeastKeys) {
					next[e.from] = append(next[e.from], ix.intern(k)) // the const that bounds it (numconsts.go)
				}
			}
		}
	}
	ix.wantedFrom(next) // fromalias.go
	var queue []sym
	seen := map[sym]bool{}
	steps := map[sym]int{} // the candidate steps from a key that a file defines or wants
	visit := func(k sym) {
		if k != 0 && !seen[k] {
			seen[k] = true
			queue = append(queue, k)
		}
	}
	for k, ds := range ix.defs {
		for _, d := range ds {
			if d.tool != 0 && ix.viaMet(d) {
				visit(k)
			}
		}
	}
	if pending {
		for k := range ix.wants {
			visit(k)
		}
	}
	var out []string
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		if !ix.definesBody(k) {
			// A key that names a function through aliases wants nothing more; one that does
			// not yet wants itself and what its aliases may name (a barrel's modules).
			named := ix.aliasedBodies(k)
			for _, t := range named {
				visit(t)
			}
			for _, t := range ix.alias.exact[k] {
				// Each key an exact alias names is one more function (a list's entries, each
				// of its module), not a fallback: those that no file defines yet are wanted
				// whether or not the others are.
				visit(t)
			}
			if len(named) == 0 {
				out = append(out, ix.str(k))
				if steps[k] < maxAliasDepth {
					// A prefix alias makes a new key, and a parameter's flow through a
					// recursive function a longer one at each step: the steps are bounded,
					// as targets bounds them, or the keys grow for ever.
					for _, c := range ix.candidates(k) {
						if !seen[c] {
							steps[c] = steps[k] + 1
						}
						visit(c)
					}
				}
			}
		}
		for _, d := range ix.defs[k] {
			for _, fw := range d.forward {
				for _, fk := range fw.keys {
					visit(fk)
				}
				for _, c := range fw.ifs {
					for _, ck := range c.keys {
						visit(ck)
					}
				}
			}
			for _, g := range d.more().guards {
				for _, gk := range g {
					visit(gk)
				}
			}
			for _, c := range d.more().catchesArgs {
				for _, r := range c.via {
					for _, rk := range r.keys {
						visit(rk)
					}
				}
			}
		}
		for _, to := range next[k] {
			visit(to)
		}
	}
	sort.Strings(out)
	return out, seen
}

// viaMet reports whether a conditional registration holds (Summary.Via, Summary.Unless): some
// file of the root gives a summary of one of its Via keys, and none of its Unless keys. A def
// without either holds.
func (ix *Index) viaMet(d *def) bool {
	for _, k := range d.more().unless {
		if ix.definedKey(k) {
			return false
		}
	}
	if len(d.more().via) == 0 {
		return true
	}
	for _, k := range d.more().via {
		if ix.definedKey(k) {
			return true
		}
	}
	return false
}

// dropUnmetRegistrations removes, as the index links, the registrations whose condition no file
// met: a tool object that no code of the root names registers nothing. A condition may itself
// be a conditional summary (a decorator that registers only if a handler dispatches through its
// registry): the drop repeats until no key loses its last summary.
func (ix *Index) dropUnmetRegistrations() {
	for dropped := true; dropped; {
		dropped = false
		for k, ds := range ix.defs {
			kept := ds[:0]
			for _, d := range ds {
				if ix.viaMet(d) {
					kept = append(kept, d)
				}
			}
			if len(kept) == 0 {
				delete(ix.defs, k)
				dropped = true
				continue
			}
			ix.defs[k] = kept
		}
	}
}
