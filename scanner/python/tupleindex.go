package python

import (
	"strconv"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A member of a tuple that a function holds in a local and takes out by index:
//
//	if kind == "shell":
//	    text, cost = run_shell(args)       # another module's: its member 0 (unpackedx.go)
//	    output = text, cost
//	elif kind == "reset":
//	    output = (reset_state(ctx), 0.0)   # the file's own helper, judged in place
//	...
//	return [output[0]], output[1]
//
// output[0] is member 0 of whichever tuple the branch taken bound output to: each binding of
// output that reaches the use and builds a tuple in place gives its member (indexedMembers),
// judged as the value itself would be (softValue), or followed to what it hands on (a name
// unpacked from another module's call, that call's value) in the member summaries of the
// function returning it.

// indexedMembers returns, for name[i] with an integer literal i (a one-item list of it too,
// [output[0]]), the i-th member of each tuple the reaching bindings of name build in place
// (`output = text, cost`, `output = (f(x), 0.0)`), the last binding's first; nil otherwise.
func (c *fileCtx) indexedMembers(v *sitter.Node) []*sitter.Node {
	v = unparen(v)
	if v != nil && extract.Type(v) == "list" {
		if items := namedChildren(v); len(items) == 1 {
			v = unparen(items[0])
		}
	}
	if v == nil || extract.Type(v) != "subscript" {
		return nil
	}
	obj, idx := unparen(extract.Field(v, "value")), unparen(extract.Field(v, "subscript"))
	if obj == nil || idx == nil || extract.Type(obj) != "identifier" || extract.Type(idx) != "integer" {
		return nil
	}
	at, err := strconv.Atoi(c.text(idx))
	if err != nil || at < 0 {
		return nil
	}
	_, binds := c.reachingBindings(obj)
	var out []*sitter.Node
	for _, b := range binds {
		if extract.Type(b) != "assignment" || extract.Type(extract.Field(b, "left")) != "identifier" {
			continue
		}
		t := unparen(extract.Field(b, "right"))
		if t == nil || extract.Type(t) != "tuple" && extract.Type(t) != "expression_list" {
			continue
		}
		if ms := namedChildren(t); at < len(ms) {
			out = append(out, unparen(ms[at]))
		}
	}
	return out
}

// softIndexed is softValue for name[i] (indexedMembers): the failures the members of the
// tuples name is bound to may be at i, each member a place, in source order.
func (c *fileCtx) softIndexed(v *sitter.Node, depth int) soft {
	if depth >= maxDepth {
		return soft{}
	}
	var out soft
	n := 0
	for _, m := range c.indexedMembers(v) {
		sv := c.softValue(m, c.blockOf(m), depth+1)
		if sv.why == "" {
			continue
		}
		sv = sv.with(m, "the failure is the tuple's member "+c.text(v)+" takes out")
		if n++; n == 1 {
			out = sv
			continue
		}
		out.places = appendPlaces(sv.places, out.places)
		if n >= maxFailures {
			break
		}
	}
	return out
}

// tupleMembers returns the members of a tuple or expression list, its comments left out
// (`return (f"Failure: ...", {},  # an empty map)`).
func tupleMembers(t *sitter.Node) []*sitter.Node { return namedChildren(t) }

// memberAt returns member at of a tuple or expression list, comments left out, or nil.
func memberAt(t *sitter.Node, at int) *sitter.Node {
	if t == nil {
		return nil
	}
	if ms := tupleMembers(t); at >= 0 && at < len(ms) {
		return ms[at]
	}
	return nil
}
