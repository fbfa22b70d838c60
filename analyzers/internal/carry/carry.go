// Package carry gathers what the package facts of the packages a pass's package imports hold,
// directly or not. go vet hands a package the package facts of its direct imports only (a
// package fact is never passed on), while mcperr vet's checker hands it those of every package
// below; a fact that carries the entries of its imports' facts next to its own reads the same
// under both.
package carry

import (
	"go/types"
	"sort"

	"golang.org/x/tools/go/analysis"
)

// Gather returns the entries that the package facts of the pass's imports hold, each key once
// (the first seen: a fact's own entries before those it carries) and sorted by key. entries
// gives a fact's entries, its own (made entries of its package pkg) and those it carries, and
// none for a fact of another kind.
func Gather[E any](pass *analysis.Pass, entries func(pkg *types.Package, f analysis.Fact) []E, key func(E) string) []E {
	seen := map[string]bool{}
	var out []E
	for _, pf := range pass.AllPackageFacts() {
		if pf.Package == pass.Pkg {
			continue
		}
		for _, e := range entries(pf.Package, pf.Fact) {
			if k := key(e); !seen[k] {
				seen[k] = true
				out = append(out, e)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return key(out[i]) < key(out[j]) })
	return out
}
