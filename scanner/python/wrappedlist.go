package python

import (
	"bytes"
	"sort"
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
	for _, comp := range c.comprehensions() {
		out = append(out, c.comprehensionWraps(comp)...)
	}
	return out
}

// comprehensions returns the list comprehensions and generator expressions of the file in
// source order (the order of a walk of its named nodes), found from the "for" of their
// for_in_clauses rather than by a walk of every node.
func (c *fileCtx) comprehensions() []*sitter.Node {
	var out []*sitter.Node
	var ls lineStarts
	word := []byte("for")
	for off := 0; ; {
		i := bytes.Index(c.src[off:], word)
		if i < 0 {
			break
		}
		start := off + i
		off = start + len(word)
		if ls == nil {
			ls = newLineStarts(c.src)
		}
		clause := c.root.NamedDescendantForPointRange(ls.point(start), ls.point(start+len(word)))
		if clause == nil || extract.Type(clause) != "for_in_clause" {
			continue
		}
		comp := extract.Parent(clause)
		if comp == nil {
			continue
		}
		if t := extract.Type(comp); t != "list_comprehension" && t != "generator_expression" {
			continue
		}
		if len(out) > 0 && out[len(out)-1].Equal(comp) || !namedFromRoot(comp) {
			continue // a second for of the same comprehension
		}
		out = append(out, comp)
	}
	// Two comprehensions start apart; a nested one's for may come first ([[y for y in x] for x in z]
	// has the inner for first), so put them back in the order of their starts, dropping repeats.
	sort.SliceStable(out, func(i, j int) bool { return extract.StartByte(out[i]) < extract.StartByte(out[j]) })
	uniq := out[:0]
	for _, n := range out {
		if len(uniq) > 0 && uniq[len(uniq)-1].Equal(n) {
			continue
		}
		uniq = append(uniq, n)
	}
	return uniq
}

// namedFromRoot reports whether a walk of named children from the root reaches n: n and each
// of its ancestors is named.
func namedFromRoot(n *sitter.Node) bool {
	for p := n; p != nil; p = extract.Parent(p) {
		if !p.IsNamed() {
			return false
		}
	}
	return true
}

// comprehensionWraps returns the edges of one comprehension (wrappedListEdges).
func (c *fileCtx) comprehensionWraps(comp *sitter.Node) []extract.Call {
	src := c.comprehendedList(comp)
	if src == nil {
		return nil
	}
	var wraps []*sitter.Node
	c.wrapperCalls(extract.Field(comp, "body"), &wraps, 0)
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
	switch extract.Type(body) {
	case "conditional_expression":
		if extract.NamedChildCount(body) == 3 {
			c.wrapperCalls(extract.NamedChild(body, 0), out, depth+1)
			c.wrapperCalls(extract.NamedChild(body, 2), out, depth+1)
		}
	case "call":
		*out = append(*out, body)
	}
}
