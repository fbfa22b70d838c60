package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper that refuses an empty list, called only with lists that are never empty:
//
//	sendOne(text)      { return packMany([text]); }        // an array literal with an element
//	sendBatch(items)   { return packMany(items); }         // items: z.array(z.string()).min(1)
//	packMany(items)    { if (items.length === 0) throw new Error("nothing to pack"); ... }
//
// The call that passes an array literal with an element that is no spread records that its
// length is at least 1 (a shape of the argument's ".length", with ArgTruthy) and that the
// array itself is a truthy non-empty array; the helper's test (`p.length === 0`, `p.length <
// 1`, `!p.length`: schematests.go) is then ruled out for that call as a schema's `.min(1)`
// rules it out for a call that hands on a validated member (refined.go). The index decides
// each call by its own shapes (extract/argfacts.go), so a helper whose calls pass a literal
// here and a bounded member there drops the throw; a spread alone, an empty literal, a
// variable (whatever it was bound to: arrays are changed in place) or any other value keeps it.

// filledLiteralShapes returns, for each argument of a call that is an array literal with an
// element other than a spread, that its length is at least 1.
func (f *file) filledLiteralShapes(call *sitter.Node) []extract.ArgShape {
	args := extract.Field(call, "arguments")
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	var out []extract.ArgShape
	for j, a := range positionalArgs(args) {
		a = unwrapTypes(a)
		if a == nil || extract.Type(a) != "array" || !filledArray(a) {
			continue
		}
		const facts = extract.ArgNonNull | extract.ArgTruthy | extract.ArgArray | extract.ArgNonEmpty
		out = append(out,
			extract.ArgShape{Param: j, Facts: facts},
			extract.ArgShape{Param: j, Path: ".length", Facts: extract.ArgNonNull | extract.ArgTruthy | extract.ArgNumber,
				Range: extract.NumRange{}.AtLeast(1, false)})
	}
	return out
}

// filledArray reports whether an array literal holds an element that is no spread (and so has
// a length of at least 1).
func filledArray(a *sitter.Node) bool {
	for i := 0; i < int(extract.NamedChildCount(a)); i++ {
		if c := extract.NamedChild(a, i); extract.Type(c) != "comment" && extract.Type(c) != "spread_element" {
			return true
		}
	}
	return false
}
