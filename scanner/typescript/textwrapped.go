package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A handler of another module that answers with plain strings, handed at registration to a
// wrapper of a third module that builds the text result:
//
//	// utils/wrap.ts
//	export function wrapHandler(handler) {
//	  return async (params) => {
//	    const content = await handler(params);
//	    if (typeof content === "string") return { content: [{ type: "text", text: content }] };
//	    return { content };
//	  };
//	}
//	// handlers/kiln.ts
//	export const kilnHandlers = {
//	  async fire({ batch }) { try { ... } catch (e) { return `Failed to fire ${batch}: ${e}` } },
//	};
//	// server.ts
//	server.tool("fire", "Fire a batch", shape, wrapHandler(kilnHandlers.fire));
//
// The handler is the tool: the wrapper hands back what it returns as the text of a successful
// result, so a failure string it returns reaches the client as a success. Three files each know
// a part:
//
//   - the wrapper's file gives the factory's key, suffixed by textsSuffix(i), the fact
//     SoftFailure at each return of the function the factory returns whose result, without
//     isError, has as its text a const bound to the call of the factory's parameter i
//     (summarizeTextWrappers), not tested for a failure on the way;
//   - the registering file gives the handler's key, suffixed by textedSuffix, a forward of
//     SoftFailure to that marker, at the registration (noteTexted, textedSummaries);
//   - the handler's file holds a pending softerror at each return of a failure text of its
//     exported functions (and of the methods of its exported objects), which stands only when
//     the handler's marker has SoftFailure (Pending.Also): related names the registration and
//     the wrapper's return (textedPendings).

// textsSuffix ends the key under which an exported factory says the function it returns
// answers with a text result, without isError, of the string its parameter i gives back.
func textsSuffix(i int) string { return fmt.Sprintf("!texts@%d", i) }

// textedSuffix ends the key under which a registration says it hands a function of another
// module to such a factory of a third one.
const textedSuffix = "!texted"

// textWrapper is the wrapper of failure texts (answerwrappers.go): an exported factory, not
// registered by its file, whose result's text is the const its parameter's call gives
// (paramAnswer), handed by a registration of another module a function of a third one.
var textWrapper = wrapperKind{
	suffix:       textsSuffix,
	exportedOnly: true,
	answer:       (*file).paramAnswer,
	answered:     "what",
	foreignOnly:  true,
	handed:       (*file).importedFunctionKeys,
}

// summarizeTextWrappers gives each exported factory of the file the marker of textsSuffix(i)
// when a return of the function it returns builds a result without isError whose text is what
// the factory's parameter i returned, bound to a const of that function and not tested for a
// failure before the return (`const content = await handler(params)`, then `text: content`).
func (f *file) summarizeTextWrappers(sz *summarizer) { f.summarizeWrappers(sz, &textWrapper) }

// noteTexted records, for a registration whose handler is the call of a factory of another
// module (factoryCall), each argument that names a function of another module
// (isImportedFunctionRef) as a wrappedTool, with the factory's marker for its place.
func (f *file) noteTexted(r *registration, factoryCall *sitter.Node) {
	f.noteWrapped(r, factoryCall, &textWrapper, &f.texted)
}

// importedFunctionKeys returns the keys of arg, as one function's, when it names a function of
// another module (isImportedFunctionRef).
func (f *file) importedFunctionKeys(arg *sitter.Node) [][]string {
	if !f.isImportedFunctionRef(arg) {
		return nil
	}
	return [][]string{f.edgeKeys(arg)}
}

// textedSummaries returns, for each texted wrappedTool, a registration of the function as a
// tool (of no kind: what it throws is the factory's to answer) that holds only when the factory
// has its marker (Summary.Via), and the marker of the function, suffixed by textedSuffix, that
// forwards SoftFailure to the factory's from the registration.
func (f *file) textedSummaries() []extract.Summary {
	var out []extract.Summary
	for _, t := range f.texted {
		for _, k := range t.keys {
			out = append(out, t.registration(k), t.forward(k+textedSuffix))
		}
	}
	return out
}

// textedPendings returns the pending softerrors at the returns of failure texts of the file's
// exported functions that it does not register: each stands when a registration of another
// module hands the function to a factory that answers with its text (the marker of
// textedSuffix has SoftFailure).
func (f *file) textedPendings() []extract.Pending {
	var out []extract.Pending
	f.wrappedReturns(func(stmt, v *sitter.Node, w where, key string) {
		switch extract.Type(v) {
		case "string", "template_string", "binary_expression", "ternary_expression":
		default:
			return
		}
		why := f.failureTextReason(v, f.catchParameter(stmt, w.fn), w.fn, stmt, 0)
		if !why.ok() {
			return
		}
		never, tried := f.catchMayNotRun(stmt) // raisedtried.go
		if never {
			return
		}
		fd := f.softFinding(stmt, w, f.textShape(v, 0), wrappedFailureMessage(w.name, why.text, "the string"))
		f.relateAssigned(&fd, why)
		out = append(out, extract.Pending{Finding: fd, Within: key, Tool: true, Also: []string{key + textedSuffix}, AlsoNeed: extract.SoftFailure, Tried: tried})
	})
	return out
}
