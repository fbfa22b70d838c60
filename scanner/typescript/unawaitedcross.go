package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A promise returned without await from inside a try escapes its catch (unawaited.go), also when
// the async function that makes it is another module's. A low-level handler that dispatches to
// the tool functions of their own modules and returns each one's promise as it is leaves every
// rejection to the SDK, whatever its catch does:
//
//	import { handleCloseTicket } from "./close-ticket.js";
//	server.setRequestHandler(CallToolRequestSchema, async (request) => {
//	  try {
//	    switch (request.params.name) {
//	      case "close_ticket": return handleCloseTicket(request.params.arguments);
//	    }
//	  } catch (e) { return { content: [{ type: "text", text: `failed: ${e}` }], isError: true } }
//	});
//
// Whether the callee is async only its own module says. It says so with a marker, the callee's
// key with asyncSuffix, whose summary has AlwaysRaises: the try around the call passes on every
// rejection. The caller's call is an edge whose error mapper (Call.Mapper) is that marker: the
// index keeps the edge only when the mapper always raises, so an async callee's throws reach the
// tool through it, while a callee that is not async (or that no module describes) throws
// synchronously into the catch, which answers it as before.

// asyncSuffix is the key suffix under which a function says it is declared async.
const asyncSuffix = extract.AsyncMark

// summarizeAsyncMarks gives every keyed function of the file declared async its marker.
func (f *file) summarizeAsyncMarks(sz *summarizer) {
	for _, fn := range f.keyedFunctions() {
		key := f.keyOf(fn)
		if key == "" || !hasToken(fn, "async") {
			continue
		}
		sz.place(sz.get(key+asyncSuffix, fn), extract.AlwaysRaises, fn,
			fmt.Sprintf("%s is async: a try around a call whose promise is returned unawaited does not see it reject", f.displayName(fn)))
	}
}

// unawaitedForeign returns, for a call that a try of its own function guards, the markers of
// its callee's keys when the call's promise leaves that function unawaited (returnedPromise)
// and the callee is no function of the file (whose async escapesTries reads), nil otherwise.
// from is the key the call leaves from: it must be the call's own function's, whose tries
// alone an unawaited promise escapes.
func (f *file) unawaitedForeign(call *sitter.Node, keys []string, from string) []string {
	fn := f.enclosingFunction(call)
	if fn == nil || f.keyOf(fn) != from || f.calledFunction(unwrap(extract.Field(call, "function"))) != nil {
		return nil
	}
	if f.guardedByWrapper(call) || f.replacedBelowKey(call) || f.pastStartupFill(call) || !f.returnedPromise(call, true) {
		return nil // guarded by something other than the function's own tries
	}
	var out []string
	for _, k := range keys {
		if !strings.Contains(k, "#") || strings.Contains(k, returnedMark) {
			return nil
		}
		out = append(out, k+asyncSuffix)
	}
	return out
}
