package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A low-level tools/call handler whose switch on the tool name sets one result from a call in
// each case and returns it after the switch (softassigned.go):
//
//	let result;
//	switch (name) {
//	  case "get_status":
//	    result = await this.client.getStatus(host);
//	    break;
//	  case "list_jobs":
//	    result = await listJobs();
//	    break;
//	}
//	return { content: [{ type: "text", text: JSON.stringify(result) }] };
//
// The return is one finding for every call, but the failure is a tool's: the one whose case
// calls a callee that may return a failure. Each call carries its case (Pending.Via and
// ViaNames), and the index names, of the calls whose callees have the failure, the cases in
// Related ahead of each callee's places and the tools in the message (ViaMessage).

// caseSources sets on p, a pending softerror of handler w's return whose value comes from
// calls (first, then others, in the order softPendingNamed gave their keys to Keys and AnyOf),
// the case of the switch on the tool name that each call sits in, and the message that names
// their tools. Nothing when w is no low-level handler's own function or no call sits in such a
// case.
func (f *file) caseSources(p *extract.Pending, w where, first *sitter.Node, others []*sitter.Node, rewrap bool) {
	if w.reg == nil || w.reg.kind != regLowLevel || w.fn == nil || !same(w.fn, w.reg.fn) {
		return
	}
	calls := []*sitter.Node{first}
	for _, o := range others {
		if len(f.edgeKeys(extract.Field(o, "function"))) > 0 { // as withOtherSources keeps them
			calls = append(calls, o)
		}
	}
	if len(calls) != 1+len(p.AnyOf) {
		return
	}
	via := make([]finding.Related, len(calls))
	names := make([]string, len(calls))
	some := false
	for i, c := range calls {
		sc, tool := f.toolCase(c, w.fn)
		if sc == nil {
			continue
		}
		some = true
		names[i] = tool
		via[i] = finding.Related{Line: line(sc), Column: column(sc),
			Message: fmt.Sprintf("case %q sets the returned value from %s", tool, clip(text(extract.Field(c, "function"), f.Src)))}
	}
	if !some {
		return
	}
	p.Via, p.ViaNames = via, names
	where := strings.ReplaceAll(describeWhere(w), "%", "%%")
	p.ViaMessage = where + " returns, for %s, what the call in the tool's case of the switch gives back, a failure on some path (see related), as a successful result without isError: the client and the model take it for success; return failures with isError: true"
	if rewrap {
		p.ViaMessage = where + " returns, for %s, the text of what the call in the tool's case of the switch gives back, a failure on some path (see related), in a result without isError, dropping the flag the callee sets: the client and the model take it for success; pass isError on"
	}
}

// toolCase returns the switch case that n sits in within fn, and its tool, when it is a case
// of a string of a switch on the requested tool's name (namesTool); nil otherwise.
func (f *file) toolCase(n, fn *sitter.Node) (*sitter.Node, string) {
	for p := f.parent(n); p != nil && !same(p, fn); p = f.parent(p) {
		if f.parents.isFunction(p) {
			return nil, ""
		}
		if extract.Type(p) != "switch_case" {
			continue
		}
		tool, ok := stringValue(extract.Field(p, "value"), f.Src)
		sw := f.parent(f.parent(p)) // switch_body, switch_statement
		if !ok || tool == "" || sw == nil || extract.Type(sw) != "switch_statement" || !f.namesTool(unwrap(extract.Field(sw, "value")), 0) {
			return nil, ""
		}
		return p, tool
	}
	return nil, ""
}
