package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"reflect"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// A catch's branch for one class of caught error (`catch (e) { if (e instanceof UserError)
// throw e; if (e instanceof NotImplementedError) throw e; throw new UserError(...) }`) runs
// only if its try can throw that class, and a statement after such branches only if the try
// can throw something else. The file decides what its try throws, for the classes it can
// trace: fastmcp's UserError and the root's own classes (declared in the file or imported from
// a relative module), which no library throws:
//
//   - `throw new X(...)` throws X (a class the file declares is also each class of its extends
//     chain the file shows; one that extends a class the file cannot see may be anything); a
//     class of the root imported from another module is taken for itself alone: a subclass
//     declared there is not seen; JavaScript's own classes and a library's are never C;
//   - a throw of a same-file function's value that is always a UserError throws a UserError; a
//     throw of the caught value of a catch in the try throws what that try throws; any other
//     throw may throw anything;
//   - a call of a library throws a library's errors, unless it is handed a function (a callback
//     it may run: a root function's class comes out of it) or an abort signal (fastmcp 4.16
//     aborts a timed-out tool's signal with a UserError); an inline callback (an array method's)
//     is read as part of the try;
//   - a same-file function, or each entry of a table called by a key, throws what the throws in
//     its body do (caught there or not, more than it may);
//   - an await of a promise made elsewhere, a Promise's construction, a construction of a class
//     of the root whose name does not end in Error, a call of a function of another module of
//     the root, and a call of the function's own parameter (a callback its callers hand in: a
//     retry helper's `await fn()`) may throw anything: the file cannot see what they throw.
//
// Such a branch is dead (cannotRun) when the try can throw no C; the statement after the
// branches is dead when everything the try can throw is one of their classes.

// Special members of a class set.
const (
	anyClass = "?"   // may be of any class
	libClass = "lib" // a library's or JavaScript's own error: never a traced class
	// sdkClass begins the chain of the SDK's protocol error (McpError, or v2's ProtocolError:
	// one class under either name), "sdk:McpError<lib". No catch's branch is read for it
	// (traceableClass never returns it); only a protocolerror rethrow that passes on the SDK's
	// errors alone asks whether its try may throw one (sdkRethrowClass, throws.go).
	sdkClass = "sdk:McpError"
)

// traceableClass returns the key of the class `x instanceof C` tests, when it is one the file
// can trace (fastmcp's UserError, a class of the root), or "".
func (f *file) traceableClass(c *sitter.Node) string {
	c = unwrap(c)
	if c == nil || extract.Type(c) != "identifier" {
		return ""
	}
	if name := f.fastmcpName(c); name != "" {
		if name == "UserError" {
			return "fastmcp.UserError"
		}
		return ""
	}
	name := extract.Content(c, f.Src)
	if b, ok := f.imported(c); ok {
		if f.isRelativeModule(b.module) && b.name != "*" && b.name != "default" {
			return name
		}
		return ""
	}
	if builtinErrors[name] || f.classDeclaration(name) == nil {
		return ""
	}
	return name
}

// isRelativeModule reports whether a module specifier names a module of the root: a relative
// one, or one the tsconfig aliases to a file of the root.
func (f *file) isRelativeModule(m string) bool {
	_, ok := f.relativeModule(m)
	return ok
}

// constructedClass returns the classes a construction `new X(...)` makes an instance of, as
// traceableClass keys: libClass for JavaScript's and a library's classes, anyClass when the
// file cannot tell.
func (f *file) constructedClass(ctor *sitter.Node, depth int) []string {
	ctor = unwrap(ctor)
	if ctor == nil || depth > maxValueDepth {
		return []string{anyClass}
	}
	if name := f.fastmcpName(ctor); name != "" {
		if name == "UserError" {
			return []string{"fastmcp.UserError"}
		}
		return []string{libClass}
	}
	if b, ok := f.imported(ctor); ok {
		if f.isRelativeModule(b.module) {
			return []string{extract.Content(ctor, f.Src)}
		}
		if isSDKModule(b.module) && (b.name == "McpError" || b.name == "ProtocolError") {
			return []string{sdkClass, libClass}
		}
		return []string{libClass}
	}
	if extract.Type(ctor) != "identifier" {
		return []string{anyClass}
	}
	name := extract.Content(ctor, f.Src)
	d := f.classDeclaration(name)
	if d == nil {
		if builtinErrors[name] || builtinClasses[name] && len(f.decls[name]) == 0 {
			return []string{libClass}
		}
		return []string{anyClass}
	}
	super := superclassOf(d)
	if super == nil {
		return []string{name}
	}
	return append([]string{name}, f.constructedClass(super, depth+1)...)
}

// builtinClasses are JavaScript's own classes other than errors, whose construction throws at
// most one of JavaScript's errors (`new URL(text)` a TypeError), never a class of the root's.
var builtinClasses = map[string]bool{"Date": true, "Map": true, "Set": true, "WeakMap": true, "WeakSet": true,
	"URL": true, "URLSearchParams": true, "RegExp": true, "Array": true, "Object": true, "Headers": true,
	"AbortController": true, "TextEncoder": true, "TextDecoder": true, "Uint8Array": true}

// superclassOf returns the expression a class declaration extends, or nil.
func superclassOf(d *sitter.Node) *sitter.Node {
	for i := 0; i < int(extract.NamedChildCount(d)); i++ {
		h := extract.NamedChild(d, i)
		if extract.Type(h) != "class_heritage" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(h)); j++ {
			if e := extract.NamedChild(h, j); extract.Type(e) == "extends_clause" {
				return extract.Field(e, "value")
			}
		}
		if extract.NamedChildCount(h) > 0 && extract.Type(extract.NamedChild(h, 0)) != "implements_clause" {
			return extract.NamedChild(h, 0) // JavaScript: `extends X` directly under the heritage
		}
	}
	return nil
}

// chainKey joins a class chain (a class, then its bases) into one member of a class set.
func chainKey(chain []string) string { return strings.Join(chain, "<") }

// chainHas reports whether a member of a class set is an instance of cls: cls is in its chain,
// or may be (its chain ends in a class the file cannot tell).
func chainHas(member, cls string) bool {
	for _, c := range strings.Split(member, "<") {
		if c == cls || c == anyClass {
			return true
		}
	}
	return false
}

// chainIn reports whether a member of a class set is surely an instance of one of classes.
func chainIn(member string, classes []string) bool {
	for _, c := range strings.Split(member, "<") {
		for _, l := range classes {
			if c == l {
				return true
			}
		}
	}
	return false
}

// tryClasses returns what a try's body may throw to its catch: a set of class chains
// (chainKey of traceableClass keys ending in libClass or anyClass), anyClass alone for a value
// of any class.
func (f *file) tryClasses(try, fn *sitter.Node, depth int) map[string]bool {
	out := map[string]bool{}
	body := extract.Field(try, "body")
	if body == nil {
		return out
	}
	if depth > maxValueDepth {
		out[anyClass] = true
		return out
	}
	f.walkThrowing(body, func(n *sitter.Node) bool {
		switch extract.Type(n) {
		case "throw_statement", "await_expression", "new_expression", "call_expression":
		default:
			return false
		}
		if f.catchingTry(n, fn) != try {
			return false
		}
		f.nodeClasses(n, fn, depth, out)
		return out[anyClass]
	})
	return out
}

// nodeClasses adds to out the classes one node may throw by itself.
func (f *file) nodeClasses(n, fn *sitter.Node, depth int, out map[string]bool) {
	switch extract.Type(n) {
	case "throw_statement":
		for _, c := range f.thrownClasses(n, fn, depth) {
			out[c] = true
		}
	case "await_expression":
		if arg := unwrap(extract.NamedChild(n, 0)); arg == nil || extract.Type(arg) != "call_expression" {
			out[anyClass] = true
		}
	case "new_expression":
		ctor := unwrap(extract.Field(n, "constructor"))
		if text(ctor, f.Src) == "Promise" {
			out[anyClass] = true
			return
		}
		if chain := f.constructedClass(ctor, 0); chain[len(chain)-1] == anyClass && !isErrorClass(text(ctor, f.Src)) {
			out[anyClass] = true // a constructor of the root's that may throw
		}
	case "call_expression":
		if f.isQuietCall(n) {
			return
		}
		callee := extract.Field(n, "function")
		if fns := f.dispatchedFunctions(callee); fns != nil {
			for _, g := range fns {
				f.functionClasses(g, depth+1, out)
			}
			return
		}
		if ks := f.dispatchKeys(callee); ks != nil {
			f.deferClasses(n, ks, out) // another module of the root: not seen from here
			return
		}
		if ks := f.rootKeys(n); ks != nil {
			f.deferClasses(n, [][]string{ks}, out)
			return
		}
		if f.callsParameter(callee) {
			out[anyClass] = true // a function the caller hands in: anything
			return
		}
		if f.handsCallback(n) {
			out[anyClass] = true
			return
		}
		if !f.surelyLibrary(extract.Field(n, "function"), 0) {
			// A call of something the file cannot name (a tool a registry holds, a parameter, an
			// SDK client's request) may throw the SDK's McpError, a library's never.
			out[chainKey([]string{sdkClass, libClass})] = true
			return
		}
		out[libClass] = true
	}
}

// globalNames are JavaScript's and Node's globals whose calls are a library's.
var globalNames = map[string]bool{"fetch": true, "JSON": true, "Math": true, "Date": true, "Object": true, "Array": true,
	"Promise": true, "setTimeout": true, "parseInt": true, "parseFloat": true, "Buffer": true, "process": true,
	"console": true, "encodeURIComponent": true, "decodeURIComponent": true, "structuredClone": true, "Number": true,
	"String": true, "Boolean": true, "require": true}

// valueMethods are methods of JavaScript's strings and arrays (no Map's get or set, names an
// API client's methods share).
var valueMethods = map[string]bool{"startsWith": true, "endsWith": true, "includes": true, "push": true, "filter": true,
	"map": true, "forEach": true, "find": true, "some": true, "every": true, "slice": true, "join": true, "split": true,
	"toLowerCase": true, "toUpperCase": true, "trim": true, "replace": true, "indexOf": true, "concat": true,
	"sort": true, "toISOString": true, "toString": true, "padStart": true, "padEnd": true, "substring": true,
	"localeCompare": true, "flatMap": true, "reduce": true, "match": true, "toFixed": true}

// surelyLibrary reports whether a callee is a library's for the question whether it may throw
// the SDK's McpError: its base is a module imported from a package other than the SDK's
// client, a global (globalNames), `this` field the class builds with JavaScript's own class, or
// a local bound to such a value, a call or await of such a callee, a literal or a construction
// of JavaScript's own class (to a depth of 3). Anything else (a parameter, a tool taken from a
// registry) may be the root's code, or an SDK client's request.
func (f *file) surelyLibrary(n *sitter.Node, depth int) bool {
	n = unwrap(n)
	if n == nil || depth > 3 {
		return false
	}
	switch extract.Type(n) {
	case "await_expression":
		return f.surelyLibrary(extract.NamedChild(n, 0), depth)
	case "member_expression", "subscript_expression":
		if depth == 0 && extract.Type(n) == "member_expression" && valueMethods[text(extract.Field(n, "property"), f.Src)] {
			return true // a string's or array's own method: a TypeError at most
		}
		obj := unwrap(extract.Field(n, "object"))
		if obj != nil && extract.Type(obj) == "this" && extract.Type(n) == "member_expression" {
			c := f.classOfField(n, text(extract.Field(n, "property"), f.Src))
			return c != nil && (builtinClasses[extract.Content(c, f.Src)] || f.libraryImport(c))
		}
		return f.surelyLibrary(obj, depth)
	case "call_expression":
		return f.surelyLibrary(extract.Field(n, "function"), depth)
	case "new_expression":
		ctor := unwrap(extract.Field(n, "constructor"))
		return ctor != nil && (builtinClasses[text(ctor, f.Src)] || builtinErrors[text(ctor, f.Src)] || f.libraryImport(ctor))
	case "array", "object", "string", "template_string", "number":
		return true
	case "identifier":
		name := extract.Content(n, f.Src)
		if _, ok := f.imports[name]; ok {
			return f.libraryImport(n)
		}
		if len(f.decls[name]) == 0 {
			return globalNames[name]
		}
		v := f.valueOf(n)
		return v != nil && f.surelyLibrary(v, depth+1)
	}
	return false
}

// libraryImport reports whether a name is imported from a package other than the SDK's client.
func (f *file) libraryImport(n *sitter.Node) bool {
	b, ok := f.imports[extract.Content(n, f.Src)]
	return ok && !f.isRelativeModule(b.module) && !(isSDKModule(b.module) && strings.Contains(b.module, "client"))
}

// handsCallback reports whether a library call is handed something through which a class of
// the root may come out of it: a function (not the callback of a method that runs it at once,
// which the try's walk reads), or an abort signal.
func (f *file) handsCallback(call *sitter.Node) bool {
	args := extract.Field(call, "arguments")
	if args == nil {
		return false
	}
	if f.runsAtOnce(call) {
		return false
	}
	if strings.Contains(strings.ToLower(extract.Content(args, f.Src)), "signal") {
		return true
	}
	found := false
	f.walkAll(args, func(c *sitter.Node) {
		switch {
		case found:
		case f.parents.isFunction(c):
			found = true
		case extract.Type(c) == "identifier" && f.calledFunction(c) != nil:
			found = true
		}
	})
	return found
}

// classesDone holds a class set and the functions walked into it.
type classesDone struct {
	set map[string]bool
	fns map[uintptr]bool
}

// maxClassDepth bounds the calls of same-file functions a class set follows down.
const maxClassDepth = 8

// functionClasses adds to out what a same-file function may throw: any of its throws, caught
// in it or not. A function that calls itself, at once or through others, adds nothing more
// where it is met again inside its own walk.
func (f *file) functionClasses(fn *sitter.Node, depth int, out map[string]bool) {
	if f.classWalk[fn.ID()] {
		return // in its own walk already
	}
	// A function walked into this set once has added all it adds (its classes, and its calls
	// of other modules to f.deferredCalls), so each is walked once per set, which lets the walk
	// go down a client's helpers (createProject -> uploadFolder -> uploadFiles -> makeRequest ->
	// buildHeaders) to maxClassDepth.
	set := reflect.ValueOf(out).Pointer()
	if f.classDone[set].fns[fn.ID()] {
		return
	}
	body := functionBody(fn)
	if body == nil || depth > maxClassDepth {
		out[anyClass] = true
		return
	}
	if f.classDone == nil {
		f.classDone = map[uintptr]classesDone{}
	}
	if f.classDone[set].fns == nil {
		// The set is held, so that no other takes its address while the file is read.
		f.classDone[set] = classesDone{set: out, fns: map[uintptr]bool{}}
	}
	f.classDone[set].fns[fn.ID()] = true
	if f.classWalk == nil {
		f.classWalk = map[uintptr]bool{}
	}
	f.classWalk[fn.ID()] = true
	defer delete(f.classWalk, fn.ID())
	f.walkThrowing(body, func(n *sitter.Node) bool {
		switch extract.Type(n) {
		case "throw_statement", "await_expression", "new_expression", "call_expression":
			f.nodeClasses(n, fn, depth, out)
		}
		return out[anyClass]
	})
}

// thrownClasses returns the classes a throw statement throws.
func (f *file) thrownClasses(stmt, fn *sitter.Node, depth int) []string {
	v := unwrap(extract.NamedChild(stmt, 0))
	for i := 0; v != nil && extract.Type(v) == "identifier" && i < 3; i++ {
		c := f.constValue(v)
		if c == nil {
			break
		}
		v = unwrap(c)
	}
	switch {
	case v == nil:
		return []string{anyClass}
	case extract.Type(v) == "new_expression":
		chain := f.constructedClass(extract.Field(v, "constructor"), 0)
		if chain[0] == sdkClass && f.isUnknownTool(f.describeThrow(stmt)) {
			// The spec's answer to an unknown tool: no protocolerror rethrow counts it.
			return []string{libClass}
		}
		return []string{chainKey(chain)}
	case extract.Type(v) == "call_expression" && f.returnsUserError(v):
		return []string{"fastmcp.UserError"}
	case extract.Type(v) == "identifier":
		if catch := f.catchOf(v); catch != nil {
			var out []string
			for c := range f.tryClasses(f.parent(catch), fn, depth+1) {
				out = append(out, c)
			}
			return out
		}
	}
	return []string{anyClass}
}

// classTest reads a condition `x instanceof C` (want "=") or `!(x instanceof C)` (want "!")
// whose C the file can trace, and returns the name tested and C's key.
func (f *file) classTest(cond *sitter.Node, want string) (*sitter.Node, string) {
	cond = unwrap(cond)
	if cond == nil {
		return nil, ""
	}
	op := "="
	if extract.Type(cond) == "unary_expression" && text(extract.Field(cond, "operator"), f.Src) == "!" {
		cond, op = unwrap(extract.Field(cond, "argument")), "!"
	}
	if op != want || cond == nil || extract.Type(cond) != "binary_expression" {
		return nil, ""
	}
	l, r, bop := f.binaryParts(cond)
	if l = unwrap(l); bop != "instanceof" || l == nil || extract.Type(l) != "identifier" {
		return nil, ""
	}
	cls := f.traceableClass(r)
	if cls == "" {
		return nil, ""
	}
	return l, cls
}

// classBranch is a branch of a catch for some classes of the caught value: it runs only for
// the class only (when set), or never for the classes not.
type classBranch struct {
	only string
	not  []string
}

// classBranches returns the try whose catch holds a throw, and the branches for classes of the
// caught value the throw stands in, innermost first (nil when there are none).
func (f *file) classBranches(stmt *sitter.Node) (*sitter.Node, []classBranch) {
	if !f.inCatch(stmt) || !f.srcHas("instanceof") {
		return nil, nil
	}
	fn := f.enclosingFunction(stmt)
	var try *sitter.Node
	var out []classBranch
	child := stmt
	for p := f.parent(stmt); p != nil && !f.parents.isFunction(p) && extract.Type(p) != "catch_clause"; child, p = p, f.parent(p) {
		var only, not []string // the classes child runs only for, and those it never runs for
		var id *sitter.Node
		switch extract.Type(p) {
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
				if x, cls := f.classTest(extract.Field(p, "condition"), "="); x != nil {
					id, only = x, []string{cls}
				}
			}
		case "else_clause":
			if ifs := f.parent(p); ifs != nil && extract.Type(ifs) == "if_statement" {
				if x, cls := f.classTest(extract.Field(ifs, "condition"), "!"); x != nil {
					id, only = x, []string{cls}
				}
			}
		case "statement_block":
			sibs, i := f.namedSiblings(child)
			for j := i - 1; j >= 0; j-- {
				s := sibs[j]
				if extract.Type(s) != "if_statement" || extract.Field(s, "alternative") != nil || !f.exits(extract.Field(s, "consequence")) {
					continue
				}
				if x, cls := f.classTest(extract.Field(s, "condition"), "="); x != nil && (id == nil || extract.Content(x, f.Src) == extract.Content(id, f.Src)) {
					id, not = x, append(not, cls)
				}
			}
		}
		if id == nil || !f.namesCaught(id) {
			continue
		}
		catch := f.catchOf(id)
		if catch == nil || !same(f.parent(catch), f.rethrowTry(stmt, fn)) {
			continue
		}
		try = f.parent(catch)
		b := classBranch{not: not}
		if len(only) > 0 {
			b.only = only[0]
		}
		out = append(out, b)
	}
	return try, out
}

// deadClassBranch reports whether a throw in a catch clause runs only for caught errors of
// classes its try cannot throw: in a branch for a class C the try throws no instance of, or
// after branches that leave for every class the try throws.
func (f *file) deadClassBranch(stmt *sitter.Node) bool {
	try, branches := f.classBranches(stmt)
	if len(branches) == 0 {
		return false
	}
	classes := f.tryClasses(try, f.enclosingFunction(stmt), 0)
	if classes[anyClass] {
		return false
	}
	for _, b := range branches {
		if b.only != "" && !anyMember(classes, func(m string) bool { return chainHas(m, b.only) }) {
			return true // no instance of the class reaches the branch
		}
		if len(b.not) > 0 && len(classes) > 0 && !anyMember(classes, func(m string) bool { return !chainIn(m, b.not) }) {
			return true // every error that reaches the catch left before
		}
	}
	return false
}

// anyMember reports whether some member of a class set passes test.
func anyMember(set map[string]bool, test func(string) bool) bool {
	for m := range set {
		if test(m) {
			return true
		}
	}
	return false
}
