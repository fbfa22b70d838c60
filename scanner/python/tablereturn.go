package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A method (no tool itself) that picks the method to run from a table and returns what it
// returns, as is: a domain service's execute_action behind a tool that dispatches an action.
//
//	async def execute_action(self, params):
//	    handlers = {Action.LIST: self._list, Action.BLOCK: self._block}
//	    handler = handlers.get(params.action)
//	    ...
//	    return await handler(params)
//
// The return passes on what every handler of the table returns: a failure value, or a whole
// result without the flag that the handler builds (SoftResult, so that the handler's return
// holds the finding when a tool returns the method's value). dispatch.go makes the handlers of a
// tool's own table tools; this is the same table one call further from the tool.

// tableReturnFacts adds to s a forward per handler of each table whose pick a return of def
// hands back as is.
func (c *fileCtx) tableReturnFacts(def *sitter.Node, s *extract.Summary) {
	if c.tools[extract.StartByte(def)] != nil {
		return // a tool's own table makes its handlers tools (dispatch.go)
	}
	for _, r := range c.returnValues(def) {
		call := c.asIsCall(r)
		if call == nil {
			continue
		}
		fn := extract.Field(call, "function")
		d := c.tableOf(fn, 0)
		if d == nil {
			d = c.methodTable(fn)
		}
		if d == nil {
			continue
		}
		line, col := position(call)
		for _, k := range c.pickedHandlers(d, fn, call) { // the tested entry's alone (tablepending.go)
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftFailure | extract.SoftText | extract.ErrorResult | extract.SoftResult,
				Keys: c.keysOf(k), Line: line, Column: col})
		}
	}
}

// methodTable is tableOf for a table of methods (tableOf needs plain string keys and function
// names): handlers[k] or handlers.get(k), directly or through a variable, where handlers is a
// dictionary literal of the function whose values are at least minTable methods of self.
func (c *fileCtx) methodTable(fn *sitter.Node) *sitter.Node {
	d := c.pickedDict(fn, 1) // one variable at the most
	if d == nil || len(c.selfMethods(d)) < minTable {
		return nil
	}
	return d
}

// selfMethods returns the values of a dictionary literal that are methods of self (self._list).
func (c *fileCtx) selfMethods(d *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, p := range namedChildren(d) {
		if extract.Type(p) != "pair" {
			continue
		}
		v := unparen(extract.Field(p, "value"))
		if v != nil && extract.Type(v) == "attribute" && string(c.bytesOf(extract.Field(v, "object"))) == "self" {
			out = append(out, v)
		}
	}
	return out
}

// handlerKeys returns the keys of the functions a table's values name, as seen from at.
func (c *fileCtx) handlerKeys(d, at *sitter.Node) []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range namedChildren(d) {
		if extract.Type(p) != "pair" {
			continue
		}
		v := unparen(extract.Field(p, "value"))
		if v == nil || (extract.Type(v) != "identifier" && extract.Type(v) != "attribute") {
			continue
		}
		if k := c.refTarget(v, at); k != "" && !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}
