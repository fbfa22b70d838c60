package extract

import "strings"

// mayThrowClass reports whether the callee of one of calls may throw an instance of cls
// (Pending.ClassCalls): a key no file defines may; a defined one may if a place of Raises names
// a chain with cls or a class not known ("?"), or if the callee of one of its forwards may.
func (ix *Index) mayThrowClass(calls [][]string, cls string) bool {
	seen := map[sym]bool{}
	for _, keys := range calls {
		if ix.classThrown(ix.resolveTargets(keys), cls, seen) {
			return true
		}
	}
	return false
}

// classThrown reports whether one of targets may throw an instance of cls, seen holding the
// keys already asked.
func (ix *Index) classThrown(targets []sym, cls string, seen map[sym]bool) bool {
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
				if p.fact&Raises != 0 && chainMayBe(ix.str(p.class), cls) {
					return true
				}
			}
			for _, fw := range d.forward {
				ts := ix.firstTargets(fw.keys)
				if len(ts) == 0 || ix.classThrown(ts, cls, seen) {
					return true
				}
			}
		}
	}
	return false
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
