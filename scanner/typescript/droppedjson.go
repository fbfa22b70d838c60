package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A whole tool result serialized into the text of a new one, its flag with it:
//
//	let result;
//	switch (name) { case "pull": result = await dockerPull(args); break; ... }
//	return { content: [{ type: "text", text: JSON.stringify(result) }] };
//
// where dockerPull returns `{ content, isError: true }` on failure (itself or through a flag
// helper: `return createResponse(msg, true)`). The SDK sends a success whose text holds
// `"isError":true` as data: droppedflag, pending on a callee of the value having the fact
// ErrorResult. The finding stands at the serializing call, where the fix goes (return the
// callee's result, or pass its flag on); Related names the callee returns that set isError.

// droppedJSONPending returns a pending droppedflag for a tool's return (stmt, value) whose
// result carries no isError of its own and whose text is JSON.stringify of a local that only
// calls set (assignedCalls: declared empty, not tested for a failure before the return) or
// that is bound to a call (boundCall), or of a call itself. A handler that reads or sets the
// local's isError (flagSetOn: `if (r.isError) return r`) is not judged.
func (f *file) droppedJSONPending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	if value == nil || extract.Type(value) != "object" || w.fn == nil {
		return extract.Pending{}, false
	}
	m := f.members(value, 0)
	if f.flagChosen(m) {
		return extract.Pending{}, false
	}
	for _, t := range f.classify(m).texts {
		at := stringifyIn(unwrap(t), f.Src, 0)
		if at == nil {
			continue
		}
		x := unwrap(argument(extract.Field(at, "arguments"), 0))
		if x == nil {
			continue
		}
		var calls []*sitter.Node
		switch {
		case extract.Type(x) == "call_expression":
			calls = []*sitter.Node{x}
		case extract.Type(x) == "identifier":
			if d := f.resolve(extract.Content(x, f.Src), x); d == nil || f.flagSetOn(extract.Content(x, f.Src), d, w.fn) {
				continue // the handler reads or sets the value's flag: it may answer it on a path of its own
			}
			if c := f.boundCall(x, stmt, w.fn); c != nil {
				calls = []*sitter.Node{c}
			} else {
				calls = f.assignedCalls(x, stmt, w.fn)
			}
		}
		var anyOf [][]string
		for _, c := range calls {
			callee := extract.Field(c, "function")
			if d := f.calledFunction(callee); d != nil && f.regByFn[d.ID()] != nil {
				continue // a delegate: its own returns are judged as the tool's
			}
			if ks := f.edgeKeys(callee); len(ks) > 0 {
				anyOf = append(anyOf, ks)
			} else {
				// A handler looked up or picked from a list: each entry's (dispatchKeys).
				anyOf = append(anyOf, f.dispatchKeys(callee)...)
			}
		}
		if len(anyOf) == 0 {
			continue
		}
		api := "CallToolResult"
		if w.reg != nil {
			api = w.reg.api
		}
		fd := finding.Finding{
			Rule: "droppedflag", Line: line(at), Column: column(at), StartLine: line(stmt), EndLine: endLine(stmt), Lang: f.lang,
			Message: fmt.Sprintf("%s serializes a whole tool result with JSON.stringify into the text of a new result without isError: the isError: true its callee sets (see related) becomes data in a success, and the client never sees the flag; return the callee's result or pass its flag on", describeWhere(w)),
			Method:  finding.TreeSitter,
			Site: &finding.Site{Construct: finding.Literal, API: api, Function: w.name, Shape: finding.JSONInText,
				PathKey: fmt.Sprintf("%s#%s:dropped-json", f.Path, w.name), Profile: finding.Profile(finding.Success, finding.Typed{}),
				Outcome: finding.Success},
		}
		return extract.Pending{Finding: fd, AnyOf: anyOf, Need: extract.ErrorResult}, true
	}
	return extract.Pending{}, false
}

// stringifyIn returns the JSON.stringify call a text is, or one branch of it is (`typeof r ===
// "string" ? r : JSON.stringify(r)`), or nil.
func stringifyIn(t *sitter.Node, src []byte, depth int) *sitter.Node {
	if t == nil || depth > 2 {
		return nil
	}
	switch extract.Type(t) {
	case "call_expression":
		if isJSONStringify(extract.Field(t, "function"), src) {
			return t
		}
	case "ternary_expression":
		if c := stringifyIn(unwrap(extract.Field(t, "consequence")), src, depth+1); c != nil {
			return c
		}
		return stringifyIn(unwrap(extract.Field(t, "alternative")), src, depth+1)
	}
	return nil
}

// flagHelperForwards gives a return of fn that calls a flag helper with true at its flag
// (`return createResponse(msg, true)`) a forward of ErrorResult to the helper's suffixed key
// (flagArgKeys), which flagHelperSummary gives the fact.
func (f *file) flagHelperForwards(sz *summarizer, key string, fn, v *sitter.Node) {
	if v == nil || extract.Type(v) != "call_expression" {
		return
	}
	ks := f.flagArgKeys(v, f.edgeKeys(extract.Field(v, "function")))
	if len(ks) == 0 {
		return
	}
	s := sz.get(key, fn)
	s.Forward = append(s.Forward, extract.Forward{Facts: extract.ErrorResult, Keys: ks, Line: line(v), Column: column(v)})
}

// flagHelperSummary gives a flag helper's key with its flag's suffix (flagSuffix) the fact
// ErrorResult, at the returns that copy the flag: a call passing true builds an isError result.
func (f *file) flagHelperSummary(sz *summarizer, key string, fn *sitter.Node) {
	i := f.flagParamOf(fn)
	if i < 0 {
		return
	}
	for _, r := range f.returnedValuesOf(fn) {
		obj := f.objectOf(r, 0)
		if obj == nil {
			continue
		}
		if v, ok := f.members(obj, 0).values["isError"]; ok && f.paramIndex(fn, v) == i {
			sz.place(sz.get(key+flagSuffix(i), fn), extract.ErrorResult, v,
				fmt.Sprintf("%s returns an isError result when argument %d is true", f.displayName(fn), i+1))
		}
	}
}
