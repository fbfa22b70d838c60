package typescript

import (
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// TestSymbolSetsHoldTheirTypes checks, at every node (named or not) of the fixtures, that a
// symbol set never rejects a node of one of its types: the sets only skip the type's name for
// nodes that cannot be one, so isFunction and unwrap answer as the names alone would.
func TestSymbolSetsHoldTheirTypes(t *testing.T) {
	sets := []struct {
		set   *extract.SymbolSet
		types map[string]bool
	}{
		{functionSymbols, map[string]bool{"function_declaration": true, "function_expression": true, "function": true,
			"arrow_function": true, "method_definition": true, "generator_function_declaration": true, "generator_function": true}},
		{wrapperSymbols, map[string]bool{"parenthesized_expression": true, "as_expression": true, "satisfies_expression": true,
			"non_null_expression": true, "type_assertion": true, "await_expression": true}},
	}
	held := make([]int, len(sets))
	for _, s := range benchSources(t) {
		p := sitter.NewParser()
		p.SetLanguage(grammar(s.dialect))
		tree := p.Parse(nil, s.src)
		var walk func(n *sitter.Node)
		walk = func(n *sitter.Node) {
			for i, set := range sets {
				if set.types[n.Type()] {
					held[i]++
					if !set.set.Holds(n) {
						t.Fatalf("%s: a %s at %d:%d is not in its symbol set", s.path, n.Type(), line(n), column(n))
					}
				}
			}
			for i := 0; i < int(n.ChildCount()); i++ {
				walk(n.Child(i))
			}
		}
		walk(tree.RootNode())
		tree.Close()
		p.Close()
	}
	for i, n := range held {
		if n == 0 {
			t.Errorf("set %d: no node of its types in the fixtures", i)
		}
	}
}
