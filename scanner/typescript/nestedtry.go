package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A try nested in the body of another whose catch only passes the caught value on:
//
//	try {
//	  try {
//	    await api.remove(name);
//	  } catch (e) {
//	    if (!isNoContent(e)) throw e; // the same value, to the outer catch
//	  }
//	  return done(name);
//	} catch (error) {
//	  return this.handleApiError(error, "deleting"); // answers what api.remove throws
//	}
//
// What the inner catch throws is what its try threw, unchanged, and that throw sits in the
// outer try's body: the outer catch is what handles a failure of the call (caughtQuietly,
// mapperTry), with what the value carries intact.

// passesOnCaught reports whether the catch of the i-th try statement throws only its own
// parameter, unchanged (`throw e`, under any condition), and returns on no path: what leaves it
// is what its try threw.
func (f *file) passesOnCaught(i int) bool {
	c := f.tries.catches[i]
	param, body := extract.Field(c, "parameter"), extract.Field(c, "body")
	if param == nil || body == nil || extract.Type(param) != "identifier" {
		return false
	}
	name := extract.Content(param, f.Src)
	ok, throws := true, false
	f.walkOwn(body, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "return_statement":
			ok = false
		case "throw_statement":
			throws = true
			v := unwrapTypes(extract.NamedChild(n, 0))
			if v == nil || extract.Type(v) != "identifier" || extract.Content(v, f.Src) != name {
				ok = false
			}
		case "assignment_expression", "variable_declarator", "catch_clause":
			// the parameter rebound or shadowed: what it throws may be another value
			field := "left"
			switch extract.Type(n) {
			case "variable_declarator":
				field = "name"
			case "catch_clause":
				field = "parameter"
			}
			if l := extract.Field(n, field); l != nil && extract.Content(l, f.Src) == name {
				ok = false
			}
		}
	})
	return ok && throws
}
