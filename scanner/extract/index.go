package extract

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Unit is what the index needs of one file: its path and the cross-file parts of its Result.
type Unit struct {
	Path      string // relative to the root, as findings' paths are
	Summaries []Summary
	Calls     []Call
}

// Index links the summaries of one language's files of a root. Add every file's unit (in walk
// order, so that results do not depend on the workers' timing), then Resolve the pending
// findings; the first Resolve computes the facts.
type Index struct {
	defs    map[string][]*def // key -> the functions that may be it, in the order added
	order   []string          // keys in the order first added
	calls   []edge            // every call made from a function with a key
	linked  bool
	facts   map[string]Fact   // key -> facts, once linked
	callers map[string][]edge // callee key -> the calls of it, once linked
	reached map[string][]reach
}

// def is one function that a key may name.
type def struct {
	path  string
	s     *Summary
	facts Fact
	why   [numFacts]step // how each fact came to hold
}

const numFacts = 16

// step is how a function came to have a fact: a place of its own, or a forward to a callee.
type step struct {
	place *Place
	fwd   *Forward
	next  string // the callee's key, for a forward
}

// edge is a call from one function of the root (from) to a key.
type edge struct {
	path         string
	line, column int
	from, to     string
}

// reach is a tool that reaches a function, with the chain of calls from the tool down to it.
type reach struct {
	tool  *def
	chain []edge // from the tool's call down to the call of the function
}

// maxChain bounds the forwards followed for one fact and the calls walked from a tool.
const maxChain = 8

// NewIndex returns an empty index.
func NewIndex() *Index {
	return &Index{defs: map[string][]*def{}}
}

// Add takes one file's summaries and calls. It must come before the first Resolve.
func (ix *Index) Add(u Unit) {
	if ix.linked {
		panic("extract: Index.Add after Resolve")
	}
	for i := range u.Summaries {
		s := &u.Summaries[i]
		if s.Key == "" {
			continue
		}
		if _, ok := ix.defs[s.Key]; !ok {
			ix.order = append(ix.order, s.Key)
		}
		d := &def{path: u.Path, s: s, facts: s.Facts}
		for j := range s.Places {
			p := &s.Places[j]
			for f := p.Fact; f != 0; f &= f - 1 {
				if b := bits.TrailingZeros16(uint16(f)); d.why[b].place == nil {
					d.why[b] = step{place: p}
				}
			}
		}
		ix.defs[s.Key] = append(ix.defs[s.Key], d)
	}
	for _, c := range u.Calls {
		if c.From != "" {
			ix.calls = append(ix.calls, edge{path: u.Path, line: c.Line, column: c.Column, from: c.From, to: c.Key})
		}
	}
}

// definesBody reports whether some file added so far defines key itself, not only registers it.
func (ix *Index) definesBody(key string) bool {
	for _, d := range ix.defs[key] {
		if !d.s.Registration {
			return true
		}
	}
	return false
}

// Defines reports whether some file added so far defines key.
func (ix *Index) Defines(key string) bool { return len(ix.defs[key]) > 0 }

// Facts returns what the function a key names does, once the index is linked.
func (ix *Index) Facts(key string) Fact {
	ix.link()
	return ix.facts[key]
}

// link computes every key's facts to a fixed point: a function gets what its forwards' callees
// do, masked by each forward. Facts only grow, so the loop ends; a function reached by many
// forwards keeps the first way each fact reached it, for Related.
func (ix *Index) link() {
	if ix.linked {
		return
	}
	ix.linked = true
	ix.facts = make(map[string]Fact, len(ix.defs))
	for _, k := range ix.order {
		ix.facts[k] = combine(ix.defs[k])
	}
	for changed := true; changed; {
		changed = false
		for _, k := range ix.order {
			for _, d := range ix.defs[k] {
				for j := range d.s.Forward {
					fw := &d.s.Forward[j]
					next := ix.resolveKey(fw.Keys)
					if next == "" || next == k {
						continue
					}
					got := ix.facts[next] & fw.Facts &^ d.facts
					if got == 0 {
						continue
					}
					d.facts |= got
					for f := got; f != 0; f &= f - 1 {
						d.why[bits.TrailingZeros16(uint16(f))] = step{fwd: fw, next: next}
					}
					changed = true
				}
			}
			ix.facts[k] = combine(ix.defs[k])
		}
	}
	ix.callers = map[string][]edge{}
	sort.SliceStable(ix.calls, func(i, j int) bool {
		a, b := ix.calls[i], ix.calls[j]
		if a.path != b.path {
			return a.path < b.path
		}
		if a.line != b.line {
			return a.line < b.line
		}
		return a.column < b.column
	})
	for _, e := range ix.calls {
		ix.callers[e.to] = append(ix.callers[e.to], e)
	}
	ix.reached = map[string][]reach{}
}

// combine is a key's facts given the functions that may be it: a may-fact when one has it,
// an all-paths fact when every one has it. Registrations do not vote.
func combine(ds []*def) Fact {
	var any, all Fact = 0, ^Fact(0)
	for _, d := range ds {
		if d.s.Registration {
			continue
		}
		any |= d.facts
		all &= d.facts
	}
	return any&^allPathFacts | all&allPathFacts
}

// resolveKey returns the first of keys that a file defines, or "".
func (ix *Index) resolveKey(keys []string) string {
	for _, k := range keys {
		if len(ix.defs[k]) > 0 {
			return k
		}
	}
	return ""
}

// Resolve says whether a pending finding stands, and returns it with the places followed
// appended to its Related (paths of other files filled in). path is the pending finding's file.
func (ix *Index) Resolve(p Pending, path string) (finding.Finding, bool) {
	ix.link()
	f := p.Finding
	f.Related = append([]finding.Related(nil), f.Related...)
	for i := range f.Related {
		if f.Related[i].Path == "" {
			f.Related[i].Path = path
		}
	}
	if len(p.Keys) > 0 {
		callee := ix.resolveKey(p.Keys)
		has := ix.facts[callee]
		switch {
		case p.Need != 0 && has&p.Need == 0:
			return f, false
		case p.Need == 0 && has&p.Unless != 0:
			return f, false
		case p.Need != 0:
			f.Related = append(f.Related, ix.chain(callee, has&p.Need)...)
		}
	}
	if p.Within != "" {
		rs := ix.reaching(p.Within)
		if p.Tool {
			if len(rs) == 0 || len(rs[0].chain) > 0 {
				return f, false // reached, not a tool itself
			}
			rs = rs[:1] // the tools that reach it too are beside the point
		}
		if len(rs) == 0 {
			return f, false
		}
		f.Related = append(f.Related, ix.toolChain(rs)...)
	}
	return f, true
}

// chain follows one fact of a key (the lowest of facts) through forwards to the place where
// a function does it, as related places.
func (ix *Index) chain(key string, facts Fact) []finding.Related {
	b := bits.TrailingZeros16(uint16(facts))
	fact := Fact(1) << b
	var out []finding.Related
	seen := map[string]bool{}
	for depth := 0; depth < maxChain && key != "" && !seen[key]; depth++ {
		seen[key] = true
		var d *def
		for _, c := range ix.defs[key] {
			if c.facts&fact != 0 {
				d = c
				break
			}
		}
		if d == nil {
			break
		}
		st := d.why[b]
		switch {
		case st.place != nil:
			return append(out, finding.Related{Path: d.path, Line: st.place.Line, Column: st.place.Column, Message: st.place.Message})
		case st.fwd != nil:
			out = append(out, finding.Related{Path: d.path, Line: st.fwd.Line, Column: st.fwd.Column,
				Message: forwardMessage(d.s.Name, ix.name(st.next), fact)})
			key = st.next
		default:
			return out
		}
	}
	return out
}

// forwardMessage says how a function passes on a callee's fact.
func forwardMessage(name, callee string, fact Fact) string {
	if fact&(SoftFailure|ErrorResult) != 0 {
		return fmt.Sprintf("%s returns what %s returns", name, callee)
	}
	return fmt.Sprintf("%s calls %s, which raises", name, callee)
}

// name is how messages name the function a key names: as its definition does, else as a
// registration does.
func (ix *Index) name(key string) string {
	for _, reg := range []bool{false, true} {
		for _, d := range ix.defs[key] {
			if d.s.Name != "" && d.s.Registration == reg {
				return d.s.Name
			}
		}
	}
	return key
}

// maxTools bounds the tools named for one function that tools reach.
const maxTools = 5

// reaching returns the tools that reach the function of key through the root's calls, nearest
// first, each with its chain of calls, walking the calls backwards from the function.
func (ix *Index) reaching(key string) []reach {
	if rs, ok := ix.reached[key]; ok {
		return rs
	}
	type node struct {
		key   string
		chain []edge // from this function's call down to the target
	}
	var out []reach
	seen := map[string]bool{key: true}
	queue := []node{{key: key}}
	for depth := 0; len(queue) > 0 && depth <= maxChain && len(out) < maxTools; depth++ {
		var next []node
		for _, n := range queue {
			for _, d := range ix.defs[n.key] {
				if d.s.Tool != "" && len(out) < maxTools {
					out = append(out, reach{tool: d, chain: n.chain})
					break
				}
			}
			for _, e := range ix.callers[n.key] {
				if seen[e.from] {
					continue
				}
				seen[e.from] = true
				next = append(next, node{key: e.from, chain: append([]edge{e}, n.chain...)})
			}
		}
		queue = next
	}
	ix.reached[key] = out
	return out
}

// toolChain is the related places of the tools that reach a function: the nearest tool, the
// calls from it down to the function, and the other tools that reach it.
func (ix *Index) toolChain(rs []reach) []finding.Related {
	first := rs[0]
	msg := fmt.Sprintf("tool %s (%s) reaches it", first.tool.s.Tool, ix.name(first.tool.s.Key))
	if len(first.chain) == 0 {
		msg = fmt.Sprintf("registered as tool %s", first.tool.s.Tool)
	}
	out := []finding.Related{{Path: first.tool.path, Line: first.tool.s.Line, Column: first.tool.s.Column, Message: msg}}
	for _, e := range first.chain {
		out = append(out, finding.Related{Path: e.path, Line: e.line, Column: e.column,
			Message: fmt.Sprintf("%s calls %s", ix.name(e.from), ix.name(e.to))})
	}
	for _, r := range rs[1:] {
		out = append(out, finding.Related{Path: r.tool.path, Line: r.tool.s.Line, Column: r.tool.s.Column,
			Message: fmt.Sprintf("tool %s (%s) reaches it too", r.tool.s.Tool, ix.name(r.tool.s.Key))})
	}
	return out
}

// Wanted returns the keys that the index's forwards and the calls of its functions name, the
// pending findings' callees and holders, and the functions registered by a file that does not
// define them, that no file added so far defines, in first-seen order. A Definer maps them to
// the modules worth extracting next.
func (ix *Index) Wanted(pending []Pending) []string {
	var out []string
	seen := map[string]bool{}
	want := func(k string) {
		if k != "" && !seen[k] && !ix.definesBody(k) {
			seen[k] = true
			out = append(out, k)
		}
	}
	for _, k := range ix.order {
		want(k) // a key only registrations name
	}
	for _, p := range pending {
		for _, k := range p.Keys {
			want(k)
		}
		want(p.Within)
	}
	for _, k := range ix.order {
		for _, d := range ix.defs[k] {
			for _, fw := range d.s.Forward {
				for _, fk := range fw.Keys {
					want(fk)
				}
			}
		}
	}
	for _, e := range ix.calls {
		want(e.to)
	}
	return out
}
