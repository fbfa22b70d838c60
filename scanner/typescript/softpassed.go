package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// What an API helper gives back, handed to a success-text helper:
//
//	async function request(path) {
//	  const res = await fetch(base + path);
//	  if (!res.ok) return `Error fetching data: Status ${res.status}`;
//	  return await res.json();
//	}
//	async function requestAsResult(path) {
//	  const data = await request(path);
//	  return formatResponse(data); // formatResponse: { content: [{ type: "text", text: String(data) }] }
//	}
//
// The return of requestAsResult hands formatResponse (a success-text helper of that argument,
// successtext.go) a value that request may make a failure (SoftFailure): a pending softerror at
// the call, standing when both facts hold (Pending.Also) and, for a function that is no tool of
// the file's, when a tool returns its value (Pending.Returned) or another file registers it as a
// tool. The finding stands in the helper that joins the two, where one fix (a failure test
// before the success-text helper, or isError from it) answers every tool that returns it; the
// failure's return and the tools are its related places.

// passedFailurePending returns the pending softerror of a returned call of a function whose
// argument i is what another function of the root gives back: the call itself or a local bound
// to it and not tested for a failure before the return (sourceCall).
func (f *file) passedFailurePending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	call := unwrap(value)
	if call == nil || extract.Type(call) != "call_expression" {
		return extract.Pending{}, false
	}
	callee := extract.Field(call, "function")
	args := extract.Field(call, "arguments")
	if callee == nil || args == nil || !same(f.serializedOperand(call), call) {
		return extract.Pending{}, false // a serializer's value is the value's (sourceCall)
	}
	if d := f.calledFunction(callee); d != nil && f.regByFn[d.ID()] != nil {
		return extract.Pending{}, false // a delegate: its own returns are judged as the tool's
	}
	edge := f.edgeKeys(callee)
	if len(edge) == 0 {
		return extract.Pending{}, false
	}
	for i := 0; ; i++ {
		a := unwrap(argument(args, i))
		if a == nil {
			break
		}
		src := f.sourceCall(a, stmt, w.fn, 0)
		if src == nil {
			continue
		}
		inner := extract.Field(src, "function")
		if d := f.calledFunction(inner); d != nil && f.regByFn[d.ID()] != nil {
			continue
		}
		also := f.edgeKeys(inner)
		if len(also) == 0 {
			continue
		}
		keys := make([]string, 0, len(edge))
		for _, k := range edge {
			keys = append(keys, k+successTextSuffix(i))
		}
		name, from := clip(extract.Content(callee, f.Src)), clip(extract.Content(inner, f.Src))
		fd := f.softFinding(stmt, w, finding.Unknown,
			fmt.Sprintf("%s returns %s(...) given what %s gives back, a failure on some path, and %s answers what it is given as a successful result without isError (see related): the client and the model take it for success; test for the failure and return it with isError: true",
				describeWhere(w), name, from, name))
		fd.Line, fd.Column = line(call), column(call)
		if !same(src, unwrap(a)) {
			fd.Related = append(fd.Related, f.relatedAt(src, fmt.Sprintf("the call of %s whose value it passes on", from)))
		}
		return extract.Pending{Finding: fd, Keys: keys, Need: extract.SuccessText, Also: also, AlsoNeed: extract.SoftFailure}, true
	}
	return extract.Pending{}, false
}

// citeComposed names, for a failure text that is itself a call of a function of the root
// (`toolResult(errorResponse(error))`, errorResponse another module's), that function's
// failure beside the success-text helper's: when it hands back a failure (SoftFailure), the
// message names it and Related gets its places, where the failure object is built
// (Pending.Reword). Whether the finding stands is the success-text helper's to say, as before.
func (f *file) citeComposed(p *extract.Pending, t *sitter.Node, w where, name string, why reason) {
	call := unwrap(t)
	if call == nil || extract.Type(call) != "call_expression" {
		return
	}
	inner := extract.Field(call, "function")
	if inner == nil || isJSONStringify(inner, f.Src) || f.isSerializer(inner) {
		return
	}
	if d := f.calledFunction(inner); d != nil && f.regByFn[d.ID()] != nil {
		return // a tool's own function: its returns are judged as the tool's
	}
	keys := f.edgeKeys(inner)
	if len(keys) == 0 {
		return
	}
	from := clip(extract.Content(inner, f.Src))
	p.Reword, p.RewordIf = keys, extract.SoftFailure
	p.Reworded = fmt.Sprintf("%s returns %s(...) given what %s gives back, a failure (%s), and %s answers what it is given as a successful result without isError (see related): the client and the model take it for success; return failures with isError: true",
		describeWhere(w), name, from, why.text, name)
}
