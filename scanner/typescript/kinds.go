package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// newSymbolSet returns the set of the symbols named one of names in any of the three dialects:
// a node that passes may still be another type in another grammar, and is tested by its type's
// name too (extract.SymbolSet).
func newSymbolSet(names ...string) *extract.SymbolSet {
	var langs []*sitter.Language
	for _, d := range []extract.Dialect{extract.TypeScriptDialect, extract.TSXDialect, extract.JavaScriptDialect} {
		langs = append(langs, grammar(d))
	}
	return extract.NewSymbolSet(langs, names...)
}
