package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A statement after one that never falls out of its end never runs:
//
//	try:
//	    with urllib.request.urlopen(req) as resp:
//	        return resp.read()
//	except urllib.error.HTTPError as exc:
//	    self._raise_for_status(exc.code)     # always raises
//	except urllib.error.URLError as exc:
//	    raise ApiError("unreachable") from exc
//	raise ApiError("request failed")         # dead
//
// A statement ends when every path through it returns, raises, or ends in a call statement
// of a function of the root (which must then always raise, extract.AlwaysRaises): an if with
// an else whose branches all end, a try whose body and except clauses all end (its finally
// holding no return, break or continue), and a with over a context manager that swallows
// nothing (builtin open, urllib.request.urlopen) whose body ends. A block ends at its first
// statement that ends. Any other statement (a loop, a with over anything else, a match) may
// fall out.

// endingBefore returns, for a statement of a function, whether a statement before it in its
// block or in a block around it ends needing no call to always raise (dead), and else the key
// of the one callee that the statement right before it, in its own block, needs to always
// raise to end ("" when that statement does not end so).
func (c *fileCtx) endingBefore(stmt *sitter.Node) (dead bool, key string) {
	def := c.enclosingDef(stmt)
	if def == nil {
		return false, ""
	}
	if prev := prevStatement(stmt); prev != nil {
		if ok, keys := c.stmtEnds(prev); ok && len(keys) == 1 {
			key = keys[0]
		}
	}
	dead = anyEarlierStatement(stmt, def, func(s *sitter.Node) bool {
		ok, keys := c.stmtEnds(s)
		return ok && len(keys) == 0
	})
	if dead {
		return true, ""
	}
	return false, key
}

// anyEarlierStatement reports whether pred holds for a statement that runs before stmt in its
// block or in a block around it, within the function def: the statements before stmt in its
// own block, then those before each enclosing statement in its block, up to def's body.
func anyEarlierStatement(stmt, def *sitter.Node, pred func(*sitter.Node) bool) bool {
	for n := stmt; n != nil && !sameNode(n, def); n = extract.Parent(n) {
		p := extract.Parent(n)
		if p == nil || extract.Type(p) != "block" {
			continue
		}
		for _, s := range namedChildren(p) {
			if extract.StartByte(s) >= extract.StartByte(n) {
				break
			}
			if pred(s) {
				return true
			}
		}
	}
	return false
}

// prevStatement returns the statement right before stmt in its block (comments are not
// statements), or nil.
func prevStatement(stmt *sitter.Node) *sitter.Node {
	prev := stmt.PrevNamedSibling()
	for prev != nil && extract.Type(prev) == "comment" {
		prev = prev.PrevNamedSibling()
	}
	return prev
}

// stmtEnds reports whether a statement never falls out of its end, given that the callees
// named by keys (distinct, in order) always raise.
func (c *fileCtx) stmtEnds(s *sitter.Node) (bool, []string) {
	switch extract.Type(s) {
	case "return_statement", "raise_statement":
		return true, nil
	case "expression_statement":
		if extract.NamedChildCount(s) != 1 {
			return false, nil
		}
		call := unparen(extract.NamedChild(s, 0))
		if call == nil || extract.Type(call) != "call" {
			return false, nil
		}
		if k := c.callTarget(call); k != "" {
			return true, []string{k}
		}
	case "if_statement":
		blocks, hasElse := ifBranches(s)
		if !hasElse {
			return false, nil
		}
		var keys []string
		for _, b := range blocks {
			ok, more := c.blockEnds(b)
			if !ok {
				return false, nil
			}
			keys = addKeys(keys, more)
		}
		return true, keys
	case "try_statement":
		ok, keys := c.blockEnds(extract.Field(s, "body"))
		if !ok {
			return false, nil
		}
		for _, ch := range namedChildren(s) {
			switch extract.Type(ch) {
			case "except_clause", "except_group_clause":
				ok2, more := c.blockEnds(lastBlock(ch))
				if !ok2 {
					return false, nil
				}
				keys = addKeys(keys, more)
			case "finally_clause":
				jumps := false
				walkScope(ch, func(n *sitter.Node) {
					switch extract.Type(n) {
					case "return_statement", "break_statement", "continue_statement":
						jumps = true
					}
				})
				if jumps {
					return false, nil
				}
			}
		}
		return true, keys
	case "with_statement":
		if !c.swallowsNothing(s) {
			return false, nil
		}
		return c.blockEnds(extract.Field(s, "body"))
	}
	return false, nil
}

// blockEnds reports whether a block never falls out of its end: its first statement that
// ends decides.
func (c *fileCtx) blockEnds(b *sitter.Node) (bool, []string) {
	if b == nil || extract.Type(b) != "block" {
		return false, nil
	}
	for _, s := range namedChildren(b) {
		if ok, keys := c.stmtEnds(s); ok {
			return true, keys
		}
	}
	return false, nil
}

// swallowsNothing reports whether every context manager of a with statement is one whose exit
// lets every exception through: a call of the builtin open or of urllib.request.urlopen.
func (c *fileCtx) swallowsNothing(with *sitter.Node) bool {
	clause := extract.NamedChild(with, 0)
	if clause == nil || extract.Type(clause) != "with_clause" {
		return false
	}
	items := 0
	for _, it := range namedChildren(clause) {
		if extract.Type(it) != "with_item" {
			return false
		}
		v := unparen(extract.Field(it, "value"))
		if v != nil && extract.Type(v) == "as_pattern" {
			v = unparen(extract.NamedChild(v, 0))
		}
		if v == nil || extract.Type(v) != "call" {
			return false
		}
		fn := extract.Field(v, "function")
		switch q := c.qualify(fn); {
		case q == "urllib.request.urlopen":
		case q == "" && extract.Type(fn) == "identifier" && string(c.bytesOf(fn)) == "open" && c.defs["open"] == nil && !c.isLocalClass("open"):
		default:
			return false
		}
		items++
	}
	return items > 0
}

// addKeys adds to keys those of more it does not hold.
func addKeys(keys, more []string) []string {
	for _, k := range more {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}
