package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A callback that an exported tool function hands to another module's wrapper and whose result
// it returns through it: the function is registered by another file (a low-level dispatcher's
// case), so it is a tool itself, not a helper whose value a tool returns (callbackPendings).
//
//	export async function handleCloseTicket(args) {
//	  return withAccount(args, async (a, acct) => {
//	    try { ... } catch (e) {
//	      if (e.response?.status === 404) {
//	        return { content: [{ type: "text", text: `# Ticket Not Found\n\n...` }] };
//	      }
//	    }
//	  });
//	}
//
// The failure results its catch clauses and its other failure blocks (a branch of an if, its
// else, a switch's case: inFailureBlock) return stand as the tool's own (Pending.Tool) when the
// wrapper returns what it calls the callback with (Pending.Also on the wrapper's marker, as
// callbackPendings): `if (isRoute(res)) {...} else { console.error("Unexpected response:", res);
// return { content: [{ type: "text", text: "Unexpected response format." }] } }` words the
// failure as the tool's own branch would. Only those: the callback's last return, a summary of
// a batch that a status chosen at run time words (`${failed > 0 ? "**Errors:** ..." : ""}`), is
// judged by the tool's own returns, not followed through a wrapper.

// toolCallbackPendings returns the pending softerrors of a return (stmt, value v) in a catch
// clause or another failure block of such a callback cb: a result it builds that reports a failure, or a success-text helper's call given
// a failure text, each within the exported function that hands cb over, standing when another
// file makes that function a tool.
func (f *file) toolCallbackPendings(stmt, v, cb *sitter.Node) []extract.Pending {
	call, outer, also := f.handedCallback(cb)
	if call == nil || also == nil || f.regByFn[outer.ID()] != nil || !f.isExported(outer) ||
		f.catchParameter(stmt, cb) == "" && !f.inFailureBlock(stmt, cb) {
		return nil
	}
	key := f.keyOf(outer)
	if key == "" {
		return nil
	}
	name := f.displayName(outer)
	w := where{fn: cb, name: name, direct: true}
	var out []extract.Pending
	relate := func(p extract.Pending) extract.Pending {
		p.Within, p.Tool, p.Also, p.AlsoNeed = key, true, also, extract.SoftResult
		p.Finding.Related = append(p.Finding.Related, f.relatedAt(call, fmt.Sprintf("%s returns what %s returns, the callback's result",
			name, clip(text(extract.Field(call, "function"), f.Src)))))
		return p
	}
	if obj, m := f.builtResultMembers(v); obj != nil {
		body := functionBody(cb)
		if body == nil || !f.hintIn(extract.StartByte(body), extract.EndByte(body)) {
			return nil
		}
		if why := f.softValue(stmt, v, cb, true); why.ok() {
			fd := f.softFinding(stmt, w, f.classify(m).shape,
				fmt.Sprintf("%s, a tool's handler, reports a failure as a successful result (%s) from the callback it hands to %s, without isError: the client and the model take it for success; return it with isError: true",
					name, why.text, clip(text(extract.Field(call, "function"), f.Src))))
			f.relateAssigned(&fd, why)
			out = append(out, relate(extract.Pending{Finding: fd}))
		}
		return out
	}
	if extract.Type(v) == "call_expression" {
		if p, ok := f.successTextPending(stmt, v, w); ok {
			out = append(out, relate(p))
		}
	}
	return out
}
