package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A returned object that carries what a call returned as a data member:
//
//	summary = client.summarize_for_query(title, query)  # "Error generating summary: ..." on failure
//	return {"title": title, "query": query, "summary": summary}
//
// When the callee answers a failure with text (or a list of one failure line), the client
// reads it as the summary, in a result that says nothing failed. Only failure text counts
// (SoftText): an {"error": ...} object under a member is a nested record that the caller may
// mean to pass on. successdict.go covers an object that also claims success, for any failure.

// memberTextPending returns, for a returned dictionary (or a variable bound to one) without an
// error member, the condition that the callee of one of its members (a call, or a variable
// bound to one that the tool does not test and raise on, nor return bare elsewhere) may return
// failure text, and the callees' names; nil when no member holds a call of the root.
func (c *fileCtx) memberTextPending(v *sitter.Node) (*extract.Pending, string) {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "dictionary" || c.isErrorMembers(c.pairs(v)) {
		return nil, ""
	}
	var calls [][]string
	var names []string
	for _, pair := range namedChildren(v) {
		if extract.Type(pair) != "pair" {
			continue
		}
		val := unparen(extract.Field(pair, "value"))
		if val != nil && extract.Type(val) == "identifier" {
			if def := c.valueOf(val); def == nil || extract.Parent(def) == nil || c.raisesOn(c.text(val), extract.Parent(def), val) {
				continue // unbound here, or tested: the tool raises on a failure
			}
			if fn := c.enclosingDef(val); fn != nil && c.returnsName(fn, c.text(val)) {
				// if mode == "json": return data / else: return {"data": data, ...}: the
				// bare return carries the callee's failure; the object is another mode's.
				continue
			}
		}
		call := c.passedCall(val, 0)
		if call == nil {
			continue
		}
		if k := c.valueTarget(call); k != "" {
			calls = append(calls, c.keysOf(k))
			names = append(names, c.calleeName(call, k))
		}
	}
	if len(calls) == 0 {
		return nil, ""
	}
	return &extract.Pending{Keys: calls[0], AnyOf: calls[1:], Need: extract.SoftText}, strings.Join(names, " or ")
}
