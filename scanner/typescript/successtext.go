package typescript

import (
	"bytes"
	"fmt"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure text handed to a helper that answers it as a success:
//
//	export function createSuccessResponse(message: string | string[]) {
//	  const messages = Array.isArray(message) ? message : [message];
//	  return { content: messages.map((m) => ({ type: "text", text: m })), isError: false };
//	}
//	catch (e) { return createSuccessResponse([`Failed to fetch: ${e.message}`]) }
//
// The helper (this file's or another module's) is a success-text helper: a return builds a result
// with content and no isError (or isError: false) whose content is built from its parameter i. Its
// summary under key+successTextSuffix(i) has extract.SuccessText (the fact Go's textResult(msg)
// has). A tool (or a tool's delegate) that returns a call of it whose argument i is a failure text
// (failureTextReason: error words, the caught error's message, a catch's text; each element of an
// array literal) is a pending softerror at the call, standing when that key has SuccessText; the
// helper's return is its related place. A helper that spells isError otherwise than `isError:
// false` (true on some path, or copied from a parameter) chooses, and is none.

// successTextSuffix is the key suffix of a success-text helper whose content comes from
// parameter i: only a failure passed at index i makes a finding.
func successTextSuffix(i int) string { return fmt.Sprintf("!text@%d", i) }

// isErrorFalse matches the flag spelled false, which a success-text helper may set.
var isErrorFalse = lazyre.New(`isError\s*:\s*false\b`)

// summarizeSuccessText gives each success-text helper of the file the fact SuccessText, under
// its key with the suffix of each parameter its content is built from.
func (f *file) summarizeSuccessText(sz *summarizer) {
	f.pending = append(f.pending, f.delegatePendings()...)
	if !f.srcHas("content") {
		return
	}
	for fn, key := range f.helperFunctions() {
		for _, st := range f.successTextReturns(fn) {
			sz.place(sz.get(key+successTextSuffix(st.param), fn), extract.SuccessText, st.at,
				fmt.Sprintf("%s returns a successful result (no isError, or isError false) whose text is built from its parameter %s",
					f.displayName(fn), st.name))
		}
	}
}

// successText is a return of a success-text helper, with the parameter its content comes from.
type successText struct {
	at    *sitter.Node
	param int
	name  string
}

// successTextReturns returns the returns of fn that build a successful result whose content is
// built from one of its parameters (or from a local whose value is), one per parameter. A return
// whose result reports a failure of its own (`Error: ${e}`) is the helper's to fix (SoftResult)
// and does not count.
func (f *file) successTextReturns(fn *sitter.Node) []successText {
	body := functionBody(fn)
	if body == nil {
		return nil
	}
	src := f.Src[extract.StartByte(body):extract.EndByte(body)]
	if !bytes.Contains(src, []byte("content")) || bytes.Contains(isErrorFalse.ReplaceAll(src, nil), []byte("isError")) {
		return nil // no result, or a flag that may be true: the helper chooses
	}
	params, from, names := f.paramSources(fn, body)
	if len(params) == 0 {
		return nil
	}
	var out []successText
	seen := map[int]bool{}
	for _, r := range f.returnedObjects(fn) {
		content, ok := r.m.values["content"]
		if !ok || r.m.opaque || content == nil {
			continue
		}
		at := r.at
		if f.softValue(at, r.value, fn, true).ok() {
			continue // a failure of its own (`Error: ${e}`): the helper's finding (SoftResult)
		}
		code := extract.Content(content, f.Src)
		for _, nm := range names {
			if !mentions(code, nm) {
				continue
			}
			for _, i := range from[nm] {
				if !seen[i] {
					seen[i] = true
					out = append(out, successText{at: at, param: i, name: params[i]})
				}
			}
		}
	}
	return out
}

// paramSources returns fn's parameter names by index (paramNames) and the names in body whose
// values come from one: each parameter, then each local built from one (`const messages =
// Array.isArray(m) ? m : [m]`, or a local a later assignment sets from one: `text = data`), in
// order, with the indices of the parameters it comes from, first the one named first (`const
// raw = { res: { success, info } }` comes from both). The parameters are nil when fn has none.
func (f *file) paramSources(fn, body *sitter.Node) ([]string, map[string][]int, []string) {
	params := f.paramNames(fn)
	if len(params) == 0 {
		return nil, nil, nil
	}
	from := map[string][]int{}
	var names []string
	for i, p := range params {
		if p != "" {
			from[p] = []int{i}
			names = append(names, p)
		}
	}
	f.walkOwn(body, func(n *sitter.Node) {
		var id, val *sitter.Node
		switch extract.Type(n) {
		case "variable_declarator":
			id, val = extract.Field(n, "name"), extract.Field(n, "value")
		case "assignment_expression":
			// `let text = ""; if (typeof data === "string") text = data; else ...`
			id, val = extract.Field(n, "left"), extract.Field(n, "right")
		default:
			return
		}
		if id == nil || extract.Type(id) != "identifier" || val == nil {
			return
		}
		local := extract.Content(id, f.Src)
		if _, ok := from[local]; ok {
			return
		}
		code := extract.Content(val, f.Src)
		var is []int
		for _, nm := range names {
			if mentions(code, nm) {
				for _, i := range from[nm] {
					if !slices.Contains(is, i) {
						is = append(is, i)
					}
				}
			}
		}
		if len(is) > 0 {
			from[local] = is
			names = append(names, local)
		}
	})
	return params, from, names
}

// paramNames returns the names of fn's simple parameters by index ("" for a pattern).
func (f *file) paramNames(fn *sitter.Node) []string {
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		if p := extract.Field(fn, "parameter"); p != nil && extract.Type(p) == "identifier" {
			return []string{extract.Content(p, f.Src)}
		}
		return nil
	}
	var out []string
	for j := 0; j < int(extract.NamedChildCount(ps)); j++ {
		p := extract.NamedChild(ps, j)
		if extract.Type(p) == "comment" {
			continue
		}
		out = append(out, paramName(p, f.Src))
	}
	return out
}

// successTextPending returns the pending softerror for a tool's returned value that calls a
// function with a failure text at argument i: it stands when the callee is a success-text helper
// of parameter i.
func (f *file) successTextPending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	call := unwrap(value)
	if call == nil || extract.Type(call) != "call_expression" {
		return extract.Pending{}, false
	}
	callee := extract.Field(call, "function")
	args := extract.Field(call, "arguments")
	if callee == nil || args == nil || isJSONStringify(callee, f.Src) {
		return extract.Pending{}, false
	}
	if d := f.calledFunction(callee); d != nil && f.regByFn[d.ID()] != nil {
		return extract.Pending{}, false // a delegate: its own returns are judged as the tool's
	}
	caught := f.catchParameter(stmt, w.fn)
	for i := 0; ; i++ {
		a := unwrap(argument(args, i))
		if a == nil {
			break
		}
		texts := []*sitter.Node{a}
		if extract.Type(a) == "array" {
			texts = texts[:0]
			for j := 0; j < int(extract.NamedChildCount(a)); j++ {
				if e := extract.NamedChild(a, j); extract.Type(e) != "spread_element" && extract.Type(e) != "comment" {
					texts = append(texts, e)
				}
			}
		}
		for _, t := range texts {
			why, shape := f.failureTextReason(t, caught, w.fn, stmt, 0), f.textShape(t, 0)
			failedObject := false
			if obj := f.objectOf(t, 0); !why.ok() && obj != nil && !f.narrowedLocal(t, stmt, w.fn) {
				// An object the helper serializes: `formatSuccess({ success: false, message })`.
				m := f.members(obj, 0)
				if r := f.errorMemberReason(m); r != "" {
					why, shape, failedObject = reason{text: "an object with " + r}, finding.JSONInText, true
				} else if msg := m.values["message"]; caught != "" && msg != nil {
					// In a catch, `{ code: "IO_ERROR", message: msg }` with msg a failure text.
					if r := f.failureTextReason(msg, caught, w.fn, stmt, 0); r.ok() {
						why, shape = reason{text: "an object whose message is " + r.text, assigned: r.assigned, relMsg: r.relMsg}, finding.JSONInText
					}
				}
			}
			if !why.ok() {
				continue
			}
			var keys []string
			edge := f.edgeKeys(callee)
			for _, k := range edge {
				keys = append(keys, k+successTextSuffix(i))
			}
			keys = append(keys, f.flagTextKeys(edge, args, i)...) // flagtext.go
			if failedObject {
				keys = append(keys, envelopeKeys(edge, w, i)...) // an object the helper holds (softenvelope.go)
			}
			if len(keys) == 0 {
				return extract.Pending{}, false
			}
			name := clip(extract.Content(callee, f.Src))
			fd := f.softFinding(stmt, w, shape,
				fmt.Sprintf("%s returns %s(...) given a failure (%s), and %s answers what it is given as a successful result without isError (see related): the client and the model take it for success; return failures with isError: true",
					describeWhere(w), name, why.text, name))
			fd.Line, fd.Column = line(call), column(call)
			f.relateAssigned(&fd, why)
			p := extract.Pending{Finding: fd, Keys: keys, Need: extract.SuccessText}
			f.citeComposed(&p, t, w, name, why) // softpassed.go
			return p, true
		}
	}
	return extract.Pending{}, false
}

// delegatePendings returns the pending softerrors of the returns of functions that are no tool
// of the file's (a tool's delegate: `case "get": return handleGet(args)`, in any file), each
// standing when a tool returns the function's value as its own (Pending.Returned), and for an
// exported function also when another file registers it as a tool (exportedToolPending): first
// those that call a success-text helper with a failure text (successTextPending), then those
// that hand one what another function gives back, a failure on some path (passedFailurePending,
// softpassed.go), for the returns that are no failure text of their own. One walk serves both.
func (f *file) delegatePendings() []extract.Pending {
	var texts, passed []extract.Pending
	add := func(out []extract.Pending, p extract.Pending, key string, tried [][]string, fn *sitter.Node) []extract.Pending {
		p.Within, p.Returned, p.Tried = key, true, tried
		out = append(out, p)
		if f.isExported(fn) {
			out = append(out, exportedToolPending(p)) // flagtext.go
		}
		for _, k := range f.memberHandlerKeys(fn) { // a member of an exported object (objecthandlers.go)
			q := exportedToolPending(p)
			q.Within = k
			out = append(out, q)
		}
		return out
	}
	for _, m := range f.matches(qSoftError) {
		stmt := m[capSite]
		if stmt == nil || extract.Type(stmt) != "return_statement" {
			continue
		}
		v := unwrap(extract.NamedChild(stmt, 0))
		if v == nil || extract.Type(v) != "call_expression" {
			continue
		}
		fn := f.enclosingFunction(stmt)
		if fn == nil || f.regByFn[fn.ID()] != nil {
			continue // a tool's own returns: softErrors
		}
		key := f.keyOf(fn)
		if key == "" {
			continue
		}
		never, tried := f.catchMayNotRun(stmt) // raisedtried.go
		if never {
			continue // a return in a catch whose try throws nothing
		}
		w := where{fn: fn, name: f.displayName(fn)}
		if p, ok := f.successTextPending(stmt, v, w); ok {
			// A failure text of its own; it stands as one where a failure word or a catch says so.
			if args := extract.Field(v, "arguments"); args != nil && (f.hintIn(extract.StartByte(args), extract.EndByte(args)) || f.catchParameter(stmt, nil) != "") {
				texts = add(texts, p, key, tried, fn)
			}
			continue
		}
		if p, ok := f.passedFailurePending(stmt, v, w); ok {
			passed = add(passed, p, key, tried, fn)
		}
	}
	return append(texts, passed...)
}

// narrowedLocal reports whether v is a local variable of fn that is tested between its
// declaration and ret in a way that may tell a failure from a success (failureTested): past
// `if (!result.success) return err(result.message)`, what it holds is no failure, whatever the
// function it was bound to may give back.
func (f *file) narrowedLocal(v, ret, fn *sitter.Node) bool {
	v = unwrap(v)
	if v == nil || fn == nil || extract.Type(v) != "identifier" {
		return false
	}
	d := f.resolve(extract.Content(v, f.Src), v)
	return d != nil && extract.Type(d) == "variable_declarator" && isInside(d, fn) && f.failureTested(extract.Content(v, f.Src), d, ret)
}
