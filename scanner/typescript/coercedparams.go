package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper's check of a local that only normalizes a parameter. A client method often wraps what
// it was handed before it tests it:
//
//	async addMembers(chat, userIds) {
//		const users = Array.isArray(userIds) ? userIds : [userIds];
//		if (!users.length) throw new Error("userIds must include at least one entry"); // dead under z.array().min(1)
//	async markRead(chat, messageId) {
//		const id = Number(messageId);
//		if (!Number.isInteger(id) || id <= 0) throw new Error("messageId must be a positive integer"); // dead under z.number().int().positive()
//
// The local is the parameter itself whenever the parameter already is what the wrapping makes of
// it (an array; a number), so a test of the local runs for a call only when the test of the
// parameter may, or the parameter may be something else: schemaRunsIf reads the test as that
// disjunction, and a call whose schema says the parameter is an array (a number) and rules the
// test out drops. Only a const initialized so, of a parameter the helper never writes.

// testedPath returns the parameter of fn a tested value is, or is inside, and the path to it
// (valuePath), or else, for a const that normalizes a parameter (or its .length), that
// parameter, with the test to add to the disjunction: that the parameter is not already what the
// normalization makes. Of a Number() const, only the value itself.
func (f *file) testedPath(v, fn *sitter.Node) (int, string, []extract.ArgTest, bool) {
	if i, path, ok := f.valuePath(v, fn, 0); ok {
		return i, path, nil, true
	}
	v, suffix := unwrap(v), ""
	if v != nil && extract.Type(v) == "member_expression" && text(extract.Field(v, "property"), f.Src) == "length" {
		v, suffix = unwrap(extract.Field(v, "object")), ".length"
	}
	// Number(p) has no length: only the array's is the parameter's.
	if i, lacks := f.normalizedParam(v, fn); i >= 0 && (suffix == "" || lacks == extract.ArgArray) {
		return i, suffix, []extract.ArgTest{{Param: i, Lacks: lacks}}, true
	}
	return 0, "", nil, false
}

// normalizedParam returns the parameter of fn that a const identifier holds normalized, with
// the fact the parameter lacks when the const differs from it: `Array.isArray(p) ? p : [p]`
// (ArgArray) or `Number(p)` (ArgNumber); -1 otherwise.
func (f *file) normalizedParam(id, fn *sitter.Node) (int, extract.ArgFact) {
	if id == nil || extract.Type(id) != "identifier" {
		return -1, 0
	}
	d := f.resolve(extract.Content(id, f.Src), id)
	if d == nil || !isInside(d, fn) || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return -1, 0
	}
	val := unwrap(extract.Field(d, "value"))
	if val == nil {
		return -1, 0
	}
	switch extract.Type(val) {
	case "call_expression":
		args := extract.Field(val, "arguments")
		if text(extract.Field(val, "function"), f.Src) != "Number" || args == nil || extract.NamedChildCount(args) != 1 {
			return -1, 0
		}
		if i := f.intactParam(fn, argument(args, 0)); i >= 0 {
			return i, extract.ArgNumber
		}
	case "ternary_expression":
		cond := unwrap(extract.Field(val, "condition"))
		yes, no := unwrap(extract.Field(val, "consequence")), unwrap(extract.Field(val, "alternative"))
		if cond == nil || yes == nil || no == nil || extract.Type(cond) != "call_expression" ||
			text(extract.Field(cond, "function"), f.Src) != "Array.isArray" || extract.Type(no) != "array" ||
			extract.NamedChildCount(no) != 1 {
			return -1, 0
		}
		i := f.intactParam(fn, yes)
		p := extract.Content(yes, f.Src)
		if i >= 0 && f.unchangedInside(fn, extract.Content(id, f.Src)) && text(argument(extract.Field(cond, "arguments"), 0), f.Src) == p &&
			text(extract.NamedChild(no, 0), f.Src) == p {
			return i, extract.ArgArray
		}
	}
	return -1, 0
}
