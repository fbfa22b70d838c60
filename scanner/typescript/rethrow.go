package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A catch-all rethrow in a low-level tools/call handler (`try { ... } catch (e) { throw e }`)
// sends whatever its try throws as a JSON-RPC error. Its finding names the throws that reach
// it: those in the try, and the uncaught throws of the same-file functions the try calls
// (a delegate, a table of handlers). When nothing in the try throws but an unknown tool, and
// everything it calls is a same-file function that catches its own failures, the rethrow only
// ever rethrows what the spec sanctions, and is no finding. When the try calls functions of other
// modules and nothing else that throws, the finding waits for the root to be linked: it stands
// if one of them raises (Pending.AnyOf), and names the chain to the throw.

// maxOrigins bounds the origin throws of its own file that a rethrow's finding shows in the
// human formats (its Brief, the last of them counting the rest): the origins of other modules
// fill the room they leave. Its Related names them all.
const maxOrigins = 12

// rethrowTry returns the try statement whose catch clause holds a throw, within fn, or nil.
func (f *file) rethrowTry(stmt, fn *sitter.Node) *sitter.Node {
	for p := f.parent(stmt); p != nil && (fn == nil || !same(p, fn)); p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			if t := f.parent(p); t != nil && extract.Type(t) == "try_statement" {
				return t
			}
			return nil
		}
		if f.parents.isFunction(p) {
			return nil
		}
	}
	return nil
}

// rethrowOrigins returns the throws a try sends to its catch (in its body and in the same-file
// functions its body calls, one level), and whether the body also calls something that may
// throw beyond what the file shows.
func (f *file) rethrowOrigins(try, fn *sitter.Node) (origins []*sitter.Node, roots [][]string, opaque bool) {
	body := extract.Field(try, "body")
	if body == nil {
		return nil, nil, false
	}
	seen := map[uintptr]bool{}
	add := func(t *sitter.Node) {
		if !seen[t.ID()] {
			seen[t.ID()] = true
			origins = append(origins, t)
		}
	}
	f.walkOwn(body, func(n *sitter.Node) {
		switch extract.Type(n) {
		case "throw_statement":
			if f.innermostTry(n, fn) == try && !f.isUnknownTool(f.describeThrow(n)) {
				add(n)
			}
		case "new_expression":
			for _, r := range f.awaitedRejects(n, try, fn) { // a Promise executor's throws and rejects
				add(r)
			}
		case "call_expression":
			if f.innermostTry(n, fn) != try || f.isQuietCall(n) {
				return
			}
			if f.isEntryDispatch(n) {
				opaque = true // each entry's throws are findings of their own (typedentries.go)
				return
			}
			callees := f.dispatchedFunctions(extract.Field(n, "function"))
			if callees == nil {
				if ds := f.dispatchKeys(extract.Field(n, "function")); ds != nil {
					roots = append(roots, f.listFallbacks(ds, n)...) // a registry's entries (registries.go)
					return
				}
				// A function of the root in another module: what it throws is known once the root
				// is linked (Pending.AnyOf); anything else (a library) may throw.
				if keys := f.rootKeys(n); keys != nil {
					roots = append(roots, keys)
				} else {
					opaque = true
				}
				return
			}
			for _, callee := range callees {
				f.walkOwn(functionBody(callee), func(c *sitter.Node) {
					if extract.Type(c) == "throw_statement" && !f.caught(c, callee) && !f.isUnknownTool(f.describeThrow(c)) {
						add(c)
					}
					if extract.Type(c) == "new_expression" {
						for _, r := range f.returnedRejects(c, callee) { // a promise it returns rejects
							add(r)
						}
					}
					if extract.Type(c) == "call_expression" && !f.caught(c, callee) && !f.isQuietCall(c) {
						opaque = true // one level: what the function calls may throw too
						if f.isEntryDispatch(c) {
							// each entry's throws are findings of their own (typedentries.go)
						} else if ds := f.dispatchKeys(extract.Field(c, "function")); ds != nil {
							// A registry's entries (`this.tools.get(name).handler(args)` in the
							// delegate the handler calls): named once the root is linked.
							roots = append(roots, ds...)
						} else if keys := f.foreignKeys(c); keys != nil {
							roots = append(roots, keys) // named once the root is linked
						} else if m := unwrap(extract.Field(c, "function")); m != nil && extract.Type(m) == "member_expression" {
							// client.projects.list() on a parameter the try's call fills with an
							// instance (paramflow.go): what the instance's method throws
							if k := f.paramCallKey(c, m, false); k != "" {
								roots = append(roots, []string{k})
							}
						}
					}
				})
			}
		}
	})
	return origins, roots, opaque
}

// innermostTry returns the nearest try statement with a catch whose body holds n, within fn;
// none for an async call whose promise its function returns unawaited (escapesTries).
func (f *file) innermostTry(n, fn *sitter.Node) *sitter.Node {
	if f.escapesTries(n) {
		return nil
	}
	child := n
	for p := f.parent(n); p != nil && (fn == nil || !same(p, fn)); p = f.parent(p) {
		if extract.Type(p) == "try_statement" && extract.Field(p, "handler") != nil {
			if b := extract.Field(p, "body"); b != nil && same(b, child) {
				return p
			}
		}
		if f.parents.isFunction(p) {
			return nil
		}
		child = p
	}
	return nil
}

// dispatchedFunctions resolves a callee to the same-file functions it may be: a local function
// or method (calledFunction), or every entry of a local table of functions called by a
// computed key (`handlers[name](args)`, `const h = handlers[name]; h(args)`). It returns nil
// when the callee is not all same-file functions.
func (f *file) dispatchedFunctions(callee *sitter.Node) []*sitter.Node {
	callee = unwrap(callee)
	if callee == nil {
		return nil
	}
	if fn := f.calledFunction(callee); fn != nil {
		return []*sitter.Node{fn}
	}
	if extract.Type(callee) == "identifier" {
		if v := unwrap(f.valueOf(callee)); v != nil && extract.Type(v) == "subscript_expression" {
			callee = v
		}
	}
	if extract.Type(callee) != "subscript_expression" {
		return nil
	}
	table := f.objectOf(extract.Field(callee, "object"), 0)
	if table == nil {
		return nil
	}
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(table)); i++ {
		c := extract.NamedChild(table, i)
		var fn *sitter.Node
		switch extract.Type(c) {
		case "pair":
			fn = f.functionValue(extract.Field(c, "value"), 0)
		case "method_definition":
			fn = c
		default:
			continue
		}
		if fn == nil {
			return nil // an entry the file cannot follow
		}
		out = append(out, fn)
	}
	return out
}

// quietCalls are calls that do not throw for a tool's failure: logging, serializing,
// conversions.
var quietCalls = map[string]bool{"console": true, "JSON.stringify": true, "String": true, "Number": true,
	"Boolean": true, "Array.isArray": true, "Object.keys": true, "Object.entries": true, "Object.values": true,
	"Date.now": true, "Math": true, "log": true, "logger": true}

// isQuietCall reports whether a call is one of quietCalls (by its callee or its object), a
// builtin method of an array or string the code made itself (ownvalues.go), a method of a Map
// or Set it made (ownmaps.go), or one that only builds an Effect-TS effect (buildsEffect).
func (f *file) isQuietCall(call *sitter.Node) bool {
	callee := extract.Field(call, "function")
	t := text(callee, f.Src)
	if quietCalls[t] {
		return true
	}
	if callee != nil && extract.Type(callee) == "member_expression" {
		return quietCalls[text(extract.Field(callee, "object"), f.Src)] || f.ownValueMethod(call, callee) ||
			f.ownMapMethod(callee) || f.buildsEffect(call)
	}
	if callee != nil && extract.Type(callee) == "import" {
		return f.loadedStatically(call) // reimport.go
	}
	return false
}

// buildsEffect reports whether a call only builds an effect: a call on the Effect namespace
// imported from "effect" (`Effect.fail(e)`, `Effect.succeed(x)`, `Effect.gen(...)`,
// `Effect.tryPromise(...)`), or the pipe of one (`Effect.gen(...).pipe(...)`), but not one of
// its run functions (`Effect.runPromise` rejects, `Effect.runSync` throws). An effect runs, and
// fails, only when one of those runs it; building it throws nothing.
func (f *file) buildsEffect(call *sitter.Node) bool {
	if !f.usesEffect() {
		return false // effectName would find no Effect import (asked once per file)
	}
	if callee := extract.Field(call, "function"); callee != nil && extract.Type(callee) == "member_expression" &&
		text(extract.Field(callee, "property"), f.Src) == "pipe" {
		if obj := unwrap(extract.Field(callee, "object")); obj != nil && extract.Type(obj) == "call_expression" {
			call = obj
		}
	}
	name := f.effectName(call)
	return name != "" && !strings.HasPrefix(name, "run")
}

// originsRelated returns the related places of a rethrow's origins, and, when they are more
// than maxOrigins, the brief of them that the human formats show (briefOf).
func (f *file) originsRelated(origins []*sitter.Node) (all, brief []finding.Related) {
	for _, o := range origins {
		all = append(all, f.relatedAt(o, fmt.Sprintf("%s, which reaches this rethrow", f.originWords(o))))
	}
	return all, briefOf(all, maxOrigins, "throws of this file that reach this rethrow")
}

// rethrowsNothing reports whether a throw in a catch clause can never run, because nothing in
// its try can throw: the try throws nothing itself, awaits only calls, constructs nothing, and
// calls only quiet functions (quietCalls) and same-file functions that catch their own failures
// (each of their throws, calls, awaits and constructions sits in a try whose catch throws on
// no path). A dispatcher's catch-all rethrow around handlers that each answer their failures
// (`try { switch (command) { case "list": return await listFiles(args); ... } } catch (e) {
// throw e }`) is such a throw.
func (f *file) rethrowsNothing(stmt, fn *sitter.Node) bool {
	try := f.rethrowTry(stmt, fn)
	if try == nil || extract.Field(try, "body") == nil {
		return false
	}
	// A same-file function called by name; a table's entry called by a computed key is not
	// one, since a key the table lacks throws a TypeError.
	return !f.tryMayThrow(try, fn, func(call *sitter.Node) bool {
		callee := f.calledFunction(unwrap(extract.Field(call, "function")))
		return callee == nil || f.throwsOut(callee)
	})
}

// tryMayThrow reports whether something in a try's own body (not in a try nested in it) may
// throw: a throw, construction or await of a non-call of its own (mayThrowHere), or a call
// that is not quiet (isQuietCall) for which mayThrow says so. Its callers ask for a try with a
// body.
func (f *file) tryMayThrow(try, fn *sitter.Node, mayThrow func(call *sitter.Node) bool) bool {
	body := extract.Field(try, "body")
	if body == nil {
		return false
	}
	return f.walkOwnUntil(body, func(n *sitter.Node) bool {
		switch extract.Type(n) {
		case "throw_statement", "new_expression", "await_expression", "call_expression":
		default:
			return false // nothing else throws by itself or calls (and the try asks no other)
		}
		if f.innermostTry(n, fn) != try {
			return false
		}
		if f.mayThrowHere(n) {
			return true
		}
		if extract.Type(n) != "call_expression" || f.isQuietCall(n) {
			return false
		}
		return mayThrow(n)
	})
}

// mayThrowHere reports whether a node throws by itself (not through a call): a throw, an await
// of something other than a call (a promise held in a variable), a construction.
func (f *file) mayThrowHere(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "throw_statement", "new_expression":
		return true
	case "await_expression":
		arg := unwrap(extract.NamedChild(n, 0))
		return arg == nil || extract.Type(arg) != "call_expression"
	}
	return false
}

// throwsOut reports whether a same-file function may throw to its caller: something in it may
// throw (mayThrowHere, or a call that is not quiet) outside a try whose catch throws on no path.
// A call of a function of the file that throws nothing out is quiet too: the result builders and
// logging helpers a catch-all catch calls (`catch (e) { return errorContent(e) }`) leave it
// answering.
func (f *file) throwsOut(fn *sitter.Node) bool {
	if v, ok := f.throwing[fn.ID()]; ok {
		return v
	}
	if f.throwing == nil {
		f.throwing = map[uintptr]bool{}
	}
	f.throwing[fn.ID()] = true // a function that calls itself, through others too, may throw
	v := f.throwsOutOnce(fn)
	f.throwing[fn.ID()] = v
	return v
}

// throwsOutOnce is throwsOut, computed.
func (f *file) throwsOutOnce(fn *sitter.Node) bool {
	body := functionBody(fn)
	if body == nil {
		return true
	}
	return f.walkOwnUntil(body, func(n *sitter.Node) bool {
		if !f.mayThrowHere(n) && (extract.Type(n) != "call_expression" || f.isQuietCall(n)) {
			return false
		}
		if try := f.innermostTry(n, fn); try != nil && !f.catchThrows(try) {
			return false
		}
		if extract.Type(n) == "call_expression" {
			callee := f.calledFunction(unwrap(extract.Field(n, "function")))
			return callee == nil || same(callee, fn) || f.throwsOut(callee)
		}
		return true
	})
}

// catchThrows reports whether the catch clause of a try statement holds a throw.
func (f *file) catchThrows(try *sitter.Node) bool {
	h := extract.Field(try, "handler")
	if h == nil {
		return true
	}
	found := false
	f.walkOwn(h, func(n *sitter.Node) { found = found || extract.Type(n) == "throw_statement" })
	return found
}
