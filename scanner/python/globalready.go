package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A module global that a context manager of the file sets before it yields, when the file runs
// its server only inside that manager, is set while a tool runs, so a raise under a test that
// it is unset is dead code:
//
//	client: Client | None = None
//
//	@asynccontextmanager
//	async def lifespan():
//	    global client
//	    client = Client(url)
//	    yield
//
//	@server.call_tool()
//	async def call_tool(name, arguments):
//	    if not client:
//	        raise RuntimeError("client not initialized")   # dead
//
//	async def run():
//	    async with lifespan():
//	        await server.run(read, write, options)
//
// The test is `not g`, `g is None` or `g == None` around the raise (the body of the if), g a
// name the raise's function neither binds nor takes as a parameter; the manager is a function
// of the file's top level decorated @asynccontextmanager or @contextmanager that declares g
// global and binds it, in a statement of its own body's top level before its first yield
// there, to a value that is no None literal; no other function of the file declares g global,
// and nothing deletes it; every call of a run or serve method on a server the file builds at
// its top level (Server(...), FastMCP(...)) sits in the body of a with of a call of that
// manager, and there is one. One file: a module that imports the server and runs it otherwise
// is not seen.

// globalReady reports whether a raise sits under a test of a global that the file's readying
// manager sets (above).
func (c *fileCtx) globalReady(stmt *sitter.Node) bool {
	if !c.hasBytes(&c.yieldBytes, "yield") || !c.hasBytes(&c.globalBytes, "global") {
		return false
	}
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	return inBranchOf(stmt, def, func(cond *sitter.Node) bool { // deadnone.go
		g := c.unsetNameTest(cond)
		return g != "" && !c.isParamOf(def, g) && len(c.assignmentsOf(def, g)) == 0 && c.readiedGlobals()[g]
	})
}

// unsetNameTest returns the name a condition tests for being unset (`not g`, `g is None`,
// `g == None`, unsetOperand), or "".
func (c *fileCtx) unsetNameTest(cond *sitter.Node) string {
	v := c.unsetOperand(cond) // lifespanready.go
	if v == nil || extract.Type(v) != "identifier" {
		return ""
	}
	return c.text(v)
}

// readiedGlobals returns, once per file, the globals that a readying manager sets (above).
func (c *fileCtx) readiedGlobals() map[string]bool {
	if c.readyGlobals != nil {
		return c.readyGlobals
	}
	out := map[string]bool{}
	c.readyGlobals = out
	// Who declares each name global, and the managers among the top-level functions.
	declared := map[string]int{}
	walkAll(c.root, func(n *sitter.Node) {
		if extract.Type(n) == "global_statement" {
			for _, id := range namedChildren(n) {
				declared[string(c.bytesOf(id))]++
			}
		}
		if extract.Type(n) == "delete_statement" {
			for _, id := range strings.FieldsFunc(c.text(n), func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ')' }) {
				declared[id] += 2 // deleted somewhere: never readied
			}
		}
	})
	servers := map[string]bool{}
	sets := map[string]*sitter.Node{} // global -> the manager that readies it
	for _, n := range namedChildren(c.root) {
		switch extract.Type(n) {
		case "expression_statement":
			a := extract.NamedChild(n, 0)
			if a == nil || extract.Type(a) != "assignment" || extract.Type(extract.Field(a, "left")) != "identifier" {
				continue
			}
			r := unparen(extract.Field(a, "right"))
			if r != nil && extract.Type(r) == "call" {
				f := lastName(c.text(extract.Field(r, "function")))
				if f == "Server" || f == "FastMCP" {
					servers[string(c.bytesOf(extract.Field(a, "left")))] = true
				}
			}
		case "decorated_definition":
			d := extract.Field(n, "definition")
			if d == nil || extract.Type(d) != "function_definition" || !c.hasDecorator(d, "asynccontextmanager", "contextmanager", "contextlib.asynccontextmanager", "contextlib.contextmanager") {
				continue
			}
			for _, g := range c.setBeforeYield(d) {
				sets[g] = d
			}
		}
	}
	if len(sets) == 0 || len(servers) == 0 {
		return out
	}
	var runs []*sitter.Node
	for _, call := range c.serverCalls() {
		fn := extract.Field(call, "function")
		if o := extract.Field(fn, "object"); o != nil && extract.Type(o) == "identifier" && servers[string(c.bytesOf(o))] {
			runs = append(runs, call)
		}
	}
	if len(runs) == 0 {
		return out
	}
	for g, m := range sets {
		if declared[g] != 1 {
			continue
		}
		all := true
		for _, r := range runs {
			all = all && c.insideWithOf(r, m)
		}
		out[g] = all
	}
	return out
}

// setBeforeYield returns the names a manager declares global and binds, in a statement of its
// body's top level before the first yield there, to a value that is no None literal.
func (c *fileCtx) setBeforeYield(def *sitter.Node) []string {
	body := extract.Field(def, "body")
	globals := map[string]bool{}
	var out []string
	for _, s := range namedChildren(body) {
		switch extract.Type(s) {
		case "global_statement":
			for _, id := range namedChildren(s) {
				globals[string(c.bytesOf(id))] = true
			}
		case "expression_statement":
			e := extract.NamedChild(s, 0)
			switch extract.Type(e) {
			case "yield":
				return out
			case "assignment":
				l, r := extract.Field(e, "left"), unparen(extract.Field(e, "right"))
				if extract.Type(l) == "identifier" && globals[string(c.bytesOf(l))] && r != nil && extract.Type(r) != "none" {
					out = append(out, c.text(l))
				}
			}
		}
	}
	return nil // no yield at the top level
}

// insideWithOf reports whether n sits in the body of a with statement one of whose items is a
// call of the function m, by its name.
func (c *fileCtx) insideWithOf(n, m *sitter.Node) bool {
	name := c.text(extract.Field(m, "name"))
	for p := extract.Parent(n); p != nil; p = extract.Parent(p) {
		if extract.Type(p) != "with_statement" {
			continue
		}
		found := false
		clause := extract.NamedChild(p, 0) // the with_clause, not the body
		if clause == nil || extract.Type(clause) == "block" {
			continue
		}
		walkAll(clause, func(x *sitter.Node) {
			if extract.Type(x) == "with_item" {
				v := unparen(extract.Field(x, "value"))
				if v != nil && extract.Type(v) == "as_pattern" {
					v = extract.NamedChild(v, 0)
				}
				if v != nil && extract.Type(v) == "call" && string(c.bytesOf(extract.Field(v, "function"))) == name {
					found = true
				}
			}
		})
		if found {
			return true
		}
	}
	return false
}
