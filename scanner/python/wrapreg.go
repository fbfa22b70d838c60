package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A wrapper of the project's applied at registration, rather than as a decorator:
//
//	def guarded(fn):
//	    @wraps(fn)
//	    async def wrapper(*args, **kwargs):
//	        try:
//	            return await fn(*args, **kwargs)
//	        except Exception as e:
//	            return f"Error: {e}"
//	    return wrapper
//
//	mcp.tool()(guarded(search))                  # or self.mcp.tool()(self._wrap(tools.search))
//
// The SDK calls the wrapper, which calls the tool (wrappedHandler): the wrapper stands between
// the tool and the SDK as a decorator below @mcp.tool() does, and what it does with the tool's
// raises is read the same way (wrapperCatches, guards.go). One that catches every exception is
// a guard of the tool (Summary.Guards, with the tool's edge to it, as a decorator's): the
// tool's raises stay in it, its own raises stand, and its answer from the except clause is the
// tool's soft error (reachedProblems). One whose clauses name classes catches those around
// every call the tool makes, as a decorator's does (decoratorCatches, narrowguard.go); only a
// tool of the registering file is seen so (another file's tool does not know how it is
// registered). A wrapper that passes the call through, or catches and raises again, lets the
// tool's raises through; what it raises itself reaches the tool's client, as a decorator's
// raise does (the tool's edge to it).

// registrationWrapper returns the def of the project's function a registration hands its tool
// through (v the registered value, the call wrappedHandler looked into; inner what it found), when
// that function returns a wrapper it defines, as a decorator does; nil otherwise.
func (c *fileCtx) registrationWrapper(v, inner *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil || inner == nil || sameNode(v, inner) || extract.Type(v) != "call" {
		return nil
	}
	w := c.localDef(v)
	if w == nil {
		return nil
	}
	if wrapper, _ := c.decoratorWrapper(w); wrapper == nil {
		return nil
	}
	return w
}

// wrapRegistered records a registration wrapper w (registrationWrapper) as a guard of the tools
// the registration at made: the registrations recorded from index first on (another file's
// function) and the file's own tool def; each gets an edge to w, as a decorated function has
// to its decorator, so that the wrapper's answer is each tool's.
func (c *fileCtx) wrapRegistered(w, at *sitter.Node, first int, def *sitter.Node) {
	k := c.fnKey(w)
	if k == "" {
		return
	}
	if c.regWrappers == nil {
		c.regWrappers = map[uint32]bool{}
	}
	c.regWrappers[extract.StartByte(w)] = true
	line, col := position(at)
	for i := first; i < len(c.registrations); i++ {
		c.registrations[i].Guards = append(c.registrations[i].Guards, c.keysOf(k))
		c.regEdges = append(c.regEdges, extract.Call{Key: k, Line: line, Column: col, From: c.registrations[i].Key})
	}
	if def == nil {
		return
	}
	if t := c.tools[extract.StartByte(def)]; t != nil && sameNode(t.def, def) {
		t.wrappers = append(t.wrappers, w)
		if from := c.fnKey(def); from != "" {
			c.regEdges = append(c.regEdges, extract.Call{Key: k, Line: line, Column: col, From: from})
		}
	}
}

// guardKind names what a guard (guardOf) is to the tools it wraps: a wrapper a registration
// hands them through, the wrapper a base's registering method builds around them
// (tabletools.go), or a decorator.
func (c *fileCtx) guardKind(def *sitter.Node) string {
	outer := c.enclosingDef(def)
	switch {
	case outer != nil && c.regWrappers[extract.StartByte(outer)]:
		return "wrapper"
	case outer != nil && c.isTableRegistrar(outer):
		return "the wrapper of tool registrar" // tabletools.go
	}
	return "decorator"
}

// wrapperGuards returns the keys of the registration wrappers of a tool (wrapRegistered), each
// by the keys it may have: a guard of the tool when it Catches.
func (c *fileCtx) wrapperGuards(t *tool) [][]string {
	var out [][]string
	for _, w := range t.wrappers {
		if k := c.fnKey(w); k != "" {
			out = append(out, c.keysOf(k))
		}
	}
	return out
}

// wrapperClasses returns the classes the registration wrappers of the tool def catches name in
// their except clauses (wrapperCatches), and false when one names no plain class.
func (c *fileCtx) wrapperClasses(def *sitter.Node) ([]string, bool) {
	t := c.tools[extract.StartByte(def)]
	if t == nil {
		return nil, true
	}
	var names []string
	for _, w := range t.wrappers {
		_, ns, plain := c.wrapperCatches(w)
		if !plain {
			return nil, false
		}
		for _, n := range ns {
			if !slices.Contains(names, n) {
				names = append(names, n) // two wrappers may catch the same class: once each
			}
		}
	}
	return names, true
}
