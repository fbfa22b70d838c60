package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// A raise under a miss of a parameter in a module's constant table, which runs only for a value
// none of its keys (extract.ArgTest.NotIn, as paramconst.go):
//
//	_TEXTS = {"claim": "...", "done": "..."}      # bound once, at the top level, never mutated
//
//	def text(key):
//	    try:
//	        return _TEXTS[key]
//	    except KeyError:
//	        raise KeyError(f"no text for {key!r}") from None     # dead: every call passes a key
//
// The same for `if key not in _TEXTS: raise ...` and the else of `if key in _TEXTS:`. The
// table is a dict literal whose keys are plain string literals, or a set, list, tuple or
// frozenset of them, bound to a constant-spelled name (`_TEXTS`, `ALLOWED`) by one statement of
// the module's body; every other mention of the name in its file only reads it (a lookup, a
// membership test, .get/.keys/.values/.items, iteration, len/sorted and the like). Another
// module may still mutate it through an import: the constant's spelling says it must not, as
// for the string constants of constshapes.go.

// maxTableKeys bounds the keys a test records.
const maxTableKeys = 200

// tableKeys returns the keys (or members) of the module's constant table that n names where
// def reads it, and false when n is no such table.
func (c *fileCtx) tableKeys(n, def *sitter.Node) ([]string, bool) {
	n = unparen(n)
	if n == nil || def == nil || extract.Type(n) != "identifier" {
		return nil, false
	}
	name := c.text(n)
	if !isConstName(strings.TrimLeft(name, "_")) || len(c.assignmentsOf(def, name)) > 0 || c.isParamOf(def, name) {
		return nil, false
	}
	a := c.moduleConstBinding(name)
	if a == nil || c.moduleBinds(name) != 1 {
		return nil, false
	}
	if left := extract.Field(a, "left"); left == nil || extract.Type(left) != "identifier" {
		return nil, false
	}
	keys, ok := c.tableLiteral(unparen(assignedValue(a)))
	if !ok || len(keys) == 0 || len(keys) > maxTableKeys || !c.onlyRead(name, a) {
		return nil, false
	}
	return keys, true
}

// tableLiteral reads a dict literal with plain string keys, or a set, list or tuple of plain
// strings, perhaps in frozenset(...): its keys.
func (c *fileCtx) tableLiteral(v *sitter.Node) ([]string, bool) {
	if v == nil {
		return nil, false
	}
	switch extract.Type(v) {
	case "dictionary":
		var out []string
		for _, p := range namedChildren(v) {
			switch extract.Type(p) {
			case "comment":
				continue
			case "pair":
				s, ok := c.constString(unparen(extract.Field(p, "key")))
				if !ok {
					return nil, false
				}
				out = append(out, s)
			default:
				return nil, false // **splat
			}
		}
		return out, true
	case "call":
		args := extract.Field(v, "arguments")
		if string(c.bytesOf(extract.Field(v, "function"))) != "frozenset" || args == nil || extract.NamedChildCount(args) != 1 {
			return nil, false
		}
		if _, shadowed := c.names["frozenset"]; shadowed || c.defs["frozenset"] != nil {
			return nil, false
		}
		return c.literalStrings(extract.NamedChild(args, 0))
	}
	return c.literalStrings(v)
}

// readingCalls are the builtins and methods a table may be handed to without changing it.
var readingCalls = map[string]bool{
	"len": true, "sorted": true, "list": true, "tuple": true, "set": true, "frozenset": true,
	"dict": true, "iter": true, "enumerate": true, "any": true, "all": true, "repr": true,
	"str": true, "join": true, "print": true,
}

// readingMethods are the methods of a dict, set, list or tuple that leave it as it is.
var readingMethods = map[string]bool{
	"get": true, "keys": true, "values": true, "items": true, "copy": true, "__contains__": true,
	"__getitem__": true, "count": true, "index": true, "issubset": true, "issuperset": true,
	"isdisjoint": true, "union": true, "intersection": true, "difference": true,
}

// onlyRead reports whether every mention of the module-level name in the file but its binding
// (the name's one assignment in the module) reads the table without changing it or handing it
// to code that might; computed once per name.
func (c *fileCtx) onlyRead(name string, binding *sitter.Node) bool {
	return memo(&c.readOnly, name, func() bool { return c.onlyReadWalk(name, binding) })
}

func (c *fileCtx) onlyReadWalk(name string, binding *sitter.Node) bool {
	left := extract.Field(binding, "left")
	ok := true
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if !ok {
			return
		}
		if extract.Type(n) == "identifier" && string(c.bytesOf(n)) == name && !nodeIs(n, left) && !c.readsTable(n) {
			ok = false
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			walk(extract.NamedChild(n, i))
		}
	}
	walk(c.root)
	return ok
}

// readsTable reports whether a mention of a table only reads it.
func (c *fileCtx) readsTable(id *sitter.Node) bool {
	p := extract.Parent(id)
	if p == nil {
		return false
	}
	switch extract.Type(p) {
	case "subscript":
		return nodeIs(extract.Field(p, "value"), id) && !isTarget(p)
	case "attribute":
		if !nodeIs(extract.Field(p, "object"), id) {
			return true // x.NAME: another object's attribute
		}
		call := extract.Parent(p)
		return readingMethods[string(c.bytesOf(extract.Field(p, "attribute")))] && call != nil && extract.Type(call) == "call" && nodeIs(extract.Field(call, "function"), p)
	case "comparison_operator":
		return true
	case "for_statement", "for_in_clause":
		return nodeIs(extract.Field(p, "right"), id)
	case "keyword_argument":
		return nodeIs(extract.Field(p, "name"), id) // f(NAME=...) names a parameter
	case "argument_list":
		call := extract.Parent(p)
		if call == nil || extract.Type(call) != "call" {
			return false
		}
		fn := extract.Field(call, "function")
		switch extract.Type(fn) {
		case "identifier":
			_, shadowed := c.names[string(c.bytesOf(fn))]
			return readingCalls[string(c.bytesOf(fn))] && !shadowed && c.defs[string(c.bytesOf(fn))] == nil
		case "attribute":
			return string(c.bytesOf(extract.Field(fn, "attribute"))) == "join" && extract.Type(extract.Field(fn, "object")) == "string"
		}
	}
	return false
}

// isTarget reports whether n is (part of) what an assignment, a for, a with or a del binds.
func isTarget(n *sitter.Node) bool {
	child := n
	for p := extract.Parent(n); p != nil; child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "expression_list", "parenthesized_expression", "list_splat_pattern":
			continue
		case "assignment", "augmented_assignment", "for_statement", "for_in_clause":
			return nodeIs(extract.Field(p, "left"), child)
		case "delete_statement", "as_pattern_target", "named_expression":
			return true
		}
		return false
	}
	return false
}

// memberStrings returns the strings of a tuple, list or set literal of plain strings, or the
// keys of a module's constant table that def reads (tableKeys).
func (c *fileCtx) memberStrings(r, def *sitter.Node) ([]string, bool) {
	if out, ok := c.literalStrings(r); ok {
		return out, true
	}
	return c.tableKeys(r, def)
}

var keyMissHeader = lazyre.New(`^except\s*\(?\s*(?:KeyError|LookupError)(?:\s*,\s*(?:KeyError|LookupError))*\s*,?\s*\)?(?:\s+as\s+[A-Za-z_][A-Za-z0-9_]*)?$`)

// keyMissRunsIf returns the NotIn test under which a raise in an except clause of KeyError (or
// LookupError) of def runs when its try does nothing but look a parameter up in a module's
// constant table (`row = _TEXTS[key]`, `return _TEXTS[key]`): the clause runs only for a value
// none of the table's keys.
func (c *fileCtx) keyMissRunsIf(clause, def *sitter.Node) ([]extract.ArgTest, bool) {
	if !keyMissHeader.MatchString(c.exceptHeader(clause)) || c.passedAsValue(def) {
		return nil, false
	}
	for _, cls := range []string{"KeyError", "LookupError"} {
		if _, shadowed := c.names[cls]; shadowed || c.topClasses[cls] {
			return nil, false
		}
	}
	try := extract.Parent(clause)
	if try == nil || extract.Type(try) != "try_statement" {
		return nil, false
	}
	body := extract.Field(try, "body")
	if body == nil {
		return nil, false
	}
	var p param
	var keys []string
	table := ""
	for _, st := range namedChildren(body) {
		var v *sitter.Node
		switch extract.Type(st) {
		case "comment", "pass_statement":
			continue
		case "return_statement":
			if extract.NamedChildCount(st) != 1 {
				return nil, false
			}
			v = extract.NamedChild(st, 0)
		case "expression_statement":
			if extract.NamedChildCount(st) != 1 {
				return nil, false
			}
			v = extract.NamedChild(st, 0)
			if extract.Type(v) == "assignment" {
				left := extract.Field(v, "left")
				if left == nil || extract.Type(left) != "identifier" {
					return nil, false
				}
				v = extract.Field(v, "right")
			}
		default:
			return nil, false
		}
		v = unparen(v)
		if v == nil || extract.Type(v) != "subscript" || extract.NamedChildCount(v) != 2 {
			return nil, false
		}
		q, ok := c.intactParam(def, extract.Field(v, "subscript"))
		if !ok || p.name != "" && q.name != p.name {
			return nil, false
		}
		t := extract.Field(v, "value")
		ks, ok := c.tableKeys(t, def)
		if !ok || table != "" && string(c.bytesOf(t)) != table {
			return nil, false
		}
		p, keys, table = q, ks, c.text(t)
	}
	if p.name == "" {
		return nil, false
	}
	return []extract.ArgTest{{Param: p.index, Name: p.name, NotIn: keys}}, true
}
