package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A helper's guard against a blank string argument, which callers that pass a literal rule out:
//
//	def envelope(results, kind: str):
//	    if not kind or not kind.strip():
//	        raise ValidationError("kind cannot be empty")   # dead: every call names a kind
//	    ...
//	envelope(rows, "incidents")
//
// `not p.strip()` (lstrip, rstrip too) holds of a parameter p that is blank: it lacks
// extract.ArgNonBlank, which a string literal with a character other than white space has
// (literalKnown). A None p fails with AttributeError before the test, so the test holds of no
// None. Any other value a call passes (a variable, a tool's own argument) may be blank, and the
// raise stands for it.

// blankTest reads the call `p.strip()` (or lstrip, rstrip, with no arguments) on a value p: p,
// and false for any other call.
func (c *fileCtx) blankTest(call *sitter.Node) (*sitter.Node, bool) {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return nil, false
	}
	switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
	case "strip", "lstrip", "rstrip":
	default:
		return nil, false
	}
	if kw, pos := c.arguments(call); len(kw) != 0 || len(pos) != 0 {
		return nil, false
	}
	return extract.Field(fn, "object"), true
}
