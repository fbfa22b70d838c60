package typescript

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
	sitter "github.com/smacker/go-tree-sitter"
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
		switch n.Type() {
		case "call_expression":
			n = unwrap(n.ChildByFieldName("function"))
			continue
		case "member_expression":
			if b, ok := f.imported(n); ok && isZodModule(b.module) {
				return true
			}
			n = unwrap(n.ChildByFieldName("object"))
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

// parseProtocolErrors finds zod parses of the tool's arguments that throw out of a low-level
// tools/call handler.
func (f *file) parseProtocolErrors() []finding.Finding {
	if !f.hasReg(regLowLevel) || !bytes.Contains(f.Src, []byte(".parse")) || !bytes.Contains(f.Src, []byte("zod")) {
		return nil
	}
	var out []finding.Finding
	seen := map[uint32]bool{}
	for _, r := range f.regs {
		if r.kind != regLowLevel || r.fn == nil {
			continue
		}
		walkOwn(r.fn, func(call *sitter.Node) {
			if call.Type() != "call_expression" || seen[call.StartByte()] {
				return
			}
			seen[call.StartByte()] = true
			fun := call.ChildByFieldName("function")
			if fun == nil || fun.Type() != "member_expression" || !zodThrowing[text(fun.ChildByFieldName("property"), f.Src)] {
				return
			}
			if !f.namesParam(argument(call.ChildByFieldName("arguments"), 0), "arguments", 0) ||
				!f.isZodSchema(fun.ChildByFieldName("object"), 0) {
				return
			}
			w := f.locate(call)
			if w.reg == nil || w.reg.kind != regLowLevel || !w.direct || w.reg.shielded || f.caught(call, w.fn) || f.cannotRun(call) {
				return
			}
			out = append(out, f.parseFinding(call, w))
		})
	}
	return out
}

func (f *file) parseFinding(call *sitter.Node, w where) finding.Finding {
	v := f.tsSDK()
	method := text(call.ChildByFieldName("function").ChildByFieldName("property"), f.Src)
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
