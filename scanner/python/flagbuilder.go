package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A response builder of the file that sets an object's success flag from its parameter, and
// a call of it that passes False there:
//
//	def build_response(success: bool, info: dict) -> dict:
//	    payload = {"res": {"success": success, "info": info}}
//	    return payload
//
//	except OSError as err:
//	    return build_response(success=False, info={"code": "IO_ERROR", "message": str(err)})
//
// The call builds {"res": {"success": False, ...}}: a failed success flag, in an envelope of
// one member as a literal's flag may be (envelope). A call that passes True, or a variable,
// builds nothing known to have failed.

// envelope returns the dictionary literal that is the one member of dictionary d ({"res":
// {"success": False, ...}}), or nil: the object the client reads is the one inside. A member
// that is itself an error member ({"error": {"message": ..., "endpoint": ...}}) is no
// envelope: d is the error object, whatever its details say.
func (c *fileCtx) envelope(d *sitter.Node) *sitter.Node {
	p := c.pairs(d)
	if len(p) != 1 || int(extract.NamedChildCount(d)) != 1 || c.isErrorMembers(p) {
		return nil
	}
	for _, v := range p {
		if v = unparen(v); v != nil && extract.Type(v) == "dictionary" {
			return v
		}
	}
	return nil
}

// softFlagBuilder says whether a call of the file's function def passes False to a parameter
// that a dictionary def returns holds as its "success" or "ok" member (itself or inside an
// envelope).
func (c *fileCtx) softFlagBuilder(call, def *sitter.Node, depth int) soft {
	params := c.paramNames(def)
	if len(params) > 0 && (params[0] == "self" || params[0] == "cls") && extract.Type(extract.Field(call, "function")) == "attribute" {
		params = params[1:]
	}
	kw, pos := c.arguments(call)
	falseParam := map[string]bool{}
	for i, a := range pos {
		if i < len(params) && extract.Type(unparen(a)) == "false" {
			falseParam[params[i]] = true
		}
	}
	for k, a := range kw {
		if extract.Type(unparen(a)) == "false" {
			falseParam[k] = true
		}
	}
	if len(falseParam) == 0 {
		return soft{}
	}
	for _, r := range c.returnValues(def) {
		for _, d := range c.returnedDicts(r, depth+1) {
			if in := c.envelope(d); in != nil {
				d = in
			}
			p := c.pairs(d)
			for _, k := range []string{"success", "ok"} {
				if v := unparen(p[k]); v != nil && extract.Type(v) == "identifier" && falseParam[string(c.bytesOf(v))] {
					return isSoft(finding.Structured, "an object whose \""+k+"\" flag is false, built by "+c.funcName(def)).with(r, c.funcName(def)+" returns it here")
				}
			}
		}
	}
	return soft{}
}
