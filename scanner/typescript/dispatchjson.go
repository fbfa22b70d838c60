package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A registered handler that looks the tool's handler up in a table by a computed key and
// answers with the JSON of what it returns:
//
//	// index.js
//	server.setRequestHandler(CallToolRequestSchema, async (request) => {
//	  const result = await handlers[request.params.name](request.params.arguments);
//	  return { content: [{ type: "text", text: JSON.stringify(result) }] };
//	});
//	// tools/index.js
//	export const handlers = { ...noteHandlers, ...deckHandlers };
//	// tools/notes.js
//	export async function addNote(args) { if (!args.title) return { success: false, error: "..." }; ... }
//	export const noteHandlers = { add_note: (args) => addNote(args) };
//
// Each entry of the table is a tool whose failure objects reach the client as the text of a
// success, as a wrapper of JSON makes them (jsonwrapped.go), with three parts:
//
//   - the handler gives the marker of dispatchedSuffix of each entry (dispatchKeys: the
//     entry's own key, or that of a table of another module) the fact SoftFailure
//     (summarizeJSONDispatch);
//   - a table's module forwards SoftFailure from the marker of each entry and of each table of
//     another module it spreads to the table's (noteTableDispatched), and the marker of a
//     function an entry returns the call of to the entry's (noteEntryDispatched);
//   - the function's module holds a pending softerror at each return of a failure object of its
//     exported functions and of the functions written in its exported tables (jsonedPendings),
//     which stands when the marker has SoftFailure. The forwards are the way from the dispatcher
//     to the function, so the pending needs no Within: the marker's related places name the
//     dispatcher's return and the entries on the way.

// dispatchedSuffix ends the key under which a dispatcher says it answers with the JSON of what
// a function, looked up in a table, returns.
const dispatchedSuffix = "!dispatched"

// summarizeJSONDispatch places SoftFailure on the markers of the entries of each table a
// function of the file answers with the JSON of a lookup's value, not tested for a failure
// before the return (jsonedLookup): a registered handler, or a function of the project's own
// registry that builds the tool result itself (`handleCallTool(request)` of a class whose
// registerTool stores its handler parameter, then `return { content: [{ type: "text", text:
// JSON.stringify(result) }] }`, which the tools/call handler returns).
func (f *file) summarizeJSONDispatch(sz *summarizer) {
	if f.Context == finding.Test || !f.srcHas("stringify") {
		return
	}
	for _, fn := range f.keyedFunctions() { // the registered handlers among them
		for stmt, texts := range f.builtResultTexts(fn) {
			for _, t := range texts {
				callee := f.jsonedLookup(t, fn, stmt)
				if callee == nil {
					continue
				}
				msg := fmt.Sprintf("%s answers with the JSON of what %s gives back as the text of a result without isError",
					f.displayName(fn), clip(extract.Content(callee, f.Src)))
				for _, keys := range f.dispatchKeys(callee) {
					for _, k := range keys {
						sz.place(sz.get(k+dispatchedSuffix, fn), extract.SoftFailure, stmt, msg)
					}
				}
				if table := f.calleeTable(callee); table != nil {
					for _, v := range f.registryEntries(table) {
						f.noteEntryDispatched(v) // the file's own table's entries that return a call
					}
				}
			}
		}
	}
}

// jsonedLookup returns the callee of the call whose value a text t is the JSON of, when that
// callee is a lookup in a table by a computed key (dispatchKeys): JSON.stringify of a const of
// fn bound to the call (maybe awaited), not tested for a failure before ret. nil otherwise.
func (f *file) jsonedLookup(t, fn, ret *sitter.Node) *sitter.Node {
	callee := f.jsonedCallee(t, fn, ret)
	if callee == nil || f.calleeTable(callee) == nil || len(f.dispatchKeys(callee)) == 0 {
		return nil
	}
	return callee
}

// jsonedCallee returns the callee of the call whose value a text t is the JSON of:
// JSON.stringify of a const of fn bound to the call (maybe awaited), not tested for a failure
// before ret. nil otherwise.
func (f *file) jsonedCallee(t, fn, ret *sitter.Node) *sitter.Node {
	t = unwrap(t)
	if t == nil || extract.Type(t) != "call_expression" || !isJSONStringify(extract.Field(t, "function"), f.Src) {
		return nil
	}
	v := unwrap(argument(extract.Field(t, "arguments"), 0))
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	name := extract.Content(v, f.Src)
	d := f.resolve(name, v)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || !f.isConstDecl(d) || f.failureTested(name, d, ret) {
		return nil
	}
	call := unwrap(extract.Field(d, "value"))
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	return extract.Field(call, "function")
}

// calleeTable returns the table a called entry is looked up in, as dispatchKeys reads it: the
// callee's own lookup (`handlers[name](args)`), or that of the object whose member it calls
// (`handlers[name].handler(args)`), the lookup a const is bound to standing for the const
// (`const tool = this.getToolHandler(name)` with `return this.handlers.get(name)` there, then
// `tool.handler(args)` or `tool(args)`). nil for anything else.
func (f *file) calleeTable(callee *sitter.Node) *sitter.Node {
	holder := unwrap(callee)
	if t := f.lookedUp(holder); t != nil || holder == nil {
		return t
	}
	if extract.Type(holder) == "member_expression" {
		holder = unwrap(extract.Field(holder, "object"))
	}
	if holder != nil && extract.Type(holder) == "identifier" && f.lookupNames()[extract.Content(holder, f.Src)] {
		holder = unwrap(f.valueOf(holder))
	}
	if holder == nil || same(holder, unwrap(callee)) {
		return nil
	}
	return f.lookedUp(holder)
}

// noteTableDispatched records, for an exported table's entry (or spread table) whose keys are
// keys, the marker of each that forwards SoftFailure to the table's, and passes on the marker of
// a function the entry returns the call of (noteEntryDispatched).
func (f *file) noteTableDispatched(tableKey string, keys []string, at *sitter.Node) {
	f.noteEntryDispatched(at)
	for _, k := range keys {
		f.tableJSONed = append(f.tableJSONed, extract.Summary{Key: k + dispatchedSuffix, Name: tableKey, Line: line(at), Column: column(at),
			Forward: []extract.Forward{{Facts: extract.SoftFailure, Keys: []string{tableKey + dispatchedSuffix}, Line: line(at), Column: column(at), Dispatched: true}}})
	}
}

// noteParamDispatched records, for a function of the root handed to a parameter of a function
// of the root (param, the parameter's key, or "<param>.<field>" for a field of an object literal
// handed there: `registry.registerTool(def, { schema, handler: addTask })`), the function's
// marker, which forwards SoftFailure from the parameter's: a dispatcher that looks up what the
// callee stored of that parameter (`this.handlers.set(def.name, handler)`) and answers with the
// JSON of its value answers with that of the function's. v is what the call hands over.
func (f *file) noteParamDispatched(param, key string, call, v *sitter.Node) {
	callee := unwrap(extract.Field(call, "function"))
	if callee != nil && extract.Type(callee) == "member_expression" {
		callee = extract.Field(callee, "property") // not the whole chain of a fluent registration
	}
	name := fmt.Sprintf("%s (handed to %s)", clip(extract.Content(v, f.Src)), clip(extract.Content(callee, f.Src)))
	f.tableJSONed = append(f.tableJSONed, extract.Summary{Key: key + dispatchedSuffix, Name: name, Line: line(v), Column: column(v),
		Forward: []extract.Forward{{Facts: extract.SoftFailure, Keys: []string{param + dispatchedSuffix}, Line: line(v), Column: column(v), Dispatched: true}}})
}

// noteEntryDispatched records, for a table's entry that is a function every return of which is
// the value of a call of a function of the root (`add_note: (args) => addNote(args)`), the
// marker of that function, which forwards SoftFailure to the entry's: a dispatcher that answers
// with the JSON of the entry's value answers with that of the function's.
func (f *file) noteEntryDispatched(v *sitter.Node) {
	v = unwrap(v)
	if v == nil || !f.parents.isFunction(v) {
		return
	}
	key := f.keyOf(v)
	rets := f.returnedValuesOf(v)
	if key == "" || len(rets) == 0 {
		return
	}
	var keys []string
	var calls []*sitter.Node
	for _, r := range rets {
		c := unwrap(r)
		if c == nil || extract.Type(c) != "call_expression" {
			return
		}
		ks := f.callKeys(unwrap(extract.Field(c, "function")))
		if len(ks) == 0 || moduleOf(ks[0]) == "" {
			return // a call of what the root does not declare: its value is not in sight
		}
		for range ks {
			calls = append(calls, c)
		}
		keys = append(keys, ks...)
	}
	for i, k := range keys {
		c := calls[i] // the entry's return of the call's value
		f.tableJSONed = append(f.tableJSONed, extract.Summary{Key: k + dispatchedSuffix, Name: f.displayName(v), Line: line(c), Column: column(c),
			Forward: []extract.Forward{{Facts: extract.SoftFailure, Keys: []string{key + dispatchedSuffix}, Line: line(c), Column: column(c), Dispatched: true}}})
	}
}

// appendDispatched appends to out the copy of a pending softerror of jsonedPendings that stands
// when a dispatcher answers with the JSON of what the function of key returns (dispatchedSuffix).
// It needs no Within: the forwards to the marker are the way from the dispatcher, and name the
// module, which has the scan extract the file even when its main pass does not parse it.
func (f *file) appendDispatched(out []extract.Pending, p extract.Pending, key string) []extract.Pending {
	p.Within, p.Also, p.AlsoNeed = "", []string{key + dispatchedSuffix}, extract.SoftFailure
	p.Finding.Message = dispatchedWording.Replace(p.Finding.Message)
	return append(out, p)
}

// dispatchedWording rewords a message of a wrapper's JSON (wrappedFailureMessage) for a
// dispatcher's. Its advice is the dispatcher's isError alone: a throw from the function would
// leave through the low-level tools/call handler, which sends it as a JSON-RPC error.
var dispatchedWording = strings.NewReplacer("the wrapper it is registered through", "the tools/call handler that looks it up in a table",
	"throw the failure, or have the wrapper set isError", "have that handler set isError (a throw would leave it as a JSON-RPC error)",
	"have the wrapper set isError", "have that handler set isError")

// tableEntryFunctions returns the functions written in the tables the module exports
// (`export const noteHandlers = { add_note: async (args) => {...} }`), which no binding of the
// file names (keyedFunctions) and which a dispatcher of another module may call by their key.
func (f *file) tableEntryFunctions() []*sitter.Node {
	var out []*sitter.Node
	f.exportedDeclarators(func(d, name *sitter.Node) {
		for _, v := range f.exportedEntries(d, name) {
			if v = unwrap(v); v != nil && f.parents.isFunction(v) {
				out = append(out, v)
			}
		}
	})
	return out
}
