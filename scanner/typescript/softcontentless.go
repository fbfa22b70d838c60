package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A result builder's failure answer that is no result, returned as a tool's whole result:
//
//	export async function getTrunks(args) {
//	  const reply = await pbx.api("trunk status");
//	  if (!reply) { return { error: "Unable to connect to the exchange" }; }   // the finding
//	  return { content: [{ type: "text", text: reply }] };
//	}
//	// server.js: const handler = toolHandlers[name]; return handler(request.params.arguments);
//
// The function builds the tool's results (some other return of it is a result with content),
// so this object too is what the client receives as the result: it has no content (which the
// SDK's CallToolResultSchema defaults to []) and no isError, so the client gets an empty
// successful result and the model never sees the failure. The fix (content and isError: true)
// goes in the function, as for a result it builds (softresult.go): the finding stands at its
// return when a tool returns the function's value as its own (Pending.Returned), and the fact
// is SoftResult, so that a tool returning that value as is has no finding of its own, while a
// tool that serializes it into its own text (which needs SoftFailure or SoftResult) has.
// Not an object with content, structuredContent, an isError flag, a content item's type or an
// unresolved spread, nor one of a function no return of which is a result with content.

// isContentless reports whether an object of members m that fn returns is a tool's whole
// result without content (see above).
func (f *file) isContentless(m members, fn *sitter.Node) bool {
	if m.opaque {
		return false
	}
	for _, k := range []string{"content", "structuredContent", "isError", "type", "toolResult"} {
		if _, ok := m.values[k]; ok {
			return false
		}
	}
	return f.buildsResult(fn)
}

// buildsResult reports whether some return of fn is a result with content (builtResult), asked
// once per function: each of its failure returns asks it.
func (f *file) buildsResult(fn *sitter.Node) bool {
	if b, ok := f.resultFns[fn.ID()]; ok {
		return b
	}
	b := false
	for _, r := range f.returnedValuesOf(fn) {
		if extract.Type(r) != "return_statement" && f.builtResult(r) != nil {
			b = true
			break
		}
	}
	if f.resultFns == nil {
		f.resultFns = map[uintptr]bool{}
	}
	f.resultFns[fn.ID()] = b
	return b
}

// contentlessResultSays is the message of a helper's failure object with no content.
func contentlessResultSays(name, why string) string {
	return fmt.Sprintf("%s returns a failure (%s) as an object with no content and no isError, and a tool returns it as its own result (see related): the client gets a successful result with empty content, and the model never sees the failure; return { content: [{ type: \"text\", text: ... }], isError: true }", name, why)
}
