package python

import (
	"bytes"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Raises that cannot run given what the program guarantees. A raise under a condition that is
// false whenever a tool runs is no error site: the agent never meets it.
//
//   - An absolute path tested for being absolute: p = os.path.abspath(x) (realpath,
//     Path(x).resolve(), Path(x).absolute()), then `if not os.path.isabs(p): raise`.
//   - An environment variable that the server's start-up already requires: main(), the
//     `if __name__ == "__main__":` block or a server module's top level checks it and raises or
//     exits when it is missing (`if not os.getenv("API_KEY"): sys.exit(1)`, a loop over a list
//     of required names, `os.environ["API_KEY"]`), and a function a tool reaches checks it again
//     (`if not API_KEY: raise ValueError("API_KEY is not set")`). The start-up check of this
//     file decides at once; one of another file is a key of the root (extract.EnvKey) that the
//     file guarding the start-up summarises with the fact Holds, and the raise's finding is
//     pending Unless Holds.

// envTest is a condition that is true when an environment variable is missing.
type envTest struct {
	name string
	need extract.EnvNeed // what must be guaranteed for the condition to be false
}

// envRead returns the environment variable an expression reads (os.getenv("X"),
// os.environ.get("X"), os.environ["X"], a name bound to one of those), and whether a missing
// variable reads as None (true) or raises (os.environ["X"] raises KeyError).
func (c *fileCtx) envRead(n *sitter.Node, depth int) (name string, ok bool) {
	n = unparen(n)
	if n == nil || depth > 2 {
		return "", false
	}
	switch extract.Type(n) {
	case "call":
		q := c.qualify(extract.Field(n, "function"))
		if q != "os.getenv" && q != "os.environ.get" {
			return "", false
		}
		kw, pos := c.arguments(n)
		if len(pos) > 1 || kw["default"] != nil {
			// A default: os.getenv("X", "") still reads as falsy when X is missing; any other
			// default changes what the tests mean.
			d := kw["default"]
			if len(pos) > 1 {
				d = pos[1]
			}
			if s, lit := c.plainString(unparen(d)); !lit || s != "" {
				return "", false
			}
		}
		if len(pos) == 0 {
			return "", false
		}
		return c.plainString(unparen(pos[0]))
	case "subscript":
		if c.qualify(extract.Field(n, "value")) != "os.environ" {
			return "", false
		}
		return c.plainString(unparen(extract.Field(n, "subscript")))
	case "identifier":
		if v := c.boundOnce(n); v != nil {
			return c.envRead(v, depth+1)
		}
	}
	return "", false
}

// boundOnce returns the value of a name that one assignment binds before its use, in its
// function (not a parameter there) or at module level (not declared global anywhere), or nil:
// a name assigned twice, or in branches, may hold either value.
func (c *fileCtx) boundOnce(id *sitter.Node) *sitter.Node {
	name := c.text(id)
	scope := c.enclosingDef(id)
	if scope != nil {
		if as := c.assignments(scope)[name]; len(as) > 0 {
			if len(as) == 1 && extract.StartByte(as[0]) < extract.StartByte(id) && !c.reassigned(name) {
				return assignedValue(as[0])
			}
			return nil
		}
		for def := scope; def != nil; def = c.enclosingDef(def) {
			for _, p := range c.paramNames(def) {
				if p == name {
					return nil
				}
			}
		}
	}
	as := c.assignments(c.root)[name]
	if len(as) != 1 || c.reassigned(name) || (scope == nil && extract.StartByte(as[0]) >= extract.StartByte(id)) {
		return nil
	}
	return assignedValue(as[0])
}

// reassigned reports whether a name may be rebound where the assignments of its scope do not
// show it: a function declares it global or nonlocal.
func (c *fileCtx) reassigned(name string) bool {
	if c.rebound == nil {
		c.rebound = map[string]bool{}
		if bytes.Contains(c.src, []byte("global ")) || bytes.Contains(c.src, []byte("nonlocal ")) {
			// The binders query matches every global and nonlocal statement of the file.
			for _, m := range c.run("binders") {
				if m.kind == "global_statement" || m.kind == "nonlocal_statement" {
					for _, id := range extract.NamedChildren(m.site) {
						c.rebound[string(c.bytesOf(id))] = true
					}
				}
			}
		}
	}
	return c.rebound[name]
}

// hasBytes reports, reading the source once and caching the answer in *seen, whether it holds
// one of words.
func (c *fileCtx) hasBytes(seen *int8, words ...string) bool {
	if *seen == 0 {
		*seen = 1
		for _, w := range words {
			if bytes.Contains(c.src, []byte(w)) {
				*seen = 2
				break
			}
		}
	}
	return *seen == 2
}

// readsEnv reports whether the source may read the environment at all: every read envRead
// and envMissing know names os.environ or os.getenv.
func (c *fileCtx) readsEnv() bool { return c.hasBytes(&c.envBytes, "environ", "getenv") }

// envMissing returns the environment variables a condition tests for being missing, when the
// condition is true exactly when one of them is: `not E`, `E is None`, `E == None`,
// `"X" not in os.environ`; `or` joins them (true when any is missing).
func (c *fileCtx) envMissing(cond *sitter.Node) []envTest {
	cond = unparen(cond)
	if cond == nil {
		return nil
	}
	switch extract.Type(cond) {
	case "not_operator":
		if name, ok := c.envRead(extract.Field(cond, "argument"), 0); ok {
			return []envTest{{name, extract.EnvNonEmpty}}
		}
	case "comparison_operator":
		if extract.NamedChildCount(cond) != 2 {
			return nil
		}
		l, r, op := c.comparison(cond)
		switch op {
		case "is", "==":
			if extract.Type(r) == "none" {
				if name, ok := c.envRead(l, 0); ok {
					return []envTest{{name, extract.EnvSet}}
				}
			}
		case "not in":
			if c.qualify(r) == "os.environ" {
				if name, ok := c.plainString(unparen(l)); ok {
					return []envTest{{name, extract.EnvSet}}
				}
			}
		}
	case "boolean_operator":
		if string(c.bytesOf(extract.Field(cond, "operator"))) != "or" {
			return nil
		}
		l, r := c.envMissing(extract.Field(cond, "left")), c.envMissing(extract.Field(cond, "right"))
		if l == nil || r == nil {
			return nil
		}
		return append(l, r...)
	}
	return nil
}

// deadUnder returns, for a raise, the conditions under which it runs that test for a missing
// environment variable: the raise runs only if the variable is missing, so a start-up guarantee
// of any one of them makes it dead. Conditions joined by `or` need every variable guaranteed;
// those are left out.
func (c *fileCtx) deadUnder(stmt *sitter.Node) []envTest {
	if !c.readsEnv() {
		return nil
	}
	var out []envTest
	child := stmt
	for p := extract.Parent(stmt); p != nil && extract.Type(p) != "function_definition" && extract.Type(p) != "module"; p = extract.Parent(p) {
		var cond, body *sitter.Node
		switch extract.Type(p) {
		case "if_statement":
			cond, body = extract.Field(p, "condition"), extract.Field(p, "consequence")
		case "elif_clause":
			cond, body = extract.Field(p, "condition"), extract.Field(p, "consequence")
		}
		if body != nil && sameNode(child, body) {
			if ts := c.envMissing(cond); len(ts) == 1 {
				out = append(out, ts[0])
			}
		}
		if extract.Type(p) == "else_clause" && extract.Parent(p) != nil && extract.Type(extract.Parent(p)) == "if_statement" {
			// if API_KEY: ... else: raise ...: the else runs only when the first test failed.
			if t, ok := c.envPresent(extract.Field(extract.Parent(p), "condition")); ok {
				out = append(out, t)
			}
		}
		child = p
	}
	return out
}

// comparison returns the operands of a comparison of two and its operator, spaced as
// "not in" and "is not" however the source spaces them.
func (c *fileCtx) comparison(cond *sitter.Node) (l, r *sitter.Node, op string) {
	l, r = extract.NamedChild(cond, 0), extract.NamedChild(cond, 1)
	return l, r, strings.Join(strings.Fields(string(c.src[extract.EndByte(l):extract.StartByte(r)])), " ")
}

// envPresent reads a condition that is true when an environment variable is there: `E`,
// `E is not None`, `"X" in os.environ`.
func (c *fileCtx) envPresent(cond *sitter.Node) (envTest, bool) {
	cond = unparen(cond)
	if cond == nil {
		return envTest{}, false
	}
	if extract.Type(cond) == "comparison_operator" && extract.NamedChildCount(cond) == 2 {
		l, r, op := c.comparison(cond)
		switch op {
		case "is not", "!=":
			if extract.Type(r) == "none" {
				if name, ok := c.envRead(l, 0); ok {
					return envTest{name, extract.EnvSet}, true
				}
			}
		case "in":
			if c.qualify(r) == "os.environ" {
				if name, ok := c.plainString(unparen(l)); ok {
					return envTest{name, extract.EnvSet}, true
				}
			}
		}
		return envTest{}, false
	}
	if name, ok := c.envRead(cond, 0); ok {
		return envTest{name, extract.EnvNonEmpty}, true
	}
	return envTest{}, false
}

// guaranteedHere reports whether the file's own start-up code guarantees what a test needs:
// the module's top level (which runs before any function of the module can), main and the
// __main__ block.
func (c *fileCtx) guaranteedHere(t envTest) bool {
	g := c.startupEnv()
	return g.local[t.name] >= t.need
}

// envGuarantees is what a file's start-up code guarantees: local holds what the module's top
// level, main and the __main__ block require, for the raises of this file; root holds what
// reaches every tool of the root (the start-up of a server's module or entry point).
type envGuarantees struct {
	local, root map[string]extract.EnvNeed
}

// startupEnv reads the file's start-up checks once.
func (c *fileCtx) startupEnv() *envGuarantees {
	if c.envs != nil {
		return c.envs
	}
	g := &envGuarantees{local: map[string]extract.EnvNeed{}, root: map[string]extract.EnvNeed{}}
	c.envs = g
	if !c.readsEnv() {
		return g
	}
	server := c.usesServer() || len(c.tools) > 0 || len(c.registrations) > 0
	top := c.requiredIn(c.root, true)
	for name, need := range top {
		g.local[name] = max(g.local[name], need)
		if server {
			g.root[name] = max(g.root[name], need)
		}
	}
	for _, entry := range c.entryBodies() {
		if !server && !c.runsServer(entry) {
			continue // a script's main: it need not run before the tools do
		}
		for name, need := range c.requiredIn(entry, true) {
			g.local[name] = max(g.local[name], need)
			g.root[name] = max(g.root[name], need)
		}
	}
	return g
}

// entryBodies returns the blocks that run when the module is the program: the body of a
// module-level main() and of the `if __name__ == "__main__":` block.
func (c *fileCtx) entryBodies() []*sitter.Node {
	var out []*sitter.Node
	if def := c.defs["main"]; def != nil && extract.Parent(def) != nil {
		if b := extract.Field(def, "body"); b != nil {
			out = append(out, b)
		}
	}
	for i := 0; i < int(extract.NamedChildCount(c.root)); i++ {
		st := extract.NamedChild(c.root, i)
		if extract.Type(st) != "if_statement" {
			continue
		}
		cond := strings.Join(strings.Fields(strings.ReplaceAll(c.text(extract.Field(st, "condition")), "'", `"`)), " ")
		if cond == `__name__ == "__main__"` {
			if b := extract.Field(st, "consequence"); b != nil {
				out = append(out, b)
			}
		}
	}
	return out
}

// runsServer reports whether a block or statement starts a server: it calls a .run*() or
// .serve*() method, or asyncio.run / anyio.run, in its own scope (walkScope's nodes).
func (c *fileCtx) runsServer(body *sitter.Node) bool {
	for _, call := range c.serverCalls() {
		if extract.StartByte(call) < extract.StartByte(body) || extract.EndByte(call) > extract.EndByte(body) {
			continue
		}
		p := extract.Parent(call)
		for p != nil && !sameNode(p, body) {
			if t := extract.Type(p); t == "function_definition" || t == "lambda" || t == "class_definition" {
				break
			}
			p = extract.Parent(p)
		}
		if p != nil && sameNode(p, body) {
			return true
		}
	}
	return false
}

// serverCalls returns, once per file, the calls of a method whose name starts with run or
// serve: found from the occurrences of those words in the source, as the method's name is.
func (c *fileCtx) serverCalls() []*sitter.Node {
	if c.runCalls != nil {
		return *c.runCalls
	}
	var out []*sitter.Node
	c.runCalls = &out
	var lineStarts []int
	point := func(off int) sitter.Point {
		if lineStarts == nil {
			lineStarts = []int{0}
			for i, b := range c.src {
				if b == '\n' {
					lineStarts = append(lineStarts, i+1)
				}
			}
		}
		row := sort.Search(len(lineStarts), func(i int) bool { return lineStarts[i] > off }) - 1
		return sitter.Point{Row: uint32(row), Column: uint32(off - lineStarts[row])}
	}
	for _, w := range []string{"run", "serve"} {
		for off := 0; off < len(c.src); {
			i := bytes.Index(c.src[off:], []byte(w))
			if i < 0 {
				break
			}
			pos := off + i
			off = pos + len(w)
			id := c.root.NamedDescendantForPointRange(point(pos), point(pos+len(w)-1))
			if id == nil || extract.Type(id) != "identifier" || int(extract.StartByte(id)) != pos {
				continue
			}
			fn := extract.Parent(id)
			if fn == nil || extract.Type(fn) != "attribute" {
				continue
			}
			if a := extract.Field(fn, "attribute"); a == nil || !sameNode(id, a) {
				continue
			}
			if call := extract.Parent(fn); call != nil && extract.Type(call) == "call" {
				if f := extract.Field(call, "function"); f == nil || !sameNode(fn, f) {
					continue
				}
				out = append(out, call)
			}
		}
	}
	return out
}

// requiredIn returns the environment variables the statements of a block require before they
// go on, up to the statement that starts the server: an if that tests for a missing one and
// always raises or exits, a loop over a literal list of names doing the same, and
// os.environ["X"] read outside a condition. With calls, a
// statement that calls a same-file function runs that function's requirements too (one level:
// main() calling load_config()).
func (c *fileCtx) requiredIn(body *sitter.Node, calls bool) map[string]extract.EnvNeed {
	out := map[string]extract.EnvNeed{}
	add := func(name string, need extract.EnvNeed) { out[name] = max(out[name], need) }
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		st := extract.NamedChild(body, i)
		if c.runsServer(st) {
			break // the server may answer tools before what follows runs
		}
		switch extract.Type(st) {
		case "if_statement":
			if c.stops(extract.Field(st, "consequence")) {
				for _, t := range c.envMissing(extract.Field(st, "condition")) {
					add(t.name, t.need)
				}
			}
		case "for_statement":
			for name, need := range c.requiredLoop(st) {
				add(name, need)
			}
		case "expression_statement":
			e := unparen(extract.NamedChild(st, 0))
			if e == nil {
				continue
			}
			if extract.Type(e) == "assignment" {
				e = unparen(extract.Field(e, "right"))
			}
			if e == nil {
				continue
			}
			if extract.Type(e) == "subscript" {
				if name, ok := c.envRead(e, 0); ok {
					add(name, extract.EnvSet)
				}
			}
			if calls && extract.Type(e) == "call" {
				if def := c.localDef(e); def != nil {
					if b := extract.Field(def, "body"); b != nil {
						for name, need := range c.requiredIn(b, false) {
							add(name, need)
						}
					}
				}
			}
		}
	}
	return out
}

// requiredLoop reads `for v in ["A", "B"]: if not os.getenv(v): raise ...` (or a name bound to
// such a list).
func (c *fileCtx) requiredLoop(loop *sitter.Node) map[string]extract.EnvNeed {
	left, right, body := extract.Field(loop, "left"), unparen(extract.Field(loop, "right")), extract.Field(loop, "body")
	if left == nil || extract.Type(left) != "identifier" || right == nil || body == nil {
		return nil
	}
	if extract.Type(right) == "identifier" {
		right = unparen(c.boundOnce(right))
	}
	if right == nil || (extract.Type(right) != "list" && extract.Type(right) != "tuple") {
		return nil
	}
	var names []string
	for i := 0; i < int(extract.NamedChildCount(right)); i++ {
		s, ok := c.plainString(unparen(extract.NamedChild(right, i)))
		if !ok {
			return nil
		}
		names = append(names, s)
	}
	v := c.text(left)
	out := map[string]extract.EnvNeed{}
	for i := 0; i < int(extract.NamedChildCount(body)); i++ {
		st := extract.NamedChild(body, i)
		if extract.Type(st) != "if_statement" || !c.stops(extract.Field(st, "consequence")) {
			continue
		}
		need := c.loopMissing(extract.Field(st, "condition"), v)
		if need == 0 {
			continue
		}
		for _, n := range names {
			out[n] = max(out[n], need)
		}
	}
	return out
}

// loopMissing reads a loop's test of its variable v: `not os.getenv(v)` (or os.environ.get),
// `v not in os.environ`.
func (c *fileCtx) loopMissing(cond *sitter.Node, v string) extract.EnvNeed {
	cond = unparen(cond)
	switch {
	case cond == nil:
	case extract.Type(cond) == "not_operator":
		call := unparen(extract.Field(cond, "argument"))
		if call == nil || extract.Type(call) != "call" {
			return 0
		}
		q := c.qualify(extract.Field(call, "function"))
		kw, pos := c.arguments(call)
		if (q == "os.getenv" || q == "os.environ.get") && len(pos) == 1 && len(kw) == 0 && string(c.bytesOf(unparen(pos[0]))) == v {
			return extract.EnvNonEmpty
		}
	case extract.Type(cond) == "comparison_operator" && extract.NamedChildCount(cond) == 2:
		l, r, op := c.comparison(cond)
		if op == "not in" && string(c.bytesOf(unparen(l))) == v && c.qualify(r) == "os.environ" {
			return extract.EnvSet
		}
	}
	return 0
}

// stops reports whether a block always raises or ends the process (sys.exit, exit, quit,
// os._exit).
func (c *fileCtx) stops(b *sitter.Node) bool {
	last := lastStatement(b)
	if last == nil {
		return false
	}
	if c.terminates(last) {
		return true
	}
	if extract.Type(last) != "expression_statement" {
		return false
	}
	call := unparen(extract.NamedChild(last, 0))
	if call == nil || extract.Type(call) != "call" {
		return false
	}
	fn := extract.Field(call, "function")
	switch q := c.qualify(fn); {
	case q == "sys.exit" || q == "os._exit":
		return true
	case fn != nil && extract.Type(fn) == "identifier" && c.defs[string(c.bytesOf(fn))] == nil && q == "":
		return string(c.bytesOf(fn)) == "exit" || string(c.bytesOf(fn)) == "quit"
	}
	return false
}

// envSummaries are the start-up guarantees of this file that hold for every tool of the root.
func (c *fileCtx) envSummaries() []extract.Summary { return extract.EnvSummaries(c.startupEnv().root) }

// envPending adds to a raise's pending finding the start-up guarantees that would make it
// dead, or reports true when this file's own start-up already does. A member of the lifespan
// context tested for None is one more such guarantee (lifespanPending).
func (c *fileCtx) envPending(stmt *sitter.Node, p **extract.Pending) (dead bool) {
	c.lifespanPending(stmt, p)
	ts := c.deadUnder(stmt)
	if len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if c.guaranteedHere(t) {
			return true
		}
	}
	if *p == nil {
		*p = &extract.Pending{}
	}
	for _, t := range ts {
		(*p).AnyOf = append((*p).AnyOf, []string{extract.EnvKey(t.name, t.need)})
	}
	(*p).Unless |= extract.Holds
	return false
}

// cannotRun reports whether a raise or a return sits under a condition that is false on every
// run: a local variable tested for None after a use that fails on None (deadnone.go), a test
// an earlier if of the block made already and left on, an except clause of a try that cannot
// raise (deadrepeat.go), an
// attribute of a client that the lifespan sets before it yields (lifespanready.go), a global
// said not to be initialized that the file sets outside its tools or an attribute __init__
// always sets (startupready.go), an
// absolute path tested for not being absolute, a missing environment variable that the file's
// own start-up requires, or the arguments of a python-sdk 1.x low-level call_tool handler tested
// for not being a dict (lowargs.go); or in the else (or an elif) of an if whose condition holds
// on every run.
func (c *fileCtx) cannotRun(stmt *sitter.Node) bool {
	if c.deadNoneTest(stmt) {
		return true // an `if x is None` after a use of x as an object (deadnone.go)
	}
	if c.lifespanReady(stmt) {
		return true // `if not self.session` of a client the lifespan connects (lifespanready.go)
	}
	if c.globalReady(stmt) {
		return true // `if not client` of a global the manager around the server's run sets (globalready.go)
	}
	if c.startupReady(stmt) {
		return true // `if _client is None: raise RuntimeError("... not initialized")` of a global set outside the tools, or of self.a that __init__ sets (startupready.go)
	}
	if c.deadByOwnTests(stmt) {
		return true // a test made again after it left the block; an except of a try that cannot raise (deadrepeat.go)
	}
	if dead, _ := c.endingBefore(stmt); dead {
		return true // after a statement that returns or raises on every path (deadafter.go)
	}
	if c.afterRetryLoop(stmt) {
		return true // after a retry loop whose last iteration returns or raises (deadloop.go)
	}
	if c.lowEnumDead(stmt) {
		return true // past tests of every enum value of a required member the SDK validates (lowenum.go)
	}
	if c.lowRequiredDead(stmt) {
		return true // a test that a member the SDK validates as required is missing (lowrequired.go)
	}
	if c.literalParamDead(stmt) {
		return true // past tests of every value of a Literal parameter the SDK validates (literalchain.go)
	}
	if c.ctxParamDead(stmt) {
		return true // a Context parameter the SDK injects tested for None (ctxparam.go)
	}
	for _, t := range c.deadUnder(stmt) {
		if c.guaranteedHere(t) {
			return true
		}
	}
	abs := c.hasBytes(&c.absBytes, "isabs", "is_absolute")
	args := c.dictArgs(stmt)
	if !abs && args == "" {
		return false // constCond needs os.path.isabs, .is_absolute() or a handler's arguments
	}
	child := stmt
	for p := extract.Parent(stmt); p != nil && extract.Type(p) != "function_definition" && extract.Type(p) != "module"; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "if_statement", "elif_clause":
			if body := extract.Field(p, "consequence"); body != nil && sameNode(child, body) {
				if v, ok := c.constCond(extract.Field(p, "condition"), args); ok && !v {
					return true
				}
			} else if extract.Type(p) == "if_statement" && (extract.Type(child) == "else_clause" || extract.Type(child) == "elif_clause") {
				if v, ok := c.constCond(extract.Field(p, "condition"), args); ok && v {
					return true
				}
			}
		}
		child = p
	}
	return false
}

// constCond returns the value a condition has on every run, and false when it may have either:
// `os.path.isabs(p)` or `p.is_absolute()` of an absolute path is true; of args, the name of a
// low-level handler's arguments ("" for none), `isinstance(args, dict)` and `args is not None`
// are true, `args is None` and `isinstance(args, str)` false; through not, and, or.
func (c *fileCtx) constCond(cond *sitter.Node, args string) (value, known bool) {
	cond = unparen(cond)
	if cond == nil {
		return false, false
	}
	switch extract.Type(cond) {
	case "not_operator":
		v, ok := c.constCond(extract.Field(cond, "argument"), args)
		return !v, ok
	case "boolean_operator":
		l, lok := c.constCond(extract.Field(cond, "left"), args)
		r, rok := c.constCond(extract.Field(cond, "right"), args)
		if string(c.bytesOf(extract.Field(cond, "operator"))) == "and" {
			switch {
			case lok && !l, rok && !r:
				return false, true
			case lok && rok:
				return true, true
			}
			return false, false
		}
		switch {
		case lok && l, rok && r:
			return true, true
		case lok && rok:
			return false, true
		}
		return false, false
	case "comparison_operator":
		if args == "" {
			return false, false
		}
		if v, op, ok := c.noneComparison(cond); ok && string(c.bytesOf(unparen(v))) == args {
			return op == "is not" || op == "!=", true
		}
	case "call":
		if args != "" {
			if v, ok := c.isinstanceDict(cond, args); ok {
				return v, true
			}
		}
		fn := extract.Field(cond, "function")
		if c.qualify(fn) == "os.path.isabs" {
			if pos := c.positional(cond); len(pos) == 1 && c.isAbsolutePath(pos[0], 0) {
				return true, true
			}
		}
		if fn != nil && extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "is_absolute" &&
			c.isAbsolutePath(extract.Field(fn, "object"), 0) {
			return true, true
		}
	}
	return false, false
}

// isAbsolutePath reports whether an expression is always an absolute path: os.path.abspath(x),
// os.path.realpath(x), a pathlib Path's .resolve() or .absolute(), Path.cwd(), Path.home(), or a
// name bound to one of those.
func (c *fileCtx) isAbsolutePath(n *sitter.Node, depth int) bool {
	n = unparen(n)
	if n == nil || depth > 3 {
		return false
	}
	switch extract.Type(n) {
	case "identifier":
		if v := c.boundOnce(n); v != nil {
			return c.isAbsolutePath(v, depth+1)
		}
	case "call":
		fn := extract.Field(n, "function")
		switch q := c.qualify(fn); q {
		case "os.path.abspath", "os.path.realpath", "pathlib.Path.cwd", "pathlib.Path.home":
			return true
		}
		if fn != nil && extract.Type(fn) == "attribute" {
			switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
			case "resolve", "absolute":
				return c.isPath(extract.Field(fn, "object"), depth+1)
			}
		}
	}
	return false
}

// isPath reports whether an expression is a pathlib path: Path(...) (imported from pathlib), a
// method of one that returns a path, or a name bound to one.
func (c *fileCtx) isPath(n *sitter.Node, depth int) bool {
	n = unparen(n)
	if n == nil || depth > 4 {
		return false
	}
	switch extract.Type(n) {
	case "identifier":
		if v := c.boundOnce(n); v != nil {
			return c.isPath(v, depth+1)
		}
	case "call":
		fn := extract.Field(n, "function")
		switch c.qualify(fn) {
		case "pathlib.Path", "pathlib.PurePath", "pathlib.PosixPath", "pathlib.WindowsPath":
			return true
		}
		if fn != nil && extract.Type(fn) == "attribute" {
			switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
			case "expanduser", "resolve", "absolute", "with_name", "with_suffix", "joinpath":
				return c.isPath(extract.Field(fn, "object"), depth+1)
			}
		}
	case "binary_operator":
		// Path(a) / "b"
		return c.isPath(extract.Field(n, "left"), depth+1)
	}
	return false
}
