package typescript

import "github.com/mcperr/mcperr/scanner/extract"

import sitter "github.com/smacker/go-tree-sitter"

// softReturn is one value a handler returns: a return statement (value nil: its own), or an
// arrow handler whose expression body is the value.
type softReturn struct{ stmt, value *sitter.Node }

// arrowBodies are the expression bodies the softerror query matches itself.
var arrowBodies = map[string]bool{"string": true, "template_string": true, "object": true, "parenthesized_expression": true}

// expressionHandlers returns the registered handlers that are arrows with an expression body
// the softerror query leaves out, a call or a condition: `execute: async ({ id }) =>
// JSON.stringify(await lookup(id))`, `execute: async () => (ok ? "done" : "failed")`. Only
// handlers whose returned value becomes text count (fastmcp, the project's wrappers); matching
// every such arrow in the query would cost more than walking the file's few registrations.
func (f *file) expressionHandlers() []softReturn {
	var out []softReturn
	for _, r := range f.regs {
		if r.fn == nil || extract.Type(r.fn) != "arrow_function" || !r.isToolKind() || r.kind != regFastMCP && !r.wrapped {
			continue
		}
		body := functionBody(r.fn)
		if body == nil || extract.Type(body) == "statement_block" || arrowBodies[extract.Type(body)] {
			continue
		}
		out = append(out, softReturn{r.fn, body})
	}
	return out
}
