package typescript

import (
	"maps"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registration methods of the project's own classes, called on an instance that another module
// exports:
//
//	// mcp/server.ts
//	export class AppServer {
//	  registerTool(name, description, schema, handler) {
//	    this.tools.set(name, { handler }); // for a low-level tools/call handler's dispatch
//	    this.mcp?.registerTool(name, { description }, async (args) => {
//	      try { return { content: [{ type: "text", text: JSON.stringify(await handler(args)) }] }; }
//	      catch (e) { return { content: [{ type: "text", text: String(e) }], isError: true }; }
//	    });
//	  }
//	}
//	export const appServer = new AppServer();
//	// mcp/registry.ts
//	import { appServer } from "./server.js";
//	import { getCard } from "./tools/cards.js";
//	appServer.registerTool("get_card", "...", getCardSchema, getCard);
//
// The registering file reads `appServer.registerTool(...)` as McpServer's, and cannot see that
// appServer is none. The defining module says so: for each instance it exports (`export const
// appServer = new AppServer()`, `export default new AppServer()`) of a class it declares, it
// gives the plain key "<module>#appServer.registerTool" + ownMark for each method of the
// class named as an SDK registration (toolRegistrations), and, when the method registers its
// parameter as a high-level callback (a registration function or forwarder, tables.go,
// forwarders.go), the registration keys of importedreg.go under "<module>#appServer.<method>".
// The registering file's registration of an imported handler holds unless the own key is given
// (extract.Summary.Unless), and the registration key of each way names the handler (an alias):
// the method's own registration decides, as for a registration function the file imports by
// name, so a catch that answers what the handler throws leaves it a tool of no kind. A method
// that only stores the handler (for the module's own dispatch) registers nothing of it.
//
// Only an instance of a class of the exporting module counts (not one of an imported class,
// nor a method a class inherits), and only a handler the registering file imports: a callback
// written in the registering call, or a function of the file, stays the SDK's callback.

// ownMark ends the key that says an exported instance's method is the project's own.
const ownMark = "!own"

// exportedInstances returns the instances the module exports of classes it declares, by the
// name an importer gives them ("default" for a default export), each with its class.
func (f *file) exportedInstances() map[string]*sitter.Node {
	var out map[string]*sitter.Node
	add := func(name string, v *sitter.Node) {
		v = unwrap(v)
		if v == nil || extract.Type(v) != "new_expression" {
			return
		}
		ctor := unwrap(extract.Field(v, "constructor"))
		if ctor == nil || extract.Type(ctor) != "identifier" {
			return
		}
		c := f.classDeclaration(extract.Content(ctor, f.Src))
		if c == nil {
			return
		}
		if out == nil {
			out = map[string]*sitter.Node{}
		}
		out[name] = c
	}
	for i := 0; i < int(extract.NamedChildCount(f.root)); i++ {
		if st := extract.NamedChild(f.root, i); extract.Type(st) == "export_statement" {
			if v := extract.Field(st, "value"); v != nil {
				add("default", v) // export default new AppServer()
			}
		}
	}
	for name, d := range f.exportedConsts() {
		add(name, extract.Field(d, "value"))
	}
	return out
}

// instanceRegSummaries returns the summaries that say which methods of the module's exported
// instances are the project's own (ownMark), and how those that register their parameter as a
// high-level callback register it (the fact Holds of its xregKey + xregHolds, under the
// instance's key).
func (f *file) instanceRegSummaries() []extract.Summary {
	if !f.srcHas("new ") {
		return nil
	}
	insts := f.exportedInstances()
	if len(insts) == 0 {
		return nil
	}
	names := slices.Sorted(maps.Keys(insts))
	methods := slices.Sorted(maps.Keys(toolRegistrations))
	var out []extract.Summary
	for _, name := range names {
		for _, method := range methods {
			m := f.ownMethod(insts[name], method)
			if m == nil {
				continue
			}
			key := f.modPath + "#" + name + "." + method
			out = append(out, extract.Summary{Key: key + ownMark, Name: name + "." + method, Line: line(m), Column: column(m)})
			for _, rf := range f.regFuncs {
				if same(rf.fn, m) {
					out = append(out, f.xregSummaries(rf, xregKey(key, rf.param, rf.how), name+"."+method)[1])
				}
			}
		}
	}
	return out
}

// instanceMethodKeys returns the keys "<module>#<instance>.<method>" of a registration call on
// an instance imported by name (or as the default export) from a relative module: maybe a
// method of the project's class (exportedInstances). nil otherwise.
func (f *file) instanceMethodKeys(call *sitter.Node) []string {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	obj, method := f.memberParts(callee)
	if obj = unwrap(obj); obj == nil || extract.Type(obj) != "identifier" || method == "" {
		return nil
	}
	name := extract.Content(obj, f.Src)
	b, ok := f.imports[name]
	if !ok || b.name == "" || b.name == "*" {
		return nil
	}
	if fn, _ := f.shadowingParam(name, obj); fn != nil {
		return nil
	}
	base, rel := f.relativeModule(b.module)
	if !rel || base == f.modPath {
		return nil
	}
	return moduleKeys(base, b.name+"."+method)
}

// instanceRegistrations returns the summaries that register the function of key as a foreign
// tool's registration (sdk) says, when its call names a method of an imported instance: as the
// SDK's unless the instance's module says the method is the project's own, and as the method
// registers its parameter when that module says how (xregHolds): of kind high when the
// handler's throws reach the SDK, of none when the method's catch answers them.
func (ft foreignTool) instanceRegistrations(sdk extract.Summary) []extract.Summary {
	if len(ft.instance) == 0 {
		return []extract.Summary{sdk}
	}
	sdk.Unless = nil
	for _, k := range ft.instance {
		sdk.Unless = append(sdk.Unless, k+ownMark)
	}
	out := []extract.Summary{sdk}
	for _, kind := range []string{highLevel, ""} {
		r := sdk
		r.Unless, r.ToolKind, r.Via = nil, kind, nil
		for _, k := range ft.instance {
			for _, how := range xregHows {
				if xregShielded(how) == (kind == "") { // a shielding method's handler is a tool of no kind
					r.Via = append(r.Via, xregKey(k, ft.arg, how)+xregHolds)
				}
			}
		}
		out = append(out, r)
	}
	return out
}

// markInstanceRegistration notes, on the foreign tools that a registration call on an imported
// instance added (f.foreign from index from), the instance method's keys and the index of the
// argument it registers.
func (f *file) markInstanceRegistration(call *sitter.Node, from int) {
	if from >= len(f.foreign) {
		return
	}
	keys := f.instanceMethodKeys(call)
	if len(keys) == 0 {
		return
	}
	args := extract.Field(call, "arguments")
	at := argumentIndex(args, lastArgument(args))
	for i := from; i < len(f.foreign); i++ {
		if same(f.foreign[i].at, call) {
			f.foreign[i].instance, f.foreign[i].arg = keys, at
		}
	}
}
