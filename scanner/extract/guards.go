package extract

import (
	"slices"
	"strings"
)

// Predicates that guard a call. A raise in a function often tests the state of its own class or
// module (`if env is None: raise RuntimeError(...)`, env read from a class variable) that a
// sibling predicate returns (`def has_current(): return X._current.get() is not None`), and
// every caller asks the predicate first (`X.current() if X.has_current() else fallback`): then
// the raise never runs. The language records at each call the predicates known to hold there
// (Call.Under), and on the pending finding of the raise the predicates under which it does not
// run (Pending.SkipsUnder); the index walks from the function to the tools only through the
// calls that none of them guards. A call through a value, or from outside the root, records
// no predicate, and a function that is a tool itself stands as before.

// underSep joins the predicates of a call in its edge, which stays comparable.
const underSep = "\x00"

// guardedAway reports whether one of the predicates a call runs under (joined by underSep) is
// one under which the raise does not run.
func guardedAway(under string, skips []string) bool {
	if under == "" {
		return false
	}
	for _, u := range strings.Split(under, underSep) {
		if slices.Contains(skips, u) {
			return true
		}
	}
	return false
}

// underOf returns the predicates that hold wherever a call runs, joined by underSep: its
// Under, its QuietUnder when none of the calls its Tried names may raise, and its KeptUnder
// when every function its Kept names keeps a coroutine function one (KeepsCoroutine).
func (ix *Index) underOf(e edge) string {
	parts := []string{ix.str(e.under)}
	if e.quiet != nil && !ix.mayRaise(e.quiet.calls) {
		parts = append(parts, ix.str(e.quiet.under))
	}
	if e.kept != nil && ix.allHave(e.kept.calls, KeepsCoroutine) {
		parts = append(parts, ix.str(e.kept.under))
	}
	if parts[0] == "" {
		parts = parts[1:]
	}
	return strings.Join(parts, underSep)
}
