package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

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
// Another tool's arrow whose body is a call (awaited or not) is judged as the block that returns
// that call: `async ({ id }) => asJson({ ok: false, error: { code: "unsupported_operation" } })`
// hands a failure object to a function that answers it as a success, as `{ return asJson(...) }`
// would.
func (f *file) expressionHandlers() []softReturn {
	var out []softReturn
	for _, r := range f.regs {
		if r.fn == nil || extract.Type(r.fn) != "arrow_function" || !r.isToolKind() {
			continue
		}
		body := functionBody(r.fn)
		if body == nil || extract.Type(body) == "statement_block" || arrowBodies[extract.Type(body)] {
			continue
		}
		if r.kind != regFastMCP && !r.wrapped && !isCallBody(body) {
			continue
		}
		out = append(out, softReturn{r.fn, body})
	}
	return out
}

// isCallBody reports whether an arrow's expression body is a call, awaited or not.
func isCallBody(body *sitter.Node) bool {
	b := unwrap(body) // past await too
	return b != nil && extract.Type(b) == "call_expression"
}
