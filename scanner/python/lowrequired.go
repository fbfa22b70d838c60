package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The other half of what python-sdk's validate_input settles (lowenum.go): a member the tool's
// inputSchema requires is always in the arguments the handler gets, since the SDK answers a
// call without it with an isError "Input validation error" before the handler runs. So a
// handler's own test that the member is missing never holds:
//
//	Tool(name="read", inputSchema={"type": "object",
//	    "properties": {"id": {"type": "string"}}, "required": ["id"]})
//
//	@server.call_tool()
//	async def call_tool(name, arguments):
//	    if name == "read":
//	        if "id" not in arguments:
//	            raise ValueError("Missing id parameter")   # dead
//
// Read under the conditions lowValidated names, for the `if name == "x":` branch of the tool;
// a test of a member the schema does not require, `not arguments.get("id")` (an empty text
// passes the schema), or an if with an elif or else keep the statement live.

// lowRequiredDead reports whether stmt, in a python-sdk 1.x low-level call_tool handler, sits in
// the body of an if that runs only when a member the tool's inputSchema requires is missing.
func (c *fileCtx) lowRequiredDead(stmt *sitter.Node) bool {
	if !c.hasBytes(&c.requiredBytes, "required") {
		return false
	}
	h, ok := c.lowValidated(stmt)
	if !ok {
		return false
	}
	child := stmt
	for p := extract.Parent(stmt); p != nil && !sameNode(p, h.def); p = extract.Parent(p) {
		if extract.Type(p) == "if_statement" && extract.NamedChildCount(p) == 2 {
			if body := extract.Field(p, "consequence"); body != nil && sameNode(child, body) {
				sc := h.schemas[c.branchOfTool(p, h.def, h.toolName)]
				if sc != nil && c.missingRequired(extract.Field(p, "condition"), h.args, sc) {
					return true
				}
			}
		}
		child = p
	}
	return false
}

// missingRequired reports whether cond holds only when a member sc requires is missing from the
// arguments args: `"m" not in args`, or an `or` of such tests.
func (c *fileCtx) missingRequired(cond *sitter.Node, args string, sc *lowSchema) bool {
	cond = unparen(cond)
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "boolean_operator":
		if string(c.bytesOf(extract.Field(cond, "operator"))) != "or" {
			return false
		}
		return c.missingRequired(extract.Field(cond, "left"), args, sc) && c.missingRequired(extract.Field(cond, "right"), args, sc)
	case "comparison_operator":
		if extract.NamedChildCount(cond) != 2 {
			return false
		}
		l, r, op := c.comparison(cond)
		if op != "not in" || extract.Type(unparen(r)) != "identifier" || string(c.bytesOf(unparen(r))) != args {
			return false
		}
		m, ok := c.constString(unparen(l))
		return ok && sc.required[m]
	}
	return false
}
