package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// A function of the root whose name says it makes an error, and whose text says something
// failed, builds failure text wherever its return stands:
//
//	# core/formatting.py
//	def format_error(operation, error, suggestion=None):
//	    lines = [f"[!] {operation} failed: {error}"]
//	    if suggestion:
//	        lines.append(f"    Suggestion: {suggestion}")
//	    return "\n".join(lines)
//
// Its body has no branch to return the text from: the function itself is the failure path, and
// its callers choose when to take it (`except ApiError as e: return format_error("List shares",
// str(e))`, `if timed_out: return format_error("Delete", "Timed out")`). Its returns are judged
// as a failure block's are (inBranch), so the text that says something failed is a failure,
// and every caller that returns what it builds hands that failure on, through the summaries, to
// the tool that returns it. A function whose name lists or counts errors (`get_errors`,
// `error_count`) and a tool (`report_error`, whose answer the text is) are none.

// errorBuilderName matches a function name that ends in the error it makes: format_error,
// make_error, _error, on_failure, fail.
var errorBuilderName = lazyre.New(`(?i)(^|_)(err|error|exception|fail|failure)$`)

// inErrorBuilder reports whether n sits in a function, no tool, whose name says it builds an
// error (errorBuilderName), not in a function nested in it.
func (c *fileCtx) inErrorBuilder(n *sitter.Node) bool {
	def := c.enclosingDef(n)
	if def == nil || c.tools[extract.StartByte(def)] != nil || c.enclosingDef(def) != nil {
		return false
	}
	return errorBuilderName.MatchString(c.text(extract.Field(def, "name")))
}
