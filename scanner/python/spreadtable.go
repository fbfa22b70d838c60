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
// (importedTableDispatch): every handler of each is a tool.

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
	return keys
}

// importedDotted returns the dotted name an identifier or a module attribute (`mod.TABLE`) of
// an imported name stands for; "" for anything else.
func (c *fileCtx) importedDotted(v *sitter.Node) string {
	v = unparen(v)
	switch extract.Type(v) {
	case "identifier":
		return c.names[c.text(v)]
	case "attribute":
		obj := unparen(extract.Field(v, "object"))
		if obj == nil || extract.Type(obj) != "identifier" {
			return ""
		}
		if q, ok := c.names[c.text(obj)]; ok {
			return q + "." + c.text(extract.Field(v, "attribute"))
		}
	}
	return ""
}
