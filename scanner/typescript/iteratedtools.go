package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// fastmcp tool objects registered from an iteration over a list of them:
//
//	// tools/cart.js
//	const cart_open = { name: "cart_open", parameters, execute: async ({ url }) => {...} };
//	export const tools = [cart_open, cart_close];
//	// server.js
//	import { tools as cart_tools } from "./tools/cart.js";
//	for (const tool of cart_tools) server.addTool(tool);
//
// addTool's argument is the element of the iteration (tableloops.go's elementTables: a for..of,
// forEach or map over the list, a spread of lists), so each entry's execute is a tool's handler,
// as for an object written in the call: the entries of a list of the file by their keys, those of
// a list of another module through "<module>#<list>.execute", which that module's summary of the
// list passes on to each entry's execute (memberTableCalls).

// iteratedToolObjectKeys returns the keys of the execute members of the entries of the tables an
// addTool argument is the element of, one list per entry (or per table of another module); nil
// when the argument is no such element.
func (f *file) iteratedToolObjectKeys(arg *sitter.Node) [][]string {
	id := unwrap(arg)
	if id == nil || extract.Type(id) != "identifier" {
		return nil
	}
	if _, imported := f.imports[extract.Content(id, f.Src)]; imported {
		return nil
	}
	var out [][]string
	for _, table := range f.elementTables(id, 0) {
		out = append(out, f.tableMemberKeys(table, "execute")...)
	}
	return out
}
