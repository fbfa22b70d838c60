package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Services taken out of a typed object by a destructuring const:
//
//	export interface SyncOptions { index: SearchIndex | null; store: Cache }
//	export async function syncIndex(options: SyncOptions) {
//	  const { index, store } = options;
//	  await index.ensure();          // SearchIndex.ensure: each class implementing it
//	}
//
// A method called on a name a const destructures from a variable or parameter of the file whose
// declared type is an interface or object type (`options: SyncOptions`) is keyed as a call on
// that member of the object is (`options.index.ensure()`: memberOwnerType), through the member's
// annotation.

// destructuredLocalType returns the declared type of the object a const destructures a name
// from (`const { index } = options` with `options: SyncOptions`) and the member it takes, when
// the name is taken straight from one member; nil otherwise.
func (f *file) destructuredLocalType(id *sitter.Node) (*sitter.Node, string) {
	name := extract.Content(id, f.Src)
	if f.resolve(name, id) != nil {
		return nil, "" // a plain declaration of the name (the index holds no destructured ones)
	}
	if _, p := f.shadowingParam(name, id); p != nil {
		return nil, ""
	}
	d := f.destructuredAt(name, id) // unknowntool.go
	if d == nil {
		return nil, ""
	}
	pat := extract.Field(d, "name")
	if pat == nil || extract.Type(pat) != "object_pattern" {
		return nil, ""
	}
	src := unwrap(extract.Field(d, "value"))
	if src == nil || extract.Type(src) != "identifier" {
		return nil, ""
	}
	if _, imported := f.imports[extract.Content(src, f.Src)]; imported {
		return nil, ""
	}
	path, ok := patternPath(pat, name, f.Src)
	if !ok || len(path) != 1 || path[0].member == "" {
		return nil, ""
	}
	t := f.classOfVariable(src)
	if t == nil || extract.Type(t) != "type_identifier" {
		return nil, ""
	}
	return t, path[0].member
}
