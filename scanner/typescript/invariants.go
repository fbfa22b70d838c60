package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Throws that cannot run given what the program guarantees, as in scanner/python's
// invariants.go: a throw under a condition that is false whenever a tool runs is no error site.
//
//   - An absolute path tested for not being absolute: `const p = path.resolve(x); if
//     (!path.isAbsolute(p)) throw ...`.
//   - An environment variable that the server's start-up already requires: main() or a server
//     module's top level throws or exits when it is missing (`if (!process.env.API_KEY) {
//     console.error(...); process.exit(1); }`, a loop over a literal list of names), and a tool
//     or what it reaches checks it again (`if (!API_KEY) throw new Error("API_KEY is not set")`).
//     This file's start-up decides at once; another file's is a key of the root (envKey) that
//     the file summarises with the fact Holds, and the throw's finding is pending Unless Holds.

type envTest struct {
	name string
	need extract.EnvNeed
}

// envRead returns the environment variable an expression reads: process.env.X,
// process.env["X"], or a const bound to one.
func (f *file) envRead(n *sitter.Node, depth int) (string, bool) {
	n = unwrap(n)
	if n == nil || depth > 2 {
		return "", false
	}
	switch extract.Type(n) {
	case "member_expression":
		if text(extract.Field(n, "object"), f.Src) == "process.env" {
			return text(extract.Field(n, "property"), f.Src), true
		}
	case "subscript_expression":
		if text(extract.Field(n, "object"), f.Src) == "process.env" {
			return stringValue(unwrap(extract.Field(n, "index")), f.Src)
		}
	case "identifier":
		if v := f.constValue(n); v != nil {
			return f.envRead(v, depth+1)
		}
		if v := f.assignedJustBefore(n); v != nil {
			return f.envRead(v, depth+1)
		}
	}
	return "", false
}

// assignedJustBefore returns the value given to a variable by the statement right before the
// one that reads it (`key = API_KEY; if (!key) throw ...`, `let key = process.env.K;`), or nil:
// nothing can change the variable between the two.
func (f *file) assignedJustBefore(id *sitter.Node) *sitter.Node {
	name := extract.Content(id, f.Src)
	stmt := id
	for p := f.parent(stmt); ; p = f.parent(p) {
		if p == nil || f.parents.isFunction(p) {
			return nil
		}
		if t := extract.Type(p); t == "statement_block" || t == "program" || t == "switch_case" || t == "switch_default" {
			break
		}
		stmt = p
	}
	prev := f.prevStatement(stmt)
	if prev == nil {
		return nil
	}
	switch extract.Type(prev) {
	case "expression_statement":
		if a := unwrap(extract.NamedChild(prev, 0)); a != nil && extract.Type(a) == "assignment_expression" && text(extract.Field(a, "left"), f.Src) == name {
			return extract.Field(a, "right")
		}
	case "lexical_declaration", "variable_declaration":
		if extract.NamedChildCount(prev) == 1 {
			if d := extract.NamedChild(prev, 0); extract.Type(d) == "variable_declarator" && text(extract.Field(d, "name"), f.Src) == name {
				return extract.Field(d, "value")
			}
		}
	}
	return nil
}

// constValue returns the initializer of the const declaration an identifier names, when no
// parameter of an enclosing function shadows it, or nil.
func (f *file) constValue(id *sitter.Node) *sitter.Node {
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || text(extract.Field(d, "name"), f.Src) != name {
		return nil
	}
	if !f.isConstDecl(d) || f.shadowed(id, name) {
		return nil
	}
	return extract.Field(d, "value")
}

// binaryParts returns a binary expression's operands and operator.
func (f *file) binaryParts(n *sitter.Node) (l, r *sitter.Node, op string) {
	return extract.Field(n, "left"), extract.Field(n, "right"), text(extract.Field(n, "operator"), f.Src)
}

// isUndefined reports whether an expression is undefined or null (== null holds for both).
func (f *file) isUndefined(n *sitter.Node, loose bool) bool {
	n = unwrap(n)
	if n == nil {
		return false
	}
	switch extract.Type(n) {
	case "undefined":
		return true
	case "identifier":
		return extract.Content(n, f.Src) == "undefined"
	case "null":
		return loose
	}
	return false
}

// envMissing returns the environment variables a condition tests for being missing, when it is
// true exactly when one of them is: `!E`, `E === undefined`, `E == null`; `||` joins them.
func (f *file) envMissing(cond *sitter.Node) []envTest {
	cond = unwrap(cond)
	if cond == nil {
		return nil
	}
	switch extract.Type(cond) {
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) == "!" {
			if name, ok := f.envRead(extract.Field(cond, "argument"), 0); ok {
				return []envTest{{name, extract.EnvNonEmpty}}
			}
		}
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "||":
			a, b := f.envMissing(l), f.envMissing(r)
			if a == nil || b == nil {
				return nil
			}
			return append(a, b...)
		case "===", "==":
			if f.isUndefined(r, op == "==") {
				if name, ok := f.envRead(l, 0); ok {
					return []envTest{{name, extract.EnvSet}}
				}
			}
		}
	}
	return nil
}

// envPresent reads a condition that is true when an environment variable is there: `E`,
// `E !== undefined`, `E != null`.
func (f *file) envPresent(cond *sitter.Node) (envTest, bool) {
	cond = unwrap(cond)
	if cond == nil {
		return envTest{}, false
	}
	if extract.Type(cond) == "binary_expression" {
		l, r, op := f.binaryParts(cond)
		if (op == "!==" || op == "!=") && f.isUndefined(r, op == "!=") {
			if name, ok := f.envRead(l, 0); ok {
				return envTest{name, extract.EnvSet}, true
			}
		}
		return envTest{}, false
	}
	if name, ok := f.envRead(cond, 0); ok {
		return envTest{name, extract.EnvNonEmpty}, true
	}
	return envTest{}, false
}

// deadUnder returns the tests for a missing environment variable under which a throw runs, in
// its own function: a start-up guarantee of any one of them makes the throw dead. Conditions
// joined by `||` need every variable guaranteed; those are left out.
func (f *file) deadUnder(stmt *sitter.Node) []envTest {
	var out []envTest
	child := stmt
	for p := f.parent(stmt); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		switch extract.Type(p) {
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
				if ts := f.envMissing(extract.Field(p, "condition")); len(ts) == 1 {
					out = append(out, ts[0])
				}
			}
		case "else_clause":
			if ifs := f.parent(p); ifs != nil && extract.Type(ifs) == "if_statement" {
				if t, ok := f.envPresent(extract.Field(ifs, "condition")); ok {
					out = append(out, t)
				}
			}
		}
		child = p
	}
	return out
}

// cannotRun reports whether a throw sits under a condition that is false on every run: an
// absolute path tested for not being absolute, a missing environment variable that this
// file's own start-up requires, a value the input schema does not let through, a missing
// stream of a child process that Node pipes, or a caught value that is not an Error when
// nothing its try throws is one (nonerror.go); whether it follows a loop that never falls
// out (deadloop.go); or whether what it throws never leaves its
// function, replaced by a catch's own error (replaced.go).
func (f *file) cannotRun(stmt *sitter.Node) bool {
	if f.replacedByCatch(stmt) || f.deadNonErrorBranch(stmt) || f.deadClassBranch(stmt) {
		return true // caughtclass.go: a branch for a class of error its try cannot throw
	}
	if f.exhaustedBranch(stmt) {
		return true // a branch the input schema rules out (deadbranch.go)
	}
	if f.afterEndlessLoop(stmt) {
		return true // after a loop that only a return or a throw leaves (deadloop.go)
	}
	if f.noneGivenBranch(stmt) {
		return true // for none of the values the function's own check required one of (oneof.go)
	}
	if f.streamsGuaranteed(stmt) {
		return true // a child process's piped streams (spawnstreams.go)
	}
	if f.validatedParamsBranch(stmt) {
		return true // a low-level tools/call request without params, which the SDK rejects first (validatedparams.go)
	}
	if f.pastStartupFill(stmt) || f.filledValueTest(stmt) {
		return true // in a getter the start-up fills, past its return of the filled value, or under a test that value is missing (startfill.go)
	}
	if len(f.startupEnv().local) > 0 { // else no test of a variable is dead
		for _, t := range f.deadUnder(stmt) {
			if f.startupEnv().local[t.name] >= t.need {
				return true
			}
		}
	}
	if f.absTests == 0 {
		f.absTests = 1
		if f.srcHas("isAbsolute") {
			f.absTests = 2
		}
	}
	if f.absTests == 1 {
		return false // neverTrue needs path.isAbsolute, however imported
	}
	return f.underTest(stmt, nil, f.neverTrue)
}

// neverTrue reports whether a condition is false on every run: `!path.isAbsolute(p)` of an
// absolute path, or an `&&` with such a side.
func (f *file) neverTrue(cond *sitter.Node) bool {
	cond = unwrap(cond)
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		return op == "&&" && (f.neverTrue(l) || f.neverTrue(r))
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) != "!" {
			return false
		}
		call := unwrap(extract.Field(cond, "argument"))
		if call == nil || extract.Type(call) != "call_expression" || !f.isPathMethod(extract.Field(call, "function"), "isAbsolute") {
			return false
		}
		args := extract.Field(call, "arguments")
		return args != nil && extract.NamedChildCount(args) == 1 && f.isAbsolutePath(extract.NamedChild(args, 0), 0)
	}
	return false
}

// isPathMethod reports whether a callee is Node's path module's method (path.resolve,
// path.posix.resolve, or the method imported by name).
func (f *file) isPathMethod(callee *sitter.Node, method string) bool {
	callee = unwrap(callee)
	if callee == nil {
		return false
	}
	switch extract.Type(callee) {
	case "member_expression":
		if text(extract.Field(callee, "property"), f.Src) != method {
			return false
		}
		obj := text(extract.Field(callee, "object"), f.Src)
		obj = strings.TrimSuffix(strings.TrimSuffix(obj, ".posix"), ".win32")
		return f.isPathModule(obj)
	case "identifier":
		b, ok := f.imports[extract.Content(callee, f.Src)]
		return ok && isNodePath(b.module) && (b.name == method)
	}
	return false
}

// isPathModule reports whether a name is Node's path module, as imported here.
func (f *file) isPathModule(name string) bool {
	if b, ok := f.imports[name]; ok {
		return isNodePath(b.module) && (b.name == "default" || b.name == "*")
	}
	return false
}

func isNodePath(module string) bool { return module == "path" || module == "node:path" }

// isAbsolutePath reports whether an expression is always an absolute path: path.resolve(...)
// or a const bound to it.
func (f *file) isAbsolutePath(n *sitter.Node, depth int) bool {
	n = unwrap(n)
	if n == nil || depth > 3 {
		return false
	}
	switch extract.Type(n) {
	case "identifier":
		if v := f.constValue(n); v != nil {
			return f.isAbsolutePath(v, depth+1)
		}
		return f.onlyAbsoluteWrites(n, depth)
	case "call_expression":
		return f.isPathMethod(extract.Field(n, "function"), "resolve")
	}
	return false
}

// onlyAbsoluteWrites reports whether every value a let variable is given is an absolute path:
// its initializer, if any, and each plain assignment to it in its scope (`let p: string; try {
// p = path.resolve(x) } catch { return false }`). Before its first assignment it holds
// undefined, on which path.isAbsolute throws before a test of it can fail; any other write
// (+=, ++, a destructuring) makes it unknown.
func (f *file) onlyAbsoluteWrites(id *sitter.Node, depth int) bool {
	return f.everyLetValue(id, func(v *sitter.Node) bool { return f.isAbsolutePath(v, depth+1) }, func(n *sitter.Node, name string) bool {
		switch extract.Type(n) {
		case "assignment_expression":
			left := extract.Field(n, "left")
			return left != nil && extract.Type(left) != "identifier" && extract.Type(left) != "member_expression" && extract.Type(left) != "subscript_expression" &&
				f.namesIn(left, name) // a destructuring that may write it
		case "augmented_assignment_expression", "update_expression":
			return f.namesIn(n, name)
		}
		return false
	})
}

// shadowed reports whether a parameter of a function around id names name.
func (f *file) shadowed(id *sitter.Node, name string) bool {
	for fn := f.enclosingFunction(id); fn != nil; fn = f.enclosingFunction(fn) {
		if params := extract.Field(fn, "parameters"); params != nil && containsWord(f.Src[extract.StartByte(params):extract.EndByte(params)], name) {
			return true
		}
		if p := extract.Field(fn, "parameter"); p != nil && text(p, f.Src) == name {
			return true
		}
	}
	return false
}

// envGuarantees is what a file's start-up code requires of the environment: local for the
// throws of this file, root for every tool of the root.
type envGuarantees struct {
	local, root map[string]extract.EnvNeed
}

// startupEnv reads the file's start-up checks once: the top level of a module (for its own
// throws; for the root's when it is a server's module) and a main function that starts a server.
func (f *file) startupEnv() *envGuarantees {
	if f.envs != nil {
		return f.envs
	}
	g := &envGuarantees{local: map[string]extract.EnvNeed{}, root: map[string]extract.EnvNeed{}}
	f.envs = g
	if !f.srcHas("process.env") {
		return g
	}
	// A server module: it registers tools, constructs the server, or connects a server
	// transport (an entry point that imports the server's factory from another module).
	server := len(f.regs) > 0 || serverConstruction.Match(f.Src) || f.srcHas("ServerTransport")
	for name, need := range f.requiredIn(f.root, true) {
		g.local[name] = max(g.local[name], need)
		if server {
			g.root[name] = max(g.root[name], need)
		}
	}
	for _, body := range f.mainBodies() {
		if !server && !startsServer.Match(f.Src[extract.StartByte(body):extract.EndByte(body)]) {
			continue // a script's main: it need not run before the tools do
		}
		for name, need := range f.requiredIn(body, true) {
			g.local[name] = max(g.local[name], need)
			g.root[name] = max(g.root[name], need)
		}
	}
	return g
}

var (
	serverConstruction = lazyre.New(`new\s+(McpServer|Server|FastMCP)\s*\(`)
	startsServer       = lazyre.New(`\.(connect|start|listen)\s*\(`)
)

// mainBodies returns the bodies of the module's main functions: `function main()`,
// `const main = async () => {...}`.
func (f *file) mainBodies() []*sitter.Node {
	var out []*sitter.Node
	for _, d := range f.decls["main"] {
		if f.scopeOf(d) != nil {
			continue
		}
		fn := d
		if extract.Type(d) == "variable_declarator" {
			fn = unwrap(extract.Field(d, "value"))
		}
		if fn == nil || !f.parents.isFunction(fn) {
			continue
		}
		if b := functionBody(fn); b != nil && extract.Type(b) == "statement_block" {
			out = append(out, b)
		}
	}
	return out
}

// requiredIn returns the environment variables the statements of a block require before they
// go on, up to the statement that starts the server: an if that tests for a missing one and always throws or exits, a for-of loop over a
// literal list of names doing the same; with calls, those of a same-file function a statement
// calls (one level: main() calling validateEnv()).
func (f *file) requiredIn(body *sitter.Node, calls bool) map[string]extract.EnvNeed {
	out := map[string]extract.EnvNeed{}
	add := func(name string, need extract.EnvNeed) { out[name] = max(out[name], need) }
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		st := extract.NamedChild(body, i)
		if extract.Type(st) != "function_declaration" && extract.Type(st) != "class_declaration" && startsServer.Match(f.Src[extract.StartByte(st):extract.EndByte(st)]) {
			break // the server may answer tools before what follows runs
		}
		switch extract.Type(st) {
		case "if_statement":
			if f.stops(extract.Field(st, "consequence")) {
				for _, t := range f.envMissing(extract.Field(st, "condition")) {
					add(t.name, t.need)
				}
			}
		case "for_in_statement":
			for name, need := range f.requiredLoop(st) {
				add(name, need)
			}
		case "expression_statement":
			call := unwrap(extract.NamedChild(st, 0))
			if !calls || call == nil || extract.Type(call) != "call_expression" {
				continue
			}
			if fn := f.calledFunction(extract.Field(call, "function")); fn != nil {
				if b := functionBody(fn); b != nil && extract.Type(b) == "statement_block" {
					for name, need := range f.requiredIn(b, false) {
						add(name, need)
					}
				}
			}
		}
	}
	return out
}

// requiredLoop reads `for (const v of ["A", "B"]) { if (!process.env[v]) { ...; process.exit(1); } }`
// (or a const bound to such an array).
func (f *file) requiredLoop(loop *sitter.Node) map[string]extract.EnvNeed {
	left, right, body := extract.Field(loop, "left"), unwrap(extract.Field(loop, "right")), extract.Field(loop, "body")
	if left == nil || right == nil || body == nil || !strings.Contains(text(loop, f.Src)[:extract.StartByte(right)-extract.StartByte(loop)], " of ") {
		return nil
	}
	if extract.Type(right) == "identifier" {
		right = unwrap(f.constValue(right))
	}
	if right == nil || extract.Type(right) != "array" {
		return nil
	}
	var names []string
	for i := 0; i < int(extract.NamedChildCount(right)); i++ {
		s, ok := stringValue(unwrap(extract.NamedChild(right, i)), f.Src)
		if !ok {
			return nil
		}
		names = append(names, s)
	}
	v := text(left, f.Src)
	stmts := []*sitter.Node{body}
	if extract.Type(body) == "statement_block" {
		stmts = nil
		for i := 0; i < int(extract.NamedChildCount(body)); i++ {
			stmts = append(stmts, extract.NamedChild(body, i))
		}
	}
	out := map[string]extract.EnvNeed{}
	for _, st := range stmts {
		if extract.Type(st) != "if_statement" || !f.stops(extract.Field(st, "consequence")) {
			continue
		}
		cond := unwrap(extract.Field(st, "condition"))
		if cond == nil || extract.Type(cond) != "unary_expression" || text(extract.Field(cond, "operator"), f.Src) != "!" {
			continue
		}
		arg := unwrap(extract.Field(cond, "argument"))
		if arg != nil && extract.Type(arg) == "subscript_expression" && text(extract.Field(arg, "object"), f.Src) == "process.env" &&
			text(unwrap(extract.Field(arg, "index")), f.Src) == v {
			for _, n := range names {
				out[n] = max(out[n], extract.EnvNonEmpty)
			}
		}
	}
	return out
}

// stops reports whether a statement always throws or ends the process: a throw, a call of
// process.exit, or a block whose last statement does.
func (f *file) stops(st *sitter.Node) bool {
	if st == nil {
		return false
	}
	if extract.Type(st) == "statement_block" {
		var last *sitter.Node
		for i := int(extract.NamedChildCount(st)) - 1; i >= 0; i-- {
			if c := extract.NamedChild(st, i); extract.Type(c) != "comment" {
				last = c
				break
			}
		}
		return f.stops(last)
	}
	switch extract.Type(st) {
	case "throw_statement":
		return true
	case "expression_statement":
		call := unwrap(extract.NamedChild(st, 0))
		return call != nil && extract.Type(call) == "call_expression" && text(extract.Field(call, "function"), f.Src) == "process.exit"
	}
	return false
}

// envSummaries are the start-up guarantees of this file that hold for every tool of the root.
func (f *file) envSummaries() []extract.Summary {
	return extract.EnvSummaries(f.startupEnv().root)
}

// envUnless returns the keys of the start-up guarantees that would make a throw dead, one call
// each for Pending.AnyOf with Unless Holds.
func (f *file) envUnless(stmt *sitter.Node) [][]string {
	var out [][]string
	for _, t := range f.deadUnder(stmt) {
		out = append(out, []string{extract.EnvKey(t.name, t.need)})
	}
	return out
}

// afterCall returns the keys of the function whose call statement a throw follows
// (`failWith(e); throw e;`): when that function always throws, the throw after it never runs,
// which the pending finding says with Unless AlwaysRaises.
func (f *file) afterCall(stmt *sitter.Node) []string {
	prev := f.prevStatement(stmt)
	if prev == nil || extract.Type(prev) != "expression_statement" {
		return nil
	}
	call := unwrap(extract.NamedChild(prev, 0))
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	return f.edgeKeys(extract.Field(call, "function"))
}

// thrownCall returns the keys of the function whose call a throw throws the value of (`throw
// this.handleApiError(error)`): when that function always throws, the call never returns and
// the throw never runs; its own throws are the sites.
func (f *file) thrownCall(stmt *sitter.Node) []string {
	call := unwrap(extract.NamedChild(stmt, 0))
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	return f.edgeKeys(extract.Field(call, "function"))
}

// unlessPending returns the pending finding of a throw that may never run: after a call of a
// function that may always throw, or of the value such a call gives, under a test for an
// environment variable that another module's start-up may require, in a catch whose try
// throws only if a function of another module does (raisedtried.go), or in a catch's branch
// for a caught value that is not an Error that runs only if a function of the root throws one
// (nonerror.go). It reports false when none applies.
func (f *file) unlessPending(stmt *sitter.Node, fd finding.Finding) (extract.Pending, bool) {
	p := extract.Pending{Finding: fd}
	keys := f.afterCall(stmt)
	if len(keys) == 0 {
		keys = f.thrownCall(stmt)
	}
	if len(keys) > 0 {
		p.Keys, p.Unless = keys, extract.AlwaysRaises
	}
	if env := f.envUnless(stmt); len(env) > 0 {
		p.AnyOf, p.Unless = env, p.Unless|extract.Holds
	}
	if p.Unless == 0 {
		// A test of a value that a function never gives back falsy (truthycalls.go).
		if keys := f.truthyCallUnless(stmt); len(keys) > 0 {
			p.AnyOf, p.Unless = [][]string{keys}, extract.Holds
		}
	}
	if p.Unless == 0 {
		// A comparison that a refinement of a schema of another module rules out (refinedimport.go).
		if rels := f.importedRefineUnless(stmt); len(rels) > 0 {
			p.AnyOf, p.Unless = rels, extract.Holds
		}
	}
	if p.Unless == 0 {
		// A caught value's branch for a non-Error, which runs only if a function of the root
		// throws one (nonerror.go); Need and Unless cannot share AnyOf, so an Unless comes first.
		if calls := f.nonErrorCalls(stmt); len(calls) > 0 {
			p.AnyOf, p.Need = calls, extract.ThrowsValue
		}
	}
	fn := f.enclosingFunction(stmt)
	if t, ok := f.errorParamTest(stmt, fn); ok && !f.usedAsValue(fn) {
		// A helper's branch for a parameter that is not an Error: it runs only if a caller
		// passes one (argfacts.go), which Within, set by the caller, walks.
		p.RunsIf = []extract.ArgTest{t}
	}
	p.Tried = f.triedCalls(stmt, fn)
	// A catch's branch for one class that only calls of other modules may throw (throwclass.go).
	p.ClassCalls, p.Class, p.NotClasses = f.classCalls(stmt)
	ok := p.Unless != 0 || p.Need != 0 || len(p.Tried) > 0 || len(p.RunsIf) > 0 || len(p.ClassCalls) > 0
	if p.RunsIf == nil {
		// A test of what an input schema may guarantee (schemaargs.go): only the walk from a
		// helper to the tools reads it, so it alone leaves a tool's own throw as it was.
		p.RunsIf = f.schemaRunsIf(stmt, fn)
	}
	if p.RunsIf == nil {
		// A test of what a table entry's own schema guarantees, when the loop registering the
		// entry passes it (entryschema.go).
		p.RunsIf = f.entrySchemaRunsIf(stmt, fn)
	}
	if p.RunsIf == nil {
		// A throw after a return for each class a parameter may be (classchoice.go).
		p.RunsIf = f.classChoiceRunsIf(stmt, fn)
	}
	return p, ok
}

// containsWord reports whether b holds name as a whole identifier.
func containsWord(b []byte, name string) bool {
	if name == "" {
		return false
	}
	for range extract.Words(b, []byte(name), isIdentByte) {
		return true
	}
	return false
}
