package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool object's handler that parses its arguments again with the schema its entry registers:
//
//	export const UpdateInput = z.object({ id: z.number(), title: z.string().optional() }).strict();
//	export const updateTool = { name: "update", inputSchema: UpdateInput, handler: async (raw, deps) => {
//	  const parsed = UpdateInput.safeParse(raw);
//	  if (!parsed.success) throw new ValidationError(...);   // dead when the loop passes the SDK's value
//	  ...
//	} };
//
// McpServer parses the arguments with the registered schema before the callback runs and hands
// the callback the parsed value (validated.go); the loop that registers `tool.inputSchema` and
// calls `tool.handler(args, ...)` passes that value on (entryArgShapes), and the same schema
// accepts its own output again, so the branch never runs from that call. The throw's test says
// so (ArgTest.Invalid with the entry's schema member); a call that passes anything else (a test,
// another module) may still meet it. Only a const schema of the handler's file whose
// declaration transforms nothing qualifies: a transform's (or preprocess's, pipe's) output need
// not parse again.

// reparseTransforms are the zod methods whose output a schema need not accept as its input.
var reparseTransforms = map[string]bool{"transform": true, "preprocess": true, "pipe": true, "overwrite": true}

// reparseTests reads a condition as the failure of a safeParse of fn's parameter with the
// schema the handler's entry gives (`!parsed.success`, `parsed.success === false`,
// `!S.safeParse(p).success`), as an Invalid test of that member; false otherwise.
func (f *file) reparseTests(cond, fn, entry *sitter.Node) ([]extract.ArgTest, bool) {
	cond = unwrap(cond)
	if cond == nil {
		return nil, false
	}
	var flag *sitter.Node
	switch extract.Type(cond) {
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) != "!" {
			return nil, false
		}
		flag = unwrap(extract.Field(cond, "argument"))
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		if op != "===" && op != "==" {
			return nil, false
		}
		if l, r = unwrap(l), unwrap(r); r != nil && extract.Type(r) == "false" {
			flag = l
		} else if l != nil && extract.Type(l) == "false" {
			flag = r
		}
	}
	if flag == nil || extract.Type(flag) != "member_expression" || text(extract.Field(flag, "property"), f.Src) != "success" {
		return nil, false
	}
	call := f.safeParseOf(unwrap(extract.Field(flag, "object")), fn)
	if call == nil {
		return nil, false
	}
	schema := unwrap(extract.Field(unwrap(extract.Field(call, "function")), "object"))
	member := f.entrySchemaNamed(entry, schema)
	if member == "" {
		return nil, false
	}
	i, path, ok := f.valuePath(argument(extract.Field(call, "arguments"), 0), fn, 0)
	if !ok || path != "" {
		return nil, false
	}
	return []extract.ArgTest{{Param: i, Invalid: true, EntryMember: member}}, true
}

// safeParseOf returns the call `S.safeParse(x)` (or safeParseAsync, awaited) a value is: the
// call itself, or a const of fn bound to it that fn does not assign again; nil otherwise.
func (f *file) safeParseOf(v, fn *sitter.Node) *sitter.Node {
	if v != nil && extract.Type(v) == "identifier" {
		d := f.resolve(extract.Content(v, f.Src), v)
		body := functionBody(fn)
		if d == nil || body == nil || extract.Type(d) != "variable_declarator" || !isInside(d, body) || !f.isConstDecl(d) {
			return nil
		}
		v = unwrap(extract.Field(d, "value"))
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return nil
	}
	fun := unwrap(extract.Field(v, "function"))
	if fun == nil || extract.Type(fun) != "member_expression" {
		return nil
	}
	if m := text(extract.Field(fun, "property"), f.Src); m != "safeParse" && m != "safeParseAsync" {
		return nil
	}
	return v
}

// entrySchemaNamed returns the member of an entry (tableSchemaKeys) that gives as its schema
// the const schema a name of the file denotes, the same declaration, when that declaration
// calls no transform; "" otherwise.
func (f *file) entrySchemaNamed(entry, schema *sitter.Node) string {
	if schema == nil || extract.Type(schema) != "identifier" {
		return ""
	}
	name := extract.Content(schema, f.Src)
	d := f.resolve(name, schema)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) || f.transforms(extract.Field(d, "value")) {
		return ""
	}
	for _, k := range tableSchemaKeys {
		v := f.memberValue(entry, k)
		if v == nil {
			continue
		}
		if extract.Type(v) != "shorthand_property_identifier" {
			v = unwrap(v)
		}
		if v == nil || (extract.Type(v) != "identifier" && extract.Type(v) != "shorthand_property_identifier") || extract.Content(v, f.Src) != name {
			return ""
		}
		if !same(f.resolve(name, v), d) {
			return ""
		}
		return k
	}
	return ""
}

// transforms reports whether a schema expression may call a method of reparseTransforms: it
// does, or a const of the file it names does (to a depth), or it names an import other than
// zod's, whose schema the file cannot read, anywhere but in the arguments of a check
// (`.max(CAP)`, `.describe(`up to ${CAP}`)`), which are values, never schemas.
func (f *file) transforms(n *sitter.Node) bool {
	return f.transformsAt(n, 0)
}

func (f *file) transformsAt(n *sitter.Node, depth int) bool {
	if n == nil || depth > 3 {
		return true
	}
	found := false
	walkAll(n, func(c *sitter.Node) {
		if found {
			return
		}
		switch extract.Type(c) {
		case "member_expression":
			found = reparseTransforms[text(extract.Field(c, "property"), f.Src)]
		case "identifier":
			name := extract.Content(c, f.Src)
			if b, ok := f.imports[name]; ok {
				found = !isZodModule(b.module) && !f.checkArgument(c, n)
				return
			}
			if d := f.resolve(name, c); d != nil && extract.Type(d) == "variable_declarator" && !isInside(c, d) {
				found = f.transformsAt(extract.Field(d, "value"), depth+1)
			}
		}
	})
	return found
}

// checkArgument reports whether c, inside the schema expression top, sits in the arguments of
// a zod check (rangeChecks: .max, .describe, ...) with no other method call between them.
func (f *file) checkArgument(c, top *sitter.Node) bool {
	for p := f.parent(c); p != nil && !same(p, top); p = f.parent(p) {
		if extract.Type(p) != "arguments" {
			continue
		}
		call := f.parent(p)
		fun := unwrap(extract.Field(call, "function"))
		if fun == nil || extract.Type(fun) != "member_expression" {
			continue // String(CAP): a plain call inside the arguments
		}
		return rangeChecks[text(extract.Field(fun, "property"), f.Src)]
	}
	return false
}
