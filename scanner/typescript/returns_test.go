package typescript

import (
	"slices"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestOwnReturnedValuesIsReturnedValues checks, for every function of the fixtures, that the
// walk that skips the subtrees without "return" finds the returns the whole walk finds, in order.
func TestOwnReturnedValuesIsReturnedValues(t *testing.T) {
	funcs, returns := 0, 0
	// Returns in odd places, and broken code, where tree-sitter recovers with errors and missing
	// tokens.
	odd := []string{
		"function a(x) { if (x) return 1; else { for (;;) { try { return g(() => { return 2 }) } finally {} } } }",
		"function b() { const C = class { static { return 3 } }; return }",
		"function c() { return ( }",
		"function d() { retur 1; return; }",
		"function e() { x = { return: 1, y: `return ${z}` } }",
		"function f() { if (x) { g( } else return 4 }",
		"const h = async () => { switch (x) { case 1: return 5; default: { return } } }",
		"class K { m() { label: while (x) return 6 } }",
	}
	eachFixtureFile(t, odd, func(s benchFile, f *file) {
		walkAll(f.root, func(fn *sitter.Node) {
			if !isFunction(fn) {
				return
			}
			funcs++
			want := returnedValues(fn)
			returns += len(want)
			if got := f.ownReturnedValues(fn); !slices.EqualFunc(got, want, func(a, b *sitter.Node) bool { return a.ID() == b.ID() }) {
				t.Errorf("%s:%d: the function's returns are %d, want %d", s.path, line(fn), len(got), len(want))
			}
		})
	})
	if funcs == 0 || returns == 0 {
		t.Errorf("%d functions, %d returns: the fixtures test nothing", funcs, returns)
	}
}

// returnedValues is the whole walk that ownReturnedValues must agree with: every node of the
// function's own body, nested functions left out.
func returnedValues(fn *sitter.Node) []*sitter.Node {
	body := functionBody(fn)
	if body == nil {
		return nil
	}
	if body.Type() != "statement_block" {
		return []*sitter.Node{body}
	}
	var out []*sitter.Node
	walkOwn(body, func(n *sitter.Node) {
		if n.Type() == "return_statement" {
			if v := n.NamedChild(0); v != nil {
				out = append(out, v)
			} else {
				out = append(out, n)
			}
		}
	})
	return out
}
