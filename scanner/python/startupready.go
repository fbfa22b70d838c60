package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// A getter's raise under a test that a module global is unset, whose message says the thing
// is not initialized, is dead when the file sets that global outside the tools' code: the
// server's start-up runs that code before a tool can run. So is one under a test that an
// attribute of self is unset when the class's __init__ sets it and nothing unsets it.
//
//	_client: Client | None = None
//
//	def get_client() -> Client:
//	    if _client is None:
//	        raise RuntimeError("Client not initialized")   # dead
//	    return _client
//
//	def init_runtime(settings):
//	    global _client
//	    _client = Client(settings.url)
//	    tools.register_all(mcp)
//
// The test is `not g`, `g is None` or `g == None` around the raise (the body of the if), g a
// name bound at the module's top level that the raise's function neither binds nor takes;
// the raise's string literals say that something is not initialized, not set up or not
// started (initMessage: no word of a missing variable, key or setting); a statement of the
// module's top level, or of the top level of the body of a function that declares g global,
// binds g to a call (readyValue: no .get, no environment read, no same-file function that may
// return None); and every function that binds g (declaring it global) is neither the raise's
// own, nor a tool of the file, nor one that a tool of the file reaches through the file's
// calls, nor nested in one of them. A global that a tool sets (set-up that may fail and is
// tried again), one set only under an if, or a missing environment variable, setting or
// credential ("API key not set") stays reported. One file: a tool of another module that sets
// or clears the global is not seen, nor whether the setting function is ever called.
//
// For `not self.a`, `self.a is None` or `self.a == None` in a method of a top-level class of
// the file, with the same message: the class's __init__ binds self.a to a ready value at its
// body's top level, and every other assignment of self.a in the class's methods binds a ready
// value too (initAlwaysSets). A method that clears it (close, disconnect), an attribute set
// only by a start or connect method, and assignments from outside the class keep the raise.

// initMessage matches a message saying that something was not initialized, set up or started.
var initMessage = lazyre.New(`(?i)\b(?:not|never)\s+(?:(?:yet|been|properly|fully|correctly|successfully)\s+)*(?:initiali[sz]ed|set\s*up|started)\b|\buninitiali[sz]ed\b`)

// startupReady reports whether a raise says that something is not initialized and sits under
// a test of a global that the file sets outside its tools' code, or of an attribute that
// __init__ always sets (above). The words are read in any case: "Initialized", "Set up".
func (c *fileCtx) startupReady(stmt *sitter.Node) bool {
	if extract.Type(stmt) != "raise_statement" || !c.hasBytes(&c.startupBytes, "nitiali", "et up", "etup", "tarted", "ET UP", "ETUP", "TARTED", "NITIALI") {
		return false
	}
	def := c.enclosingDef(stmt)
	if def == nil || !c.saysUninitialized(stmt) {
		return false
	}
	cls := c.enclosingClassName(def)
	return inBranchOf(stmt, def, func(cond *sitter.Node) bool { // deadnone.go
		if a := c.selfUnsetTest(cond); a != "" && cls != "" { // lifespanready.go
			return c.initAlwaysSets(cls, a)
		}
		g := c.unsetNameTest(cond) // globalready.go
		return g != "" && !c.isParamOf(def, g) && len(c.assignmentsOf(def, g)) == 0 && c.setAtStartup(g, def)
	})
}

// initAlwaysSets reports whether the __init__ of the file's top-level class cls binds self.a to
// a ready value (readyValue) at its body's top level, and every other binding of self.a in the
// class's methods binds a ready value too: no instance ever holds it unset.
func (c *fileCtx) initAlwaysSets(cls, a string) bool {
	clsNode := c.topClassNode(cls) // lifespanready.go
	if clsNode == nil {
		return false
	}
	set, ok := false, true
	for _, m := range namedChildren(extract.Field(clsNode, "body")) {
		if extract.Type(m) == "decorated_definition" {
			m = extract.Field(m, "definition")
		}
		if m == nil || extract.Type(m) != "function_definition" {
			continue
		}
		body := extract.Field(m, "body")
		init := string(c.bytesOf(extract.Field(m, "name"))) == "__init__"
		walkScope(body, func(n *sitter.Node) {
			t := extract.Type(n)
			if t != "assignment" && t != "augmented_assignment" || selfAttr(c, extract.Field(n, "left")) != a {
				return
			}
			if t == "augmented_assignment" || !c.readyValue(extract.Field(n, "right")) {
				ok = false
				return
			}
			set = set || init && c.readyBinding(n, body)
		})
	}
	return set && ok
}

// saysUninitialized reports whether a string literal of a raise matches initMessage.
func (c *fileCtx) saysUninitialized(stmt *sitter.Node) bool {
	found := false
	walkAll(stmt, func(n *sitter.Node) {
		if !found && extract.Type(n) == "string" {
			found = initMessage.MatchString(c.text(n))
		}
	})
	return found
}

// setAtStartup reports whether the file binds the module global g to a ready value at the
// module's top level or at the top level of a function declaring it global, and no function
// that binds it is getter, a tool of the file or one a tool reaches (above).
func (c *fileCtx) setAtStartup(g string, getter *sitter.Node) bool {
	top := c.assignments(c.root)[g]
	if len(top) == 0 {
		return false // not a module global
	}
	ready := false
	for _, a := range top {
		ready = ready || c.readyBinding(a, c.root)
	}
	reached := c.toolReached()
	for _, sp := range c.index().fns.s {
		d := sp.n
		if extract.Type(d) != "function_definition" || !c.declaresGlobal(d, g) {
			continue
		}
		binds := c.assignsTo(d, g)
		if len(binds) == 0 {
			continue
		}
		if sameNode(d, getter) || c.withinReached(d, reached) {
			return false // a tool may set or clear it: a set-up that may fail, or a reset
		}
		for _, a := range binds {
			ready = ready || c.readyBinding(a, extract.Field(d, "body"))
		}
	}
	return ready
}

// readyBinding reports whether an assignment is a statement of block's own top level (the
// module, or a function's body) whose value is ready (readyValue).
func (c *fileCtx) readyBinding(a, block *sitter.Node) bool {
	if extract.Type(a) != "assignment" {
		return false
	}
	st := extract.Parent(a)
	if st == nil || extract.Type(st) != "expression_statement" || extract.Parent(st) == nil || !extract.Parent(st).Equal(block) {
		return false
	}
	return c.readyValue(extract.Field(a, "right"))
}

// readyValue reports whether a value is a call (awaited or not) that the file cannot see
// returning None: no .get or .pop, no read of the environment, no same-file function with a
// return of None or a bare return.
func (c *fileCtx) readyValue(v *sitter.Node) bool {
	v = unparen(v)
	if v != nil && extract.Type(v) == "await" {
		v = unparen(extract.NamedChild(v, 0))
	}
	if v == nil || extract.Type(v) != "call" {
		return false
	}
	text := c.text(v)
	if strings.Contains(text, "environ") || strings.Contains(text, "getenv") {
		return false
	}
	switch lastName(c.text(extract.Field(v, "function"))) {
	case "get", "pop", "getattr", "next":
		return false
	}
	if def := c.localDef(v); def != nil {
		none := false
		walkScope(extract.Field(def, "body"), func(n *sitter.Node) {
			if extract.Type(n) == "return_statement" {
				r := unparen(extract.NamedChild(n, 0))
				none = none || r == nil || extract.Type(r) == "none"
			}
		})
		return !none
	}
	return true
}

// withinReached reports whether def is, or is nested in, a function of reached.
func (c *fileCtx) withinReached(def *sitter.Node, reached map[uint32]bool) bool {
	for p := def; p != nil; p = extract.Parent(p) {
		if extract.Type(p) == "function_definition" && reached[extract.StartByte(p)] {
			return true
		}
	}
	return false
}

// toolReached returns, once per file, the start bytes of the file's tools and of the
// functions of the file they reach through its calls (localDef).
func (c *fileCtx) toolReached() map[uint32]bool {
	if c.reachedDefs != nil {
		return c.reachedDefs
	}
	callees := map[uint32][]*sitter.Node{}
	for _, m := range c.run("facts") {
		if m.kind != "call" {
			continue
		}
		if from := c.enclosingDef(m.site); from != nil {
			if to := c.localDef(m.site); to != nil {
				callees[extract.StartByte(from)] = append(callees[extract.StartByte(from)], to)
			}
		}
	}
	out := map[uint32]bool{}
	var work []*sitter.Node
	for _, t := range c.tools {
		work = append(work, t.def)
	}
	for len(work) > 0 {
		d := work[len(work)-1]
		work = work[:len(work)-1]
		if out[extract.StartByte(d)] {
			continue
		}
		out[extract.StartByte(d)] = true
		work = append(work, callees[extract.StartByte(d)]...)
	}
	c.reachedDefs = out
	return out
}
