package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Tool instances gathered in an object of the file and handed to the method that registers the
// tools/call handler:
//
//	const instances = { beds: bedTools.initialize(config), seeds: seedTools };  // imported from ./beds, ./seeds
//	this.setup(instances);
//	private setup(tools: Instances) {
//	  server.setRequestHandler(CallToolRequestSchema, async (request) => {
//	    try { return await tools.beds.plantBed(args) } catch (e) { throw e }
//	  });
//	}
//
// `tools.beds.plantBed` is the plantBed of the module the member's value comes from: an object
// that module exports, or what a function of it returns (`bedTools.initialize(config)`, whose
// object literal's `plantBed: (args) => plantBed(args, config)` is keyed by its name alone), by
// the method's name alone, as for a member of an imported object (receiverKeys). The holder is a
// local const bound to an object literal, or a plain parameter of a named function that every
// call of the function in the file gives such a value (a registered handler's parameters are the
// SDK's: none). Without it the catch-all rethrow around the call knew nothing of what the tools
// throw and named none of them (issue 9).

// instanceMemberKeys returns the keys of method prop called on obj, `P.m` with P such a holder
// and m one of its members whose value comes from a module of the root, or nil.
func (f *file) instanceMemberKeys(obj *sitter.Node, prop string) []string {
	holder, member := f.memberParts(obj)
	holder = unwrap(holder)
	if holder == nil || extract.Type(holder) != "identifier" || member == "" {
		return nil
	}
	var sources []*sitter.Node
	if fn, i := f.paramOf(holder); fn != nil {
		if f.regByFn[fn.ID()] != nil {
			return nil
		}
		for _, call := range f.callsOf(fn) {
			a := unwrap(argument(extract.Field(call, "arguments"), i))
			if a == nil {
				return nil
			}
			sources = append(sources, a)
		}
	} else if _, imported := f.imports[extract.Content(holder, f.Src)]; !imported {
		sources = append(sources, holder)
	}
	var keys []string
	for _, s := range sources {
		lit := f.objectOf(s, 0)
		if lit == nil {
			return nil // a value the file cannot see: any call of the function may pass another
		}
		ks := f.importedValueKeys(f.memberValue(lit, member), prop)
		if ks == nil {
			return nil
		}
		keys = append(keys, ks...)
	}
	return keys
}

// importedValueKeys returns the keys of method prop of a value that comes from a module of the
// root: an object it exports (`seedTools`, also a member of an imported namespace), what a
// function it exports returns (`bedTools.initialize(config)`, `makeTools()`), an instance of a
// class it exports (`new BedTools()`); nil for anything else.
func (f *file) importedValueKeys(v *sitter.Node, prop string) []string {
	v = unwrap(v)
	if v == nil {
		return nil
	}
	switch extract.Type(v) {
	case "await_expression":
		return f.importedValueKeys(extract.NamedChild(v, 0), prop)
	case "new_expression":
		if c := unwrap(extract.Field(v, "constructor")); c != nil && extract.Type(c) == "identifier" {
			if _, ok := f.imports[extract.Content(c, f.Src)]; ok {
				return f.classKeys(c, prop)
			}
		}
		return nil
	case "call_expression":
		v = unwrap(extract.Field(v, "function"))
	}
	for i := 0; i < 3 && v != nil && extract.Type(v) == "member_expression"; i++ {
		v = unwrap(extract.Field(v, "object")) // bedTools.initialize, ns.bedTools
	}
	if v == nil || extract.Type(v) != "identifier" && extract.Type(v) != "shorthand_property_identifier" {
		return nil
	}
	b, ok := f.imports[extract.Content(v, f.Src)]
	if !ok {
		return nil
	}
	base, rel := f.relativeModule(b.module)
	if !rel {
		return nil
	}
	return moduleKeys(base, prop)
}
