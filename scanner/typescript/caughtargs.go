package typescript

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Runners of the root: functions of the root that run a callback they are given inside a try
// whose catch answers, so that what the callback throws never leaves the call that hands it
// over.
//
//	export async function requireConfigured(client, fn) {
//	  try { return jsonResult(await fn()); } catch (e) { return errorResult(e); }
//	}
//	export function requireCached(client, fn) { return requireConfigured(client, () => fn(tick)); }
//	// a tool, in another module
//	requireCached(client, (tick) => api.lookup(id, tick))   // lookup's throws end in the catch
//
// A function's summary lists the parameters it runs so (extract.Summary.CatchesArgs): each use
// of the parameter is a call awaited in a try of its own body whose catch does not throw on
// every path, or a call whose promise chain answers the rejection (chainCaught), or a hand-over to a runner that catches that argument in turn, as it is or in a
// callback that calls it (of the file: asked here; of another file: named in the summary, for
// the index to ask). A call that sits in a callback handed to a function of the root names that
// function and the argument (extract.Call.Runners): the index cuts the way for a raise when the
// function catches the argument. The runner may be a field of a destructured parameter
// (`register(server, { requireCached }: Deps)`): its key is what that field of the parameter
// holds, which the files of the function's callers name by the object they pass
// (objectFieldAliases; the calls pass extracts them, Index.WantedCallers). Like every parameter
// key, it is one set for all callers: a caller whose object the file cannot read names nothing.
// A runner of the file the file answers alone (guardedByWrapper).

// argSlot is a parameter of a function: the function's node and the parameter's position.
type argSlot struct {
	fn uintptr
	i  int
}

// argCaught is what argCatch found of a parameter: whether the function runs it only inside a
// try that answers, and the runners of other files it hands it on to, which must catch it in
// turn (extract.ArgCatch.Via), and whether it catches only what the argument throws before it
// returns (extract.ArgCatch.Sync, syncrunner.go).
type argCaught struct {
	ok   bool
	via  []extract.Runner
	sync bool
}

// maxRunnerDepth bounds the same-file runners argCatch follows through callbacks.
const maxRunnerDepth = 3

// catchesArgumentAt reports whether a call's callee, a function of the file, runs its i-th
// argument only inside a try whose catch answers, by what the file shows (argCatch, with no
// runner of another file to ask).
func (f *file) catchesArgumentAt(call *sitter.Node, i int) bool {
	g := f.calledFunction(extract.Field(call, "function"))
	if g == nil {
		return false
	}
	c := f.argCatch(g, i, 0)
	return c.ok && len(c.via) == 0 && !c.sync // a sync catch holds what the callee's module says
}

// argCatch reports whether g runs its parameter i only inside a try whose catch answers: each
// use of the parameter is a call awaited in such a try of g's own body or whose promise chain
// answers its rejection (chainCaught), or the parameter itself
// or a callback written in g that calls it, handed as argument j to a runner that catches its
// argument j in turn: a function of the file, asked here (`return guard(client,
// () => fn(tick))`, guard's `try { await fn() } catch (e) { return errorResult(e) }`), or one
// of another file, which the result lists in via for the index to ask. A catch that throws on
// every path passes the throw on (catchHandles); so does an unawaited call (`try { return
// fn() }` lets its rejection out). A parameter g never runs (neverRuns: `${label}` only) lets
// nothing out: the callback bound to it never runs.
func (f *file) argCatch(g *sitter.Node, i, depth int) argCaught {
	if i < 0 || depth > maxRunnerDepth || g == nil || functionBody(g) == nil || f.handlerOnly(g) {
		return argCaught{}
	}
	slot := argSlot{g.ID(), i}
	if v, ok := f.catches[slot]; ok {
		return v
	}
	f.catches[slot] = argCaught{} // a runner that hands the callback back to itself does not catch it
	v := f.findArgCatch(g, i, depth)
	f.catches[slot] = v
	return v
}

// findArgCatch is argCatch, unmemoized.
func (f *file) findArgCatch(g *sitter.Node, i, depth int) argCaught {
	if f.neverRuns(g, i) {
		return argCaught{ok: true} // the callback never runs (neverrun.go)
	}
	names := f.paramNames(g)
	if i >= len(names) || names[i] == "" || f.mayAssign(g, names[i]) {
		return argCaught{}
	}
	name := names[i]
	out := argCaught{ok: true}
	calls := 0
	f.walkAll(functionBody(g), func(n *sitter.Node) {
		if !out.ok || extract.Type(n) != "identifier" && extract.Type(n) != "shorthand_property_identifier" || extract.Content(n, f.Src) != name {
			return
		}
		c := f.parent(n)
		if f.functionPropertyRead(c, n) {
			return // `fn.name` in a log line reads the function, it does not run it
		}
		var ok, sync bool
		var via []extract.Runner
		switch {
		case c != nil && extract.Type(c) == "call_expression" && same(extract.Field(c, "function"), n):
			ok, via, sync = f.callCaughtIn(c, g, depth)
		case c != nil && extract.Type(c) == "arguments" && same(f.enclosingFunction(n), g):
			// Handed on as it is to another runner (`return requireCached(client, fn)`).
			ok, via, sync = f.handedCaught(f.parent(c), argumentIndex(c, n), depth, true)
		default:
			// The callback escapes as a value: where it runs, the file does not say.
		}
		calls++
		out.ok = ok
		out.via = append(out.via, via...)
		out.sync = out.sync || sync
	})
	if !out.ok || calls == 0 {
		return argCaught{}
	}
	return out
}

// functionPropertyRead reports whether m, the parent of n, reads a property every function has
// and no call of m runs it: `fn.name` or `fn.length`, not called.
func (f *file) functionPropertyRead(m, n *sitter.Node) bool {
	if m == nil || extract.Type(m) != "member_expression" {
		return false
	}
	obj, prop := f.memberParts(m)
	if !same(obj, n) || prop != "name" && prop != "length" {
		return false
	}
	c := f.parent(m)
	return c == nil || extract.Type(c) != "call_expression" || !same(extract.Field(c, "function"), m)
}

// callCaughtIn reports whether a call in g's body (of g's parameter) runs inside a try that
// answers: awaited in a try of g whose catch handles it, or with a chain that answers its
// rejection (chainCaught), or in a callback written in g that g
// hands to a runner that catches it (argCatch), with the runners of other files that must.
// sync says it catches only what the call throws before it returns: not awaited, in a try whose
// catch answers (syncCaught, syncrunner.go).
func (f *file) callCaughtIn(c, g *sitter.Node, depth int) (ok bool, via []extract.Runner, sync bool) {
	fn := f.enclosingFunction(c)
	if same(fn, g) {
		aw := f.awaitedWithin(c, g)
		if aw && f.caughtQuietly(c, g) || f.chainCaught(c) || f.thenableCaught(c, g) {
			return true, nil, false
		}
		ok := !aw && f.syncCaught(c, g)
		return ok, nil, ok
	}
	if fn != nil && same(f.returnedFunction(g), fn) {
		// A factory's built function runs it (`return async (data) => { try { await
		// handler(data) } catch (e) { return errorResponse(e) } }`): wherever the built
		// function runs, its try answers.
		return f.awaitedWithin(c, fn) && f.caughtQuietly(c, fn) || f.chainCaught(c), nil, false
	}
	if fn == nil || !f.within(fn, g) {
		return false, nil, false
	}
	if f.awaitedWithin(c, fn) && f.caughtQuietly(c, fn) {
		// A function written in g calls it awaited in a try of its own whose catch answers
		// (`return queue.execute("tool", async () => { try { await fn() } catch (e) { return
		// errorResult(e) } })`): whoever runs that function, and whenever, the catch meets
		// what the call rejects with.
		return true, nil, false
	}
	if !same(f.enclosingFunction(fn), g) {
		return false, nil, false
	}
	args := f.parent(fn)
	if args == nil || extract.Type(args) != "arguments" {
		return false, nil, false
	}
	return f.handedCaught(f.parent(args), argumentIndex(args, fn), depth, syncCallback(fn))
}

// chainCaught reports whether the chain written on a call's promise answers its rejection: a
// catch(onRejected), or a then(onFulfilled, onRejected), reached through then and finally, whose
// handler answers (rejectionAnswered).
//
//	function wrap(fn) {
//	  return fn().then((r) => ({ content: [...] })).catch((e) => ({ content: [{ type: "text", text: `Error: ${e}` }] }));
//	}
//
// The promise the chain makes then fulfils with what the handler returns, whatever fn's promise
// rejects with (ECMAScript's Promise.prototype.catch and then). A throw of fn's own before it
// returns a promise (a callback that is not async calling a function that is not either) is no
// rejection and leaves the chain: the callbacks such helpers run call async functions.
func (f *file) chainCaught(c *sitter.Node) bool {
	cur := c
	for depth := 0; depth < 8; depth++ {
		m := f.parent(cur)
		if m == nil || extract.Type(m) != "member_expression" {
			return false
		}
		obj, prop := f.memberParts(m)
		call := f.parent(m)
		if !same(obj, cur) || call == nil || extract.Type(call) != "call_expression" || !same(extract.Field(call, "function"), m) {
			return false
		}
		args := extract.Field(call, "arguments")
		switch prop {
		case "catch":
			return f.rejectionAnswered(argument(args, 0))
		case "then":
			if h := argument(args, 1); h != nil {
				return f.rejectionAnswered(h)
			}
		case "finally":
		default:
			return false
		}
		cur = call
	}
	return false
}

// thenableCaught reports whether a call of g's parameter, not awaited, sits in a try of g whose
// catch answers and binds a const that g chains a rejection handler on whenever it is a
// promise:
//
//	function runTool(fn) {
//	  try {
//	    const result = fn();
//	    if (result && typeof result.then === "function") return result.then(ok).catch(jsonError);
//	    return ok(result);
//	  } catch (error) { return jsonError(error); }
//	}
//
// What the callback throws before it returns meets the catch; what its promise rejects with
// meets the chain (chainCaught). The const is declared right in the try's block, and the
// statement after it is an if whose condition reads the const's then member and whose
// consequence chains on the const, answering the rejection, and ends in a return: past that if
// the value is no promise. Any other use of the const before that if, or a write to it, and the
// file cannot tell.
func (f *file) thenableCaught(c, g *sitter.Node) bool {
	decl := f.parent(unwrapUp(f, c))
	if decl == nil || extract.Type(decl) != "variable_declarator" || !same(unwrap(extract.Field(decl, "value")), c) {
		return false
	}
	name := extract.Field(decl, "name")
	if name == nil || extract.Type(name) != "identifier" {
		return false
	}
	stmt := f.parent(decl)
	if stmt == nil || extract.Type(stmt) != "lexical_declaration" && extract.Type(stmt) != "variable_declaration" {
		return false
	}
	block := f.parent(stmt)
	if block == nil || extract.Type(block) != "statement_block" {
		return false
	}
	if t := f.parent(block); t == nil || extract.Type(t) != "try_statement" || !same(extract.Field(t, "body"), block) {
		return false
	}
	if !f.caughtQuietly(c, g) || f.mayAssign(g, extract.Content(name, f.Src)) {
		return false
	}
	guard := stmt.NextNamedSibling()
	if guard == nil || extract.Type(guard) != "if_statement" {
		return false
	}
	cons := extract.Field(guard, "consequence")
	last := cons
	if cons != nil && extract.Type(cons) == "statement_block" {
		last = nil
		if k := int(cons.NamedChildCount()); k > 0 {
			last = cons.NamedChild(k - 1)
		}
	}
	if last == nil || extract.Type(last) != "return_statement" {
		return false
	}
	v := extract.Content(name, f.Src)
	readsThen, chained := false, false
	f.walkAll(extract.Field(guard, "condition"), func(n *sitter.Node) {
		if extract.Type(n) == "member_expression" {
			obj, prop := f.memberParts(n)
			readsThen = readsThen || prop == "then" && obj != nil && extract.Type(obj) == "identifier" && extract.Content(obj, f.Src) == v
		}
	})
	ok := true
	f.walkAll(cons, func(n *sitter.Node) {
		if extract.Type(n) != "identifier" || extract.Content(n, f.Src) != v {
			return
		}
		if f.chainCaught(n) {
			chained = true
		} else {
			ok = false
		}
	})
	return readsThen && chained && ok
}

// rejectionAnswered reports whether a rejection handler, a function written there or one of the
// file it names, answers what it is given: its body throws on no path, or returns on some (as
// catchHandles asks of a catch clause), and an arrow's expression is no Promise.reject(...).
func (f *file) rejectionAnswered(h *sitter.Node) bool {
	h = unwrap(h)
	if h == nil {
		return false
	}
	if !f.parents.isFunction(h) {
		if extract.Type(h) != "identifier" {
			return false
		}
		if h = f.calledFunction(h); h == nil {
			return false
		}
	}
	body := functionBody(h)
	if body == nil {
		return false
	}
	if extract.Type(body) != "statement_block" {
		e := unwrap(body)
		return !(extract.Type(e) == "call_expression" && text(extract.Field(e, "function"), f.Src) == "Promise.reject")
	}
	rethrows, returns := false, false
	f.walkOwn(body, func(c *sitter.Node) {
		rethrows = rethrows || extract.Type(c) == "throw_statement"
		returns = returns || extract.Type(c) == "return_statement"
	})
	return !rethrows || returns
}

// handedCaught reports whether the call c2, which is handed a callback as argument j, runs it
// only inside a try that answers: a function of the file, asked here (argCatch), or one of
// another file of the root, returned as a runner for the index to ask. syncOK says the
// argument throws as the parameter it carries does (the parameter itself, or a callback that is
// not async calling it): only then may a runner that catches only what its argument throws
// before it returns (argCaught.sync) catch it, and sync says the result is such a catch.
func (f *file) handedCaught(c2 *sitter.Node, j, depth int, syncOK bool) (ok bool, via []extract.Runner, sync bool) {
	if c2 == nil || extract.Type(c2) != "call_expression" || j < 0 {
		return false, nil, false
	}
	if h := f.calledFunction(extract.Field(c2, "function")); h != nil {
		sub := f.argCatch(h, j, depth+1)
		if sub.sync && !syncOK {
			return false, nil, false
		}
		return sub.ok, sub.via, sub.sync
	}
	if ks := f.runnerKeys(extract.Field(c2, "function")); len(ks) > 0 {
		return true, []extract.Runner{{Keys: ks, Arg: j, Sync: syncOK}}, false
	}
	return false, nil, false
}

// rootKeys returns the keys that may name a function of the root (module-qualified), nil if
// the first does not.
func rootKeys(keys []string) []string {
	if len(keys) == 0 || !strings.Contains(keys[0], "#") {
		return nil
	}
	return keys
}

// runnersOf returns the runners of the root between a call and the function its calls are keyed
// from (fromKey): each anonymous callback it sits in that is an argument of a call of a function
// of the root (extract.Call.Runners).
func (f *file) runnersOf(call *sitter.Node) []extract.Runner {
	var out []extract.Runner
	for fn := f.enclosingFunction(call); fn != nil && f.keyOf(fn) == ""; fn = f.enclosingFunction(fn) {
		args := f.parent(fn)
		if args == nil || extract.Type(args) != "arguments" {
			continue
		}
		c := f.parent(args)
		if c == nil || extract.Type(c) != "call_expression" {
			continue
		}
		if ks := f.runnerKeys(extract.Field(c, "function")); len(ks) > 0 {
			if j := argumentIndex(args, fn); j >= 0 {
				// Sync: what the call's callee throws leaves the callback as it is called
				// (syncrunner.go).
				out = append(out, extract.Runner{Keys: ks, Arg: j, Sync: same(fn, f.enclosingFunction(call)) && syncCallback(fn)})
			}
		}
	}
	return out
}

// awaitedWithin reports whether an await in fn stands over n (`await fn()`, `await
// race(fn(), signal)`): what n's promise rejects with meets fn there, not later.
func (f *file) awaitedWithin(n, fn *sitter.Node) bool {
	for p := f.parent(n); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "await_expression" {
			return true
		}
		if f.parents.isFunction(p) {
			return false
		}
	}
	return false
}

// handlerOnly reports whether fn is registered as a tool's handler, which the SDK calls with its
// own arguments, rather than as a delegate, a function of the file that a handler returns the
// call of (`return this.guard(extra.signal, () => this.client.stop())`, delegates.go): the
// handler calls that one with the callbacks it writes.
func (f *file) handlerOnly(fn *sitter.Node) bool {
	r := f.regByFn[fn.ID()]
	return r != nil && !r.delegate
}

// catchesArgs returns the parameters a keyed function runs only inside a try that answers
// (argCatch), for its summary: none for a registered handler or a key two functions share.
func (f *file) catchesArgs(fn *sitter.Node, key string) []extract.ArgCatch {
	if f.handlerOnly(fn) || f.sharedKey(key) || functionBody(fn) == nil {
		return nil
	}
	names := f.paramNames(fn)
	called := map[string]bool{}
	for _, n := range names {
		if n != "" {
			called[n] = false
		}
	}
	if len(called) == 0 {
		return nil
	}
	// A parameter called, or handed to a call, somewhere in the body: argCatch asks of those.
	// The walk looks from each call and its arguments down at the identifiers among them, not
	// up from each identifier (a parent lookup each), and reads names without a string each.
	// A body whose text holds none of the names has none of them to call: no walk.
	body := functionBody(fn)
	if bodyNamesAny(f.Src[extract.StartByte(body):extract.EndByte(body)], called) {
		mark := func(n *sitter.Node) {
			if n == nil || extract.Type(n) != "identifier" {
				return
			}
			name := f.Src[extract.StartByte(n):extract.EndByte(n)]
			if _, ok := called[string(name)]; ok {
				called[string(name)] = true
			}
		}
		f.walkAll(body, func(n *sitter.Node) {
			switch extract.Type(n) {
			case "arguments":
				for _, a := range extract.NamedChildren(n) {
					mark(a)
				}
			case "call_expression":
				mark(extract.Field(n, "function"))
			}
		})
	}
	var out []extract.ArgCatch
	for i, n := range names {
		if n == "" || !called[n] && !f.neverRuns(fn, i) {
			continue
		}
		if c := f.argCatch(fn, i, 0); c.ok {
			out = append(out, extract.ArgCatch{Arg: i, Via: c.via, Sync: c.sync})
		}
	}
	return out
}

// bodyNamesAny reports whether src holds any of the names (the keys of names) as text.
func bodyNamesAny(src []byte, names map[string]bool) bool {
	for n := range names {
		if bytes.Contains(src, []byte(n)) {
			return true
		}
	}
	return false
}

// runnerKeys returns the keys of a runner's callee that may name a function of the root: its
// edge keys, or for a field of a destructured parameter (`{ requireCached }: Deps`), the key of
// what that field of the parameter holds ("<key>!param@<i>.requireCached", paramflow.go), which
// the files of the function's callers name by the object they pass (objectFieldAliases).
func (f *file) runnerKeys(callee *sitter.Node) []string {
	if ks := rootKeys(f.edgeKeys(callee)); len(ks) > 0 {
		return ks
	}
	if fn, i, field := f.destructuredParam(unwrap(callee)); fn != nil {
		if k := f.paramKeyOf(fn, i); k != "" {
			return []string{k + "." + field}
		}
	}
	return nil
}

// destructuredParam returns the function, the parameter's position and the field name of an
// identifier bound by a parameter's object pattern (`function reg(server, { run }: Deps)`,
// `{ run: go }` too), when no function or declaration between them binds that name again and
// the function assigns it nowhere; nil otherwise.
func (f *file) destructuredParam(id *sitter.Node) (*sitter.Node, int, string) {
	if id == nil || extract.Type(id) != "identifier" {
		return nil, -1, ""
	}
	name := extract.Content(id, f.Src)
	if d := f.resolve(name, id); d != nil {
		return nil, -1, "" // a declaration of the name; which one wins, the file reads elsewhere
	}
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		params := extract.Field(fn, "parameters")
		if params == nil {
			if extract.Field(fn, "parameter") != nil && text(extract.Field(fn, "parameter"), f.Src) == name {
				return nil, -1, "" // an arrow's lone parameter
			}
			continue
		}
		for i := 0; ; i++ {
			p := argument(params, i)
			if p == nil {
				break
			}
			pat := paramPattern(p)
			if pat == nil {
				continue
			}
			if extract.Type(pat) == "identifier" {
				if extract.Content(pat, f.Src) == name {
					return nil, -1, ""
				}
				continue
			}
			if extract.Type(pat) != "object_pattern" {
				if strings.Contains(extract.Content(pat, f.Src), name) {
					return nil, -1, "" // bound somewhere in an array pattern, a default: not followed
				}
				continue
			}
			if field := patternField(pat, name, f.Src); field != "" {
				if f.mayAssign(fn, name) {
					return nil, -1, ""
				}
				return fn, i, field
			}
		}
	}
	return nil, -1, ""
}

// patternField returns the field of an object pattern that binds name (`{ name }`, `{ field:
// name }`), "" when it binds none (or binds it in a nested pattern or with a default).
func patternField(pat *sitter.Node, name string, src []byte) string {
	for j := 0; j < int(extract.NamedChildCount(pat)); j++ {
		c := extract.NamedChild(pat, j)
		switch extract.Type(c) {
		case "shorthand_property_identifier_pattern":
			if extract.Content(c, src) == name {
				return name
			}
		case "pair_pattern":
			if v := extract.Field(c, "value"); v != nil && extract.Type(v) == "identifier" && extract.Content(v, src) == name {
				if k := extract.Field(c, "key"); k != nil && extract.Type(k) == "property_identifier" {
					return extract.Content(k, src)
				}
			}
		}
	}
	return ""
}

// objectFieldAliases notes, for an argument a at position i of a call of a function of the root
// (under each of bases) that is an object literal, or a const bound to one, what each of its
// fields holds when that is a function of the root (of the file, or imported from a module of
// the root: `{ schema, handler: addTask }`): "<base>!param@<i>.field" names it.
func (f *file) objectFieldAliases(call, a *sitter.Node, i int, bases []string) {
	ps := f.paramState()
	f.literalFields(a, func(field string, v *sitter.Node) bool {
		var keys []string
		if fn := f.functionValue(v, 0); fn != nil {
			keys = []string{f.keyOf(fn)}
		} else if extract.Type(v) == "shorthand_property_identifier" {
			if x := f.valueOf(v); x != nil && f.parents.isFunction(x) {
				keys = []string{f.keyOf(x)}
			}
		} else if extract.Type(v) == "identifier" {
			if _, imported := f.imports[extract.Content(v, f.Src)]; imported {
				keys = f.passedFunctionKeys(v)
			}
		}
		for _, k := range keys {
			if k == "" || f.sharedKey(k) {
				continue
			}
			for _, b := range bases {
				ps.alias(paramKey(b, i)+"."+field, k, false)
				f.noteParamDispatched(paramKey(b, i)+"."+field, k, call, v) // dispatchjson.go
			}
		}
		return true
	})
}

// literalFields calls each, in order, with the name and value of each field of an object
// literal, a or the one a const a names is bound to: a shorthand field's identifier, a pair's
// value, a method's definition (`{ async handler(input) { ... } }`: the method is the field's
// function). It stops when each returns false.
func (f *file) literalFields(a *sitter.Node, each func(field string, v *sitter.Node) bool) {
	obj := a
	if extract.Type(obj) == "identifier" {
		obj = f.valueOf(obj)
	}
	if obj == nil || extract.Type(obj) != "object" {
		return
	}
	for j := 0; j < int(extract.NamedChildCount(obj)); j++ {
		c := extract.NamedChild(obj, j)
		var field string
		var v *sitter.Node
		switch extract.Type(c) {
		case "shorthand_property_identifier":
			field, v = extract.Content(c, f.Src), c
		case "pair":
			if k := extract.Field(c, "key"); k != nil && extract.Type(k) == "property_identifier" {
				field, v = extract.Content(k, f.Src), unwrap(extract.Field(c, "value"))
			}
		case "method_definition":
			if k := extract.Field(c, "name"); k != nil && extract.Type(k) == "property_identifier" {
				field, v = extract.Content(k, f.Src), c
			}
		}
		if v != nil && !each(field, v) {
			return
		}
	}
}

// within reports whether fn is written inside g: g encloses it, directly or through other
// functions.
func (f *file) within(fn, g *sitter.Node) bool {
	for h := f.enclosingFunction(fn); h != nil; h = f.enclosingFunction(h) {
		if same(h, g) {
			return true
		}
	}
	return false
}
