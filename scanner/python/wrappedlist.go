package python

import (
	"bytes"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools wrapped by a function of the root as a list of them is built for registration:
//
//	tool_registration.py: final_tools = [wrap_with_confirmation(t) if t.__name__ in confirm else t
//	                                     for t in enabled_tools]
//	elicitation.py:       def wrap_with_confirmation(fn):
//	                          async def wrapper(*args, **kwargs):
//	                              if not confirmed:
//	                                  raise PermissionError("not confirmed by the user")
//	                              return await fn(*args, **kwargs)
//	                          return wrapper
//
// The wrapper runs around the tool when the SDK calls it, as a decorator does: each function the
// comprehension's list yields (iteratedFunctions) calls the wrapper, an edge from its key (a
// function of the file, one imported, or what a function of the root returns as a list, which
// the index turns into each function that key names) to the wrapper's.

// wrappedListEdges returns the edges from each function of a list that a comprehension hands to a
// wrapper of the root (`[wrap(t) ... for t in tools]`) to that wrapper.
func (c *fileCtx) wrappedListEdges() []extract.Call {
	if !bytes.Contains(c.src, []byte(" for ")) {
		return nil
	}
	var out []extract.Call
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if t := nodeType(n); t == "list_comprehension" || t == "generator_expression" {
			out = append(out, c.comprehensionWraps(n)...)
		}
		eachNamedChild(n, walk)
	}
	walk(c.root)
	return out
}

// comprehensionWraps returns the edges of one comprehension (wrappedListEdges).
func (c *fileCtx) comprehensionWraps(comp *sitter.Node) []extract.Call {
	src := c.comprehendedList(comp)
	if src == nil {
		return nil
	}
	var wraps []*sitter.Node
	c.wrapperCalls(fieldChild(comp, "body"), &wraps, 0)
	if len(wraps) == 0 {
		return nil
	}
	fns := c.iteratedFunctions(src, 0)
	var out []extract.Call
	for _, w := range wraps {
		k := c.callTarget(w)
		if k == "" || !strings.HasSuffix(k, c.rootSuffix()) {
			continue
		}
		line, col := position(w)
		for _, from := range c.listedKeys(fns) {
			for _, to := range c.keysOf(k) {
				out = append(out, extract.Call{Key: to, Line: line, Column: col, From: from})
			}
		}
	}
	return out
}

// wrapperCalls appends the calls of a comprehension's element that wrap its loop variable (the
// element itself, or a branch of a conditional): isLoopElement has let them through.
func (c *fileCtx) wrapperCalls(body *sitter.Node, out *[]*sitter.Node, depth int) {
	body = unparen(body)
	if body == nil || depth > 4 {
		return
	}
	switch nodeType(body) {
	case "conditional_expression":
		if namedChildCount(body) == 3 {
			c.wrapperCalls(namedChild(body, 0), out, depth+1)
			c.wrapperCalls(namedChild(body, 2), out, depth+1)
		}
	case "call":
		*out = append(*out, body)
	}
}
