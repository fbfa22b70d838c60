package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A low-level tools/call handler's test that its request has no params object:
//
//	server.setRequestHandler(CallToolRequestSchema, async (request) => {
//	  const params = request.params;
//	  if (!params || typeof params !== "object") throw new McpError(ErrorCode.InvalidParams, "...");
//
// The SDK parses every request with the schema the handler is set for before it runs the
// handler, and CallToolRequestSchema requires params to be an object (with a string name), so a
// throw under that test never runs.

// validatedParamsBranch reports whether stmt stands in the branch of an if whose test only says
// that the params of a low-level tools/call handler's request are missing or no object.
func (f *file) validatedParamsBranch(stmt *sitter.Node) bool {
	if !f.srcHas("CallToolRequestSchema") {
		return false
	}
	w := f.locate(stmt)
	if w.reg == nil || w.reg.kind != regLowLevel || !w.direct || w.reg.fn == nil {
		return false
	}
	req := paramName(nthParam(w.reg.fn, 0), f.Src)
	if req == "" {
		return false
	}
	return f.underTest(stmt, w.reg.fn, func(cond *sitter.Node) bool { return f.paramsMissingTest(cond, req) })
}

// paramsMissingTest reports whether every operand of a condition's || says the request's params
// are missing or no object: `!P`, `typeof P !== "object"`, `P === undefined`, `P == null`,
// where P is `req.params` or a const bound to it.
func (f *file) paramsMissingTest(cond *sitter.Node, req string) bool {
	cond = unwrap(cond)
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "binary_expression":
		left, right := unwrap(extract.Field(cond, "left")), unwrap(extract.Field(cond, "right"))
		switch text(extract.Field(cond, "operator"), f.Src) {
		case "||":
			return f.paramsMissingTest(left, req) && f.paramsMissingTest(right, req)
		case "!==", "!=":
			if left != nil && extract.Type(left) == "unary_expression" && text(extract.Field(left, "operator"), f.Src) == "typeof" {
				s, ok := stringValue(right, f.Src)
				return ok && s == "object" && f.isRequestParams(extract.Field(left, "argument"), req)
			}
		case "===", "==":
			if right != nil && (extract.Type(right) == "undefined" || extract.Type(right) == "null") {
				return f.isRequestParams(left, req)
			}
		}
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) == "!" {
			return f.isRequestParams(extract.Field(cond, "argument"), req)
		}
	}
	return false
}

// isRequestParams reports whether n is `req.params`, or a const of the handler bound to it.
func (f *file) isRequestParams(n *sitter.Node, req string) bool {
	n = unwrap(n)
	if n == nil {
		return false
	}
	if extract.Type(n) == "identifier" {
		d := f.resolve(extract.Content(n, f.Src), n)
		if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
			return false
		}
		n = unwrap(extract.Field(d, "value"))
		if n == nil {
			return false
		}
	}
	if extract.Type(n) != "member_expression" {
		return false
	}
	obj, prop := f.memberParts(n)
	return prop == "params" && obj != nil && extract.Type(obj) == "identifier" && extract.Content(obj, f.Src) == req
}
