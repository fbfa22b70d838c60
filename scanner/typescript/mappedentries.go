package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Tool lists built by mapping another list to entries with a handler of their own, and fetched by
// another module from the function that builds them:
//
//	// handlers/index.ts
//	export async function getTools(config) {
//	  const tools = [...userTools.map((tool) => ({ ...tool, handler: async (args) => {
//	    const client = await getClient(config);           // what it throws reaches the tool
//	    ...
//	  } }))];
//	  return tools;
//	}
//	// index.ts
//	const tools = await getTools(config);
//	tools.forEach((tool) => server.tool(tool.name, tool.description, tool.parameter, tool.handler));
//
// The object a map callback's arrow returns is an entry of the list its spread fills
// (mappedEntry): the exporting module's summary of the list, "<module>#getTools.<member>",
// calls its handler (memberTableCalls), keyed by its place like any entry's (entryOf). A name
// bound to a call of a function another module of the root exports is that function's table
// (fetchedTableKeys).

// mappingMethods are the array methods whose callback's value is each element of the list they
// return.
var mappingMethods = map[string]bool{"map": true, "flatMap": true}

// mappedEntry returns the entry object each element of a mapped list is, for a call
// `L.map((x) => ({ ..., handler }))` whose callback is an arrow with an object body holding a
// handler member; nil otherwise.
func (f *file) mappedEntry(call *sitter.Node) *sitter.Node {
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	cb := unwrap(argument(extract.Field(call, "arguments"), 0))
	if cb == nil || extract.Type(cb) != "arrow_function" {
		return nil
	}
	return f.mappedEntryOf(cb) // tests the call's method
}

// mappedEntryOf returns the object an arrow function's expression body is, when the arrow is the
// callback of a map or flatMap call and the object holds a handler member; nil otherwise.
func (f *file) mappedEntryOf(cb *sitter.Node) *sitter.Node {
	obj := unwrap(extract.Field(cb, "body"))
	if obj == nil || extract.Type(obj) != "object" || !f.holdsHandler(obj) {
		return nil
	}
	args := f.parent(cb)
	if args == nil || extract.Type(args) != "arguments" || argumentIndex(args, cb) != 0 {
		return nil
	}
	callee := unwrap(extract.Field(f.parent(args), "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	if _, m := f.memberParts(callee); !mappingMethods[m] {
		return nil
	}
	return obj
}

// fetchedTableKeys returns the key of a member of each entry of a table a name is bound to, when
// the name is a const bound to a call (awaited or not) of a function another module of the root
// exports by name: "<module>#fn.<member>", which that module's summary of the list the function
// returns passes on (memberTableCalls); nil otherwise.
func (f *file) fetchedTableKeys(table *sitter.Node, member string) []string {
	if table == nil || extract.Type(table) != "identifier" {
		return nil
	}
	d := f.resolve(extract.Content(table, f.Src), table)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil
	}
	v := unwrap(extract.Field(d, "value"))
	if v == nil || extract.Type(v) != "call_expression" {
		return nil
	}
	base, b, ok := f.rootImport(extract.Field(v, "function"))
	if !ok || exportByName(b.name) {
		return nil
	}
	f.notePickedArgs(v, base, b.name, member) // `filterTools(allTools, opts)` (tablefilters.go)
	return moduleKeys(base, b.name+"."+member)
}
