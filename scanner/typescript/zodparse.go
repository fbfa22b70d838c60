package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A zod schema's parse of the tool's arguments in a low-level tools/call handler, outside a try
// that answers it (protocolerror):
//
//	const input = InputSchema.parse(request.params.arguments); // throws ZodError on bad input
//
// zod documents that `.parse` and `.parseAsync` throw a ZodError when the data does not match
// (`.safeParse` returns it instead): https://zod.dev/basics ("Parsing data": .parse throws a
// ZodError on invalid input; .safeParse returns a result object), and the ZodType declaration
// in packages/zod/src/v4/classic/schemas.ts. A ZodError has no numeric `code`, so the SDK answers
// JSON-RPC -32603 with its text, and the model never learns which argument was wrong.

// zodThrowing are the methods of a zod schema that throw a ZodError on invalid data.
var zodThrowing = map[string]bool{"parse": true, "parseAsync": true}

// isZodModule reports whether a module specifier is zod's.
func isZodModule(m string) bool { return m == "zod" || strings.HasPrefix(m, "zod/") }

// isZodSchema reports whether an expression is a zod schema built in this file: a chain on an
// import of zod (`z.object({...}).strict()`), or a const given one.
func (f *file) isZodSchema(n *sitter.Node, depth int) bool {
	n = unwrap(n)
	if n == nil || depth > 4 {
		return false
	}
	for {
		switch extract.Type(n) {
		case "call_expression":
			n = unwrap(extract.Field(n, "function"))
			continue
		case "member_expression":
			if b, ok := f.imported(n); ok && isZodModule(b.module) {
				return true
			}
			n = unwrap(extract.Field(n, "object"))
			continue
		case "identifier":
			if b, ok := f.imported(n); ok {
				return isZodModule(b.module)
			}
			if v := f.constValue(n); v != nil {
				return f.isZodSchema(v, depth+1)
			}
		}
		return false
	}
}

// A schema another module of the root exports (`import { RequestSchema } from "./types.js"`) is
// judged once the root is linked: the module's summary gives each exported const it builds with
// zod the key "<module>#<Name>!zodparse" (zodSuffix) with the fact Raises, at its declaration,
// and the parse's finding is pending on that key.

// zodSuffix ends the key under which a module says that an exported const is a zod schema.
const zodSuffix = "!zodparse"

// parseProtocolErrors finds zod parses of the tool's arguments that throw out of a low-level
// tools/call handler.
func (f *file) parseProtocolErrors() []finding.Finding {
	if !f.hasReg(regLowLevel) || !f.srcHas(".parse") {
		return nil
	}
	var out []finding.Finding
	seen := map[uint32]bool{}
	for _, r := range f.regs {
		if r.kind != regLowLevel || r.fn == nil {
			continue
		}
		f.walkOwn(r.fn, func(call *sitter.Node) {
			if extract.Type(call) != "call_expression" || seen[extract.StartByte(call)] {
				return
			}
			seen[extract.StartByte(call)] = true
			fun := extract.Field(call, "function")
			if fun == nil || extract.Type(fun) != "member_expression" || !zodThrowing[text(extract.Field(fun, "property"), f.Src)] {
				return
			}
			if !f.namesParam(argument(extract.Field(call, "arguments"), 0), "arguments", 0) {
				return
			}
			local := f.isZodSchema(extract.Field(fun, "object"), 0)
			var keys []string
			if !local {
				if keys = f.importedSchemaKeys(extract.Field(fun, "object")); keys == nil {
					return
				}
			}
			w := f.locate(call)
			if w.reg == nil || w.reg.kind != regLowLevel || !w.direct || w.reg.shielded || f.caught(call, w.fn) || f.cannotRun(call) {
				return
			}
			if !local {
				// It stands if the module builds the schema with zod; its declaration is related.
				f.pending = append(f.pending, extract.Pending{Finding: f.parseFinding(call, w), Keys: keys, Need: extract.Raises})
				return
			}
			out = append(out, f.parseFinding(call, w))
		})
	}
	return out
}

func (f *file) parseFinding(call *sitter.Node, w where) finding.Finding {
	v := f.tsSDK()
	method := text(extract.Field(extract.Field(call, "function"), "property"), f.Src)
	return finding.Finding{
		Rule: "protocolerror", Line: line(call), Column: column(call), StartLine: line(call), EndLine: endLine(call),
		Lang: f.lang, Method: finding.TreeSitter,
		Message: fmt.Sprintf("zod's %s of the tool's arguments throws a ZodError outside a try in the low-level tools/call handler (%s): invalid arguments reach the client as JSON-RPC error -32603 on %s, which the model never sees; use safeParse and return {isError: true, content: [...]} naming the wrong argument instead",
			method, w.name, v.describe()),
		Site: &finding.Site{Construct: finding.Exception, API: "Server.setRequestHandler", Function: w.name, Shape: finding.ProseOnly,
			PathKey: fmt.Sprintf("%s#%s:%s:protocol", f.Path, w.name, finding.Exception),
			Profile: finding.Profile(finding.ProtocolError, finding.Typed{}), Outcome: finding.ProtocolError},
	}
}

// importedSchemaKeys returns the keys under which a relative module would say that a name
// imported from it by name is a zod schema (zodSuffix); nil for any other receiver.
func (f *file) importedSchemaKeys(n *sitter.Node) []string {
	return f.importSummaryKeys(n, zodSuffix)
}

// zodSummaries returns, for each const the module exports that it builds with zod (isZodSchema),
// a summary under its key with zodSuffix: Raises, at the declaration, for another module's
// parse of it.
func (f *file) zodSummaries() []extract.Summary {
	if !f.srcHas("zod") || !f.srcHas("export") {
		return nil
	}
	var out []extract.Summary
	for _, d := range f.exportedZodConsts() {
		n := extract.Content(extract.Field(d, "name"), f.Src)
		out = append(out, extract.Summary{Key: f.modPath + "#" + n + zodSuffix, Name: n, Line: line(d), Column: column(d),
			Facts: extract.Raises, Places: []extract.Place{{Fact: extract.Raises, Line: line(d), Column: column(d),
				Message: n + " is a zod schema: its parse throws a ZodError on invalid data"}}})
	}
	return out
}

// exportedZodConsts returns the declarators of the consts the module exports that it builds with
// zod (isZodSchema), named by an identifier.
func (f *file) exportedZodConsts() []*sitter.Node {
	var out []*sitter.Node
	for _, decl := range f.exportedDeclarations() {
		if extract.Type(decl) != "lexical_declaration" {
			continue
		}
		for j := 0; j < int(extract.NamedChildCount(decl)); j++ {
			d := extract.NamedChild(decl, j)
			name := extract.Field(d, "name")
			if extract.Type(d) == "variable_declarator" && name != nil && extract.Type(name) == "identifier" && f.isConstDecl(d) &&
				f.isZodSchema(extract.Field(d, "value"), 0) {
				out = append(out, d)
			}
		}
	}
	return out
}
