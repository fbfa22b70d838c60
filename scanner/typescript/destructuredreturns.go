package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Services taken by a destructuring const out of what a factory function returns:
//
//	// core/services.js
//	export function createServices(options) {
//	  const kennel = new Kennel(options.dir);
//	  return { dir: options.dir, kennel, groomer: new Groomer(kennel) };
//	}
//	// server.js
//	const { kennel, groomer } = createServices({ dir });
//	server.tool("count", "...", {}, async () => { kennel.ensureOpen(); ... });
//
// A method called on a name a const destructures from a call (maybe awaited) of a function of
// the file or of a relative module (at the top of the module or in a block that encloses the
// call) is keyed as the call on that member of a const bound to the call is (`services.kennel
// .ensureOpen()`, returnedinstances.go): "<createServices's key>(ret).kennel.ensureOpen", which
// the factory's module aliases to the method of the class whose instance the member holds
// (returnedFieldAliases: `new X()`, or a const bound to one, in the one object literal the
// factory returns). A factory with several returns, or a member holding anything else, aliases
// nothing: the call names nothing.

// destructuredReturnKeys returns the keys of method m called on a name id that a const
// destructures from a call; nil when the name is no such member (an import, a plain
// declaration, a parameter that shadows it, a nested or computed member).
func (f *file) destructuredReturnKeys(id *sitter.Node, m string) []string {
	name := extract.Content(id, f.Src)
	if _, imported := f.imports[name]; imported || m == "" {
		return nil
	}
	if f.resolve(name, id) != nil {
		return nil // a plain declaration of the name (the index holds no destructured ones)
	}
	if _, p := f.shadowingParam(name, id); p != nil {
		return nil
	}
	var call *sitter.Node
	var member string
	if d := f.destructuredAt(name, id); d != nil { // unknowntool.go
		if !f.isConstDecl(d) {
			return nil
		}
		call, member = f.declaratorCall(d, name) // configtables.go
	} else if d := f.topDestructuring(name); d != nil && f.isConstDecl(d) {
		call, member = f.declaratorCall(d, name)
	}
	if call == nil {
		return nil
	}
	var out []string
	for _, p := range f.callReturnPrefixes(call) {
		out = append(out, p+member+"."+m)
	}
	return out
}
