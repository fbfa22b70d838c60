package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A response object whose member a branch sets to a failure before it is returned:
//
//	response = {"status": "success", "data": [], "error": None}
//	try:
//	    response["data"] = run(query)
//	except Exception as err:
//	    response["status"] = "error"
//	    response["error"] = str(err)
//	return response
//
// The returned variable is bound to a dictionary literal, and an assignment of one of its
// members before the return sets a failed status literal ("status"), False ("success", "ok"),
// or a value that is not None nor "" ("error"), with no later assignment of the same member that
// every path from it runs (overwritten). Members set in any other way are not judged.

// softMemberSet is softVariable's answer for such a variable id.
func (c *fileCtx) softMemberSet(id *sitter.Node) soft {
	scope := c.enclosingDef(id)
	if scope == nil {
		return soft{}
	}
	name := c.text(id)
	if v := unparen(c.valueOf(id)); v == nil || extract.Type(v) != "dictionary" {
		return soft{}
	}
	byKey := map[string][]*sitter.Node{}
	var order []*sitter.Node
	walkStatements(extract.Field(scope, "body"), func(n *sitter.Node) {
		if extract.Type(n) != "assignment" || extract.StartByte(n) >= extract.StartByte(id) {
			return
		}
		left := extract.Field(n, "left")
		if left == nil || extract.Type(left) != "subscript" || string(c.bytesOf(extract.Field(left, "value"))) != name {
			return
		}
		k, ok := c.plainString(unparen(extract.Field(left, "subscript")))
		if !ok {
			return
		}
		byKey[k] = append(byKey[k], n)
		order = append(order, n)
	})
	for i := len(order) - 1; i >= 0; i-- {
		a := order[i]
		left := extract.Field(a, "left")
		k, _ := c.plainString(unparen(extract.Field(left, "subscript")))
		why := c.failedMember(k, unparen(extract.Field(a, "right")))
		if why == "" {
			continue
		}
		var later []*sitter.Node
		for _, b := range byKey[k] {
			if extract.StartByte(b) > extract.StartByte(a) {
				later = append(later, b)
			}
		}
		if !overwritten(a, later) {
			return isSoft(finding.Structured, why).with(a, "the failure is assigned to "+name+"[\""+k+"\"] here")
		}
	}
	return soft{}
}

// failedMember says what a member k set to r makes of the object, or "" when it is no failure.
func (c *fileCtx) failedMember(k string, r *sitter.Node) string {
	if r == nil {
		return ""
	}
	switch k {
	case "status":
		if s, ok := c.plainString(r); ok && guidance.FailedStatus(s) {
			return "an object whose status is set to \"" + s + "\""
		}
	case "success", "ok":
		if extract.Type(r) == "false" {
			return "an object whose \"" + k + "\" flag is set to False"
		}
	case "error":
		if extract.Type(r) == "none" {
			return ""
		}
		if s, ok := c.plainString(r); ok && s == "" {
			return ""
		}
		return "an object whose \"error\" member is set to a failure"
	}
	return ""
}
