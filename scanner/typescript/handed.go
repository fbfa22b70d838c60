package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A callback handed to a function that returns what it calls the callback with: a circuit
// breaker's execute, a retry helper, the project's own request wrapper.
//
//	async function handleRequest(method, params, handler) {
//		const result = await breakers.external.execute(() => handler(params));
//		return result;
//	}
//	server.setRequestHandler(CallToolRequestSchema, async (request) =>
//		handleRequest("call_tool", request.params, async ({ name, arguments: args }) => {
//			const handler = toolHandlers[name];
//			const result = await breakers.external.execute(() => Promise.resolve(handler(args)));
//			return result;
//		}));
//
// The tool returns what the entry's handler returns if handleRequest returns what it calls its
// parameter handler with, and execute what it calls its callback with. A function says so of
// its parameter i with the marker callsSuffix(i) (softcallback.go): when it returns a call of
// the parameter, or the call of a function it hands a callback calling the parameter, if that
// function says so in turn (a forward to its marker, so that another module may decide). The
// function that returns a call handing over a callback forwards to what the callback returns
// on those conditions (extract.Forward.If). Forwards only: a failure result the callback's
// callee builds stands where a tool returns it (softresult.go), through every wrapper that
// passes it on, and a wrapper that does something else with the callback's value passes
// nothing on.

// maxHanded bounds the wrappers a callback's value is followed through.
const maxHanded = 3

// handed is the call an inline callback's value is, and the condition under which the call
// that hands the callback over returns that value.
type handed struct {
	call *sitter.Node
	cond extract.Cond
	// only, when set, narrows the facts passed on: a call's value bound to a local before it is
	// handed over passes on SoftResult alone, as summarizeReturn forwards a bound call's value.
	only extract.Fact
}

// handedCalls returns, for each arrow argument of call whose body is an expression that is a
// call (past await, parentheses and Promise.resolve), that call and the callee's marker for
// that argument.
func (f *file) handedCalls(call *sitter.Node) []handed {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee, args := extract.Field(call, "function"), extract.Field(call, "arguments")
	if callee == nil || args == nil || extract.Type(args) != "arguments" || isJSONStringify(callee, f.Src) {
		return nil
	}
	var out []handed
	for i := 0; i < 8; i++ {
		a := argument(args, i)
		if a == nil {
			break
		}
		a = unwrap(a)
		if extract.Type(a) != "arrow_function" || same(f.runnerCallback(call), a) {
			continue // a library runner's callback is its function's (runners.go)
		}
		body := functionBody(a)
		if body == nil || extract.Type(body) == "statement_block" {
			continue
		}
		inner := f.promisedValue(body)
		if inner == nil || extract.Type(inner) != "call_expression" {
			continue
		}
		if c, ok := f.handedCond(callee, i); ok {
			out = append(out, handed{call: inner, cond: c})
		}
	}
	return out
}

// handedCond is the condition that the callee returns what it calls its parameter i with.
func (f *file) handedCond(callee *sitter.Node, i int) (extract.Cond, bool) {
	keys := f.edgeKeys(callee)
	if len(keys) == 0 {
		return extract.Cond{}, false
	}
	marks := make([]string, len(keys))
	for j, k := range keys {
		marks[j] = k + callsSuffix(i)
	}
	return extract.Cond{Keys: marks, Need: extract.SoftResult}, true
}

// promisedValue returns a value past await, parentheses and `Promise.resolve(x)`, which
// resolves to what x is or resolves to.
func (f *file) promisedValue(v *sitter.Node) *sitter.Node {
	for i := 0; i < 4; i++ {
		v = unwrap(v)
		if v == nil || extract.Type(v) != "call_expression" || text(extract.Field(v, "function"), f.Src) != "Promise.resolve" {
			return v
		}
		args := extract.Field(v, "arguments")
		if args == nil || extract.NamedChildCount(args) != 1 {
			return v
		}
		v = argument(args, 0)
	}
	return v
}

// handedForwards gives fn (with key) the forwards of one of its returns (stmt, value v, in the
// function within: fn or a callback whose value fn returns, under conds) to what the
// callbacks handed by the call it returns return, each under the condition that the call
// passes that value on, through nested wrappers. v's own call is forwarded to only under
// conds (the summaries forward to it unconditionally, summarizeReturn).
func (f *file) handedForwards(sz *summarizer, key string, fn, within, stmt, v *sitter.Node, conds []extract.Cond) {
	v = f.promisedValue(v)
	if v == nil {
		return
	}
	call, facts := v, extract.SoftFailure|extract.ErrorResult|extract.SoftResult
	if extract.Type(v) != "call_expression" {
		if call = f.boundCall(v, stmt, within); call == nil {
			return
		}
		facts = extract.SoftResult // as summarizeReturn forwards a bound call's value
	}
	f.forwardHanded(sz, key, fn, within, stmt, call, facts, conds, 0)
}

func (f *file) forwardHanded(sz *summarizer, key string, fn, within, stmt, call *sitter.Node, facts extract.Fact, conds []extract.Cond, depth int) {
	if depth > maxHanded {
		return
	}
	if len(conds) > 0 {
		if callee := extract.Field(call, "function"); callee != nil && !isJSONStringify(callee, f.Src) {
			for _, keys := range f.returnedKeys(callee) {
				s := sz.get(key, fn)
				s.Forward = append(s.Forward, extract.Forward{Facts: facts, Keys: keys, Line: line(call), Column: column(call), If: conds})
			}
		}
	}
	for _, h := range f.handedCalls(call) {
		f.forwardHanded(sz, key, fn, within, stmt, h.call, facts, append(slices.Clip(conds), h.cond), depth+1)
	}
	for _, h := range f.passedCalls(call, stmt, within) { // passon.go
		narrowed := facts
		if h.only != 0 {
			narrowed &= h.only
		}
		f.forwardHanded(sz, key, fn, within, stmt, h.call, narrowed, append(slices.Clip(conds), h.cond), depth+1)
	}
}

// handedOuter returns the keyed function that returns, as is, the call an anonymous callback
// cb is handed to (directly, or through wrappers that return such calls in turn), and the
// conditions under which that function returns what cb returns; nil when there is none.
func (f *file) handedOuter(cb *sitter.Node) (*sitter.Node, []extract.Cond) {
	var conds []extract.Cond
	for depth := 0; depth < maxHanded && cb != nil; depth++ {
		args := f.parent(cb)
		if args == nil || extract.Type(args) != "arguments" {
			return nil, nil
		}
		call := f.parent(args)
		if call == nil || extract.Type(call) != "call_expression" || same(f.runnerCallback(call), cb) {
			return nil, nil
		}
		c, ok := f.handedCond(extract.Field(call, "function"), argumentIndex(args, cb))
		if !ok {
			return nil, nil
		}
		conds = append(conds, c)
		outer := f.returningFunction(call)
		if outer == nil {
			outer = f.boundReturner(call)
		}
		if outer == nil {
			return nil, nil
		}
		if f.keyOf(outer) != "" {
			return outer, conds
		}
		cb = outer
	}
	return nil, nil
}

// boundReturner returns the function that returns the value of call as is through a const
// bound to it (`const result = await execute(...); return result`), or nil.
func (f *file) boundReturner(call *sitter.Node) *sitter.Node {
	v := f.pastAwait(call)
	d := f.parent(v)
	if d == nil || extract.Type(d) != "variable_declarator" || !same(extract.Field(d, "value"), v) || !f.isConstDecl(d) {
		return nil
	}
	name := extract.Field(d, "name")
	fn := f.enclosingFunction(call)
	if name == nil || extract.Type(name) != "identifier" || fn == nil || functionBody(fn) == nil {
		return nil
	}
	found := false
	f.walkOwn(functionBody(fn), func(n *sitter.Node) {
		if found || extract.Type(n) != "return_statement" || extract.NamedChildCount(n) == 0 {
			return
		}
		r := unwrap(extract.NamedChild(n, 0))
		found = r != nil && extract.Type(r) == "identifier" && extract.Content(r, f.Src) == extract.Content(name, f.Src) && same(f.boundCall(r, n, fn), call)
	})
	if !found {
		return nil
	}
	return fn
}

// A callback handed to a function of the file that runs it before its promise settles: the
// function calls the parameter in its own body and awaits or returns what it gives, or chains it
// on a promise it returns (a write queue's `const p = this.queue.then(operation); return p`,
// whose rejection is the returned promise's). What the callback throws leaves the call that
// hands it over, as a throw of an array method's callback does (thrownOutOf):
//
//	private enqueue(operation: () => Promise<void>) { const p = this.queue.then(operation); ...; return p; }
//	async remove(id) { await this.enqueue(async () => { if (!this.data[id]) throw new Error("not found"); ... }); }
//
// Only a function the file can read (a function of the file, or `this.m` of its only method of
// that name) and a call of the parameter that no try in it answers count.

// promiseChains are the methods of a promise that run a callback and settle the promise they
// return with what it throws.
var promiseChains = map[string]bool{"then": true}

// runsHandedCallback reports whether an anonymous function is an argument of a call of a
// function of the file that runs that parameter before what it returns settles.
func (f *file) runsHandedCallback(cb *sitter.Node) bool {
	if f.regByFn[cb.ID()] != nil || f.namedKind(cb) != 0 {
		return false
	}
	args := f.parent(cb)
	if args == nil || extract.Type(args) != "arguments" {
		return false
	}
	call := f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return false
	}
	g := f.calledFunction(extract.Field(call, "function"))
	i := argumentIndex(args, cb)
	if g == nil || same(g, cb) || i < 0 || f.regByFn[g.ID()] != nil {
		return false
	}
	names := f.paramNames(g)
	if i >= len(names) || names[i] == "" || functionBody(g) == nil {
		return false
	}
	name := names[i]
	if f.mayAssign(g, name) {
		return false
	}
	runs := false
	f.walkOwn(functionBody(g), func(n *sitter.Node) {
		if runs || extract.Type(n) != "call_expression" {
			return
		}
		callee := unwrap(extract.Field(n, "function"))
		switch {
		case callee != nil && extract.Type(callee) == "identifier" && extract.Content(callee, f.Src) == name:
			// Awaited, or returned as is: what the callback rejects with leaves g.
			p := f.parent(n)
			awaited := p != nil && extract.Type(p) == "await_expression"
			runs = (awaited || f.passesValue(n, g)) && !f.caughtQuietly(n, g)
		case callee != nil && extract.Type(callee) == "member_expression" && promiseChains[text(extract.Field(callee, "property"), f.Src)]:
			a := unwrap(argument(extract.Field(n, "arguments"), 0))
			if a == nil || extract.Type(a) != "identifier" || extract.Content(a, f.Src) != name {
				return
			}
			runs = f.passesValue(n, g) && !f.caughtQuietly(n, g)
		}
	})
	return runs
}

// passesValue reports whether g returns the value of call as is: the value of its return (or of
// an arrow's body), or a const bound to it that it returns.
func (f *file) passesValue(call, g *sitter.Node) bool {
	outer := f.returningFunction(call)
	if outer == nil {
		outer = f.boundReturner(call)
	}
	return same(outer, g)
}

// settlingChains are the methods of a promise whose promise rejects when it rejects: not catch,
// which answers the rejection.
var settlingChains = map[string]bool{"then": true, "finally": true}

// settlesCaller reports whether an anonymous function is invoked where it stands and what it
// throws settles its caller: `(async () => { ... })()` whose promise the enclosing function
// returns or awaits, at once or through a variable it assigns or binds it to (`p = (async () => {
// ... })(); return p;`, `const p = ...; cache.set(key, p); return p;`), also through a then or
// finally chained on it. A promise left alone (`void (async () => {...})()`) or whose rejection
// a catch answers settles nothing.
func (f *file) settlesCaller(fn *sitter.Node) bool {
	if f.regByFn[fn.ID()] != nil || f.namedKind(fn) != 0 {
		return false
	}
	p := f.parent(fn)
	for p != nil && extract.Type(p) == "parenthesized_expression" {
		p = f.parent(p)
	}
	if p == nil || extract.Type(p) != "call_expression" || !same(unwrap(extract.Field(p, "function")), fn) {
		return false
	}
	outer := f.enclosingFunction(p)
	if outer == nil {
		return false
	}
	use := f.parent(p)
	for depth := 0; depth < 4 && use != nil; depth++ {
		// A chain on its promise (`(async () => {...})().then(shape)`) settles as it does.
		c := f.parent(use)
		if extract.Type(use) != "member_expression" || !settlingChains[text(extract.Field(use, "property"), f.Src)] ||
			c == nil || extract.Type(c) != "call_expression" || !same(extract.Field(c, "function"), use) ||
			argument(extract.Field(c, "arguments"), 1) != nil { // then(ok, onRejected) answers it
			break
		}
		use = f.parent(c)
	}
	switch extract.Type(use) {
	case "return_statement", "await_expression":
		return true
	case "assignment_expression", "variable_declarator":
		// `p = (async () => {...})()` or `const p = ...`, which outer returns or awaits.
		target := extract.Field(use, "left")
		if extract.Type(use) == "variable_declarator" {
			target = extract.Field(use, "name")
		}
		if target == nil || extract.Type(target) != "identifier" {
			return false
		}
		name := extract.Content(target, f.Src)
		settled := false
		f.walkAll(functionBody(outer), func(n *sitter.Node) {
			if settled || (extract.Type(n) != "return_statement" && extract.Type(n) != "await_expression") {
				return
			}
			if v := extract.NamedChild(n, 0); v != nil && extract.Type(v) == "identifier" && extract.Content(v, f.Src) == name &&
				same(f.enclosingFunction(n), outer) {
				settled = true
			}
		})
		return settled
	}
	return false
}
