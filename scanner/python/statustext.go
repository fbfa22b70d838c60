package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A text builder of the file that writes its answer's status line from a parameter, and a call
// of it that passes a failed outcome there as a constant:
//
//	def build_text_response(status: str, fields: dict) -> str:
//	    header_lines = [f"status: {status}"]
//	    ...
//	    return "\n".join(header_lines)
//
//	if not is_valid:
//	    return build_text_response(status="error", fields={"message": error_msg})
//
// The call builds "status: error\n...": a failure text, as the dict {"status": "error"} is a
// failure object. The helper builds the success answers too (status="ok"): the call is judged
// by its constant, and a call that passes another word, or a variable, builds nothing known to
// have failed. Only the outcome's own words count ("error", "failed", "failure":
// guidance.FailureStatus).

// statusLead matches the text an f-string holds before the interpolation of the status: a
// status, result, state or outcome label that starts the text or one of its lines.
var statusLead = lazyre.New(`(?i)(^[rbuf]*("""|'''|"|')|\n|\\n)[ \t]*(status|result|state|outcome)[ \t]*[:=][ \t]*$`)

// softStatusBuilder says whether a call of the file's function def passes a failed outcome, as a
// plain string, to a parameter that an f-string of def writes as the status line of its text.
func (c *fileCtx) softStatusBuilder(call, def *sitter.Node) soft {
	params := c.paramNames(def)
	if len(params) > 0 && (params[0] == "self" || params[0] == "cls") && extract.Type(extract.Field(call, "function")) == "attribute" {
		params = params[1:]
	}
	kw, pos := c.arguments(call)
	failed := map[string]string{}
	for i, a := range pos {
		if s, ok := c.plainString(unparen(a)); ok && i < len(params) && guidance.FailureStatus(s) {
			failed[params[i]] = s
		}
	}
	for k, a := range kw {
		if s, ok := c.plainString(unparen(a)); ok && guidance.FailureStatus(s) {
			failed[k] = s
		}
	}
	if len(failed) == 0 {
		return soft{}
	}
	var line *sitter.Node
	var word string
	walkTree(extract.Field(def, "body"), func(str *sitter.Node) {
		if line != nil || extract.Type(str) != "string" {
			return
		}
		for _, n := range namedChildren(str) {
			if extract.Type(n) != "interpolation" || extract.NamedChildCount(n) == 0 {
				continue
			}
			v := extract.NamedChild(n, 0)
			s, ok := failed[string(c.bytesOf(v))]
			if !ok || extract.Type(v) != "identifier" {
				continue
			}
			if statusLead.MatchString(c.text(str)[:extract.StartByte(n)-extract.StartByte(str)]) {
				line, word = str, s
				return
			}
		}
	})
	if line == nil {
		return soft{}
	}
	return isSoft(finding.ProseOnly, "a text with status \""+word+"\" from "+c.funcName(def)).with(line, c.funcName(def)+" writes the status here")
}
