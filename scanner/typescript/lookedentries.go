package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool's handler looked up in a local object of functions by a computed key:
//
//	const handlerMap = {
//	  [TOOL_NAMES.LIST]: (args) => handlers.items.list(args),
//	  [TOOL_NAMES.GET]: (args) => handlers.items.get(args),
//	};
//	return { name: def.name, parameters: schema, execute: handlerMap[def.name] };
//
// The registered function is one of the object's members, each in turn: every member is the
// tool's handler, as if written at the registration, for every rule (its throws reach the SDK,
// its returns are the tool's results). The object is a const of the file bound to an object
// literal whose every member is a function written there; a key known when read
// (`handlerMap["get"]`) picks its member only. A table of another module, or one holding
// anything else, is left to the lookups of lookedhandlers.go.

// localLookupEntries returns the functions that a registration's handler, a lookup by key in a
// const object literal of the file (or a const bound to such a lookup), may be; nil otherwise.
func (f *file) localLookupEntries(handler *sitter.Node) []*sitter.Node {
	h := unwrap(handler)
	if h != nil && extract.Type(h) == "identifier" {
		d := f.resolve(extract.Content(h, f.Src), h)
		if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
			return nil
		}
		h = unwrap(extract.Field(d, "value"))
	}
	if h == nil || extract.Type(h) != "subscript_expression" {
		return nil
	}
	table := unwrap(extract.Field(h, "object"))
	if table == nil || extract.Type(table) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(table, f.Src)]; imported {
		return nil
	}
	d := f.resolve(extract.Content(table, f.Src), table)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil
	}
	obj := unwrap(extract.Field(d, "value"))
	if obj == nil || extract.Type(obj) != "object" || extract.NamedChildCount(obj) == 0 {
		return nil
	}
	if key, ok := stringValue(unwrap(extract.Field(h, "index")), f.Src); ok {
		if v := f.memberValue(obj, key); v != nil && f.parents.isFunction(unwrap(v)) {
			return []*sitter.Node{unwrap(v)}
		}
		return nil
	}
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		c := extract.NamedChild(obj, i)
		var v *sitter.Node
		switch extract.Type(c) {
		case "pair":
			v = unwrap(extract.Field(c, "value"))
		case "method_definition":
			v = c
		case "comment":
			continue
		}
		if v == nil || !f.parents.isFunction(v) {
			return nil
		}
		out = append(out, v)
	}
	return out
}
