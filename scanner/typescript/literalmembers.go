package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper's throw under a test of a member of an options parameter that every call of the
// helper in the root rules out with a literal it passes:
//
//	async function runWrite(pool, fn, { signal, writesEnabled: enabled = writesEnabled() } = {}) {
//	  if (!enabled) throw new Error("writes are disabled");   // dead: the one caller passes true
//	  ...
//	}
//	// tools/execute-write-query.js
//	await runWrite(pool, run, { signal: extra?.signal, writesEnabled: true });
//
// The throw records its test of the name the parameter's object pattern binds as a test of
// that member of the parameter (valueTests, patternParamOf with defaults: Path ".writesEnabled"),
// and each call records what the literal values of the members of an object literal it passes
// are (literalMemberShapes: Call.Shapes by path, the facts exprFacts gives a literal); the index
// walks from the helper to the tools only through the calls that may meet the test
// (extract/argfacts.go). A call that passes a variable, a computed value or an object with a
// spread, or leaves the member (or the whole argument) out, gives no shape of it and keeps the
// throw, whatever the default is: the default counts only where a member is left out, and only
// a literal decides here. A helper used as a value (a caller the root's calls do not show) keeps
// it (schemaRunsIf).

// literalMemberShapes returns, for each object literal a call passes (by position, up to a
// spread), the facts of each member whose value is a literal: a boolean, a number, or a string
// or template without substitutions.
func (f *file) literalMemberShapes(call *sitter.Node) []extract.ArgShape {
	args := extract.Field(call, "arguments")
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	var out []extract.ArgShape
	for j, a := range positionalArgs(args) {
		obj := unwrapTypes(a)
		if obj == nil || extract.Type(obj) != "object" || hasChildType(obj, "spread_element") {
			continue
		}
		// A key written twice takes its last value, as at runtime, whichever kind of member
		// each is.
		last := map[string]extract.ArgFact{}
		var order []string
		for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
			c := extract.NamedChild(obj, i)
			if extract.Type(c) == "comment" {
				continue
			}
			k := memberKey(c, f.Src)
			if k == "" {
				// a computed key may be any member, and replaces its value if it came before
				for _, k := range order {
					last[k] = 0
				}
				continue
			}
			if _, seen := last[k]; !seen {
				order = append(order, k)
			}
			last[k] = 0 // a shorthand or a method: a value that is no literal under its own name
			if extract.Type(c) == "pair" {
				last[k] = f.literalFacts(extract.Field(c, "value"))
			}
		}
		for _, k := range order {
			if facts := last[k]; facts != 0 {
				out = append(out, extract.ArgShape{Param: j, Path: "." + k, Facts: facts})
			}
		}
	}
	if len(out) > maxShapes {
		out = out[:maxShapes]
	}
	return out
}

// memberKey returns the name an object literal's member is keyed by (a pair's plain, string or
// number key, a shorthand's name, a method's name); "" for a computed key or anything else.
func memberKey(c *sitter.Node, src []byte) string {
	switch extract.Type(c) {
	case "pair":
		return propertyName(extract.Field(c, "key"), src) // tree.go
	case "method_definition":
		return propertyName(extract.Field(c, "name"), src)
	case "shorthand_property_identifier":
		return extract.Content(c, src)
	}
	return ""
}

// memberValue returns the value an object literal's member holds (a pair's value, unwrapped, or
// a shorthand's name itself); nil for a method, a spread or anything else.
func memberValue(c *sitter.Node) *sitter.Node {
	switch extract.Type(c) {
	case "pair":
		return unwrap(extract.Field(c, "value"))
	case "shorthand_property_identifier":
		return c
	}
	return nil
}

// literalFacts returns what a literal value is (exprFacts), 0 for anything but a boolean, a
// number, or a string or template without substitutions.
func (f *file) literalFacts(v *sitter.Node) extract.ArgFact {
	v = unwrapTypes(v)
	if v == nil {
		return 0
	}
	var kind extract.ArgFact
	switch extract.Type(v) {
	case "true", "false":
		kind = extract.ArgBoolean
	case "number":
		kind = extract.ArgNumber
	case "string":
	case "template_string":
		if hasChildType(v, "template_substitution") {
			return 0
		}
	default:
		return 0
	}
	return f.exprFacts(v, v, 0) | kind
}

// defaultedPatternMember returns the member an object pattern binds name to with a default
// (`{ name = d }`, `{ key: name = d }`).
func (f *file) defaultedPatternMember(pat *sitter.Node, name string) (string, bool) {
	if pat == nil || extract.Type(pat) != "object_pattern" {
		return "", false
	}
	for i := 0; i < int(extract.NamedChildCount(pat)); i++ {
		c := extract.NamedChild(pat, i)
		switch extract.Type(c) {
		case "object_assignment_pattern":
			l := extract.Field(c, "left")
			if l != nil && extract.Type(l) == "shorthand_property_identifier_pattern" && extract.Content(l, f.Src) == name {
				return name, true
			}
		case "pair_pattern":
			v, k := extract.Field(c, "value"), extract.Field(c, "key")
			if v == nil || extract.Type(v) != "assignment_pattern" || k == nil || extract.Type(k) != "property_identifier" {
				continue
			}
			if l := extract.Field(v, "left"); l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name {
				return extract.Content(k, f.Src), true
			}
		}
	}
	return "", false
}
