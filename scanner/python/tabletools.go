package python

import (
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools registered by a method of a base class of the root that builds a python-sdk Tool
// around a wrapper of the function it is given and stores it in the server's tool table:
//
//	core/manager.py:  class ToolBench:
//	                      def shape(self, result, status="success"):
//	                          return result
//	                      def add_tool(self, func):
//	                          def runner(*args, **kwargs):
//	                              try:
//	                                  return self.shape(func(*args, **kwargs))
//	                              except Exception as e:
//	                                  return self.shape(str(e), status="error")
//	                          tool = Tool(fn=runner, name=func.__name__, ...)
//	                          self.mcp._tool_manager._tools[tool.name] = tool
//	tools/reels.py:   class ReelTools(ToolBench):
//	                      def __init__(self, mcp):
//	                          super().__init__(mcp)
//	                          self.add_tool(self.wind_reel)
//
// FastMCP calls the wrapper (runner), which calls the method handed to add_tool and hands back
// what it returns: the method is a tool by its own name, and the wrapper stands between it and
// the SDK as a wrapper applied at registration does (wrapreg.go). The registering method is read
// as a decorator whose wrapper is runner (tableWrapper, returnedWrapper): a catch-all wrapper
// guards the tool and its except answer is reported there. The wrapper may hand the result
// through a method of its class that returns its argument unchanged (shape above).
//
// Two files say so. The base's file gives, for the registering method, a summary of its key
// ending in tableRegSuffix (fact Holds), and a summary ending in tableFmtSuffix plus the name of
// each method of its class the wrapper hands the result through. The subclass's file registers
// each method that a method of its class hands to self.<m>(self.<method>), for a class that
// does not define m and lists a base of the root (a method the class does not define by the
// class's own key, which its Base aliases resolve to the first class of its linearization, C3,
// that defines it: mro.go's baseAliases): a registration conditional on the base's
// tableRegSuffix key (one per base the class lists), unless the class overrides a method the
// wrapper hands the result through (then the answer is that method's, which this reading does
// not follow), guarded by the registering method, with an edge to it (which reaches the wrapper,
// a function it defines). A registering method that the class inherits through another base (a
// base's base) is not followed, nor one that hands the function on to another method.
//
// The registering method itself runs once per tool, as the subclass registers it: what it
// raises (a failure to build the Tool) and what it calls outside the wrapper fail the
// subclass's construction, not a tool call (dropTableRegistrarCalls, reachedProblems), as a
// registering decorator's do (dropRegisteringCalls).

const (
	tableRegSuffix = "#tableregisters"
	tableFmtSuffix = "#tableformats:"
)

// tableWrapper returns the function that method def defines and hands, as the fn of a
// python-sdk Tool, to its server's tool table (self.mcp._tool_manager._tools[name] = tool,
// self.mcp._tool_manager.add_tool(tool), self.mcp.add_tool(tool)), when that function calls
// def's first parameter after self and returns only what that call returns (as it is, or
// through a method of the class that returns its argument: tableFormatters); nil otherwise.
// Computed once per def: returnedWrapper asks for every decorator candidate.
func (c *fileCtx) tableWrapper(def *sitter.Node) *sitter.Node {
	return c.tableRegistrar(def).wrapper
}

// tableReg is what a registering method hands its server's tool table (tableWrapper): the
// wrapper, and the methods the wrapper hands the result through (tableFormatters).
type tableReg struct {
	wrapper    *sitter.Node
	formatters []string
}

// tableRegistrar returns def's wrapper (tableWrapper) with its formatters, computed once per def;
// the zero tableReg when def registers no tool.
func (c *fileCtx) tableRegistrar(def *sitter.Node) tableReg {
	if def == nil || extract.Type(def) != "function_definition" {
		return tableReg{}
	}
	return memo(&c.tableRegs, extract.StartByte(def), func() tableReg { return c.tableRegistrarOf(def) })
}

func (c *fileCtx) tableRegistrarOf(def *sitter.Node) tableReg {
	if c.enclosingDef(def) != nil {
		return tableReg{}
	}
	cls := c.enclosingClassName(def)
	params := c.paramNames(def)
	if cls == "" || len(params) < 2 || params[0] != "self" {
		return tableReg{}
	}
	body := extract.Field(def, "body")
	if body == nil || !strings.Contains(c.text(body), "Tool") {
		return tableReg{}
	}
	var found tableReg
	walkScope(body, func(n *sitter.Node) {
		if found.wrapper != nil || extract.Type(n) != "call" {
			return
		}
		w := c.toolFnArg(n, def)
		if w == nil || !c.storedInToolTable(n, def) {
			return
		}
		if fmts, ok := c.tableFormatters(w, params[1]); ok {
			found = tableReg{wrapper: w, formatters: fmts}
		}
	})
	return found
}

// toolFnArg returns the function nested in def that call, a python-sdk Tool(fn=w, ...) or
// Tool.from_function(w, ...), builds a tool of; nil otherwise.
func (c *fileCtx) toolFnArg(call, def *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	if fn == nil {
		return nil
	}
	kw, pos := c.arguments(call)
	var v *sitter.Node
	switch {
	case extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "from_function":
		cls := extract.Field(fn, "object")
		q := c.qualify(cls)
		if !isSDKName(q, "Tool") || rootPackage(q) != "mcp" || len(pos) == 0 {
			return nil
		}
		v = pos[0]
	default:
		q := c.qualify(fn)
		if !isSDKName(q, "Tool") || rootPackage(q) != "mcp" {
			return nil
		}
		v = kw["fn"]
	}
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" {
		return nil
	}
	return c.index().nested[extract.StartByte(def)][string(c.bytesOf(v))]
}

// storedInToolTable reports whether the tool that call builds is handed to a server's tool
// table in def: the call itself, or a local variable bound to it, is the value of
// X._tool_manager._tools[...] = ..., or the argument of X._tool_manager.add_tool(...) or
// X.add_tool(...).
func (c *fileCtx) storedInToolTable(call, def *sitter.Node) bool {
	names := []*sitter.Node{call}
	if p := c.parent(call); p != nil && extract.Type(p) == "assignment" && unparen(extract.Field(p, "right")).Equal(call) {
		if l := extract.Field(p, "left"); l != nil && extract.Type(l) == "identifier" {
			names = append(names, l)
		}
	}
	is := func(v *sitter.Node) bool {
		v = unparen(v)
		if v == nil {
			return false
		}
		for _, n := range names {
			if sameNode(v, n) || extract.Type(n) == "identifier" && extract.Type(v) == "identifier" && string(c.bytesOf(v)) == string(c.bytesOf(n)) {
				return true
			}
		}
		return false
	}
	found := false
	walkScope(extract.Field(def, "body"), func(n *sitter.Node) {
		if found {
			return
		}
		switch extract.Type(n) {
		case "assignment":
			l := extract.Field(n, "left")
			if l == nil || extract.Type(l) != "subscript" || !is(extract.Field(n, "right")) {
				return
			}
			obj := extract.Field(l, "value")
			found = obj != nil && extract.Type(obj) == "attribute" && string(c.bytesOf(extract.Field(obj, "attribute"))) == "_tools" &&
				strings.HasSuffix(c.text(extract.Field(obj, "object")), "._tool_manager")
		case "call":
			fn := extract.Field(n, "function")
			if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "add_tool" {
				return
			}
			if pos := c.positional(n); len(pos) == 1 && is(pos[0]) {
				found = true
			}
		}
	})
	return found
}

// tableFormatters returns the names of the methods of its class through which wrapper w hands
// back what its call of fn returns (return self.shape(result)), and whether w calls fn in a
// try and every return of w outside its except clauses is that call (fn(...), await fn(...),
// or a variable bound to it) or such a method's call of it. A method counts when each of its
// returns is its first parameter after self.
func (c *fileCtx) tableFormatters(w *sitter.Node, fn string) ([]string, bool) {
	cls := c.enclosingClassName(c.enclosingDef(w))
	results := map[string]bool{}
	isCall := func(v *sitter.Node) bool {
		v = unparen(v) // strips await too
		if v == nil || extract.Type(v) != "call" {
			return false
		}
		f := extract.Field(v, "function")
		return f != nil && extract.Type(f) == "identifier" && string(c.bytesOf(f)) == fn
	}
	walkScope(w, func(n *sitter.Node) {
		if extract.Type(n) == "assignment" {
			if l := extract.Field(n, "left"); l != nil && extract.Type(l) == "identifier" && isCall(extract.Field(n, "right")) {
				results[string(c.bytesOf(l))] = true
			}
		}
	})
	passes := func(v *sitter.Node) bool {
		v = unparen(v)
		return isCall(v) || v != nil && extract.Type(v) == "identifier" && results[string(c.bytesOf(v))]
	}
	var fmts []string
	called, ok := false, true
	for _, r := range c.returnValues(w) {
		if c.inExcept(r) {
			continue
		}
		v := unparen(r)
		if passes(v) {
			called = true
			continue
		}
		if v != nil && extract.Type(v) == "call" {
			f := extract.Field(v, "function")
			pos := c.positional(v)
			if f != nil && extract.Type(f) == "attribute" && string(c.bytesOf(extract.Field(f, "object"))) == "self" && len(pos) >= 1 && passes(pos[0]) {
				name := c.text(extract.Field(f, "attribute"))
				if m := c.defs[cls+"."+name]; m != nil && c.returnsFirstParam(m) {
					called = true
					if !slices.Contains(fmts, name) {
						fmts = append(fmts, name)
					}
					continue
				}
			}
		}
		ok = false
	}
	return fmts, ok && called
}

// returnsFirstParam reports whether every return of method m is its first parameter after self.
func (c *fileCtx) returnsFirstParam(m *sitter.Node) bool {
	params := c.paramNames(m)
	if len(params) < 2 || params[0] != "self" {
		return false
	}
	rs := c.returnValues(m)
	for _, r := range rs {
		if v := unparen(r); v == nil || extract.Type(v) != "identifier" || string(c.bytesOf(v)) != params[1] {
			return false
		}
	}
	return len(rs) > 0
}

// tableRegistrars returns the summaries of the file's registering methods (tableWrapper): the
// tableRegSuffix fact and the tableFmtSuffix facts.
func (c *fileCtx) tableRegistrars() []extract.Summary {
	if !crossFile(c.f.Context) {
		return nil
	}
	var sums []extract.Summary
	for _, name := range slices.Sorted(maps.Keys(c.defs)) {
		def := c.defs[name]
		reg := c.tableRegistrar(def)
		if reg.wrapper == nil {
			continue
		}
		if c.fnKey(reg.wrapper) == "" {
			continue
		}
		cls := c.enclosingClassName(def)
		line, col := position(def)
		base := c.modID + "." + name
		sums = append(sums, extract.Summary{Key: base + tableRegSuffix + c.rootSuffix(), Name: name, Line: line, Column: col, Facts: extract.Holds})
		for _, f := range reg.formatters {
			sums = append(sums, extract.Summary{Key: base + tableFmtSuffix + f + c.rootSuffix(), Name: cls + "." + f, Line: line, Column: col, Facts: extract.Holds})
		}
	}
	return sums
}

// isTableRegistrar reports whether def is a registering method (tableWrapper): it runs as a
// tool is registered, not on a tool call.
func (c *fileCtx) isTableRegistrar(def *sitter.Node) bool {
	return c.tableWrapper(def) != nil
}

// dropTableRegistrarCalls drops the calls that a registering method makes (tableWrapper)
// outside its wrapper: they run as a subclass registers a tool, and what they raise fails that
// registration, not a tool call. The edge to the wrapper it defines stays: a tool reaches the
// wrapper through it.
func (c *fileCtx) dropTableRegistrarCalls(calls []extract.Call) []extract.Call {
	drop := map[string]string{} // registering method's key -> its wrapper's
	for _, name := range slices.Sorted(maps.Keys(c.defs)) {
		def := c.defs[name]
		if w := c.tableWrapper(def); w != nil {
			if k := c.fnKey(def); k != "" {
				drop[k] = c.fnKey(w)
			}
		}
	}
	if len(drop) == 0 {
		return calls
	}
	kept := calls[:0]
	for _, k := range calls {
		if w, ok := drop[k.From]; !ok || k.Key == w {
			kept = append(kept, k)
		}
	}
	return kept
}

// tableRegistrations records, for each method of a top-level class of the file with a base of
// the root that calls self.<m>(self.<method>) with m a method the class does not define, a registration of that method conditional on a base's registering m (tableRegSuffix),
// guarded by that base's wrapper (tableWrapSuffix), unless the class defines a method the
// wrapper hands the result through (tableFmtSuffix).
func (c *fileCtx) tableRegistrations() {
	if !crossFile(c.f.Context) {
		return
	}
	for _, cdef := range c.classDefs {
		cls := c.text(extract.Field(cdef, "name"))
		bases := c.rootBases(cdef)
		if !c.topClasses[cls] || len(bases) == 0 {
			continue
		}
		var own []string
		for name := range c.defs {
			if m, ok := strings.CutPrefix(name, cls+"."); ok && !strings.Contains(m, ".") {
				own = append(own, m)
			}
		}
		slices.Sort(own)
		for _, o := range own {
			c.tableRegistrationsIn(c.defs[cls+"."+o], cls, bases, own)
		}
	}
}

// tableRegistrationsIn records tableRegistrations' registrations of the calls in method def of
// class cls.
func (c *fileCtx) tableRegistrationsIn(mdef *sitter.Node, cls string, bases, own []string) {
	walkScope(extract.Field(mdef, "body"), func(n *sitter.Node) {
		if extract.Type(n) != "call" {
			return
		}
		fn := extract.Field(n, "function")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "object"))) != "self" {
			return
		}
		m := c.text(extract.Field(fn, "attribute"))
		kw, pos := c.arguments(n)
		if len(pos) != 1 || len(kw) != 0 || c.defs[cls+"."+m] != nil {
			return
		}
		a := unparen(pos[0])
		if a == nil || extract.Type(a) != "attribute" || string(c.bytesOf(extract.Field(a, "object"))) != "self" {
			return
		}
		meth := c.text(extract.Field(a, "attribute"))
		if c.methodClass(n) != cls {
			return
		}
		var k string
		if def := c.defs[cls+"."+meth]; def != nil {
			k = c.fnKey(def)
			if k != "" {
				if c.tableTools == nil {
					c.tableTools = map[uint32]string{}
				}
				c.tableTools[extract.StartByte(def)] = c.text(fn)
			}
		} else if !strings.Contains(meth, ".") {
			// A method the class inherits: its own key, which the class's Base aliases
			// (baseAliases) resolve to the first class of its linearization that defines it.
			k = c.xkey(c.modID, cls+"."+meth)
		}
		if k == "" {
			return
		}
		var via, unless []string
		var guards [][]string
		for _, b := range bases {
			via = append(via, b+"."+m+tableRegSuffix+c.rootSuffix())
			guards = append(guards, []string{b + "." + m + c.rootSuffix()})
			for _, o := range own {
				unless = append(unless, b+"."+m+tableFmtSuffix+o+c.rootSuffix())
			}
		}
		first := len(c.registrations)
		c.registerKeyVia(k, meth, n, c.guessFramework(), via)
		line, col := position(n)
		for i := first; i < len(c.registrations); i++ {
			c.registrations[i].Unless = unless
			c.registrations[i].Guards = guards
			for _, g := range guards {
				c.regEdges = append(c.regEdges, extract.Call{Key: g[0], Line: line, Column: col, From: c.registrations[i].Key})
			}
		}
	})
}

// registeredWhere says, for the message of a function that another file's code makes a tool,
// how it is registered: through a base's registering method it hands itself to
// (self.add_tool(self.wind_reel)), or by another file.
func (c *fileCtx) registeredWhere(def *sitter.Node) string {
	if m, ok := c.tableTools[extract.StartByte(def)]; ok {
		return "a tool registered through " + m
	}
	return "a tool registered in another file"
}
