package python

import "github.com/mcperr/mcperr/scanner/extract"

import sitter "github.com/smacker/go-tree-sitter"

// GraphQL-shaped failures. A function that answers as a GraphQL server does reports a failure
// in an "errors" list of objects with a "message", and no data:
//
//	except Exception as e:
//	    return {"errors": [{"message": f"Failed to parse query: {e}"}]}
//
// A tool that returns it hands the failure over as its successful result. The list must be
// written out with such an object: {"errors": []} and {"errors": found} (what a validator
// collected, maybe nothing) report nothing, and neither does a list of plain texts (a linter's
// or validator's findings are its answer). An object that also carries data is a partial
// result, not a failure.

// isGraphQLFailure reports whether the members of a dictionary (or a model's keyword arguments)
// are a GraphQL-shaped failure: an "errors" list literal whose first element is an object with
// a "message" member, and no "data" member other than None.
func (c *fileCtx) isGraphQLFailure(p map[string]*sitter.Node) bool {
	errs := unparen(p["errors"])
	if errs == nil || extract.Type(errs) != "list" || extract.NamedChildCount(errs) == 0 {
		return false
	}
	if d := unparen(p["data"]); d != nil && extract.Type(d) != "none" {
		return false
	}
	first := unparen(extract.NamedChild(errs, 0))
	if first == nil || extract.Type(first) != "dictionary" {
		return false
	}
	_, ok := c.pairs(first)["message"]
	return ok
}
