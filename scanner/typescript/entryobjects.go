package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Tool objects that a module exports on their own and a registration calls:
//
//	// tools/removeItem.ts
//	export const removeItem = { name: "remove-item", schema, execute: async (input) => { ... } };
//	// index.ts
//	server.tool("remove-item", shape, async (args) => {
//	  const result = await removeItem.execute(args);
//	  return { content: [{ type: "text", text: JSON.stringify(result) }] };
//	});
//
// The object reads like a tool table's entry (a name, a schema, a handler member), so its handler
// is registered as one (tables.go) and keyed by its place (keyOfFunction): a loop that hands the
// module's entries to the SDK reaches it through the table. A call on the object imported from
// its module names the member by its name alone (receiverKeys: "<module>#execute"), as for any
// object literal's member, which the place key never matched: what the handler throws and
// returns reached no tool. The member's name alone names the handler as well
// (entryObjectName, noted in f.byName as a class's method's is), so the call reaches it as it
// reaches a method of an object or class of the module.

// entryObjectName returns the key by name of a tool table entry's handler fn, keyed by its
// place, when the entry is an object a module may export and another call a member of:
// "<module>#<object>.<member>" for the value of a top-level variable or of `exports.<object>`,
// as a call on the object imported by its name keys it (receiverKeys), so that each of a
// module's objects keeps its own; "<module>#<member>" for `export default` and
// `module.exports`, the module's one such object, which an import names by no name of its own.
// "" otherwise: an entry of a table literal, or an object handed to a call (fastmcp's
// addTool), which no other module names.
func (f *file) entryObjectName(fn *sitter.Node, r *registration) string {
	if r.kind != regTable {
		return ""
	}
	if r.via != nil && extract.Type(r.via) == "call_expression" {
		// a tool object a function of the root builds (builttools.go): its execute
		if d := f.parent(unwrapUp(f, r.via)); d != nil && extract.Type(d) == "variable_declarator" {
			if name := f.topLevelName(d); name != "" {
				return f.modPath + "#" + name + ".execute"
			}
		}
		return ""
	}
	if f.namedKind(fn) != byMember {
		return ""
	}
	member := f.functionName(fn)
	obj := f.parent(fn) // a method_definition's object
	if extract.Type(fn) != "method_definition" {
		pair := f.parent(unwrapUp(f, fn))
		if pair == nil || extract.Type(pair) != "pair" {
			return ""
		}
		obj = f.parent(pair)
	}
	if member == "" || obj == nil || extract.Type(obj) != "object" || !same(obj, r.via) {
		return ""
	}
	holder := f.parent(unwrapUp(f, obj))
	if holder == nil {
		return ""
	}
	switch extract.Type(holder) {
	case "variable_declarator":
		name := f.topLevelName(holder)
		if name == "" {
			return ""
		}
		return f.modPath + "#" + name + "." + member
	case "export_statement":
		return f.modPath + "#" + member
	case "assignment_expression":
		l := extract.Field(holder, "left")
		if l == nil || extract.Type(l) != "member_expression" {
			return ""
		}
		switch o, p := text(extract.Field(l, "object"), f.Src), text(extract.Field(l, "property"), f.Src); {
		case o == "module" && p == "exports":
			return f.modPath + "#" + member
		case o == "exports" || o == "module.exports":
			return f.modPath + "#" + p + "." + member
		}
	}
	return ""
}

// unwrapUp returns the outermost of the parenthesized, as and satisfies expressions around n (n
// itself when there is none): the node whose parent holds n's value.
func unwrapUp(f *file, n *sitter.Node) *sitter.Node {
	for p := f.parent(n); p != nil && (extract.Type(p) == "parenthesized_expression" || extract.Type(p) == "as_expression" || extract.Type(p) == "satisfies_expression"); p = f.parent(p) {
		n = p
	}
	return n
}

// importedObjectKeys returns the keys of a method called on an object imported from a relative
// module (base): the method's by its name alone, and for an object imported by the name its
// module exports it under, the "<base>#<object>.<m>" of a tool object's handler there
// (entryObjectName).
func importedObjectKeys(base string, b importBinding, method string) []string {
	keys := moduleKeys(base, method)
	if exportByName(b.name) {
		return keys
	}
	return append(keys, moduleKeys(base, b.name+"."+method)...)
}

// localObjectKeys returns the keys of a method called on an object literal of the file that
// declares it (`api.get()` with `const api = { get() {...} }`): the method's by its name alone,
// and "<module>#<object>.<m>", a tool object's handler's (entryObjectName).
func (f *file) localObjectKeys(obj *sitter.Node, method string) []string {
	return []string{f.modPath + "#" + method, f.modPath + "#" + extract.Content(obj, f.Src) + "." + method}
}

// namespacedObjectKeys returns the keys of a method called on a member of an object imported
// from a relative module (base): the method's by its name alone, and for a member of a whole
// module (`tools.createItem.execute()` with `import * as tools`), the "<base>#<object>.<m>" of a
// tool object's handler there (entryObjectName).
//
// For an entry of a table imported by its name (`tableTools.describe.handler(args)` with
// `export const tableTools = { describe: { handler } }`), the "<base>#<table>.<entry>.<m>" that
// the entry's handler is named by too (tablePathName).
func (f *file) namespacedObjectKeys(base string, b importBinding, recv *sitter.Node, method string) []string {
	keys := moduleKeys(base, method)
	if recv == nil || extract.Type(recv) != "member_expression" {
		return keys
	}
	ns, member := f.memberParts(recv)
	if ns = unwrap(ns); ns == nil || extract.Type(ns) != "identifier" || member == "" {
		return keys
	}
	if !exportByName(b.name) {
		return append(keys, moduleKeys(base, b.name+"."+member+"."+method)...)
	}
	if b.name != "*" {
		return keys
	}
	return append(keys, moduleKeys(base, member+"."+method)...)
}

// tablePathName returns the name by path of a table entry's handler fn (entryOf) when the table
// is an object literal that a top-level variable holds under a key of its own: "<module>#<table>
// .<entry>.<member>" of `export const tableTools = { describe: { handler: async () => ... } }`,
// as another module's call of `tableTools.describe.handler(args)` names it
// (namespacedObjectKeys); "" otherwise.
func (f *file) tablePathName(fn *sitter.Node) string {
	member, entry := f.entryOf(fn)
	label := f.entryLabel(fn)
	if entry == nil || label == "" || member == "" {
		return ""
	}
	pair := f.parent(unwrapUp(f, entry))
	table := f.parent(pair)
	if table == nil || extract.Type(table) != "object" {
		return ""
	}
	holder := f.parent(unwrapUp(f, table))
	if holder == nil || extract.Type(holder) != "variable_declarator" {
		return ""
	}
	name := f.topLevelName(holder)
	if name == "" {
		return ""
	}
	return f.modPath + "#" + name + "." + label + "." + member
}

// topLevelName returns the name a variable declarator binds at the top level of the module
// (`const tools = ...`, `export const tools = ...`), "" for a declarator elsewhere or of a
// pattern.
func (f *file) topLevelName(declarator *sitter.Node) string {
	name := extract.Field(declarator, "name")
	d := f.parent(declarator)
	if name == nil || extract.Type(name) != "identifier" || d == nil {
		return ""
	}
	if p := f.parent(d); p == nil || (extract.Type(p) != "program" && extract.Type(p) != "export_statement") {
		return ""
	}
	return extract.Content(name, f.Src)
}
