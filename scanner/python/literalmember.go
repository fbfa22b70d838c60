package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A membership test of a validated Literal parameter (literalchain.go) against a table that
// holds every one of its values never fails:
//
//	async def overlay(corner: Literal["top_left", "top_right"] = "top_left"):
//	    positions = {"top_left": (10, 10), "top_right": (-10, 10)}
//	    if corner not in positions:
//	        raise ValueError(f"Invalid corner: {corner}")   # dead
//
// The table is a dict (its keys), set, list or tuple literal of plain strings, written in the
// test, bound once in the function before the test by a statement of a block that holds it and
// only read anywhere in the function (a lookup, a membership test, .get/.keys/..., iteration),
// or a module constant that the file binds once and only reads (tableKeys). A table built any
// other way, changed, or rebound, and a value of the Literal it lacks, keep the raise.

// missingMemberDead reports whether stmt is in the consequence of an `if` (or `elif`) of def's
// own body whose condition is `v not in TABLE`, v a Literal parameter the SDK validates and
// TABLE one that holds each of its values.
func (c *fileCtx) missingMemberDead(stmt, def *sitter.Node) bool {
	child := stmt
	for p := extract.Parent(stmt); p != nil && !sameNode(p, def); child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "function_definition", "lambda", "class_definition":
			return false
		case "if_statement", "elif_clause":
		default:
			continue
		}
		if cons := extract.Field(p, "consequence"); cons == nil || !sameNode(cons, child) {
			continue
		}
		cond := unparen(extract.Field(p, "condition"))
		if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
			continue
		}
		l, r, op := c.comparison(cond)
		if op != "not in" || extract.Type(unparen(l)) != "identifier" {
			continue
		}
		v := c.text(unparen(l))
		vals, ok := c.literalParamValues(def, v)
		if !ok {
			continue
		}
		keys, ok := c.tableLiteral(unparen(r))
		if !ok {
			if keys, ok = c.tableKeys(r, def); !ok {
				keys, ok = c.localTableKeys(r, def, p)
			}
		}
		if !ok {
			continue
		}
		covered := true
		for _, s := range vals {
			covered = covered && slices.Contains(keys, s)
		}
		if covered && c.calledOnlyWith(def, v, vals) {
			return true
		}
	}
	return false
}

// localTableKeys returns the keys of the table a local variable of def names at the statement
// at: def binds it once, by an assignment of a table literal (tableLiteral) in a statement of a
// block that holds at, before it, and every other mention of the name in def only reads it.
func (c *fileCtx) localTableKeys(n, def, at *sitter.Node) ([]string, bool) {
	n = unparen(n)
	if n == nil || extract.Type(n) != "identifier" || c.isParamOf(def, c.text(n)) {
		return nil, false
	}
	name := c.text(n)
	a := c.soleAssignment(def, name)
	if a == nil {
		return nil, false
	}
	left := extract.Field(a, "left")
	if left == nil || extract.Type(left) != "identifier" {
		return nil, false
	}
	keys, ok := c.tableLiteral(unparen(assignedValue(a)))
	if !ok || len(keys) == 0 || len(keys) > maxTableKeys {
		return nil, false
	}
	// The binding runs before the test: its statement sits, earlier, in a block around it.
	st := extract.Parent(a)
	blk := extract.Parent(st)
	if st == nil || extract.Type(st) != "expression_statement" || blk == nil || extract.Type(blk) != "block" ||
		extract.EndByte(st) > extract.StartByte(at) || extract.EndByte(at) > extract.EndByte(blk) {
		return nil, false
	}
	ok = true
	var walk func(x *sitter.Node)
	walk = func(x *sitter.Node) {
		if !ok {
			return
		}
		if extract.Type(x) == "identifier" && string(c.bytesOf(x)) == name && !nodeIs(x, left) && !c.readsTable(x) {
			ok = false // a write, a global or nonlocal statement, a call that may change it
			return
		}
		for _, ch := range namedChildren(x) {
			walk(ch)
		}
	}
	walk(extract.Field(def, "body"))
	return keys, ok
}
