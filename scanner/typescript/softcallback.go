package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A failure a callback returns, when the function it is handed to is another module's (an
// inherited method, an imported helper) and returns what the callback returns:
//
//	// base.ts
//	protected async safeExecute(ctx, operation) { try { return await operation(ctx.api) } catch (e) { ... } }
//	// requests.ts
//	class GetRequestTool extends ApiToolBase {
//	  async execute(args, ctx) {
//	    return this.safeExecute(ctx, async (api) => {
//	      let body; try { body = await res.text() } catch { body = "Unable to get response text" }
//	      return createSuccessResponse([`Response: ${body}`])
//	    })
//	  }
//	}
//
// The file that defines the wrapper gives it, under its key with callsSuffix(i), the fact
// SoftResult at each return of a call of its parameter i (a marker, as successTextSuffix's
// SuccessText is). The file of the callback judges the callback's returns as the function's
// that returns the wrapper's call (a tool's, or a tool's delegate's), and each finding is
// pending with Also naming the wrapper's marker (extract.Pending.Also): it stands only where
// the wrapper passes the callback's result on. A wrapper of the same file is decided there
// (throughWrapper, for tools).

// callsSuffix is the key suffix under which a function says it returns what its parameter i
// returns when it calls it.
func callsSuffix(i int) string { return fmt.Sprintf("!calls@%d", i) }

// summarizeCallsParam gives fn (with key) the marker fact of callsSuffix(i) when the value v it
// returns at stmt is a call of its parameter i (`return await operation(ctx)`), or a local
// bound to one and returned as is.
func (f *file) summarizeCallsParam(sz *summarizer, key string, fn, stmt, v *sitter.Node) {
	call := v
	if extract.Type(call) != "call_expression" {
		if call = f.boundCall(v, stmt, fn); call == nil {
			return
		}
	}
	if i, name := f.calledParam(call, fn); i >= 0 {
		sz.place(sz.get(key+callsSuffix(i), fn), extract.SoftResult, stmt,
			fmt.Sprintf("%s returns what its parameter %s returns", f.displayName(fn), name))
		return
	}
	// A callback it hands another function calls the parameter (`return execute(() =>
	// handler(params))`): it returns what the parameter returns if that function returns what
	// it calls the callback with, which its marker says (handed.go).
	for _, h := range f.handedCalls(call) {
		if i, _ := f.calledParam(h.call, fn); i >= 0 {
			s := sz.get(key+callsSuffix(i), fn)
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftResult, Keys: h.cond.Keys, Line: line(h.call), Column: column(h.call)})
		}
	}
}

// calledParam returns the index and name of fn's parameter that call calls, or -1.
func (f *file) calledParam(call, fn *sitter.Node) (int, string) {
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "identifier" {
		return -1, ""
	}
	name := extract.Content(callee, f.Src)
	for i, p := range f.paramNames(fn) {
		if p == name {
			return i, name
		}
	}
	return -1, ""
}

// handedCallback says whether cb, an anonymous function, is argument i of a call that the
// enclosing function returns (`return this.safeExecute(ctx, async () => {...})`, an arrow's
// body) and whose callee the file cannot read (another module's function or an inherited
// method): it returns that call, the enclosing function, and the keys of the callee's marker
// (callsSuffix(i)).
func (f *file) handedCallback(cb *sitter.Node) (call, outer *sitter.Node, also []string) {
	if cb == nil || !f.parents.isFunction(cb) || f.functionName(cb) != "" {
		return nil, nil, nil
	}
	args := f.parent(cb)
	if args == nil || extract.Type(args) != "arguments" {
		return nil, nil, nil
	}
	call = f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil, nil, nil
	}
	idx := argumentIndex(args, cb)
	callee := extract.Field(call, "function")
	if idx < 0 || callee == nil || f.calledFunction(callee) != nil {
		return nil, nil, nil // a function of the file: decided by what the file reads of it
	}
	if outer = f.returningFunction(call); outer == nil {
		return nil, nil, nil // not returned by its function
	}
	if same(f.runnerCallback(call), cb) {
		return call, outer, nil // a library runner returns what its callback returns (runners.go)
	}
	for _, k := range f.edgeKeys(callee) {
		also = append(also, k+callsSuffix(idx))
	}
	if len(also) == 0 {
		return nil, nil, nil
	}
	return call, outer, also
}

// callbackPendings returns the pending softerrors of a return (stmt, value v) of a callback cb
// that a function of the file hands to another module's function and returns its call
// (handedCallback), when that function is no tool: a result the callback builds that reports a
// failure (SoftResult, as the function's own return would be), or a success-text helper's call
// given a failure text. Each stands when a tool returns the function's value and the callee
// passes the callback's result on.
func (f *file) callbackPendings(stmt, v, cb *sitter.Node) []extract.Pending {
	call, outer, also := f.handedCallback(cb)
	if call == nil || f.regByFn[outer.ID()] != nil {
		return nil // a tool's callbacks: softErrors
	}
	key := f.keyOf(outer)
	if key == "" {
		return nil
	}
	var out []extract.Pending
	relate := func(p extract.Pending) extract.Pending {
		p.Within, p.Returned, p.Also, p.AlsoNeed = key, true, also, extract.SoftResult
		p.Finding.Related = append(p.Finding.Related, f.relatedAt(call, fmt.Sprintf("%s returns what %s returns, the callback's result",
			f.displayName(outer), clip(text(extract.Field(call, "function"), f.Src)))))
		return p
	}
	if obj, m := f.builtResultMembers(v); obj != nil {
		body := functionBody(cb)
		if body != nil && f.hintIn(extract.StartByte(body), extract.EndByte(body)) {
			if why := f.softValue(stmt, v, cb, true); why.ok() {
				p := f.resultPending(stmt, m, outer, key, why, builtResultSays)
				out = append(out, relate(p))
			}
		}
		return out
	}
	if extract.Type(v) == "call_expression" {
		if p, ok := f.successTextPending(stmt, v, where{fn: cb, name: f.displayName(outer)}); ok {
			out = append(out, relate(p))
		}
	}
	return out
}

// throughAlso returns a tool's pending finding p with the condition that another module's
// wrapper (the call via) passes its callback's result on, when also names its marker.
func (f *file) throughAlso(p extract.Pending, via *sitter.Node, also []string) extract.Pending {
	if also == nil {
		return p
	}
	p.Also, p.AlsoNeed = also, extract.SoftResult
	p.Finding.Related = append(p.Finding.Related, f.relatedAt(via, fmt.Sprintf("the tool returns what %s returns, the callback's result",
		clip(text(extract.Field(via, "function"), f.Src)))))
	return p
}
