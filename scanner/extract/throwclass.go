package extract

import "strings"

// mayThrowClass reports whether the callee of one of calls may throw an instance of cls
// (Pending.ClassCalls): a key no file defines may; a defined one may if a place of Raises names
// a chain with cls or a class not known ("?"), or if the callee of one of its forwards that pass
// Raises on (or sit behind a rewrap, Forward.Behind) may (a forward whose keys name nothing may throw anything, unless they are all direct keys, which
// then name no call).
//
// With cls empty and not set, the question is whether a callee may throw an instance of none
// of not (a chain none of whose classes is one of them; "?" and "lib" chains are such).
func (ix *Index) mayThrowClass(calls [][]string, cls string, not []string) bool {
	match := func(chain string) bool { return chainMayBe(chain, cls) }
	if cls == "" {
		match = func(chain string) bool { return !chainSurelyIn(chain, not) }
	}
	seen := map[sym]bool{}
	for _, keys := range calls {
		if ix.classThrown(ix.resolveTargets(keys), match, seen) {
			return true
		}
	}
	return false
}

// classThrown reports whether one of targets may throw an error whose class chain match
// accepts, seen holding the keys already asked.
func (ix *Index) classThrown(targets []sym, match func(string) bool, seen map[sym]bool) bool {
	for _, t := range targets {
		if t == 0 || !ix.definedKey(t) {
			return true
		}
		if seen[t] {
			continue
		}
		seen[t] = true
		for _, d := range ix.defs[t] {
			if d.registration {
				continue
			}
			for _, p := range d.places {
				if p.fact&Raises != 0 && match(ix.str(p.class)) {
					return true
				}
			}
			for _, fw := range d.forward {
				if fw.facts&Raises == 0 && !fw.behind {
					continue // a call in a try that answers: what its callee throws stays there
				}
				ts := ix.firstTargets(fw.keys)
				if len(ts) == 0 && ix.directOnly(fw.keys) {
					continue // a function handed to a parameter its callee never calls
				}
				if len(ts) == 0 || ix.classThrown(ts, match, seen) {
					return true
				}
			}
		}
	}
	return false
}

// directOnly reports whether every key of a forward is a direct key (DirectMark): one that
// names no function unless an alias says so.
func (ix *Index) directOnly(keys []sym) bool {
	for _, k := range keys {
		if !strings.Contains(ix.str(k), DirectMark) {
			return false
		}
	}
	return len(keys) > 0
}

// chainMayBe reports whether a class chain ("C<Base<...") may be an instance of cls: cls is in
// it, or a class of it is not known ("?").
func chainMayBe(chain, cls string) bool {
	for _, c := range strings.Split(chain, "<") {
		if c == cls || c == "?" || c == "" {
			return true
		}
	}
	return false
}

// chainSurelyIn reports whether a class chain is surely an instance of one of classes: one of
// its classes is one of them.
func chainSurelyIn(chain string, classes []string) bool {
	for _, c := range strings.Split(chain, "<") {
		for _, l := range classes {
			if c == l {
				return true
			}
		}
	}
	return false
}
