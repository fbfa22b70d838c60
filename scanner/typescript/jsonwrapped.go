package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A wrapper that serializes whatever each tool of a table returns, registered in a loop over
// the table:
//
//	// server.ts
//	function logged(name, fn) {
//	  return async (args) => {
//	    const result = await fn(args);
//	    return { content: [{ type: "text", text: JSON.stringify(result) }] };
//	  };
//	}
//	for (const tool of TOOLS) server.registerTool(tool.name, {...}, logged(tool.name, tool.fn));
//	// tools/registry.ts
//	export const TOOLS = [{ name: "brew", fn: brew }, ...];
//	// tools/brew.ts
//	export async function brew(args) { if (!args.leaf) return { error: "Need a leaf" }; ... }
//
// Each entry's fn is a tool: the wrapper hands back the JSON of what it returns as the text of a
// successful result, so an object with an error member that it returns reaches the client as a
// success. As with a wrapper of failure texts (textwrapped.go), three files each know a part:
//
//   - the wrapper's file gives the factory's key, suffixed by jsonsSuffix(i), the fact
//     SoftFailure at each return of the function the factory returns whose result, without
//     isError, has as its text JSON.stringify of a const bound to the call of the factory's
//     parameter i, not tested for a failure on the way (summarizeJSONWrappers);
//   - the registering file gives the key of the member of each entry of the table the loop
//     iterates (iteratedKeys), suffixed by jsonedSuffix, a forward of SoftFailure to that
//     marker (noteJSONed, jsonedSummaries); the table's module, when the table is another
//     module's, forwards the marker of "<module>#T.<member>" to each entry's (tableJSONed);
//   - the entry's module holds a pending softerror at each return of a failure object of its
//     exported functions (jsonedPendings), which stands only when the function's marker has
//     SoftFailure (Pending.Also).

// jsonsSuffix ends the key under which a factory says the function it returns answers with a
// text result, without isError, of the JSON of what its parameter i gives back.
func jsonsSuffix(i int) string { return fmt.Sprintf("!jsons@%d", i) }

// jsonedSuffix ends the key under which a registration says it hands a function to such a
// factory.
const jsonedSuffix = "!jsoned"

// jsonWrapper is the wrapper of JSON (answerwrappers.go): any factory whose result's text is
// JSON.stringify of the const its parameter's call gives (jsonAnswer), handed the member of a
// table's element.
var jsonWrapper = wrapperKind{
	suffix:   jsonsSuffix,
	needs:    "stringify", // jsonAnswer reads JSON.stringify(...) in the returned function
	answer:   (*file).jsonAnswer,
	answered: "the JSON of what",
	handed:   (*file).entryMemberKeys,
	unpacked: (*file).unpackedJSONAnswer,
}

// summarizeJSONWrappers gives each factory of the file the marker of jsonsSuffix(i) when a
// return of the function it returns builds a result without isError whose text is
// JSON.stringify of what the factory's parameter i returned, bound to a const of that function
// and not tested for a failure before the return.
func (f *file) summarizeJSONWrappers(sz *summarizer) { f.summarizeWrappers(sz, &jsonWrapper) }

// jsonAnswer returns the index and name of the parameter (of params) whose answer a text t is
// the JSON of: JSON.stringify of a const its call gives (paramAnswer). -1 otherwise.
func (f *file) jsonAnswer(t, fn, ret *sitter.Node, params []string) (int, string) {
	t = unwrap(t)
	if t == nil || extract.Type(t) != "call_expression" || !isJSONStringify(extract.Field(t, "function"), f.Src) {
		return -1, ""
	}
	return f.paramAnswer(argument(extract.Field(t, "arguments"), 0), fn, ret, params)
}

// noteJSONed records, for a registration whose handler is the call of a factory
// (factoryCall), each argument that is the member of a table's element (`tool.fn` in a loop
// over a table, iteratedKeys) as a wrappedTool per entry, with the factory's marker for its
// place.
func (f *file) noteJSONed(r *registration, factoryCall *sitter.Node) {
	f.noteWrapped(r, f.wrapCallOf(factoryCall), &jsonWrapper, &f.jsoned) // a const bound to the call too (unpackedanswers.go)
}

// entryMemberKeys returns, when arg is a member expression, the keys of the functions each
// entry of the table it iterates holds in that member (iteratedKeys).
func (f *file) entryMemberKeys(arg *sitter.Node) [][]string {
	if ks := f.lookedUpKeys(arg); ks != nil {
		return ks // `HANDLERS[def.name]` (unpackedanswers.go)
	}
	if extract.Type(arg) != "member_expression" {
		return nil
	}
	return f.iteratedKeys(arg)
}

// jsonedSummaries returns, for each jsoned wrappedTool, the marker of the function, suffixed by
// jsonedSuffix, that forwards SoftFailure to the factory's from the registration, and, for
// each exported table's entry, the marker of its member that forwards SoftFailure to the
// table's (tableJSONed).
func (f *file) jsonedSummaries() []extract.Summary {
	var out []extract.Summary
	for _, t := range f.jsoned {
		// The registration of the member as a tool, holding only when the factory has its
		// marker (Summary.Via): what the entries return reaches the client through it. The keys
		// are one function's, by the module's two names: one registration.
		out = append(out, t.registration(t.keys[0]))
		for _, k := range t.keys {
			out = append(out, t.forward(k+jsonedSuffix))
			for _, m := range t.members { // an envelope's member the factory unpacks (unpackedanswers.go)
				out = append(out, t.forwardMember(k+jsonedSuffix, m))
			}
		}
	}
	return append(out, f.tableJSONed...)
}

// noteTableJSONed records, for an exported table's entry whose member holds the functions of
// keys, the marker of each that forwards SoftFailure to the table's member marker.
func (f *file) noteTableJSONed(tableKey string, keys []string, at *sitter.Node) {
	for _, k := range keys {
		f.tableJSONed = append(f.tableJSONed, extract.Summary{Key: k + jsonedSuffix, Name: tableKey, Line: line(at), Column: column(at),
			Forward: []extract.Forward{{Facts: extract.SoftFailure, Keys: []string{tableKey + jsonedSuffix}, Line: line(at), Column: column(at)}}})
	}
}

// jsonedPendings returns the pending softerrors at the returns of failure objects of the
// file's exported functions that it does not register (and at their returns of what a helper
// gives back, a failure on some path): each stands when a registration hands the function to
// a factory that answers with its JSON (the marker of jsonedSuffix has SoftFailure).
func (f *file) jsonedPendings() []extract.Pending {
	var out []extract.Pending
	f.wrappedReturns(func(stmt, v *sitter.Node, w where, key string) {
		if isNullish(v, f.Src) {
			return
		}
		also := []string{key + jsonedSuffix}
		if extract.Type(v) == "object" {
			m := f.members(v, 0)
			if f.isBuiltResult(m) {
				return // a tool result of its own: judged as such
			}
			why := f.errorMemberReason(m)
			if why == "" {
				var member string
				if member, why = f.envelopeFailure(m); why == "" {
					return
				}
				also = []string{key + jsonedSuffix + "." + member} // a member a wrapper unpacks (unpackedanswers.go)
			}
			never, tried := f.catchMayNotRun(stmt) // raisedtried.go
			if never {
				return
			}
			fd := f.softFinding(stmt, w, finding.ProseOnly, wrappedFailureMessage(w.name, why, "its JSON"))
			p := extract.Pending{Finding: fd, Within: key, Also: also, AlsoNeed: extract.SoftFailure, Tried: tried}
			out = append(out, p)
			if also[0] == key+jsonedSuffix { // not a member a wrapper unpacks
				out = f.appendDispatched(out, p, key) // a dispatcher's JSON of its value (dispatchjson.go)
			}
			return
		}
		if extract.Type(v) != "call_expression" && extract.Type(v) != "await_expression" {
			return
		}
		if p, callee, ok := f.softPendingNamed(stmt, v, w); ok && f.returnsCallValue(v, f.sourceCall(v, stmt, w.fn, 0), stmt, w.fn) {
			p.Finding.Message = fmt.Sprintf("%s, a tool's handler, returns what %s gives back, a failure on some path (see related), which the wrapper it is registered through makes the text of a success: the client and the model take it for success; throw the failure, or have the wrapper set isError",
				w.name, callee)
			p.Within, p.Also, p.AlsoNeed = key, also, extract.SoftFailure
			out = append(out, p)
			out = f.appendDispatched(out, p, key)
		}
	})
	return out
}

// keptTable returns the array literal an exported table's value keeps its entries of: the value
// itself, or the literal of a const of the file that it maps through a function of the file that
// returns each entry as it is or a copy of it (`RAW.map(withBudget)`, where withBudget returns
// the tool or `{ ...tool, fn: guarded }`). v otherwise.
func (f *file) keptTable(v *sitter.Node) *sitter.Node {
	u := unwrap(v)
	if u == nil || extract.Type(u) != "call_expression" {
		return v
	}
	callee := unwrap(extract.Field(u, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), f.Src) != "map" {
		return v
	}
	obj := unwrap(extract.Field(callee, "object"))
	g := unwrap(argument(extract.Field(u, "arguments"), 0))
	if obj == nil || g == nil || extract.Type(obj) != "identifier" || extract.Type(g) != "identifier" || argument(extract.Field(u, "arguments"), 1) != nil {
		return v
	}
	lit := unwrap(f.valueOf(obj))
	fn := f.calledFunction(g)
	if lit == nil || extract.Type(lit) != "array" || fn == nil || !f.keepsEntry(fn) {
		return v
	}
	return lit
}

// keepsEntry reports whether every return of a one-parameter function hands back its parameter
// or an object literal that spreads it first.
func (f *file) keepsEntry(fn *sitter.Node) bool {
	params := f.paramNames(fn)
	if len(params) != 1 || params[0] == "" {
		return false
	}
	rets := f.returnStatements(fn)
	if len(rets) == 0 {
		return false
	}
	for _, stmt := range rets {
		r := unwrap(extract.NamedChild(stmt, 0))
		if r == nil {
			return false
		}
		switch extract.Type(r) {
		case "identifier":
			if extract.Content(r, f.Src) != params[0] {
				return false
			}
		case "object":
			first := extract.NamedChild(r, 0)
			if first == nil || extract.Type(first) != "spread_element" || text(unwrap(extract.NamedChild(first, 0)), f.Src) != params[0] {
				return false
			}
		default:
			return false
		}
	}
	return true
}
