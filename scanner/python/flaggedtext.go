package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Messages of a flagged pair. A function that answers a (flag, message) tuple says with the flag
// which of its messages report a failure, whatever their words:
//
//	def validate_command(cmd) -> tuple[bool, str]:
//	    if has_metacharacters(cmd):
//	        return False, f"[SECURITY] Comando rechazado: {cmd}"   # a failure
//	    return True, ""
//
//	allowed, reason = validate_command(cmd)
//	if not allowed:
//	    return reason
//
// A text member of a return whose other member is False is a failure when another return of
// the function puts True there: the flag is one of success. The message read on its own still
// decides first (softValue); this only adds the texts whose words the lexicon does not know.

// flaggedText says whether member at of the tuple t, one of the returns rets of a function, is
// the message of a failure by the flag beside it.
func (c *fileCtx) flaggedText(rets []*sitter.Node, t *sitter.Node, at int) soft {
	msg := unparen(memberAt(t, at))
	switch extract.Type(msg) {
	case "string", "concatenated_string", "binary_operator":
	default:
		return soft{}
	}
	if strings.TrimSpace(c.fullText(msg)) == "" {
		return soft{} // return False, "": no message
	}
	for j, m := range tupleMembers(t) {
		if j == at || extract.Type(unparen(m)) != "false" {
			continue
		}
		for _, r := range rets {
			if o := unparen(memberAt(unparen(r), j)); o != nil && extract.Type(o) == "true" {
				return isSoft(finding.ProseOnly, "a message beside a False success flag")
			}
		}
	}
	return soft{}
}
