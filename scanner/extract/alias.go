package extract

import (
	"maps"
	"slices"
	"sort"
	"strings"
)

// Aliases. A language whose keys name a function by where it is defined may see calls that
// name it otherwise: through a module that re-exports it (a TypeScript barrel's `export * from
// "./x"`), through a subclass that inherits it, or by a name whose owner the call cannot tell
// (a method called on an object of unknown class). A file says so with aliases, and the index
// rewrites what names such a key to the keys it stands for once it links (so a forward, a call
// or a pending finding that names a barrel's key reaches the defining module's function).

// Alias says that keys may name the functions of other keys.
type Alias struct {
	// From is a key, or with Prefix the start of keys.
	From string
	// To is the key From also names, or with Prefix what replaces From (which may be nothing:
	// the rest of the key is then the key it names).
	To string
	// Prefix makes the alias a fallback for every key that starts with From and that no file
	// defines: the key with From replaced by To (`export * from "./x"` makes "index#f" name
	// "x#f"; a subclass makes "m#Sub.f" name "m#Base.f"). The longest From that leads to a
	// defined key wins; a key that some file defines is never rewritten by a prefix.
	// Without Prefix, the key From names To's function as well as its own (a method called by
	// its name alone may be any class's method of that name).
	Prefix bool
	// Base, with Prefix, makes From a class's prefix and To that of one of its bases, given in
	// the order the class lists them (Python's `class Fetcher(Projects, Issues)`): a key of the
	// class that no file defines names the method of the first class of the class's
	// linearization (C3, Python's method resolution order) whose key some file defines, and no
	// other.
	Base bool
	// Every, with Prefix, makes every key that starts with From, defined or not, name To as
	// well as what it names otherwise (a value that may stand for any instance of a class: a
	// Proxy whose every method throws, built as that class, makes each method of the class's
	// key name the proxy's throwing function).
	Every bool
}

// aliases is what an index holds of Unit.Aliases.
type aliases struct {
	exact    map[sym][]sym       // From -> To, without Prefix
	prefixes map[string][]string // From -> To, with Prefix
	// exactBy and prefixBy are the paths of the files that gave each To of exact and prefixes,
	// in the same order, for sortLists.
	exactBy  map[sym][]sym
	prefixBy map[string][]sym
	bases    map[string][]string // From -> To, with Base, in the order given
	mro      map[string][]string // a class's linearization, once computed
	every    map[string][]string // From -> To, with Every
	targets  map[sym][]sym       // targets, once linked
	// starts says which prefixes of a key may be a From of prefixes or bases: the lookups of
	// every prefix of every key that expand, candidates and Wanted make were most of their cost.
	starts prefixFilter
}

// prefixFilter tells, of a prefix s[:i] of a string, whether it may be one of a set of strings,
// without hashing it: only if some string of the set has its length and its last byte. It never
// says no to a member; a yes is checked in the set's map.
type prefixFilter struct {
	lens []bool // by length
	last [256]bool
}

func (f *prefixFilter) add(s string) {
	if s == "" {
		return
	}
	for len(f.lens) <= len(s) {
		f.lens = append(f.lens, false)
	}
	f.lens[len(s)] = true
	f.last[s[len(s)-1]] = true
}

// may reports whether s[:i] (i > 0) may be in the set.
func (f *prefixFilter) may(s string, i int) bool {
	return i < len(f.lens) && f.lens[i] && f.last[s[i-1]]
}

// maxAliasDepth bounds the aliases followed from one key (and breaks cycles).
const maxAliasDepth = 8

func (ix *Index) addAliases(as []Alias, path sym) {
	for _, a := range as {
		if a.From == "" || a.To == "" && !a.Prefix || a.From == a.To {
			continue
		}
		if a.Prefix && a.Every {
			if ix.alias.every == nil {
				ix.alias.every = map[string][]string{}
			}
			if !slices.Contains(ix.alias.every[a.From], a.To) {
				ix.alias.every[a.From] = append(ix.alias.every[a.From], a.To)
			}
			continue
		}
		if a.Prefix && a.Base {
			if ix.alias.bases == nil {
				ix.alias.bases = map[string][]string{}
			}
			if !slices.Contains(ix.alias.bases[a.From], a.To) {
				ix.alias.starts.add(a.From)
				ix.alias.bases[a.From] = append(ix.alias.bases[a.From], a.To)
				ix.alias.mro = nil // a file added later may give a base its own bases
			}
			continue
		}
		if a.Prefix {
			if ix.alias.prefixes == nil {
				ix.alias.prefixes = map[string][]string{}
			}
			if !slices.Contains(ix.alias.prefixes[a.From], a.To) {
				ix.alias.starts.add(a.From)
				ix.alias.prefixes[a.From] = append(ix.alias.prefixes[a.From], a.To)
				if ix.alias.prefixBy == nil {
					ix.alias.prefixBy = map[string][]sym{}
				}
				ix.alias.prefixBy[a.From] = append(ix.alias.prefixBy[a.From], path)
			}
			continue
		}
		if ix.alias.exact == nil {
			ix.alias.exact = map[sym][]sym{}
		}
		from, to := ix.intern(a.From), ix.intern(a.To)
		if !slices.Contains(ix.alias.exact[from], to) {
			ix.alias.exact[from] = append(ix.alias.exact[from], to)
			if ix.alias.exactBy == nil {
				ix.alias.exactBy = map[sym][]sym{}
			}
			ix.alias.exactBy[from] = append(ix.alias.exactBy[from], path)
		}
	}
}

// sortLists orders the keys each alias names by the path of the file that gave them, a file's in
// the order it gave them: files are added in the order their extraction ends, which a scan's
// workers do not fix, and the order of what a key names decides which of them a finding's
// related places show first.
func (ix *Index) sortLists() {
	for from, tos := range ix.alias.exact {
		sortByPath(ix, tos, ix.alias.exactBy[from])
	}
	for from, tos := range ix.alias.prefixes {
		sortByPath(ix, tos, ix.alias.prefixBy[from])
	}
	ix.alias.targets = nil
}

// sortByPath orders tos, and by with them, by the path each one's by names, stably.
func sortByPath[T any](ix *Index, tos []T, by []sym) {
	idx := make([]int, len(tos))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return ix.str(by[idx[i]]) < ix.str(by[idx[j]]) })
	t, b := slices.Clone(tos), slices.Clone(by)
	for i, k := range idx {
		tos[i], by[i] = t[k], b[k]
	}
}

// hasAliases reports whether any file gave an alias.
func (ix *Index) hasAliases() bool {
	return len(ix.alias.exact) > 0 || len(ix.alias.prefixes) > 0 || len(ix.alias.bases) > 0 || len(ix.alias.every) > 0
}

// targets returns the defined keys a key names: the key itself when some file defines it, and
// what its exact aliases name; when that is nothing, what its longest prefix alias that names
// something names. Nil when it names nothing.
func (ix *Index) targets(k sym) []sym {
	if k == 0 {
		return nil
	}
	if !ix.hasAliases() {
		if ix.definedKey(k) {
			return []sym{k}
		}
		return nil
	}
	if ts, ok := ix.alias.targets[k]; ok {
		return ts
	}
	ts := ix.expand(k, 0, map[sym]bool{}, nil, false)
	if ix.alias.targets == nil {
		ix.alias.targets = map[sym][]sym{}
	}
	ix.alias.targets[k] = ts
	return ts
}

// expand appends to out the keys k names (targets); with skipSelf, only those its aliases name,
// whether or not a file defines k.
func (ix *Index) expand(k sym, depth int, seen map[sym]bool, out []sym, skipSelf bool) []sym {
	out = ix.expandOwn(k, depth, seen, out, skipSelf)
	if depth > 0 || skipSelf || len(ix.alias.every) == 0 {
		return out
	}
	s := ix.str(k)
	froms := slices.Sorted(maps.Keys(ix.alias.every))
	for _, from := range froms {
		if !strings.HasPrefix(s, from) {
			continue
		}
		for _, to := range ix.alias.every[from] {
			out = ix.expandOwn(ix.intern(to), depth+1, seen, out, false)
		}
	}
	return out
}

// expandOwn is expand without the aliases that add to what a key names (Alias.Every).
func (ix *Index) expandOwn(k sym, depth int, seen map[sym]bool, out []sym, skipSelf bool) []sym {
	if seen[k] || depth > maxAliasDepth {
		return out
	}
	seen[k] = true
	n := len(out)
	if ix.definesBody(k) && !skipSelf {
		out = append(out, k)
	}
	for _, to := range ix.alias.exact[k] {
		out = ix.expand(to, depth+1, seen, out, false)
	}
	if len(out) > n {
		return out
	}
	s := ix.str(k)
	for i := len(s); i > 0; i-- {
		if !ix.alias.starts.may(s, i) {
			continue // neither map holds s[:i]: nothing to add, out unchanged
		}
		for _, to := range ix.alias.prefixes[s[:i]] {
			out = ix.expand(ix.intern(to+s[i:]), depth+1, seen, out, false)
		}
		if _, ok := ix.alias.bases[s[:i]]; ok {
			for _, cls := range ix.linearization(s[:i])[1:] {
				if t := ix.lookup(cls + s[i:]); t != 0 && ix.definedKey(t) {
					out = append(out, t)
					break
				}
			}
		}
		if len(out) > n {
			return out
		}
	}
	if ix.definedKey(k) && !skipSelf {
		// A key that files only register (a method a class inherits, registered as a tool by
		// the class's name) names what its aliases name, and else the registration.
		out = append(out, k)
	}
	return out
}

// aliasedBodies returns the functions other than its own that a key's aliases name, whether or
// not a file defines the key: where a registration of the key goes (applyAliases), what a want
// of it asks for instead (Wanted).
func (ix *Index) aliasedBodies(k sym) []sym {
	if !ix.hasAliases() {
		return nil
	}
	var out []sym
	for _, t := range ix.expand(k, 0, map[sym]bool{}, nil, true) {
		if t != k && ix.definesBody(t) {
			out = append(out, t)
		}
	}
	return out
}

// firstTargets returns the targets of the first of keys that names something (keys are a
// call's alternatives, first found first), or nil.
func (ix *Index) firstTargets(keys []sym) []sym {
	for _, k := range keys {
		if ts := ix.targets(k); len(ts) > 0 {
			return ts
		}
	}
	return nil
}

// candidates returns the keys the aliases of a key that no file defines may name, defined or
// not, one step away: what Wanted asks for, so that the module a barrel re-exports is extracted.
func (ix *Index) candidates(k sym) []sym {
	if !ix.hasAliases() {
		return nil
	}
	out := append([]sym(nil), ix.alias.exact[k]...)
	s := ix.str(k)
	for i := len(s); i > 0; i-- {
		if !ix.alias.starts.may(s, i) {
			continue
		}
		for _, to := range ix.alias.prefixes[s[:i]] {
			out = append(out, ix.intern(to+s[i:]))
		}
		for _, to := range ix.alias.bases[s[:i]] {
			out = append(out, ix.intern(to+s[i:]))
		}
	}
	return out
}

// linearization returns a class's linearization by its Base aliases (C3, as Python orders a
// class's bases for method lookup): the class, then its bases' linearizations merged so that
// each class comes before its own bases and bases keep the order their class lists them in.
// Where no such order exists (Python refuses the class), what is left is taken depth-first.
func (ix *Index) linearization(cls string) []string {
	if l, ok := ix.alias.mro[cls]; ok {
		return l
	}
	if ix.alias.mro == nil {
		ix.alias.mro = map[string][]string{}
	}
	ix.alias.mro[cls] = []string{cls} // a cycle of bases ends here
	var seqs [][]string
	for _, b := range ix.alias.bases[cls] {
		seqs = append(seqs, slices.Clone(ix.linearization(b)))
	}
	seqs = append(seqs, slices.Clone(ix.alias.bases[cls]))
	out := []string{cls}
	for {
		seqs = slices.DeleteFunc(seqs, func(s []string) bool { return len(s) == 0 })
		if len(seqs) == 0 {
			break
		}
		head := ""
		for _, s := range seqs {
			if !slices.ContainsFunc(seqs, func(o []string) bool { return slices.Contains(o[1:], s[0]) }) {
				head = s[0]
				break
			}
		}
		if head == "" {
			head = seqs[0][0] // inconsistent: take the first sequence's head
		}
		if !slices.Contains(out, head) {
			out = append(out, head)
		}
		for i, s := range seqs {
			seqs[i] = slices.DeleteFunc(s, func(x string) bool { return x == head })
		}
	}
	ix.alias.mro[cls] = out
	return out
}

// applyAliases rewrites, as the index links, every forward, guard and call that names a key
// standing for others: a forward or a call of a key that names several functions becomes one
// per function (each passes on what its function does), a guard names the first.
func (ix *Index) applyAliases() {
	if !ix.hasAliases() {
		return
	}
	// A function registered as a tool under a key that names another's (an import through a
	// barrel): the registration goes to the function, which becomes the tool.
	var moves []sym
	for k := range ix.defs {
		if !ix.definesBody(k) {
			moves = append(moves, k)
		}
	}
	slices.Sort(moves)
	named := ix.lookup(ToolNamedByTarget)
	for _, k := range moves {
		for _, t := range ix.aliasedBodies(k) {
			for _, d := range ix.defs[k] {
				if named != 0 && d.tool == named {
					// A function of a list registered in a loop: the tool bears its name.
					c := *d
					c.tool = ix.intern(ix.name(t))
					d = &c
				}
				ix.defs[t] = append(ix.defs[t], d)
			}
		}
	}
	for _, ds := range ix.defs {
		for _, d := range ds {
			if d.registration {
				continue
			}
			var fws []forward
			changed := false
			for _, fw := range d.forward {
				ts := ix.firstTargets(fw.keys)
				if len(ts) == 0 || len(ts) == 1 && len(fw.keys) > 0 && fw.keys[0] == ts[0] {
					fws = append(fws, fw)
					continue
				}
				changed = true
				for _, t := range ts {
					c := fw
					c.keys = []sym{t}
					fws = append(fws, c)
				}
			}
			if changed {
				d.forward = fws
			}
			if d.x != nil {
				for gi, g := range d.x.guards {
					if ts := ix.firstTargets(g); len(ts) > 0 {
						d.x.guards[gi] = []sym{ts[0]}
					}
				}
			}
		}
	}
	ix.calls = ix.retarget(ix.retargetFrom(ix.calls), true)
	ix.uses = ix.retarget(ix.uses, false) // every call counts (Pending.AllCalls): one per function its key names
}

// resolveTargets is firstTargets for keys given as strings.
func (ix *Index) resolveTargets(keys []string) []sym {
	ids := make([]sym, len(keys))
	for i, k := range keys {
		if ix.hasAliases() {
			ids[i] = ix.intern(k) // a key no file named may still name something through an alias
		} else {
			ids[i] = ix.lookup(k)
		}
	}
	ts := ix.firstTargets(ids)
	if len(ts) == 0 {
		return []sym{0}
	}
	return ts
}

// retarget returns the edges with each callee key replaced by the keys it names (itself when it
// names none), the copies of an edge once each when dedupe is set.
func (ix *Index) retarget(edges []edge, dedupe bool) []edge {
	var out []edge
	seen := map[edge]bool{}
	for _, e := range edges {
		ts := ix.targets(e.to)
		if len(ts) == 0 {
			ts = []sym{e.to}
		}
		for _, t := range ts {
			c := e
			c.to = t
			if dedupe {
				if seen[c] {
					continue
				}
				seen[c] = true
			}
			out = append(out, c)
		}
	}
	return out
}
