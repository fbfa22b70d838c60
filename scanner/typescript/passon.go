package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A call's value handed through a helper that gives its parameter back:
//
//	// utils/stamp.ts
//	export function stampResponse(response: any): any {
//	  response.meta = { at: new Date().toISOString() };
//	  return response;
//	}
//	// index.ts, a tool
//	const result = await client.getOrders(args); // handleRequest's catch: { success: false, error }
//	const stamped = stampResponse(result);
//	return { content: [{ type: "text", text: JSON.stringify(stamped) }] };
//
// The tool returns what getOrders gives back when stampResponse, in any module of the root,
// returns its parameter as it is on every path (members set on it or not, the parameter never
// bound again). The helper says so of its parameter i under key+passesSuffix(i) with
// extract.SoftResult, placed at its return; the tool's return stands on the inner call's
// failure (softPendingNamed of the argument) and on that marker (Pending.Also).

// passesSuffix is the key suffix of a helper that returns its parameter i as it is.
func passesSuffix(i int) string { return fmt.Sprintf("!passes@%d", i) }

// summarizePassers gives each helper of the file that returns one of its parameters as it is
// on every path the fact SoftResult under its key with that parameter's suffix.
func (f *file) summarizePassers(sz *summarizer) {
	if !f.srcHas("return") {
		return
	}
	for fn, key := range f.helperFunctions() {
		if i, name, at := f.givenBackParam(fn); at != nil {
			sz.place(sz.get(key+passesSuffix(i), fn), extract.SoftResult, at,
				fmt.Sprintf("%s returns its parameter %s as it is", f.displayName(fn), name))
		}
	}
}

// givenBackParam returns the parameter that every return statement of fn returns as it is (an
// identifier naming it, never assigned in fn), its index and name, and the first such return;
// at is nil when there is none. An arrow's expression body counts as its return.
func (f *file) givenBackParam(fn *sitter.Node) (i int, name string, at *sitter.Node) {
	body := functionBody(fn)
	rs := f.returnedValuesOf(fn)
	if body == nil || len(rs) == 0 {
		return 0, "", nil
	}
	params := f.paramNames(fn)
	for _, r := range rs {
		r = unwrap(r)
		if r == nil || extract.Type(r) != "identifier" {
			return 0, "", nil
		}
		n := extract.Content(r, f.Src)
		if name == "" {
			name = n
		} else if n != name {
			return 0, "", nil
		}
	}
	i = -1
	for j, p := range params {
		if p == name {
			i = j
		}
	}
	if i < 0 || f.writes(body, name) {
		return 0, "", nil
	}
	at = rs[0]
	if p := f.parent(at); p != nil && extract.Type(p) == "return_statement" {
		at = p
	}
	return i, name, at
}

// passedCalls returns, for each argument of call that a call's value is (the call itself, past
// await, or a local bound to it before stmt, in within), that inner call and the condition
// that the callee returns its parameter as it is: a return of `stamp(await run(x))` or of
// `stamp(result)` with `const result = await run(x)` returns what run returns when stamp passes
// it on (handed.go forwards to it under that condition). A bound value passes on SoftResult
// alone, as summarizeReturn forwards a bound call's value.
func (f *file) passedCalls(call, stmt, within *sitter.Node) []handed {
	callee, args := extract.Field(call, "function"), extract.Field(call, "arguments")
	if callee == nil || args == nil || extract.Type(args) != "arguments" || isJSONStringify(callee, f.Src) {
		return nil
	}
	var keys []string
	var out []handed
	for i := 0; i < 4; i++ {
		a := argument(args, i)
		if a == nil {
			break
		}
		inner, only := f.promisedValue(a), extract.Fact(0)
		if inner != nil && extract.Type(inner) == "identifier" {
			inner, only = f.boundCall(inner, stmt, within), extract.SoftResult
		}
		if inner == nil || extract.Type(inner) != "call_expression" {
			continue
		}
		if keys == nil {
			if keys = f.edgeKeys(callee); len(keys) == 0 {
				return nil
			}
		}
		marks := make([]string, len(keys))
		for j, k := range keys {
			marks[j] = k + passesSuffix(i)
		}
		out = append(out, handed{call: inner, cond: extract.Cond{Keys: marks, Need: extract.SoftResult}, only: only})
	}
	return out
}

// passedOnPending returns the pending softerror of a tool's return of what a helper (a call of
// any module's function that the file cannot judge) gives back of an argument that comes from
// another call: it stands if the inner call may give back a failure and the helper returns
// that argument as it is.
func (f *file) passedOnPending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	call := f.sourceCall(value, stmt, w.fn, 0)
	if call == nil && extract.Type(value) == "object" {
		// a result whose text or structuredContent comes from the call, as softPendingNamed reads it
		m := f.members(value, 0)
		if f.flagChosen(m) {
			return extract.Pending{}, false
		}
		for _, t := range append(f.classify(m).texts, m.values["structuredContent"]) {
			if call = f.sourceCall(t, stmt, w.fn, 0); call != nil {
				break
			}
		}
	}
	if call == nil || extract.Type(call) != "call_expression" {
		return extract.Pending{}, false
	}
	callee, args := extract.Field(call, "function"), extract.Field(call, "arguments")
	keys := f.edgeKeys(callee)
	if len(keys) == 0 || args == nil || extract.Type(args) != "arguments" {
		return extract.Pending{}, false
	}
	for i := 0; i < 4; i++ {
		a := argument(args, i)
		if a == nil {
			break
		}
		if extract.Type(unwrap(a)) != "identifier" {
			continue
		}
		p, name, ok := f.softPendingNamed(stmt, a, w)
		if !ok {
			continue
		}
		helper := clip(extract.Content(callee, f.Src))
		p.Need = extract.SoftFailure
		p.Also, p.AlsoNeed = nil, extract.SoftResult
		for _, k := range keys {
			p.Also = append(p.Also, k+passesSuffix(i))
		}
		p.Finding.Message = fmt.Sprintf("%s returns what %s gives back, a failure on some path, through %s, which hands it on as it is (see related), as a successful result without isError: the client and the model take it for success; return failures with isError: true",
			describeWhere(w), name, helper)
		return p, true
	}
	return extract.Pending{}, false
}
