package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A request schema of the server's own, written with zod, that names the tools/call method:
//
//	const ToolsCallRequestSchema = z.object({
//	  method: z.literal("tools/call"),
//	  params: z.object({ name: z.string(), arguments: z.unknown().optional() }),
//	});
//	server.setRequestHandler(ToolsCallRequestSchema, async (request) => { ... });
//
// The SDK's Protocol.setRequestHandler keys the handler on the literal of the schema's method
// member (`requestSchema.shape.method.value` in 1.x, getMethodLiteral since), never on the
// schema's identity: the handler is the tools/call handler, as with CallToolRequestSchema. The
// schema is a const of the file bound to `X.object({...})` (strictObject, looseObject too), to
// `B.extend({...})` or `B.merge(S)` (the later object's method wins, else the base's), or to
// one of them refined by a method that keeps the shape (strict, passthrough, strip, describe).
// A method that is no literal (`z.string()`, `z.enum([...])`) keys nothing the SDK can read,
// and another method's literal ("tools/list", "prompts/get") makes another handler.

// maxSchemaSteps bounds the consts and calls a schema is followed through.
const maxSchemaSteps = 6

// isOwnCallToolSchema reports whether n names a zod object schema of the file whose method
// member is the literal "tools/call".
func (f *file) isOwnCallToolSchema(n *sitter.Node) bool {
	m, ok := f.schemaMethod(n, maxSchemaSteps)
	return ok && m == "tools/call"
}

// schemaMethod returns the literal of the method member of the zod object schema n is, and
// whether n is one with such a literal.
func (f *file) schemaMethod(n *sitter.Node, steps int) (string, bool) {
	n = unwrap(n)
	if n == nil || steps == 0 {
		return "", false
	}
	if extract.Type(n) == "identifier" {
		return f.schemaMethod(f.constValue(n), steps-1)
	}
	if extract.Type(n) != "call_expression" {
		return "", false
	}
	callee := extract.Field(n, "function")
	if callee == nil || extract.Type(callee) != "member_expression" {
		return "", false
	}
	recv := extract.Field(callee, "object")
	arg := unwrap(argument(extract.Field(n, "arguments"), 0))
	switch text(extract.Field(callee, "property"), f.Src) {
	case "object", "strictObject", "looseObject":
		if arg == nil || extract.Type(arg) != "object" {
			return "", false
		}
		return f.methodLiteral(f.memberValue(arg, "method"))
	case "extend":
		if arg != nil && extract.Type(arg) == "object" {
			if v := f.memberValue(arg, "method"); v != nil {
				return f.methodLiteral(v)
			}
		}
		return f.schemaMethod(recv, steps-1)
	case "merge":
		if m, ok := f.schemaMethod(arg, steps-1); ok {
			return m, true
		}
		return f.schemaMethod(recv, steps-1)
	case "strict", "passthrough", "strip", "describe":
		return f.schemaMethod(recv, steps-1)
	}
	return "", false
}

// methodLiteral returns the string of a `X.literal("...")` call (its argument a string or a
// const of the file holding one), and whether v is one.
func (f *file) methodLiteral(v *sitter.Node) (string, bool) {
	v = unwrap(v)
	if v == nil || extract.Type(v) != "call_expression" {
		return "", false
	}
	callee := extract.Field(v, "function")
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), f.Src) != "literal" {
		return "", false
	}
	arg := unwrap(argument(extract.Field(v, "arguments"), 0))
	if arg != nil && extract.Type(arg) == "identifier" {
		arg = unwrap(f.constValue(arg))
	}
	return stringValue(arg, f.Src)
}
