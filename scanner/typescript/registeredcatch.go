package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A registration method of the project's own, called by the name of the SDK's:
//
//	// tools/group.ts
//	export abstract class Group {
//	  protected registerTool(name, description, run, shape = {}) {
//	    this.server.tool(name, description, shape, async (args) => {
//	      try { return this.text(JSON.stringify(await run(args))); }
//	      catch (err) { return this.text(`Error: ${String(err)}`); }
//	    });
//	  }
//	}
//	// tools/fruit.ts
//	export class FruitGroup extends Group {
//	  register() { this.registerTool("pick-fruit", "Pick a fruit", async () => this.pick()); }
//	}
//
// The call reads as the SDK's registration (registerCall: its method's name), and its callback
// as the tool; but the method of the root that it calls runs the callback only inside a try whose
// catch answers, so nothing the callback throws reaches the SDK: the catch's answer does (a text
// "Error: ..." without isError is a softerror of the method's file). A function the file resolves
// the call to (calledFunction: the file's sole method of that name) is asked at once
// (catchesArgumentAt: the registration is shielded); otherwise the method's keys (this.registerTool
// of a base class of another module, of one of two classes of the file with a method so named, an
// imported object's method) name its catch of that argument (shieldKey: its file gives the fact
// Catches, wrappedshield.go), as for a wrapper of another module. The handler's delegates
// (delegates.go) inherit either. A method that calls the callback outside a try, or in one whose
// catch rethrows or throws a new error, catches nothing: its key gets no Catches and the throws
// stand. A plain imported registration function is importedreg.go's.

// shieldRegisteringCall shields a tool registration whose call is a call of a function of the
// root (not the SDK's) with the callback fn as an argument.
func (f *file) shieldRegisteringCall(r *registration, fn *sitter.Node) {
	if r.kind != regTool || r.call == nil || r.shielded {
		return
	}
	i, inner := f.holdingArgument(r.call, fn)
	if i < 0 || inner != nil {
		return // a wrapper's call holds it: register's own case
	}
	callee := unwrap(extract.Field(r.call, "function"))
	if g := f.calledFunction(callee); g != nil {
		r.shielded = f.catchesArgumentAt(r.call, i)
		return
	}
	if callee == nil || extract.Type(callee) != "member_expression" {
		return // a plain imported registration function: importedreg.go's ways
	}
	for _, k := range rootKeys(f.edgeKeys(callee)) {
		r.shieldKeys = append(r.shieldKeys, shieldKey(k, i))
	}
}
