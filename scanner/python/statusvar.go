package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A status held in a variable that starts as a failure:
//
//	status = "error"                  # the default, kept when the command raised
//	try:
//	    output = run(cmd)
//	    status = "success"
//	except Exception as e:
//	    message = str(e)
//	return {"status": status, "message": message, "output": output}
//
// The object's "status" member is a variable of the function, and an assignment of a failed
// status literal ("error", "failed", "not_found") reaches the return: no later assignment that
// every path from it runs overwrites it (softAssigned's walk). A status picked at run time in
// any other way is not judged.

// softStatusVar is softDict's answer for an object whose "status" member is a variable that a
// failed status literal may reach.
func (c *fileCtx) softStatusVar(p map[string]*sitter.Node) soft {
	id := unparen(p["status"])
	if id == nil || extract.Type(id) != "identifier" {
		return soft{}
	}
	scope := c.enclosingDef(id)
	if scope == nil {
		return soft{}
	}
	as := c.assignments(scope)[string(c.bytesOf(id))]
	var later []*sitter.Node
	for i := len(as) - 1; i >= 0; i-- {
		a := as[i]
		if extract.StartByte(a) >= extract.StartByte(id) {
			continue
		}
		if s, ok := c.plainString(unparen(assignedValue(a))); ok && guidance.FailedStatus(s) && !overwritten(a, later) {
			return isSoft(finding.Structured, "an object whose status may be \""+s+"\"").with(a, "the failed status is assigned to "+c.text(id)+" here")
		}
		if dominates(a, id) {
			break
		}
		later = append(later, a)
	}
	return soft{}
}

// softSuccessMessage is softValue's answer for an object that claims success ("status":
// "success" or "ok", "success": True) while its message, in a branch, says the target is missing
// or the work failed, as that text alone would be judged there, in a function whose name says it
// acts on something (isActionName: update, delete, ...; a read's empty answer is its answer):
//
//	if deleted:
//	    return {"status": "success", "message": f"Decision {id} deleted."}
//	return {"status": "success", "message": f"Decision {id} not found in database."}
func (c *fileCtx) softSuccessMessage(d *sitter.Node, blk block, depth int) soft {
	p := c.pairs(d)
	s, ok := c.plainString(p["status"])
	claims := ok && (s == "success" || s == "ok")
	if f := p["success"]; f != nil && extract.Type(f) == "true" {
		claims = true
	}
	if !claims {
		return soft{}
	}
	if def := c.enclosingDef(d); def == nil || !isActionName(c.text(extract.Field(def, "name"))) {
		return soft{} // a read's "No history found for x" is its answer, which it calls a success
	}
	for _, k := range []string{"message", "msg", "detail"} {
		m := unparen(p[k])
		if m == nil {
			continue
		}
		switch extract.Type(m) {
		case "string", "concatenated_string", "binary_operator":
		default:
			continue
		}
		if sv := c.softValue(m, blk, depth+1); sv.why != "" {
			return isSoft(finding.Structured, "an object that claims success while its \""+k+"\" is "+sv.why)
		}
	}
	return soft{}
}
