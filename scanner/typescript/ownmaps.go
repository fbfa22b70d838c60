package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Methods of a Map or Set the module made itself, which are no library call that may throw
// (isQuietCall): `entries.get(name)` where `const entries = new Map<string, Entry>()`. The
// methods below read or write the collection's own slots and throw nothing on a Map or Set,
// whatever key or value they are given; a const bound to `new Map(...)` or `new Set(...)` is one
// on every path. So a registry's lookup (`const entry = entries.get(name)`) is not where a
// dispatcher raises, and a rethrow that only it and an unknown tool reach has nothing to name.

// collectionMethods are the Map and Set methods that throw nothing of their own (not forEach,
// whose callback may).
var collectionMethods = map[string]bool{"get": true, "has": true, "set": true, "add": true, "delete": true,
	"clear": true, "keys": true, "values": true, "entries": true}

// ownMapMethod reports whether a call is a collectionMethods method of a const of the file bound
// to `new Map(...)` or `new Set(...)`.
func (f *file) ownMapMethod(callee *sitter.Node) bool {
	if callee == nil || extract.Type(callee) != "member_expression" || !collectionMethods[text(extract.Field(callee, "property"), f.Src)] {
		return false
	}
	recv := unwrap(extract.Field(callee, "object"))
	if recv == nil || extract.Type(recv) != "identifier" {
		return false
	}
	name := extract.Content(recv, f.Src)
	if _, imported := f.imports[name]; imported {
		return false
	}
	d := f.resolve(name, recv)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) || text(extract.Field(d, "name"), f.Src) != name {
		return false
	}
	return isCollectionConstruction(unwrap(extract.Field(d, "value")), f.Src)
}

// isCollectionConstruction reports whether v is `new Map(...)` or `new Set(...)`, type arguments
// or not.
func isCollectionConstruction(v *sitter.Node, src []byte) bool {
	if v == nil || extract.Type(v) != "new_expression" {
		return false
	}
	switch text(extract.Field(v, "constructor"), src) {
	case "Map", "Set":
		return true
	}
	return false
}
