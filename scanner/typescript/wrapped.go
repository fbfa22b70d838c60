package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// throughWrapper reports whether cb, an anonymous function, is handed to a wrapper of the file
// whose result a tool handler returns, and which returns what cb returns: `return await
// withConnection(async () => { ... })` with `async function withConnection(call) { ... return
// await call() }`. What cb returns is then the tool's answer. It returns the handler's where (its
// fn still cb, the function the return sits in) and the wrapper call. Wrappers nest up to three
// deep.
func (f *file) throughWrapper(cb *sitter.Node) (where, *sitter.Node, bool) {
	fn := cb
	for depth := 0; depth < 3; depth++ {
		args := f.parent(fn)
		if args == nil || extract.Type(args) != "arguments" {
			return where{}, nil, false
		}
		call := f.parent(args)
		if call == nil || extract.Type(call) != "call_expression" || !f.returnsArgument(call, fn) {
			return where{}, nil, false
		}
		outer := f.returningFunction(call)
		if outer == nil {
			return where{}, nil, false
		}
		w := f.locate(call)
		if w.direct {
			w.fn = cb
			return w, call, true
		}
		fn = outer
	}
	return where{}, nil, false
}

// pastAwait returns the expression that stands in n's place: n's outermost enclosing await or
// parentheses that hold only it, or n itself.
func (f *file) pastAwait(n *sitter.Node) *sitter.Node {
	v := n
	for p := f.parent(v); p != nil && (extract.Type(p) == "await_expression" || extract.Type(p) == "parenthesized_expression"); p = f.parent(p) {
		v = p
	}
	return v
}

// returningFunction returns the function that returns the value of call as its own: call,
// past await and parentheses, is the value of its return statement or an arrow's expression
// body. nil otherwise.
func (f *file) returningFunction(call *sitter.Node) *sitter.Node {
	v := f.pastAwait(call)
	outer := f.enclosingFunction(call)
	p := f.parent(v)
	if p == nil || outer == nil || !(extract.Type(p) == "return_statement" || same(p, outer)) {
		return nil
	}
	return outer
}

// returnsArgument reports whether the function a call calls, one of the file's, returns what
// its parameter for the argument arg returns when it calls it: `return await call()`, or an
// arrow whose body is that call.
func (f *file) returnsArgument(call, arg *sitter.Node) bool {
	callee := f.calledFunction(extract.Field(call, "function"))
	if callee == nil {
		return false
	}
	args, params := extract.Field(call, "arguments"), extract.Field(callee, "parameters")
	i := argumentIndex(args, arg)
	if i < 0 {
		return false
	}
	name := paramName(argument(params, i), f.Src)
	if name == "" {
		return false
	}
	callsParam := func(n *sitter.Node) bool {
		n = unwrap(n)
		return n != nil && extract.Type(n) == "call_expression" && text(extract.Field(n, "function"), f.Src) == name
	}
	body := functionBody(callee)
	if body == nil {
		return false
	}
	if extract.Type(body) != "statement_block" {
		return callsParam(body)
	}
	found := false
	f.walkOwn(body, func(n *sitter.Node) {
		found = found || extract.Type(n) == "return_statement" && extract.NamedChildCount(n) > 0 && callsParam(extract.NamedChild(n, 0))
	})
	return found
}

// The project's wrapper of a tool's function, seen from the tools it wraps:
//
//	function tool_fn(name, fn) {
//		return async (data, ctx) => {
//			check_rate_limit();
//			try { return await fn(data, ctx); }
//			catch (e) { if (e.response) throw new Error(`HTTP ${e.response.status}`); throw e; }
//		};
//	}
//	server.addTool({ name: "search", execute: tool_fn("search", async (data, ctx) => { ... }) });
//
// The registration's handler is the function given to the wrapper (register: wrapped), whose
// throws the wrapper's catch passes on (it throws again on every path: not shielded). The
// function the SDK calls is the one the wrapper returns: what it throws itself, and what the
// functions it calls throw, reach every tool it wraps as they would from a helper the tool
// calls. wrapperCalls makes each tool call the wrapper, for the root's walk from the tools;
// wrapperRaisedPendings reports the throws of the returned function as the wrapper's own.

// toolWrapper returns the wrapper call a registration's handler is given to, the same-file
// function it calls, and the function that one returns (returnedRunner), when the returned
// function calls the handler and its catch, if any, does not answer what the handler throws
// (the registration is not shielded). nil otherwise.
func (f *file) toolWrapper(r *registration) (call, wrapper, runner *sitter.Node) {
	if !r.wrapped || r.shielded || r.fn == nil || toolKind(r) != highLevel {
		return nil, nil, nil
	}
	args := f.parent(r.fn)
	if args == nil || extract.Type(args) != "arguments" {
		return nil, nil, nil
	}
	call = f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil, nil, nil
	}
	wrapper = f.calledFunction(extract.Field(call, "function"))
	if wrapper == nil || f.keyOf(wrapper) == "" {
		return nil, nil, nil
	}
	if runner = f.returnedRunner(wrapper, argumentIndex(args, r.fn)); runner == nil {
		return nil, nil, nil
	}
	return call, wrapper, runner
}

// returnedRunner returns the function a wrapper returns that calls the wrapper's i-th
// parameter and returns what it returns, or nil.
func (f *file) returnedRunner(wrapper *sitter.Node, i int) *sitter.Node {
	param := parameterAt(wrapper, i, f.Src)
	if param == "" {
		return nil
	}
	for _, v := range f.returnedValuesOf(wrapper) {
		inner := unwrap(v)
		if inner != nil && f.parents.isFunction(inner) && f.returnedCallOf(inner, param) != nil {
			return inner
		}
	}
	return nil
}

// wrapperCalls returns a call from each high-level tool whose handler a wrapper runs
// (toolWrapper) to the wrapper, at the wrapper call: the root's walk from the tools reaches the
// wrapper's calls, and the throws of the function it returns (wrapperRaisedPendings).
func (f *file) wrapperCalls() []extract.Call {
	var out []extract.Call
	for _, r := range f.regs {
		call, wrapper, _ := f.toolWrapper(r)
		if call == nil || f.Context == finding.Test {
			continue
		}
		if from := f.keyOf(r.fn); from != "" {
			out = append(out, extract.Call{Key: f.keyOf(wrapper), Line: line(call), Column: column(call), From: from})
		}
	}
	return out
}

// wrapperRaisedPendings returns pending raisederror findings for the uncaught throws of the
// functions that tool wrappers return (toolWrapper), as throws of the wrappers: they stand
// when a tool reaches the wrapper (wrapperCalls), with the tools related. A throw of the caught
// error unchanged counts too, as it does in a tool's own catch: it passes on what the tool's
// function threw, the failures of the libraries it calls among them, which no other site
// reports.
func (f *file) wrapperRaisedPendings() []extract.Pending {
	runners := map[uintptr]*sitter.Node{} // the returned function -> its wrapper
	for _, r := range f.regs {
		if _, wrapper, runner := f.toolWrapper(r); wrapper != nil {
			runners[runner.ID()] = wrapper
		}
	}
	if len(runners) == 0 {
		return nil
	}
	var out []extract.Pending
	for _, m := range f.matches(qRaisedError) {
		stmt := m[capSite]
		if stmt == nil {
			continue
		}
		fn := f.thrownOutOf(stmt)
		if fn == nil || runners[fn.ID()] == nil {
			continue
		}
		wrapper := runners[fn.ID()]
		p, _, ok := f.raisedPending(stmt, f.displayName(wrapper), "the wrapper of the tools in related", f.keyOf(wrapper))
		if ok {
			out = append(out, p)
		}
	}
	return out
}
