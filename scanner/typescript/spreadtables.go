package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Handler tables built by spreading the tables of other modules of the root:
//
//	// tools/index.js
//	import { noteHandlers } from "./notes.js";
//	import { deckHandlers } from "./decks.js";
//	export const handlers = { ...noteHandlers, ...deckHandlers, ping: pingHandler };
//	// index.js
//	const result = await handlers[name](args);
//
// A lookup in such a table by a computed key calls an entry of one of the spread tables: the
// spreading table's summary (tableCalls), or the lookup itself when the table is the file's own
// (dispatchKeys), calls each spread table's key, which that table's module summarizes
// (tableCalls again), so what the entries throw and return reaches the dispatcher.

// spreadTableKeys returns, one list per spread, the keys of the tables of other modules of the
// root that an object literal spreads (`...noteHandlers`, imported by name from a relative
// module): the keys tableCalls gives an exported table; and the spreads, in the same order.
// nil for anything else.
func (f *file) spreadTableKeys(obj *sitter.Node) (out [][]string, at []*sitter.Node) {
	obj = unwrap(obj)
	if obj == nil || extract.Type(obj) != "object" {
		return nil, nil
	}
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		e := extract.NamedChild(obj, i)
		if extract.Type(e) != "spread_element" {
			continue
		}
		base, b, ok := f.rootImport(extract.NamedChild(e, 0))
		if !ok || exportByName(b.name) {
			continue // a default import: no exported declaration of the module keys it
		}
		out, at = append(out, moduleKeys(base, b.name)), append(at, e)
	}
	return out, at
}

// spreadTableCalls appends to out, for an object literal that spreads tables of other modules
// (spreadTableKeys), a call of each from s's key and the forwards of what their entries raise
// and return; the marker of each spread table, as of an entry of tableKey's table, forwards to
// tableKey's that a dispatcher answers with the JSON of its entries' values (dispatchjson.go).
func (f *file) spreadTableCalls(out []extract.Call, s *extract.Summary, tableKey string, obj *sitter.Node) []extract.Call {
	kss, at := f.spreadTableKeys(obj)
	for i, keys := range kss {
		out = passOn(out, s, keys, at[i], at[i], nil)
		f.noteTableDispatched(tableKey, keys, at[i])
	}
	return out
}
