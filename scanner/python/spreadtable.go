package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Dispatch tables spread into one. A low-level call_tool handler picks its handler from a
// dictionary that merges the tables of several handlers modules:
//
//	from pkg import handlers_serial, handlers_spec
//	handlers = {**handlers_serial.HANDLERS, **handlers_spec.HANDLERS}
//	handler = handlers.get(name)
//	result = await handler(state, arguments)
//
// Each spread table is the table of its module, as one imported by name is
// (importedTableDispatch): every handler of each is a tool. So is each handler of a table that
// a function of another module builds and the dictionary's scope merges into it:
//
//	handlers.update(handlers_admin.make_handlers(manager))
//
// with `def make_handlers(manager): ... return {"admin.reload": handle_reload, ...}` of nested
// handlers: that module aliases "<module>.make_handlers()[]" to them (builtTableAliases).

// spreadTableKeys returns the keys of the module tables (importedTableKey) that the dictionary
// literal bound to table (in its function, the module, or a function around its function) spreads, as a module attribute (`**mod.TABLE`) of a module imported
// from the root or as a name imported by name (`**TABLE`); none when it spreads none.
func (c *fileCtx) spreadTableKeys(table *sitter.Node) []string {
	d := c.dictOf(table)
	if d == nil {
		// A dictionary the function around the dispatcher builds (a call_tool handler
		// defined in build_server()).
		if v := c.closureValue(table); v != nil && extract.Type(v) == "dictionary" {
			d = v
		}
	}
	if d == nil {
		return nil
	}
	var keys []string
	for _, ch := range namedChildren(d) {
		if extract.Type(ch) != "dictionary_splat" || extract.NamedChildCount(ch) == 0 {
			continue
		}
		if k := c.importedTableKey(c.importedDotted(extract.NamedChild(ch, 0))); k != "" {
			keys = append(keys, k)
		}
	}
	return append(keys, c.updatedTableKeys(table, d)...)
}

// updatedTableKeys returns the keys of the tables that functions of other modules of the root
// build (builtTableAliases) and that the scope binding the dictionary d to table's name merges
// into it: `handlers.update(plugin_handlers.make_handlers(manager))`.
func (c *fileCtx) updatedTableKeys(table, d *sitter.Node) []string {
	scope := c.enclosingDef(d)
	var calls []*sitter.Node
	if scope == nil {
		calls = c.index().calls[moduleScope]
	} else {
		calls = c.index().calls[c.keyOf(scope)]
	}
	var keys []string
	for _, call := range calls {
		fn := extract.Field(call, "function")
		if extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "update" || string(c.bytesOf(extract.Field(fn, "object"))) != string(c.bytesOf(table)) {
			continue
		}
		pos := c.positional(call)
		if len(pos) != 1 {
			continue
		}
		if built := awaitedCall(unparen(pos[0])); built != nil {
			if q := c.importedDotted(extract.Field(built, "function")); q != "" {
				if k := c.importedTableKey(q + builtMark); k != "" {
					keys = append(keys, k)
				}
			}
		}
	}
	return keys
}

// builtMark ends the name of a function whose returned dictionary is a dispatch table.
const builtMark = "()"

// builtTableAliases returns, for each module-level function of the file whose every return is
// a dictionary literal of at least minTable values naming functions (its nested handlers,
// closures over its parameters), the aliases from the key of the table it builds
// ("<module>.<function>()[]") to those functions.
func (c *fileCtx) builtTableAliases() []extract.Alias {
	var out []extract.Alias
	for _, st := range namedChildren(c.root) {
		def := st
		if extract.Type(def) == "decorated_definition" {
			def = extract.Field(def, "definition")
		}
		if extract.Type(def) != "function_definition" {
			continue
		}
		rs := c.returnValues(def)
		if len(rs) == 0 {
			continue
		}
		var fns []*sitter.Node
		for _, r := range rs {
			d := c.dictOf(r)
			if d == nil {
				fns = nil
				break
			}
			fns = append(fns, c.tableFunctions(d)...)
		}
		if len(fns) < minTable {
			continue
		}
		from := c.xkey(c.modID, c.text(extract.Field(def, "name"))+builtMark+tableSuffix)
		for _, fn := range fns {
			for _, to := range c.keysOf(c.refTarget(fn, fn)) {
				out = append(out, extract.Alias{From: from, To: to})
			}
		}
	}
	return out
}

// importedDotted returns the dotted name an identifier or a module attribute (`mod.TABLE`) of
// an imported name stands for; "" for anything else.
func (c *fileCtx) importedDotted(v *sitter.Node) string {
	v = unparen(v)
	switch extract.Type(v) {
	case "identifier":
		return c.names[string(c.bytesOf(v))]
	case "attribute":
		obj := unparen(extract.Field(v, "object"))
		if obj == nil || extract.Type(obj) != "identifier" {
			return ""
		}
		if q, ok := c.names[string(c.bytesOf(obj))]; ok {
			return q + "." + c.text(extract.Field(v, "attribute"))
		}
	}
	return ""
}
