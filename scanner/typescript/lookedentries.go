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

// lookedEntry is a member of a local table of handlers: its function, and the tool name its key
// gives ("get_item", or "[TOOL_NAMES.GET]" for a computed key; "" when it gives none).
type lookedEntry struct {
	fn   *sitter.Node
	name string
}

// localLookupEntries returns the functions that a registration's handler, a lookup by key in a
// const object literal of the file (or a const bound to such a lookup), may be; nil otherwise.
func (f *file) localLookupEntries(handler *sitter.Node) []lookedEntry {
	h := unwrap(handler)
	if h != nil && extract.Type(h) == "identifier" {
		h = unwrap(f.constValue(h))
	}
	obj := f.lookupTable(h)
	if obj == nil || extract.NamedChildCount(obj) == 0 {
		return nil
	}
	if key, ok := stringValue(unwrap(extract.Field(h, "index")), f.Src); ok {
		if v := f.memberValue(obj, key); v != nil && f.parents.isFunction(unwrap(v)) {
			return []lookedEntry{{fn: unwrap(v), name: key}}
		}
		return nil
	}
	var out []lookedEntry
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		c := extract.NamedChild(obj, i)
		var v, key *sitter.Node
		switch extract.Type(c) {
		case "pair":
			v, key = unwrap(extract.Field(c, "value")), extract.Field(c, "key")
		case "method_definition":
			v, key = c, extract.Field(c, "name")
		case "comment":
			continue
		}
		if v == nil || !f.parents.isFunction(v) {
			return nil
		}
		out = append(out, lookedEntry{fn: v, name: f.entryName(key)})
	}
	return out
}

// lookupTable returns the object literal that a lookup `table[key]` (sub) reads, when table
// names a const of the file (not an import) bound to one; nil otherwise.
func (f *file) lookupTable(sub *sitter.Node) *sitter.Node {
	if sub == nil || extract.Type(sub) != "subscript_expression" {
		return nil
	}
	table := unwrap(extract.Field(sub, "object"))
	if table == nil || extract.Type(table) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(table, f.Src)]; imported {
		return nil
	}
	obj := unwrap(f.constValue(table))
	if obj == nil || extract.Type(obj) != "object" {
		return nil
	}
	return obj
}

// entryName returns the tool name a table member's key gives: its name, or for a computed key
// the expression in brackets, as fastmcpToolName spells a name known at run time.
func (f *file) entryName(key *sitter.Node) string {
	if key == nil {
		return ""
	}
	if extract.Type(key) == "computed_property_name" {
		if e := extract.NamedChild(key, 0); e != nil {
			if s, ok := stringValue(unwrap(e), f.Src); ok {
				return s
			}
			return "[" + clip(extract.Content(e, f.Src)) + "]"
		}
		return ""
	}
	return propertyName(key, f.Src)
}
