package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A catch that answers only errors whose message it recognizes and throws the others again as
// they are is a filter, not a handler:
//
//	try {
//	  const api = await createSpotifyApi();   // throws "Failed to refresh access token ..."
//	  return await action(api);
//	} catch (error) {
//	  const message = error instanceof Error ? error.message : String(error);
//	  if (message.includes("Unexpected token")) return undefined as T;   // a JSON parse of an empty body
//	  throw error;
//	}
//
// The throws of the try whose text the tests do not match leave the function unchanged, so the
// try's calls pass their throws on as a try without the catch would (catchHandles). The catch is
// such a filter when each of its throws rethrows the caught value itself (never reassigned) and
// each of its returns sits in the consequence of an if whose condition only tests the caught
// error's text, positively, against literals: `m.includes("...")`, `m.startsWith(...)`,
// `m.endsWith(...)`, `/.../.test(m)`, `m.match(/.../)`, `m === "..."`, joined by || or &&, m the
// caught value or a const of the catch computed from it. A test of the error's class
// (instanceof), code or status, a negated test, or a return outside such an if leaves the catch
// a handler: which errors it answers the file cannot tell. A throw whose own text the tests
// match is taken to pass as well (the file does not compare the texts).

// filtersMessages reports whether a catch clause is such a filter.
func (f *file) filtersMessages(catch *sitter.Node) bool {
	param := extract.Field(catch, "parameter")
	body := extract.Field(catch, "body")
	if param == nil || extract.Type(param) != "identifier" || body == nil {
		return false
	}
	caught := extract.Content(param, f.Src)
	names := map[string]bool{caught: true}
	ok, returns := true, 0
	f.walkOwn(body, func(n *sitter.Node) {
		if !ok {
			return
		}
		switch extract.Type(n) {
		case "variable_declarator":
			if id := extract.Field(n, "name"); id != nil && extract.Type(id) == "identifier" && f.isConstDecl(n) &&
				f.mentionsAny(extract.Field(n, "value"), names) {
				names[extract.Content(id, f.Src)] = true
			}
		case "assignment_expression", "augmented_assignment_expression":
			if l := unwrap(extract.Field(n, "left")); l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == caught {
				ok = false // the caught value is replaced: a rethrow of it throws something else
			}
		case "throw_statement":
			v := unwrap(extract.NamedChild(n, 0))
			ok = v != nil && extract.Type(v) == "identifier" && extract.Content(v, f.Src) == caught
		case "return_statement":
			returns++
			ok = f.returnsOnTextMatch(n, body, names)
		}
	})
	return ok && returns > 0
}

// returnsOnTextMatch reports whether a return in a catch's body sits in the consequence of an
// if (within the body) whose condition is a text test of the caught error (textTest).
func (f *file) returnsOnTextMatch(ret, body *sitter.Node, names map[string]bool) bool {
	return f.underTest(ret, body, func(cond *sitter.Node) bool { return f.textTest(cond, names) })
}

// textTests are the string and regular expression methods that test a text positively.
var textTests = map[string]bool{"includes": true, "startsWith": true, "endsWith": true, "match": true, "test": true}

// textTest reports whether a condition only tests, positively, a text computed from the caught
// error (a name of names) against literals, its tests joined by || or &&.
func (f *file) textTest(cond *sitter.Node, names map[string]bool) bool {
	cond = unwrap(cond)
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "||", "&&":
			return f.textTest(l, names) && f.textTest(r, names)
		case "===", "==":
			l, r = unwrap(l), unwrap(r)
			return l != nil && r != nil && (isTextLiteral(r) && f.isCaughtText(l, names) || isTextLiteral(l) && f.isCaughtText(r, names))
		}
	case "call_expression":
		callee := unwrap(extract.Field(cond, "function"))
		if callee == nil || extract.Type(callee) != "member_expression" {
			return false
		}
		obj, method := f.memberParts(callee)
		if !textTests[method] {
			return false
		}
		arg := unwrap(argument(extract.Field(cond, "arguments"), 0))
		if arg == nil {
			return false
		}
		if method == "test" {
			return unwrap(obj) != nil && extract.Type(unwrap(obj)) == "regex" && f.isCaughtText(arg, names)
		}
		return isTextLiteral(arg) && f.isCaughtText(obj, names)
	}
	return false
}

// isTextLiteral reports whether a node is a string, a template without substitutions or a
// regular expression.
func isTextLiteral(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "string", "regex":
		return true
	case "template_string":
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			if extract.Type(extract.NamedChild(n, i)) == "template_substitution" {
				return false
			}
		}
		return true
	}
	return false
}

// isCaughtText reports whether an expression is the caught error's text: a name of names (the
// caught value or a const computed from it), its message member, or String() of either, or
// its lower- or upper-cased form.
func (f *file) isCaughtText(n *sitter.Node, names map[string]bool) bool {
	n = unwrap(n)
	for i := 0; n != nil && i < 4; i++ {
		switch extract.Type(n) {
		case "identifier":
			return names[extract.Content(n, f.Src)]
		case "member_expression":
			obj, prop := f.memberParts(n)
			if prop != "message" {
				return false
			}
			n = unwrap(obj)
		case "call_expression":
			callee := unwrap(extract.Field(n, "function"))
			switch {
			case callee == nil:
				return false
			case extract.Type(callee) == "identifier" && extract.Content(callee, f.Src) == "String":
				n = unwrap(argument(extract.Field(n, "arguments"), 0))
			case extract.Type(callee) == "member_expression":
				obj, m := f.memberParts(callee)
				if m != "toLowerCase" && m != "toUpperCase" {
					return false
				}
				n = unwrap(obj)
			default:
				return false
			}
		default:
			return false
		}
	}
	return false
}

// mentionsAny reports whether an expression reads one of names.
func (f *file) mentionsAny(n *sitter.Node, names map[string]bool) bool {
	found := false
	if n == nil {
		return false
	}
	f.walkAll(n, func(c *sitter.Node) {
		if !found && extract.Type(c) == "identifier" && names[extract.Content(c, f.Src)] {
			found = true
		}
	})
	return found
}
