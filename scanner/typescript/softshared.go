package typescript

import (
	"fmt"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A result variable that a low-level dispatcher sets in each case and serializes in one shared
// return:
//
//	let result: any;
//	switch (name) {
//	case "get_recipe": result = await recipes.getRecipe(args); break;
//	case "add_item": result = await lists.addItem(args); break;
//	}
//	return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
//
// Each case's call is a source of the value (assignedCalls, softassigned.go), through
// JSON.stringify, String or the file's own serializer. The finding stands at the shared return:
// that is where the fix goes once for every tool (`isError: result.success === false`), and the
// failure returns of each callee (`catch (e) { return { success: false, error: {...} } }`) are
// its related places, every one of them (Pending.AnyOf).

// serializedOperand returns what a text serializes: the first argument of String(x),
// JSON.stringify(x, ...) or a serializer of the file's (isSerializer), the variable both
// branches of a ternary serialize (eitherOperand), or v itself.
func (f *file) serializedOperand(v *sitter.Node) *sitter.Node {
	if o := f.eitherOperand(v); o != nil {
		return o // softclient.go
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return v
	}
	callee := extract.Field(v, "function")
	if text(callee, f.Src) == "String" || isJSONStringify(callee, f.Src) || f.isSerializer(callee) {
		return unwrap(argument(extract.Field(v, "arguments"), 0))
	}
	return v
}

// maxNamedSources is how many of the calls a value may come from a message names; the rest
// are counted (every one of them is in Related).
const maxNamedSources = 3

// withOtherSources adds the other calls a value may come from to a message's name of the first
// ("this.db.cloneTable or this.db.copyTableData or 2 more calls") and their keys to anyOf.
func (f *file) withOtherSources(name string, others []*sitter.Node, anyOf [][]string) (string, [][]string) {
	for i, o := range others {
		oc := extract.Field(o, "function")
		if ks := f.edgeKeys(oc); len(ks) > 0 {
			anyOf = append(anyOf, ks)
		}
		if i < maxNamedSources-1 {
			name += " or " + clip(text(oc, f.Src))
		}
	}
	if n := len(others) - (maxNamedSources - 1); n > 0 {
		name += fmt.Sprintf(" or %d more calls", n)
	}
	return name, anyOf
}
