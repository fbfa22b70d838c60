package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A failure object handed to an envelope helper, in a tool whose dispatcher serializes what it
// returns:
//
//	// shared.ts
//	export function envelope<T>(data: T, options?: { warnings?: string[] }) {
//	  return { version: 1, warnings: options?.warnings ?? [], data };
//	}
//	// a tool module
//	registerEntry({ name: "plant", schema, handler: async (input) => {
//	  if (!input.seed) return envelope({ error: "give a seed or a seed_preset" });
//	  ...
//	} });
//
// A tool table's handler returns a plain value that its dispatcher turns into the tool's text
// (`return { content: [{ type: "text", text: JSON.stringify(result) }] }`). An envelope helper,
// in any module of the root, returns on every path an object literal that holds its parameter i
// unchanged as a member and builds no tool result (no content, no isError): what the tool hands
// it comes back whole inside a successful answer. The helper's summary under
// key+envelopeSuffix(i) has extract.SuccessText, placed at its return, and a tool table
// handler's return of a call of it whose argument i is an object with an error member
// (successTextPending) stands on that key as on a success-text helper's.

// envelopeSuffix is the key suffix of an envelope helper that holds its parameter i.
func envelopeSuffix(i int) string { return fmt.Sprintf("!wraps@%d", i) }

// summarizeEnvelopes gives each envelope helper of the file the fact SuccessText under its key
// with the suffix of each parameter it holds.
func (f *file) summarizeEnvelopes(sz *summarizer) {
	if !f.srcHas("return") && !f.srcHas("=>") {
		return
	}
	for fn, key := range f.helperFunctions() {
		for _, e := range f.envelopeReturns(fn) {
			sz.place(sz.get(key+envelopeSuffix(e.param), fn), extract.SuccessText, e.at,
				fmt.Sprintf("%s returns an object that holds its parameter %s as it is, and no isError: the dispatcher sends it as a successful result",
					f.displayName(fn), e.name))
		}
	}
}

// envelopeReturns returns, for each parameter of fn that every return of fn holds unchanged as
// a member of an object literal without content or isError, the first such return; nil when fn
// has a return of anything else (a bare return, a call, a spread the file cannot see through).
func (f *file) envelopeReturns(fn *sitter.Node) []successText {
	params := f.paramNames(fn)
	if len(params) == 0 {
		return nil
	}
	rs := f.returnedValuesOf(fn)
	if len(rs) == 0 {
		return nil
	}
	objs := f.returnedObjects(fn)
	if len(objs) != len(rs) {
		return nil // some return is no object literal
	}
	var out []successText
	for i, p := range params {
		if p == "" {
			continue
		}
		held := true
		for _, r := range objs {
			if r.m.opaque || r.m.values["content"] != nil || r.m.values["isError"] != nil || !f.holdsParam(r.m, p) {
				held = false
				break
			}
		}
		if held {
			out = append(out, successText{at: objs[0].at, param: i, name: p})
		}
	}
	return out
}

// holdsParam reports whether an object's members hold the parameter named p as it is: `{ data }`
// or `data: p`.
func (f *file) holdsParam(m members, p string) bool {
	for _, v := range m.values {
		if v = unwrap(v); v == nil {
			continue
		}
		switch extract.Type(v) {
		case "identifier", "shorthand_property_identifier":
			if extract.Content(v, f.Src) == p {
				return true
			}
		}
	}
	return false
}

// envelopeKeys returns the envelope keys of a callee for its argument i (edge, its keys), when
// the returning tool is a tool table's handler, whose dispatcher serializes what it returns;
// nil otherwise.
func envelopeKeys(edge []string, w where, i int) []string {
	if w.reg == nil || w.reg.kind != regTable {
		return nil
	}
	var out []string
	for _, k := range edge {
		out = append(out, k+envelopeSuffix(i))
	}
	return out
}
