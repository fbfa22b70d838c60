package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// An error member returned when a lookup loop matched nothing:
//
//	for rec in CATALOG["parts"]:
//	    if rec.get("part_id") == part_id:
//	        return rec
//	return {"error": f"No stock details found for part ID {part_id}"}
//
// "No ... found" in an "error" member is an empty answer's words (isErrorValue), but this
// return runs only when the loop, which returns the one record it looks for, found none: the
// lookup failed, as the text rule reads `return f"Card {name} not found"` after such a loop
// (afterReturningIf).

// afterLookupLoop reports whether v is (in) the value of a return statement that comes right
// after a for loop with no else whose body returns from an if of it, logging calls aside.
func (c *fileCtx) afterLookupLoop(v *sitter.Node) bool {
	ret := v
	for ret != nil && extract.Type(ret) != "return_statement" {
		switch extract.Type(ret) {
		case "string", "pair", "dictionary", "parenthesized_expression":
		default:
			return false
		}
		ret = c.parent(ret)
	}
	if ret == nil {
		return false
	}
	prev := c.statementBefore(ret, c.logsOnly) // logger.error("no record for %s", key) between the loop and the return
	return prev != nil && extract.Type(prev) == "for_statement" && extract.Field(prev, "alternative") == nil &&
		returnsFromIf(extract.Field(prev, "body"))
}

// statementBefore returns the last statement before st in the block that holds it, passing
// over those skip accepts; nil when st stands first or outside a block.
func (c *fileCtx) statementBefore(st *sitter.Node, skip func(*sitter.Node) bool) *sitter.Node {
	body := c.parent(st)
	if body == nil || extract.Type(body) != "block" {
		return nil
	}
	var prev *sitter.Node
	for _, s := range namedChildren(body) {
		if sameNode(s, st) {
			break
		}
		if !skip(s) {
			prev = s
		}
	}
	return prev
}

// logsOnly reports whether a statement is a call that logs or prints, and does nothing else.
func (c *fileCtx) logsOnly(st *sitter.Node) bool {
	if extract.Type(st) != "expression_statement" || extract.NamedChildCount(st) != 1 {
		return false
	}
	call := unparen(extract.NamedChild(st, 0))
	return call != nil && extract.Type(call) == "call" && quietCallee.MatchString(c.text(extract.Field(call, "function")))
}
