package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	sitter "github.com/smacker/go-tree-sitter"
)

// fastmcp tool objects that another module of the root exports:
//
//	// tools/upload.ts
//	export const uploadFile = { name: "upload-file", parameters, execute: async (args) => {
//	  if (!fs.existsSync(args.path)) throw new Error("File not found");
//	} };
//	// server.ts
//	import { uploadFile } from "./tools/upload.js";
//	server.addTool(uploadFile);
//
// The object's module registers its execute as a tool table entry's handler, keyed by name
// "<module>#uploadFile.execute" (entryObjectName); the addTool call here, which cannot read the
// object, makes that key a fastmcp tool's handler (noteForeign's foreign registration), so
// what it throws is an isError result as for an object written in the call. A tool object
// built at run time (`for (const tool of await loadTools()) server.addTool(tool)`) names no
// module and registers nothing.

// importedFastMCPTool records an addTool argument that names a tool object imported from a
// relative module: by name (`uploadFile`), as the module's default export, or as a member of the
// whole module (`tools.uploadFile` with `import * as tools`).
func (f *file) importedFastMCPTool(call, arg *sitter.Node) {
	keys := f.importedToolObjectKeys(unwrap(arg), "execute")
	if f.Context == finding.Test {
		return
	}
	if len(keys) == 0 {
		for _, ks := range f.iteratedToolObjectKeys(arg) { // `for (const tool of tools) server.addTool(tool)` (iteratedtools.go)
			f.foreign = append(f.foreign, foreignTool{keys: ks, tool: "[" + clip(extract.Content(unwrap(arg), f.Src)) + "]",
				name: extract.Content(unwrap(arg), f.Src) + "." + "execute", at: call, kind: highLevel})
		}
		return
	}
	f.foreign = append(f.foreign, foreignTool{keys: keys, tool: "[" + clip(extract.Content(unwrap(arg), f.Src)) + "]",
		name: extract.Content(unwrap(arg), f.Src) + "." + "execute", at: call, kind: highLevel})
}

// importedToolObjectKeys returns the keys by name of the member of an object imported from a
// relative module (entryObjectName's): "<base>#<object>.<member>" for a named import or a
// namespace's member, "<base>#<member>" for the default export; nil for anything else.
func (f *file) importedToolObjectKeys(arg *sitter.Node, member string) []string {
	if arg == nil {
		return nil
	}
	ns, name := f.importRef(arg)
	if ns == nil {
		return nil
	}
	b, ok := f.imports[extract.Content(ns, f.Src)]
	if !ok {
		return nil
	}
	base, rel := f.relativeModule(b.module)
	if !rel {
		return nil
	}
	switch {
	case name != "" && b.name == "*":
		return moduleKeys(base, name+"."+member)
	case name != "":
		return nil // a member of an imported object: not an object the module exports by name
	case b.name == "default":
		return moduleKeys(base, member)
	case b.name == "*" || b.name == "":
		return nil
	}
	return moduleKeys(base, b.name+"."+member)
}

// importRef splits what may name an import: an identifier (`uploadFile`, itself the import) or a
// member of one (`tools.uploadFile`: the identifier tools and the member "uploadFile"); a nil
// identifier for anything else.
func (f *file) importRef(n *sitter.Node) (*sitter.Node, string) {
	switch extract.Type(n) {
	case "identifier":
		return n, ""
	case "member_expression":
		obj, prop := f.memberParts(n)
		if obj = unwrap(obj); obj != nil && extract.Type(obj) == "identifier" && prop != "" {
			return obj, prop
		}
	}
	return nil, ""
}
