package typescript

import (
	"bytes"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Tools that no SDK call names directly: the entries of a tool table, and the callbacks handed to
// the project's own registration function.
//
//	export const tools = [{ name: "render", inputSchema: { spec: z.string() }, handler: renderImage }];
//	const tool = (name, shape, cb) => server.registerTool(name, { inputSchema: shape }, wrap(cb));
//	tool("ask", { q: z.string() }, async ({ q }) => { ... });
//
// A table entry's handler is registered with kind regTable: whatever loop or dispatcher hands it
// to the SDK, it answers the tool named in the entry, and the dispatcher turns what it returns
// (a string, a plain value) into the tool's text. A callback of a registration function is
// registered as the inner registration's kind; when it passes through a wrapper call on its
// way to the SDK, the wrapper builds the result from what it returns (wrapped), and when that
// wrapper calls it inside a try with a catch, its throws never reach the SDK (shielded). An
// inline handler that calls it and builds its result from what it returns does the same
// (inlineflow.go).

// tableSchemaKeys are the members that give a tool table entry its input schema.
var tableSchemaKeys = []string{"inputSchema", "input_schema", "parameters", "parametersSchema", "paramsSchema",
	"argsSchema", "schema", "argsShape"}

// tableNameKeys are the members that name a tool table entry's tool.
var tableNameKeys = []string{"name", "method", "toolName"}

// notToolKeys are members of resource and prompt entries, never of a tool's.
var notToolKeys = []string{"uri", "uriTemplate", "mimeType", "arguments"}

// mayDefineToolTables reports whether a file's bytes spell a member that could give a table
// entry its input schema (tableSchemaKeys: "inputSchema", "parameters", ...) and one that could
// hold its handler.
func mayDefineToolTables(src []byte) bool {
	// "chema" is in every schema key of tableSchemaKeys but parameters and argsShape.
	if !bytes.Contains(src, []byte("chema")) && !bytes.Contains(src, []byte("parameters")) && !bytes.Contains(src, []byte("argsShape")) {
		return false
	}
	for _, k := range tableHandlerKeys {
		if bytes.Contains(src, []byte(k)) {
			return true
		}
	}
	return false
}

// mayDefineToolTables is the file's mayDefineToolTables, computed once.
func (f *file) mayDefineToolTables() bool {
	if f.tables == 0 {
		f.tables = 1
		if mayDefineToolTables(f.Src) {
			f.tables = 2
		}
	}
	return f.tables == 2
}

// indexToolTable registers the handler of one tool table entry: an object with a tool name, an
// input schema and a handler member (key).
func (f *file) indexToolTable(obj, key *sitter.Node) {
	for _, k := range notToolKeys {
		if f.memberValue(obj, k) != nil {
			return
		}
	}
	hasSchema := false
	for _, k := range tableSchemaKeys {
		if v := f.memberValue(obj, k); v != nil && !isUndefined(v, f.Src) {
			hasSchema = true
			break
		}
	}
	def := obj // what describes the tool: the entry, or a definition it nests (tablenested.go)
	if !hasSchema {
		if def = f.nestedDefinition(obj); def == nil {
			return
		}
	}
	// The first name that reads like a tool's (no spaces): stripe-like tables keep a title in
	// name and the registered name in method.
	name := ""
	for _, k := range tableNameKeys {
		n := f.toolName(f.memberValue(obj, k))
		if name == "" || strings.Contains(name, " ") && n != "" && !strings.Contains(n, " ") {
			name = n
		}
	}
	if name == "" && def != obj {
		name = f.toolName(f.memberValue(def, "name"))
	}
	if name == "" {
		name = constantName(f.memberValue(obj, "name"), f.Src)
	}
	if name == "" {
		return
	}
	h := f.memberValue(obj, extract.Content(key, f.Src))
	if h == nil {
		return
	}
	r := &registration{kind: regTable, api: "tool table", tool: name, config: def, wrapped: true, derived: true,
		via: obj, viaMsg: "the tool table entry that makes it tool " + name}
	fn := h
	if !f.parents.isFunction(h) {
		fn = f.functionValue(h, 0)
	}
	if fn == nil {
		f.noteForeign(r, h) // `handler: renderImage` imported from another module
		return
	}
	if f.regByFn[fn.ID()] != nil {
		return // an SDK registration (fastmcp addTool) already holds it
	}
	f.register(r, fn)
}

// constantName names a tool table entry's tool by how it spells a constant from elsewhere
// (`name: HelperTools.ACTOR_CALL`, an enum member another module declares; `name:
// TOOLS_CONFIG.entries.create.name`, a member of a configuration table another module declares):
// "[" + the spelling + "]", as fastmcpToolName does. Only a member of a name that reads as a
// constant's or a type's (HelperTools, TOOLS) or whose member does (tools.FETCH), and for a
// longer chain (up to four members) one whose name does: `name: args.name` is a value known at
// run time, no tool's. "" otherwise.
func constantName(v *sitter.Node, src []byte) string {
	v = unwrap(v)
	if v == nil || extract.Type(v) != "member_expression" {
		return ""
	}
	obj, prop := extract.Field(v, "object"), extract.Field(v, "property")
	if obj == nil || prop == nil || extract.Type(prop) != "property_identifier" {
		return ""
	}
	if extract.Type(obj) == "member_expression" {
		root := obj
		for depth := 0; root != nil && extract.Type(root) == "member_expression"; depth++ {
			p := extract.Field(root, "property")
			if depth == 3 || p == nil || extract.Type(p) != "property_identifier" {
				return ""
			}
			root = extract.Field(root, "object")
		}
		if root == nil || extract.Type(root) != "identifier" || !isUpperASCII(extract.Content(root, src)[0]) {
			return ""
		}
		return "[" + extract.Content(v, src) + "]"
	}
	if extract.Type(obj) != "identifier" {
		return ""
	}
	o, p := extract.Content(obj, src), extract.Content(prop, src)
	if !isUpperASCII(o[0]) && !(isUpperASCII(p[0]) && strings.ToUpper(p) == p) {
		return ""
	}
	return "[" + o + "." + p + "]"
}

// isUpperASCII reports whether c is an ASCII capital letter.
func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }

// indexRegistrationFunctions finds the project's own registration functions, a named function
// that hands one of its parameters to an SDK registration, and registers the callback of each
// of its calls in the file.
func (f *file) indexRegistrationFunctions() {
	type regFunc struct {
		inner             *registration
		handler, name     int  // parameter indexes: the callback, the tool name (-1)
		wrapped, shielded bool // the callback passes through a wrapper call (that catches its throws)
	}
	byFn := map[uintptr]regFunc{}
	for _, r := range f.regs {
		if !r.isToolKind() || r.call == nil || r.delegate {
			continue
		}
		outer := f.enclosingFunction(r.call)
		if outer == nil || f.regByFn[outer.ID()] != nil || f.functionName(outer) == "" {
			continue
		}
		args := extract.Field(r.call, "arguments")
		h := r.handlerArg(f, args)
		if h == nil {
			continue
		}
		var rf regFunc
		if p, via := f.paramFlow(outer, h); p >= 0 {
			rf = regFunc{inner: r, handler: p, name: -1, wrapped: via != nil}
			if via != nil {
				rf.shielded = f.catchesArgument(via)
			}
		} else if p, built, caught := f.inlineFlow(outer, f.localCallback(outer, h)); p >= 0 {
			rf = regFunc{inner: r, handler: p, name: -1, wrapped: built, shielded: caught}
		} else {
			continue
		}
		if r.api != "FastMCP.addTool" {
			rf.name = f.paramIndex(outer, argument(args, 0))
		}
		byFn[outer.ID()] = rf
		if r.kind == regTool {
			f.noteRegistrationFunction(outer, r.call, rf.handler, rf.wrapped, rf.shielded) // importedreg.go
		}
	}
	if len(byFn) == 0 {
		return
	}
	for _, m := range f.matches(qCalls) {
		call, callee := m[capSite], m[capCallee]
		if call == nil || callee == nil || extract.Type(callee) != "identifier" {
			continue
		}
		target := f.calledFunction(callee)
		if target == nil {
			continue
		}
		rf, ok := byFn[target.ID()]
		if !ok {
			continue
		}
		args := extract.Field(call, "arguments")
		name := ""
		if rf.name >= 0 {
			name = f.toolName(argument(args, rf.name))
		}
		f.register(&registration{kind: rf.inner.kind, api: rf.inner.api, tool: name, call: call,
			wrapped: rf.wrapped, shielded: rf.shielded, via: rf.inner.call, derived: true,
			viaMsg: "the project's registration function hands it to the SDK here"}, argument(args, rf.handler))
	}
}

// localCallback returns the function a registration's handler expression names when it is a
// constant of outer's own body bound to one (`const cb = async (args) => { ... handler(args)
// ... }; server.tool(name, shape, cb as any)`), so that inlineFlow reads it as the inline
// handler it is; h itself otherwise.
func (f *file) localCallback(outer, h *sitter.Node) *sitter.Node {
	u := unwrap(h)
	if u == nil || extract.Type(u) != "identifier" || f.paramIndex(outer, u) >= 0 {
		return h
	}
	d := f.resolve(extract.Content(u, f.Src), u)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) || !same(f.enclosingFunction(d), outer) {
		return h
	}
	if v := unwrap(extract.Field(d, "value")); v != nil && f.parents.isFunction(v) {
		return v
	}
	return h
}

// handlerArg returns the argument of a registering call that holds the handler.
func (r *registration) handlerArg(f *file, args *sitter.Node) *sitter.Node {
	switch r.api {
	case "McpServer.registerTool", "McpServer.tool":
		return lastArgument(args)
	case "Server.setRequestHandler":
		return argument(args, 1)
	}
	return nil
}

// paramFlow returns the index of the parameter of outer that a handler expression hands over as
// the handler, and the wrapper call it passes through on the way (nil when it is the handler
// itself): `cb`, `wrap(cb)`, `(args) => wrap(name, cb)(args)`, `(args) => cb(args)`. It returns
// -1 when no single parameter does.
func (f *file) paramFlow(outer, h *sitter.Node) (int, *sitter.Node) {
	h = unwrap(h)
	if h == nil {
		return -1, nil
	}
	if extract.Type(h) == "identifier" {
		return f.paramIndex(outer, h), nil
	}
	var call *sitter.Node
	switch {
	case extract.Type(h) == "call_expression":
		call = h
	case f.parents.isFunction(h):
		// `(args) => wrap(name, cb)(args)`: the body is one call, of the parameter or of a call
		// that is given it.
		body := unwrap(functionBody(h))
		if body != nil && extract.Type(body) == "statement_block" && extract.NamedChildCount(body) == 1 {
			if s := extract.NamedChild(body, 0); extract.Type(s) == "return_statement" || extract.Type(s) == "expression_statement" {
				body = unwrap(extract.NamedChild(s, 0))
			}
		}
		if body == nil || extract.Type(body) != "call_expression" {
			return -1, nil
		}
		callee := unwrap(extract.Field(body, "function"))
		if callee != nil && extract.Type(callee) == "identifier" {
			if i := f.paramIndex(outer, callee); i >= 0 {
				return i, body // `(args) => cb(args)`: the arrow builds nothing around it
			}
		}
		call = body
		if callee != nil && extract.Type(callee) == "call_expression" {
			call = callee
		}
	default:
		return -1, nil
	}
	args := extract.Field(call, "arguments")
	found, via := -1, (*sitter.Node)(nil)
	for i := 0; ; i++ {
		a := argument(args, i)
		if a == nil {
			break
		}
		a = unwrap(a)
		if extract.Type(a) != "identifier" {
			continue
		}
		if j := f.paramIndex(outer, a); j >= 0 && !f.isNameParam(outer, j) {
			if found >= 0 && found != j {
				return -1, nil
			}
			found, via = j, call
		}
	}
	return found, via
}

// isNameParam reports whether a parameter looks like a tool's name rather than its callback:
// named name, toolName or similar.
func (f *file) isNameParam(fn *sitter.Node, i int) bool {
	switch paramName(paramNode(fn, i), f.Src) {
	case "name", "toolName", "title", "description", "desc":
		return true
	}
	return false
}

// catchesArgument reports whether a wrapper call's callee, a same-file function, calls the
// function it is given only inside a try with a catch: `wrap(name, cb)` where wrap's returned
// function does `try { await cb(args) } catch (e) { return ... }`.
func (f *file) catchesArgument(call *sitter.Node) bool {
	fn := f.calledFunction(extract.Field(call, "function"))
	if fn == nil {
		return false
	}
	args := extract.Field(call, "arguments")
	params := extract.Field(fn, "parameters")
	for i := 0; ; i++ {
		a := argument(args, i)
		if a == nil {
			return false
		}
		if extract.Type(unwrap(a)) != "identifier" && !f.parents.isFunction(unwrap(a)) {
			continue
		}
		name := paramName(argument(params, i), f.Src)
		if name == "" {
			continue
		}
		calls, caught := 0, 0
		f.walkAll(functionBody(fn), func(n *sitter.Node) {
			if extract.Type(n) != "call_expression" || text(extract.Field(n, "function"), f.Src) != name {
				return
			}
			calls++
			if f.caughtQuietly(n, f.enclosingFunction(n)) {
				caught++
			}
		})
		if calls > 0 {
			return calls == caught
		}
	}
}

// caughtBelowKey reports whether a call sits in the body of a try whose catch does not throw
// again, within the function its calls are keyed from (fromKey), anonymous callbacks between
// them included: `try { await withTimeout(() => fetchPage(url)) } catch (e) { return ... }`.
func (f *file) caughtBelowKey(call *sitter.Node) bool {
	for p := call; p != nil; {
		fn := f.enclosingFunction(p)
		if f.caughtQuietly(p, fn) {
			return true
		}
		if fn == nil || f.keyOf(fn) != "" {
			return false
		}
		p = fn
	}
	return false
}

// inLowLevelTry reports whether a call sits in a try of a low-level tools/call handler: whatever
// its catch does, what the callee throws is that handler's catch's business (a catch-all
// rethrow is reported there, with the throws that reach it), not a protocol error of its own.
func (f *file) inLowLevelTry(call *sitter.Node) bool {
	var keyed *sitter.Node
	for p := f.enclosingFunction(call); p != nil; p = f.enclosingFunction(p) {
		if f.keyOf(p) != "" {
			keyed = p
			break
		}
	}
	if keyed == nil {
		return false
	}
	if r := f.regByFn[keyed.ID()]; r == nil || r.kind != regLowLevel {
		return false
	}
	ts := f.tryIndex()
	bs := &ts.bodies
	start, end := extract.StartByte(call), extract.EndByte(call)
	kStart, kEnd := extract.StartByte(keyed), extract.EndByte(keyed)
	var own *sitter.Node // the call's function, whose tries an unawaited async call escapes
	if f.escapesTries(call) {
		own = f.enclosingFunction(call)
	}
	for i := bs.last(start); i >= 0; i = bs.parent[i] {
		if bs.end[i] >= end && bs.start[i] >= kStart && bs.end[i] <= kEnd && (own == nil || !same(f.enclosingFunction(ts.sites[i]), own)) {
			return true
		}
	}
	return false
}

// guardedByWrapper reports whether a call sits in a callback that the file's own wrapper calls
// inside a try that catches (`runTool(name, () => getDoc(slug))` with runTool's `try { await
// call() } catch (e) { return errorResult(e) }`), below the function the call is keyed from.
func (f *file) guardedByWrapper(call *sitter.Node) bool {
	for p := f.enclosingFunction(call); p != nil; p = f.enclosingFunction(p) {
		if f.keyOf(p) != "" {
			return false
		}
		args := f.parent(p)
		if args == nil || extract.Type(args) != "arguments" {
			continue
		}
		if c := f.parent(args); c != nil && extract.Type(c) == "call_expression" && f.catchesArgumentAt(c, argumentIndex(args, p)) {
			return true
		}
	}
	return false
}

// caughtQuietly reports whether n sits in the body of a try, inside fn (n's own function), whose
// catch does not throw again, or returns on some path; past catches that only throw what they
// caught on (passesOnCaught), the try around theirs. An async call whose promise fn returns
// unawaited is caught by none (escapesTries).
func (f *file) caughtQuietly(n, fn *sitter.Node) bool {
	if f.escapesTries(n) && same(f.enclosingFunction(n), fn) {
		return false
	}
	ts := f.tryIndex()
	for i := ts.around(n); i >= 0; i = ts.bodies.parent[i] {
		// The innermost try around n: it counts if no function stands between them.
		if g := f.enclosingFunction(ts.sites[i]); !(g == nil && fn == nil || same(g, fn)) {
			return false
		}
		if f.catchHandles(i) {
			return true
		}
		if !f.passesOnCaught(i) {
			return false
		}
		// It throws what it caught on, into an enclosing try's body (nestedtry.go).
	}
	return false
}

// catchHandles reports whether the catch of the i-th try statement handles the failure: it
// throws on no path, or returns on some. A catch that throws on every path lets the failure
// through; one that returns on some path handles it there (`if (isUserError(e)) return
// errorResult(e); throw toMcpError(e)`), and which errors it lets through the file cannot tell,
// unless it only answers errors whose text it recognizes and rethrows the rest as they are
// (filtersMessages): that one lets them through.
func (f *file) catchHandles(i int) bool {
	ts := f.tries
	if v, ok := ts.handles[i]; ok {
		return v
	}
	rethrows, returns := false, false
	f.walkOwn(ts.catches[i], func(c *sitter.Node) {
		rethrows = rethrows || extract.Type(c) == "throw_statement"
		returns = returns || extract.Type(c) == "return_statement" && !f.returnsRetry(c) // configtables.go
	})
	v := !rethrows || returns && !f.filtersMessages(ts.catches[i]) // filtercatch.go
	ts.handles[i] = v
	return v
}

// around returns the index of the innermost try whose body holds n, or -1; the bodies' parents
// (bodies.parent) are the tries around that one.
func (ts *tries) around(n *sitter.Node) int {
	start, end := extract.StartByte(n), extract.EndByte(n)
	for i := ts.bodies.last(start); i >= 0; i = ts.bodies.parent[i] {
		if ts.bodies.end[i] >= end {
			return i
		}
		// ended before n: not around it (its parent may be)
	}
	return -1
}

// tries are a file's try statements with a catch, indexed by their bodies (spans, in document
// order), with each one's statement and catch clause at the same index.
type tries struct {
	bodies         spans
	sites, catches []*sitter.Node
	handles        map[int]bool
}

// tryIndex builds, on first use, the file's try index from the tries query.
func (f *file) tryIndex() *tries {
	if f.tries != nil {
		return f.tries
	}
	ts := &tries{handles: map[int]bool{}}
	for _, m := range f.matches(qTries) {
		site, body, catch := m[capSite], m[capValue], m[capKey]
		if site == nil || body == nil || catch == nil {
			continue
		}
		ts.bodies.add(body)
		ts.sites, ts.catches = append(ts.sites, site), append(ts.catches, catch)
	}
	f.tries = ts
	return ts
}
