package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The binding's Node methods the rules call most, each in one call into C with no cgocheck, or
// none (extract's nodecalls.go); a test in extract checks each against its method.

// fieldChild returns n.ChildByFieldName(name) (extract.Field).
func fieldChild(n *sitter.Node, name string) *sitter.Node { return extract.Field(n, name) }

// startByte returns n.StartByte() (extract.StartByte).
func startByte(n *sitter.Node) uint32 { return extract.StartByte(n) }

// endByte returns n.EndByte() (extract.EndByte).
func endByte(n *sitter.Node) uint32 { return extract.EndByte(n) }

// nodeType returns n.Type() (extract.Type).
func nodeType(n *sitter.Node) string { return extract.Type(n) }

// nodeContent returns n.Content(src) (extract.Content).
func nodeContent(n *sitter.Node, src []byte) string { return extract.Content(n, src) }

// namedChild returns n.NamedChild(i) (extract.NamedChild).
func namedChild(n *sitter.Node, i int) *sitter.Node { return extract.NamedChild(n, i) }

// namedChildCount returns n.NamedChildCount() (extract.NamedChildCount).
func namedChildCount(n *sitter.Node) uint32 { return extract.NamedChildCount(n) }

// allNamed returns n's named children, in order, comments included (extract.NamedChildren).
func allNamed(n *sitter.Node) []*sitter.Node { return extract.NamedChildren(n) }
