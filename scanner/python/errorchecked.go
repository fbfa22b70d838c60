package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// A failure checked before the use. A variable tested for an error member, with the test's
// branch leaving the function, holds no failure after the test:
//
//	operation = _poll(project, op_id)
//	if isinstance(operation, dict) and "error" in operation:
//	    return operation          # the failure, handed back here
//	if operation.get("status") == "DONE":
//	    return operation          # not one
//
// (raisesOn, softflow.go, is the same for a test whose branch raises, whatever it tests.)

// errorTest matches the text of a condition that tests for an error: "error" in result,
// result.get("error"), result.error, is_error(result).
var errorTest = lazyre.New(`(?i)(^|[^a-z])error`)

// mentionsError reports whether code spells "error" in any case, as every text errorTest
// matches does.
func mentionsError(code []byte) bool {
	for i := 0; i+5 <= len(code); i++ {
		if (code[i]|0x20) == 'e' && (code[i+1]|0x20) == 'r' && (code[i+2]|0x20) == 'r' && (code[i+3]|0x20) == 'o' && (code[i+4]|0x20) == 'r' {
			return true
		}
	}
	return false
}

// leavesOnError reports whether, between the assignment a and the use, an if statement of the
// block that holds the use tests the variable name for an error and its branch ends in a return
// or a raise: what reaches the use has been checked.
func (c *fileCtx) leavesOnError(name string, a, use *sitter.Node) bool {
	def := c.enclosingDef(a)
	if def == nil || extract.EndByte(a) >= extract.StartByte(use) || !mentionsError(c.src[extract.EndByte(a):extract.StartByte(use)]) {
		return false // no test of an error between them: most assignments, without the walk
	}
	found := false
	walkScope(def, func(n *sitter.Node) {
		if found || extract.Type(n) != "if_statement" || extract.StartByte(n) < extract.EndByte(a) || extract.EndByte(n) > extract.StartByte(use) {
			return
		}
		if blk := extract.Parent(n); blk == nil || extract.StartByte(blk) > extract.StartByte(use) || extract.EndByte(use) > extract.EndByte(blk) {
			return // an if of another branch
		}
		cond, body := extract.Field(n, "condition"), extract.Field(n, "consequence")
		if cond == nil || body == nil || !errorTest.MatchString(c.text(cond)) || !c.mentionsName(cond, name, 2) {
			return
		}
		for k := int(extract.NamedChildCount(body)) - 1; k >= 0; k-- {
			switch extract.Type(extract.NamedChild(body, k)) {
			case "comment":
				continue // return op  # a trailing comment
			case "return_statement", "raise_statement":
				found = true
			}
			break
		}
	})
	return found
}

// errorCheckedChain reports whether a returned name, or a name it is copied from (last =
// operation), was tested for an error before the copy or the use, with the test's branch leaving
// the function: a callee's failure does not reach the use.
func (c *fileCtx) errorCheckedChain(id *sitter.Node) bool {
	for hop := 0; hop < 3; hop++ {
		id = unparen(id)
		if id != nil && extract.Type(id) == "boolean_operator" && c.isOr(id) {
			id = unparen(extract.Field(id, "left")) // return last or {"state": "UNKNOWN"}
		}
		if id == nil || extract.Type(id) != "identifier" {
			return false
		}
		val := c.valueOf(id)
		if val == nil || extract.Parent(val) == nil {
			return false
		}
		if c.leavesOnError(c.text(id), extract.Parent(val), id) {
			return true
		}
		id = val
	}
	return false
}
