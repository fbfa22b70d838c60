package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A function that another file registers as a tool and that returns, as is, what the handler
// it picks from a table returns:
//
//	_HANDLERS = {"read": _read, "write": _write}
//	def notes(action: str, title: str = "") -> str:    # registered in tools/__init__.py
//	    handler = _HANDLERS[action]
//	    if action == "read":
//	        return handler(title=title)                # _read's failures reach the client
//
// dispatch.go makes the handlers of a table of one of the file's own tools tools; for a tool
// of another file, the return stands for them: it is a finding when the function is a tool and
// a handler it may run returns a failure. Under a test of the picked key against a string the
// table holds (if action == "read"), the handler is that entry's alone: the call whose value the
// return hands on as is, so a shared helper's finding behind it names the return instead
// (reachedsoft.go, sharedhelper.go), and tablereturn.go's forwards follow that entry alone.

// tablePending returns the pending finding of a return that hands back what a handler picked
// from a table returns, as is, and the name of the first handler; nil when v is no such call.
func (c *fileCtx) tablePending(v *sitter.Node) (*extract.Pending, string) {
	call := c.asIsCall(v)
	if call == nil {
		return nil, ""
	}
	fn := extract.Field(call, "function")
	d := c.tableOf(fn, 0)
	if d == nil {
		d = c.methodTable(fn)
	}
	if d == nil {
		return nil, ""
	}
	keys := c.pickedHandlers(d, fn, call)
	if len(keys) == 0 {
		return nil, ""
	}
	groups := make([][]string, len(keys))
	for i, k := range keys {
		groups[i] = c.keysOf(k)
	}
	need := extract.SoftFailure
	if c.passesNoDict(v) {
		need = extract.SoftText
	}
	name := keyName(keys[0])
	return &extract.Pending{Keys: groups[0], AnyOf: groups[1:], Need: need, Named: name}, name
}

// pickedHandlers returns the keys of the handlers of table d that the call at, of what fn
// picks from it, may run: the tested entry's alone under a test of the key (testedEntry), else
// every handler's.
func (c *fileCtx) pickedHandlers(d, fn, at *sitter.Node) []string {
	e := c.testedEntry(d, fn, at)
	if e == nil {
		return c.handlerKeys(d, at)
	}
	if k := c.refTarget(e, at); k != "" {
		return []string{k}
	}
	return nil
}

// testedEntry returns the value of the entry of table d that the call at runs when an
// enclosing if or elif of its function tests the key the table is picked by (fn: d[k],
// d.get(k), or a variable bound to one) for equality with a string the table holds (`k ==
// "read"`, `k in ("read",)`); else nil.
func (c *fileCtx) testedEntry(d, fn, at *sitter.Node) *sitter.Node {
	key := c.pickedKey(fn, 0)
	if key == nil || extract.Type(key) != "identifier" {
		return nil
	}
	name := c.text(key)
	for p := c.parent(at); p != nil; p = c.parent(p) {
		var cond *sitter.Node
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition":
			return nil
		case "if_statement", "elif_clause":
			cond = unparen(extract.Field(p, "condition"))
			if body := extract.Field(p, "consequence"); body == nil || extract.StartByte(at) < extract.StartByte(body) || extract.EndByte(at) > extract.EndByte(body) {
				continue // in the test itself, or in an elif or else of an if
			}
		default:
			continue
		}
		w, vals, ok := c.localAccepts(cond) // lowenum.go
		if !ok || w != name || len(vals) != 1 {
			continue
		}
		s := vals[0]
		for _, pr := range namedChildren(d) {
			if extract.Type(pr) != "pair" {
				continue
			}
			if k, ok := c.plainString(extract.Field(pr, "key")); ok && k == s {
				return unparen(extract.Field(pr, "value"))
			}
		}
		return nil
	}
	return nil
}

// pickedKey returns the key expression an expression picks a table's value by (d[k],
// d.get(k), directly or through a variable assigned one); nil otherwise.
func (c *fileCtx) pickedKey(fn *sitter.Node, depth int) *sitter.Node {
	fn = unparen(fn)
	if fn == nil || depth > 2 {
		return nil
	}
	switch extract.Type(fn) {
	case "subscript":
		return unparen(extract.Field(fn, "subscript"))
	case "call":
		if pos := c.positional(fn); len(pos) > 0 {
			return unparen(pos[0])
		}
	case "identifier":
		return c.pickedKey(c.valueOf(fn), depth+1)
	}
	return nil
}
