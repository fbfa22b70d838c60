package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool callback that hands its whole validated parameter to a helper that destructures it
// (schemaargs.go reads the members a callback hands over one by one):
//
//	server.tool("comment", "...", { storyId: z.number().positive(), text: z.string().min(1) },
//		async (params) => await tools.comment(params));
//	async comment({ storyId, text }: { storyId: number; text: string }) {
//		if (!storyId) throw new Error("a story id is required"); // dead
//		if (!text) throw new Error("a comment is required");      // dead
//
// The call records what the input schema says of the argument (an object) and of each member
// (".storyId"), with the members' ranges; the helper's test of a name its parameter's object
// pattern binds (`{ storyId }`, `{ id: storyId }`, no default) is a test of that member of the
// parameter (patternParam). The schema is the registration's raw shape or `z.object` of one,
// written in the file or through a const; the callback must neither assign nor fill the
// parameter.

// validatedWhole returns the raw shape of the input schema that the SDK validated a callback's
// first parameter against, when a is that parameter itself and fn changes nothing of it; nil
// otherwise.
func (f *file) validatedWhole(a, fn *sitter.Node) *sitter.Node {
	if a == nil || extract.Type(a) != "identifier" {
		return nil
	}
	r := f.regByFn[fn.ID()]
	if r == nil || (r.wrapped || r.derived) && !r.validated || !same(r.fn, fn) || !f.validatesLiteral(r, fn) {
		return nil
	}
	param := firstParam(fn)
	name := extract.Content(a, f.Src)
	if param == nil || extract.Type(param) != "identifier" || extract.Content(param, f.Src) != name || f.intactParam(fn, a) != 0 {
		return nil
	}
	if f.mayAssign(fn, name) || f.mayMutate(fn, name) {
		return nil
	}
	return f.rawShape(f.registeredSchema(r), 0)
}

// rawShape returns the object of zod members a schema is: an object literal, or `z.object` of
// one, through consts of the file; nil for anything else.
func (f *file) rawShape(s *sitter.Node, depth int) *sitter.Node {
	s = unwrap(s)
	if s == nil || depth > 4 {
		return nil
	}
	switch extract.Type(s) {
	case "identifier":
		return f.rawShape(f.constValue(s), depth+1)
	case "object":
		return s
	case "call_expression":
		fun := unwrap(extract.Field(s, "function"))
		if fun == nil || extract.Type(fun) != "member_expression" || text(extract.Field(fun, "property"), f.Src) != "object" ||
			!f.isZodNamespace(extract.Field(fun, "object")) {
			return nil
		}
		return f.rawShape(argument(extract.Field(s, "arguments"), 0), depth+1)
	}
	return nil
}

// wholeShapes adds to out what a raw shape says of argument j, an object that passed it, and of
// each of its members: their facts and ranges. Nothing when a spread may hide a member.
func (f *file) wholeShapes(out []extract.ArgShape, shape *sitter.Node, j int) []extract.ArgShape {
	for i := 0; i < int(extract.NamedChildCount(shape)); i++ {
		switch extract.Type(extract.NamedChild(shape, i)) {
		case "spread_element", "method_definition":
			return out
		}
	}
	out = append(out, extract.ArgShape{Param: j, Facts: extract.ArgNonNull | extract.ArgTruthy | extract.ArgObject})
	for i := 0; i < int(extract.NamedChildCount(shape)); i++ {
		c := extract.NamedChild(shape, i)
		if extract.Type(c) != "pair" {
			continue
		}
		k := extract.Field(c, "key")
		key := text(k, f.Src)
		if s, ok := stringLiteral(k, f.Src); ok {
			key = s
		} else if k == nil || extract.Type(k) != "property_identifier" {
			continue
		}
		value, path := extract.Field(c, "value"), "."+key
		var inside []extract.ArgShape
		if facts, ok := f.schemaFacts(value, j, path, 1, &inside); ok {
			out = append(append(out, extract.ArgShape{Param: j, Path: path, Facts: facts}), inside...)
		}
		out = append(out, f.rangeShapes(value, j, path)...)
	}
	return out
}

// patternParam returns the parameter of fn whose object pattern binds the name v is, and the
// member it binds (`{ storyId }`, `{ id: storyId }`; not one with a default), when fn neither
// declares the name again nor writes it; -1 otherwise.
func (f *file) patternParam(fn, v *sitter.Node) (int, string) {
	return f.patternParamOf(fn, v, false)
}

// patternParamOf is patternParam that, with defaults, also takes a member with a default
// (`{ writesEnabled: enabled = isEnabled() }`, `{ mode = "read" }`) in a pattern that may have one
// for the whole object (`= {}`): a call whose argument gives the member decides it; one that
// leaves it out, or the argument, gives no shape of it (literalmembers.go).
func (f *file) patternParamOf(fn, v *sitter.Node, defaults bool) (int, string) {
	v = unwrap(v)
	if fn == nil || v == nil || extract.Type(v) != "identifier" {
		return -1, ""
	}
	name := extract.Content(v, f.Src)
	body := functionBody(fn)
	if body == nil || f.writes(body, name) {
		return -1, ""
	}
	if d := f.resolve(name, v); d != nil && isInside(d, body) {
		return -1, "" // a local declaration of the name
	}
	for g := f.enclosingFunction(v); g != nil && !same(g, fn); g = f.enclosingFunction(g) {
		if f.paramIndex(g, v) >= 0 {
			return -1, "" // an inner function's parameter of the same name
		}
	}
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		return -1, "" // an arrow function's one bare parameter (`config => ...`) binds no pattern
	}
	i := 0
	for j := 0; j < int(extract.NamedChildCount(ps)); j++ {
		p := extract.NamedChild(ps, j)
		if extract.Type(p) == "comment" {
			continue
		}
		pat := p
		if t := extract.Type(p); t == "required_parameter" || t == "optional_parameter" {
			if extract.Field(p, "value") != nil && !defaults {
				return -1, "" // a default for the whole object
			}
			pat = extract.Field(p, "pattern")
		}
		if extract.Type(pat) == "assignment_pattern" && defaults {
			pat = extract.Field(pat, "left") // JavaScript's `{ ... } = {}`
		}
		if member, ok := f.patternMember(pat, name); ok {
			return i, member
		}
		if defaults {
			if member, ok := f.defaultedPatternMember(pat, name); ok {
				return i, member
			}
		}
		i++
	}
	return -1, ""
}
