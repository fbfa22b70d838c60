package python

import (
	"maps"
	"slices"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
)

// TestPrunedWalksAreTheWalk checks the walks that leave expressions out (tokens.go) against
// walkScope, on every function of the Python fixtures (MCPERR_BENCH_CORPUS replaces them) and
// of bindings in odd places: bindings finds what a walk of every node finds, and walkStatements
// meets every statement that walkScope meets.
func TestPrunedWalksAreTheWalk(t *testing.T) {
	odd := `
def outer(a):
    u: int
    self.h: Handler
    f(x, key=(w := 1), other=[m for m in rows], s=f"{(fw := 2)}")
    print(*(y for y in rows if (yn := y)))
    with (open(a) as fh, ctx() as g): pass
    match a:
        case [1, *rest] as whole: pass
    if ok: b1, b2 = pair
    return {"k": [(cw := e) for e in rows]}
`
	stmts := []string{"assignment", "augmented_assignment", "return_statement", "raise_statement",
		"break_statement", "continue_statement", "class_definition", "function_definition"}
	eachNodeWithOdd(t, odd, func(c *fileCtx, f *extract.File, n *sitter.Node) {
		if n.Type() != "function_definition" {
			return
		}
		want := map[string][]*sitter.Node{}
		walkScope(extract.Field(n, "body"), func(x *sitter.Node) {
			if bindingSymbols.Holds(x) {
				for _, name := range c.boundNames(x) {
					want[name] = append(want[name], x)
				}
			}
		})
		if got := c.bindings(n); !maps.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%s:%d: bindings = %v, the walk finds %v", f.Path, n.StartPoint().Row+1, got, want)
		}
		var walked []*sitter.Node
		walkStatements(n, func(x *sitter.Node) { walked = append(walked, x) })
		walkScope(n, func(x *sitter.Node) {
			if slices.Contains(stmts, extract.Type(x)) && !slices.Contains(walked, x) {
				t.Errorf("%s:%d: walkStatements misses a %s", f.Path, x.StartPoint().Row+1, extract.Type(x))
			}
		})
	})
}

// TestExprNames checks that each of exprNames is a named type of the grammar.
func TestExprNames(t *testing.T) {
	lang := python.GetLanguage()
	for _, name := range exprNames {
		found := false
		for i := uint32(0); i < lang.SymbolCount(); i++ {
			found = found || lang.SymbolName(sitter.Symbol(i)) == name && lang.SymbolType(sitter.Symbol(i)) == sitter.SymbolTypeRegular
		}
		if !found {
			t.Errorf("%q is no named type of the Python grammar", name)
		}
	}
}
