package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// A function that answers in lines hands back its failure as a list of them:
//
//	async searchLogs(query: string): Promise<string[]> {
//	  if (!fs.existsSync(file)) return [`Log file ${name} not found in ${folder}`];
//	  ...
//	}
//
// A tool that serializes the list (`JSON.stringify(result)`) sends the failure as a success. The
// list reports a failure when it holds only texts and its first one does (failureTextReason):
// the line a reader meets first. A list whose first line reports success, that holds other
// values, or whose first text is one word (a list of log levels), is an ordinary answer.

// failureLines says whether a returned array literal is a list of texts whose first, of more
// than one word, reports a failure.
func (f *file) failureLines(arr *sitter.Node, caught string, fn, ret *sitter.Node) reason {
	if arr == nil || extract.Type(arr) != "array" || extract.NamedChildCount(arr) == 0 {
		return reason{}
	}
	for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
		if t := extract.Type(extract.NamedChild(arr, i)); t != "string" && t != "template_string" {
			return reason{} // a spread, a value or a comment: not a list of lines
		}
	}
	first := extract.NamedChild(arr, 0)
	if !strings.ContainsAny(extract.Content(first, f.Src), " \t") {
		return reason{} // a list of tokens (`["Error", "Warning"]`), not of lines
	}
	return f.failureTextReason(first, caught, fn, ret, 0)
}
