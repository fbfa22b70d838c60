package extract

import sitter "github.com/smacker/go-tree-sitter"

// SymbolSet holds the grammar symbols whose name is one of a few node types, so that a hot test
// rejects most nodes by their symbol alone: Node.Type is a cgo call that copies the name into a
// new string, Node.Symbol a cgo call that returns a number. (Symbol returns the public symbol,
// which has the same name as the node's own.) Built over several grammars (TypeScript's three
// dialects), a symbol in the set may be another type in another grammar: a node that passes is
// then still tested by its type's name; over one grammar the set is exact.
type SymbolSet [1 << 16 / 64]uint64

// NewSymbolSet returns the set of the symbols named one of names in any of langs.
func NewSymbolSet(langs []*sitter.Language, names ...string) *SymbolSet {
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	s := &SymbolSet{}
	for _, l := range langs {
		for i := uint32(0); i < l.SymbolCount(); i++ {
			if want[l.SymbolName(sitter.Symbol(i))] {
				s[i/64] |= 1 << (i % 64)
			}
		}
	}
	return s
}

// Has reports whether sym is one of the set's symbols.
func (s *SymbolSet) Has(sym sitter.Symbol) bool {
	i := uint32(sym)
	return int(i/64) < len(s) && s[i/64]&(1<<(i%64)) != 0
}

// Holds reports whether n's symbol is one of the set's: n is of one of its types when the set
// was built over n's grammar alone, and may be otherwise.
func (s *SymbolSet) Holds(n *sitter.Node) bool { return s.Has(Symbol(n)) }
