package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// symbolSet holds the grammar symbols of the three dialects whose name is one of a few node
// types, so that a hot test (isFunction at every node walkOwn visits, unwrap at every value
// it is given) rejects most nodes by their symbol alone: Node.Type is a cgo call that copies
// the name into a new string, Node.Symbol a cgo call that returns a number. A node's symbol
// names its type in its own grammar, but a node does not tell which of the three grammars it
// belongs to: a symbol in the set may be another type in another grammar, so a node that
// passes is still tested by its type's name. (Symbol returns the public symbol, which has the
// same name as the node's own.)
type symbolSet [1 << 16 / 64]uint64

// newSymbolSet returns the set of the symbols named one of names in any of the dialects.
func newSymbolSet(names ...string) *symbolSet {
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	s := &symbolSet{}
	for _, d := range []extract.Dialect{extract.TypeScriptDialect, extract.TSXDialect, extract.JavaScriptDialect} {
		l := grammar(d)
		for i := uint32(0); i < l.SymbolCount(); i++ {
			if want[l.SymbolName(sitter.Symbol(i))] {
				s[i/64] |= 1 << (i % 64)
			}
		}
	}
	return s
}

// mayHold reports whether n may be of one of the set's types: false means it is not.
func (s *symbolSet) mayHold(n *sitter.Node) bool {
	sym := uint32(n.Symbol())
	return s[sym/64]&(1<<(sym%64)) != 0
}
