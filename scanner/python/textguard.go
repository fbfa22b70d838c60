package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A tool that hands on what a callee returns only when it is not a dict passes on no
// {"error": ...} object the callee returns, only failure text:
//
//	data = get_client_details.func(client_id)   # failures come back as {"error": ...}
//	if not isinstance(data, dict):
//	    return data                              # a list of rows; never the error object
//
// Such a return needs the callee's SoftText, not its SoftFailure.

// isTextShape reports whether a failure of this shape is not an object: text, or a value whose
// shape the file does not show.
func isTextShape(s finding.Shape) bool { return s != finding.Structured }

// dictTypes are the types whose isinstance test an {"error": ...} object passes.
var dictTypes = map[string]bool{"dict": true, "Dict": true, "Mapping": true, "MutableMapping": true, "typing.Dict": true,
	"collections.abc.Mapping": true, "typing.Mapping": true}

// passesNoDict reports whether a returned variable leaves only in the body of an if whose
// condition is `not isinstance(v, dict)` (or `isinstance(v, str)`), the if nearest the return
// in its function.
func (c *fileCtx) passesNoDict(v *sitter.Node) bool {
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return false
	}
	name := c.text(v)
	for p := extract.Parent(v); p != nil && extract.Type(p) != "function_definition"; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "elif_clause", "else_clause", "case_clause", "while_statement", "for_statement", "with_statement", "try_statement":
			return false
		case "if_statement":
			body := extract.Field(p, "consequence")
			if body == nil || extract.StartByte(v) < extract.StartByte(body) || extract.EndByte(v) > extract.EndByte(body) {
				return false
			}
			return c.excludesDict(unparen(extract.Field(p, "condition")), name)
		}
	}
	return false
}

// excludesDict reports whether a condition holds only for a value called name that is not a
// dict: not isinstance(name, dict), not isinstance(name, (dict, ...)), isinstance(name, str).
func (c *fileCtx) excludesDict(cond *sitter.Node, name string) bool {
	negated := false
	if cond != nil && extract.Type(cond) == "not_operator" {
		negated, cond = true, unparen(extract.Field(cond, "argument"))
	}
	if cond == nil || extract.Type(cond) != "call" || string(c.bytesOf(extract.Field(cond, "function"))) != "isinstance" {
		return false
	}
	pos := c.positional(cond)
	if len(pos) != 2 || string(c.bytesOf(unparen(pos[0]))) != name {
		return false
	}
	types := []*sitter.Node{unparen(pos[1])}
	if t := types[0]; extract.Type(t) == "tuple" {
		types = types[:0]
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			types = append(types, extract.NamedChild(t, i))
		}
	}
	hasDict, allText := false, true
	for _, t := range types {
		name := c.text(t)
		hasDict = hasDict || dictTypes[name]
		allText = allText && (name == "str" || name == "bytes")
	}
	if negated {
		return hasDict
	}
	return allText
}
