package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Texts built by + concatenation read as the text they build, as a template's are:
//
//	"❌ Failed to deploy\n\n" + `**Error:** ${message}\n\n` + "**Next Steps:**\n" + "• ..."
//
// reads "❌ Failed to deploy\n\n**Error:** …\n\n**Next Steps:**\n• ...", each part that is no
// literal written "…" as a template's substitution is. A chain of any length is read: its
// parts nest to the left, one level per +.

// concatText returns the text a + concatenation builds (concatParts) with each part that is
// no string or template literal replaced by finding.Hole, and whether n is such a concatenation with a
// literal part.
func concatText(n *sitter.Node, src []byte) (string, bool) {
	parts := concatParts(n)
	if parts == nil {
		return "", false
	}
	var b strings.Builder
	literal := false
	for _, p := range parts {
		if s, ok := staticText(p, src); ok {
			b.WriteString(s)
			literal = true
			continue
		}
		b.WriteString(finding.Hole)
	}
	return b.String(), literal
}

// concatParts returns the operands of a + chain from left to right, chains in parentheses (or
// type assertions) flattened, or nil when n is no + expression.
func concatParts(n *sitter.Node) []*sitter.Node {
	n = unwrapTypes(n)
	if !isConcat(n) {
		return nil
	}
	var out []*sitter.Node
	// The left spine is as long as the chain: walk it without recursion, then add each right
	// operand on the way back.
	var rights []*sitter.Node
	for isConcat(n) {
		rights = append(rights, extract.Field(n, "right"))
		n = unwrapTypes(extract.Field(n, "left"))
	}
	out = append(out, n)
	for i := len(rights) - 1; i >= 0; i-- {
		if r := unwrapTypes(rights[i]); isConcat(r) {
			out = append(out, concatParts(r)...)
		} else {
			out = append(out, r)
		}
	}
	return out
}

// isConcat reports whether n is a binary + expression.
func isConcat(n *sitter.Node) bool {
	if n == nil || extract.Type(n) != "binary_expression" {
		return false
	}
	op := extract.Field(n, "operator")
	return op != nil && extract.Type(op) == "+"
}
