package extract

import "github.com/mcperr/mcperr/scanner/finding"

// Link counts, across all files of one language, the calls that reach each helper, and records
// the count as Site.Uses on every site the helper builds. A call of a wrapper (Helper.Via) counts
// for the helper the wrapper passes on. It returns the counts by pathKey, for the sites of the
// pending findings that stand (SetUses), and how many calls reached a helper.
func Link(results []Result) (map[string]int, int) {
	var helpers []Helper
	for _, r := range results {
		helpers = append(helpers, r.Helpers...)
	}
	helperPath := HelperPaths(helpers)
	uses := map[string]int{}
	total := 0
	for _, r := range results {
		for _, c := range r.Calls {
			if pk, ok := helperPath[c.Key]; ok {
				uses[pk]++
				total++
			}
		}
	}
	for _, r := range results {
		for i := range r.Findings {
			SetUses(&r.Findings[i], uses)
		}
	}
	return uses, total
}

// HelperPaths maps each key that a call may name to the pathKey its calls count for: every
// helper's, and every wrapper's whose returns all reach a helper. Given the helpers of all files
// of one language, in the files' order, it is what Link resolves calls with; a driver that does
// not keep whole Results (the scanner's core, which spills findings and calls to disk) counts
// calls with it. When two helpers share a key, the later one's pathKey wins; of two wrappers,
// the first.
func HelperPaths(helpers []Helper) map[string]string {
	helperPath := map[string]string{}
	wrappers := map[string][][]string{}
	for _, h := range helpers {
		if len(h.Via) > 0 {
			if _, ok := wrappers[h.Key]; !ok {
				wrappers[h.Key] = h.Via
			}
			continue
		}
		helperPath[h.Key] = h.PathKey
	}
	resolveWrappers(helperPath, wrappers)
	return helperPath
}

// maxWrapperDepth bounds chains of wrappers (and breaks cycles of mutually recursive ones).
const maxWrapperDepth = 8

// resolveWrappers adds to helperPath the path of every wrapper whose returns all reach a helper.
// A key that is a helper stays one: a wrapper entry never overrides it.
func resolveWrappers(helperPath map[string]string, wrappers map[string][][]string) {
	var resolve func(key string, depth int) (string, bool)
	resolve = func(key string, depth int) (string, bool) {
		if pk, ok := helperPath[key]; ok {
			return pk, true
		}
		via, ok := wrappers[key]
		if !ok || depth >= maxWrapperDepth {
			return "", false
		}
		preferred := ""
		for i, ret := range via {
			pk, found := "", false
			for _, k := range ret {
				if pk, found = resolve(k, depth+1); found {
					break
				}
			}
			if !found {
				return "", false
			}
			if i == 0 {
				preferred = pk
			}
		}
		return preferred, true
	}
	resolved := map[string]string{}
	for key := range wrappers {
		if _, isHelper := helperPath[key]; isHelper {
			continue
		}
		if pk, ok := resolve(key, 0); ok {
			resolved[key] = pk
		}
	}
	for k, pk := range resolved {
		helperPath[k] = pk
	}
}

// SetUses records on f's site the count of calls that reached its pathKey, if uses has one.
func SetUses(f *finding.Finding, uses map[string]int) {
	if f.Site == nil {
		return
	}
	if n, ok := uses[f.Site.PathKey]; ok {
		f.Site.Uses = n
	}
}
