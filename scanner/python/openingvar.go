package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A text that opens with a failure text held in a variable, and adds to it:
//
//	if changed:
//	    msg = "Error: the page changed since it was read.\n\n"
//	    ...
//	    return msg + f"Here is the page again:\n{page}", ranges
//
// The answer opens as msg does: an error text, whatever details follow it.

// softOpening is softValue for a + whose first operand is a name (openingName): the failure
// text that name may hold, when the text as a whole does not report success.
func (c *fileCtx) softOpening(v *sitter.Node, depth int) soft {
	id := c.openingName(v)
	if id == nil {
		return soft{}
	}
	sv := c.softVariable(id, depth) // the name stands where the text does, as softValue reads one
	if sv.why == "" || !isTextShape(sv.shape) {
		return soft{}
	}
	sv.why += " that the answer opens with"
	return sv
}

// openingName returns the name a chain of + opens with (msg of msg + "\n" + details), or nil.
func (c *fileCtx) openingName(v *sitter.Node) *sitter.Node {
	for depth := 0; depth < maxDepth; depth++ {
		v = unparen(v)
		if v == nil || extract.Type(v) != "binary_operator" || string(c.bytesOf(extract.Field(v, "operator"))) != "+" {
			break
		}
		v = unparen(extract.Field(v, "left"))
		if v != nil && extract.Type(v) == "identifier" {
			return v
		}
	}
	return nil
}
