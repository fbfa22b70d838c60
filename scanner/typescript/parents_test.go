package typescript

import (
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestNamedSiblingsArePrevNamedSiblings checks, for every named node of the fixtures (and of
// MCPERR_TS_BENCH_DIR), that namedSiblings gives the siblings the chain of PrevNamedSibling
// calls gives, in the same order.
func TestNamedSiblingsArePrevNamedSiblings(t *testing.T) {
	// Siblings in odd places: comments, empty statements, broken code, zero-width nodes.
	odd := []string{
		"function a() { ;; /* c */ ; x(); // d\n ;; }",
		"switch (x) { case 1: case 2: f(); // e\n default: }",
		"function b() { if (x { y( } ; z }",
		"const c = [1, , 2, /* f */ 3]; const d = { a, b: 1, ...e }",
		"class K { m() {} ; n() {} }",
	}
	checked := 0
	eachFixtureFile(t, odd, func(s benchFile, f *file) {
		walkAll(f.root, func(n *sitter.Node) {
			checked++
			sibs, i := f.namedSiblings(n)
			if i < 0 || i >= len(sibs) || !same(sibs[i], n) {
				t.Errorf("%s:%d: %s is not at its index among its siblings", s.path, line(n), n.Type())
				return
			}
			j := i - 1
			for want := n.PrevNamedSibling(); want != nil; want, j = want.PrevNamedSibling(), j-1 {
				if j < 0 || !same(sibs[j], want) {
					t.Errorf("%s:%d: a sibling before %s differs from PrevNamedSibling's", s.path, line(n), n.Type())
					return
				}
			}
			if j != -1 {
				t.Errorf("%s:%d: %d siblings before %s beyond PrevNamedSibling's", s.path, line(n), j+1, n.Type())
			}
		})
	})
	if checked == 0 {
		t.Error("no node: the fixtures test nothing")
	}
}
