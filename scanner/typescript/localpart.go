package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// localPartSource returns, for sourceCall, the call a local constant's value comes from when
// the constant holds a part of another local's value, with fallbacks: `const text =
// result.humanReadable ?? result.summary ?? "Résultat calculé."` after `const result = await
// computeAvailability(args)`, read as `text: result.summary` is. The first operand of a `??` or
// `||` chain is the value whenever the call gives it one; the fallbacks are the file's own. The
// variable reaches the value through members only (not a call on it, `result.items.join(",")`,
// nor the variable itself, which sourceCall already follows), and not itself (`const text =
// text.summary` in a shadowing scope).
func (f *file) localPartSource(v, val, ret, fn *sitter.Node, depth int) *sitter.Node {
	left := val
	for left != nil && extract.Type(left) == "binary_expression" {
		op := text(extract.Field(left, "operator"), f.Src)
		if op != "??" && op != "||" {
			return nil
		}
		left = unwrap(extract.Field(left, "left"))
	}
	if left == nil || (extract.Type(left) != "member_expression" && extract.Type(left) != "subscript_expression") {
		return nil
	}
	obj := chainRoot(left)
	if obj == nil || extract.Type(obj) != "identifier" || extract.Content(obj, f.Src) == extract.Content(v, f.Src) {
		return nil
	}
	// The chain's own tests of members (`result.humanReadable ?? ...`) pick which part of the
	// value travels, and tell no failure: the variable is judged for the tests before the
	// constant, then for those after it up to the return.
	decl := f.parent(val)
	if decl == nil || extract.Type(decl) != "variable_declarator" {
		return nil
	}
	call := f.sourceCall(obj, decl, fn, depth+1)
	if call == nil || f.failureTested(extract.Content(obj, f.Src), decl, ret) {
		return nil
	}
	return call
}
