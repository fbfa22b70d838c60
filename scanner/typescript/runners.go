package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Library runners: calls of a library that run a callback they are given and return its value,
// so that a function returning the call returns what the callback returns.
//
//	return this.store.run(server, () => this.run(args));          // node:async_hooks
//	return await context.with(ctx, async () => { ...; return { content, isError: false } });
//
// The catalogue, each from its documentation:
//   - AsyncLocalStorage's run(store, callback, ...args) and exit(callback, ...args), on an object
//     made by `new AsyncLocalStorage()` of "async_hooks" or "node:async_hooks": "Runs a function
//     synchronously within a context and returns its return value" (Node's async_context API).
//   - OpenTelemetry's context.with(context, fn, thisArg, ...args) of "@opentelemetry/api"
//     (`import { context }`, or `api.context` of the module's namespace or default import):
//     "Execute a function with an active context", returning ReturnType<F> (ContextAPI).
//   - A promise's catch(onRejected): "returns a new Promise ... resolved with the return value of
//     onRejected" when the promise rejects (ECMAScript's Promise.prototype.catch; MDN), so a
//     helper that returns `op().then(...).catch((e) => ({ content: [...] }))` returns what the
//     callback builds on failure (the object it writes is where the fix goes).
//
// A return inside such a callback, which its function returns the runner's call of, is a
// return of that function (runnerOuter): the summaries judge it there, and a tool's return of
// the call forwards to what the callback returns (summarizeReturn).

// runnerCallback returns the function literal a call of a catalogued library runner runs and
// returns the value of, or nil.
func (f *file) runnerCallback(call *sitter.Node) *sitter.Node {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	obj, prop := f.memberParts(callee)
	idx := -1
	switch prop {
	case "run":
		if f.isAsyncLocalStorage(obj) {
			idx = 1
		}
	case "exit":
		if f.isAsyncLocalStorage(obj) {
			idx = 0
		}
	case "with":
		if f.isOtelContext(obj) {
			idx = 1
		}
	case "catch":
		idx = 0 // a promise's catch(onRejected): what onRejected returns when the promise rejects
	default:
		return f.namedRunnerCallback(call) // `clients.withClient(async (c) => ...)` (namedrunners.go)
	}
	if idx < 0 {
		return nil
	}
	cb := unwrap(argument(extract.Field(call, "arguments"), idx))
	if cb == nil || !f.parents.isFunction(cb) {
		return nil
	}
	return cb
}

// runnerOuter returns the function that returns, as its own value, the call of a library runner
// that fn is the callback of (runnerCallback), through nested runners (`return a.run(s, () =>
// context.with(c, async () => {...}))`); nil when fn is no such callback.
func (f *file) runnerOuter(fn *sitter.Node) *sitter.Node {
	var outer *sitter.Node
	for i := 0; i < 4 && fn != nil; i++ {
		args := f.parent(fn)
		if args == nil || extract.Type(args) != "arguments" {
			break
		}
		call := f.parent(args)
		if call == nil || !same(f.runnerCallback(call), fn) {
			break
		}
		o := f.returningFunction(call)
		if o == nil {
			break
		}
		outer, fn = o, o
	}
	return outer
}

// isAsyncLocalStorage reports whether an object is made by `new AsyncLocalStorage()` of Node's
// async_hooks: a variable of the file bound to one, or a field of the enclosing class
// initialized with one.
func (f *file) isAsyncLocalStorage(obj *sitter.Node) bool {
	obj = unwrap(obj)
	if obj == nil {
		return false
	}
	var inits []*sitter.Node
	switch {
	case extract.Type(obj) == "identifier":
		inits = append(inits, f.valueOf(obj))
	case isThisField(obj):
		if class := f.enclosingClass(obj); class != nil {
			inits = f.fieldInits(class, text(extract.Field(obj, "property"), f.Src))
		}
	}
	for _, v := range inits {
		if v = unwrap(v); v == nil || extract.Type(v) != "new_expression" {
			continue
		}
		if f.importedFrom(extract.Field(v, "constructor"), "AsyncLocalStorage", "async_hooks", "node:async_hooks") {
			return true
		}
	}
	return false
}

// isOtelContext reports whether an object is OpenTelemetry's context API: `context` imported
// from "@opentelemetry/api" (under any name), or the context member of the module's namespace
// or default import.
func (f *file) isOtelContext(obj *sitter.Node) bool {
	return f.importedFrom(obj, "context", "@opentelemetry/api")
}

// importedFrom reports whether a name or a namespace member (`ns.name`, ns a namespace or
// default import) is the export name of one of the modules.
func (f *file) importedFrom(n *sitter.Node, name string, modules ...string) bool {
	n = unwrap(n)
	if n == nil {
		return false
	}
	var b importBinding
	switch extract.Type(n) {
	case "identifier":
		var ok bool
		if b, ok = f.imports[extract.Content(n, f.Src)]; !ok || b.name != name {
			return false
		}
	case "member_expression":
		o := unwrap(extract.Field(n, "object"))
		if o == nil || extract.Type(o) != "identifier" || text(extract.Field(n, "property"), f.Src) != name {
			return false
		}
		var ok bool
		if b, ok = f.imports[extract.Content(o, f.Src)]; !ok || b.name != "*" && b.name != "default" {
			return false
		}
	default:
		return false
	}
	for _, m := range modules {
		if b.module == m {
			return true
		}
	}
	return false
}
