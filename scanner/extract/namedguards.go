package extract

import (
	"slices"
	"strings"
)

// Decorators whose wrapper answers some classes of what the function it wraps raises
// (Summary.CatchNames), in a module other than the decorated function's:
//
//	tools/_common.py:  def kegg_tool(fn):
//	                       async def wrapper(*args, **kwargs):
//	                           try:
//	                               return await fn(*args, **kwargs)
//	                           except KEGGAPIError as exc:
//	                               return ErrorResult(error=str(exc), ...)
//	tools/genes.py:    @mcp.tool()
//	                   @kegg_tool
//	                   async def get_gene(...): ...
//
// A raise that the decorated function reaches goes through the wrapper only when none of the
// classes it names catches it, matched as the except clauses around a call are (Call.Catches,
// catchPasses): a raise of a known class none of them names reaches the tool's client; one of
// unknown class is taken as caught, as around a call.

// noGuardNames marks a key whose definitions name different classes.
const noGuardNames sym = -1

// addGuardNames notes the classes a decorator's wrapper names. Two definitions of one key that
// differ leave the key with none, whatever the order they come in.
func (ix *Index) addGuardNames(key sym, names []string) {
	if ix.guardNames == nil {
		ix.guardNames = map[sym]sym{}
	}
	v := ix.intern(strings.Join(names, underSep))
	if old, ok := ix.guardNames[key]; ok && old != v {
		v = noGuardNames
	}
	ix.guardNames[key] = v
}

// namesOf returns the joined classes a decorator of keys names (Summary.CatchNames), or 0.
func (ix *Index) namesOf(keys []sym) sym {
	k := ix.resolveKey(keys)
	if k == 0 {
		return 0
	}
	if v := ix.guardNames[k]; v != noGuardNames {
		return v
	}
	return 0
}

// namedGuarded reports whether a guard of d (Summary.Guards) whose wrapper names classes
// catches a raise that reaches d on a chain of calls from it: passes says whether a raise goes
// through except clauses naming them (nil: of unknown class, caught). The guard's own raise
// (a chain that starts with the call of that guard) is not.
func (ix *Index) namedGuarded(d *def, chain []edge, passes func(edge) bool) bool {
	for _, g := range d.more().guards {
		names := ix.namesOf(g)
		if names == 0 {
			continue
		}
		if len(chain) > 0 && slices.Contains(g, chain[0].to) {
			continue
		}
		if passes == nil || !passes(edge{catches: names}) {
			return true
		}
	}
	return false
}

// allNamedGuarded is namedGuarded for every definition of a function, as allGuarded is
// guarded: another file's registration says nothing of what wraps it.
func (ix *Index) allNamedGuarded(key sym, chain []edge, passes func(edge) bool) bool {
	n := 0
	for _, d := range ix.defs[key] {
		if d.registration {
			continue
		}
		if !ix.namedGuarded(d, chain, passes) {
			return false
		}
		n++
	}
	return n > 0
}

// toolNamedGuarded is toolGuarded for the guards that name classes.
func (ix *Index) toolNamedGuarded(d *def, key sym, chain []edge, passes func(edge) bool) bool {
	return ix.namedGuarded(d, chain, passes) || d.registration && ix.allNamedGuarded(key, chain, passes)
}

// namedGuardCatches reports whether one of the guards calls names (Pending.Keys and AnyOf of a
// raise in a tool's own body) names classes that catch the raise (Pending.NamedGuards).
func (ix *Index) namedGuardCatches(calls [][]string, as, not []string) bool {
	for _, keys := range calls {
		names := ix.namesOf(ix.lookupAll(keys))
		if names == 0 {
			continue
		}
		if len(as) == 0 && len(not) == 0 || !ix.catchPasses(edge{catches: names}, as, not) {
			return true
		}
	}
	return false
}
