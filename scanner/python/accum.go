package python

import (
	"bytes"
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A text begun before its failure blocks, each of which adds its failure to it, and returned
// after them all (pieces.go is the text a failure branch begins itself):
//
//	output = "AWARD DETAILS\n"
//	try:
//	    resp = await client.get(url)
//	    if resp.status_code == 200:
//	        output += f"Amount: {resp.json()['amount']}\n"
//	    else:
//	        output += f"Error fetching award (HTTP {resp.status_code})\n"   # related
//	except Exception as e:
//	    output += f"Error: {e}\n"                                          # related
//	output += "=" * 40 + "\n"
//	return output
//
// A piece counts when it sits in a failure block (an except clause, an elif or else, an if whose
// test is negated or names a failure) that the text's start does not, and what runs after it up
// to the return adds only more pieces or logs: a loop's per-item line (a batch's report), a
// piece the text is set again after, and a failure that the tool goes on past to do its work (a
// second section, a fallback: a warning in its answer) are not.

// softAccumulated says whether a failure piece added to the variable id in a failure block
// reaches id's return, the text begun by an assignment among as that every path to id runs.
func (c *fileCtx) softAccumulated(id *sitter.Node, as []*sitter.Node, depth int) soft {
	if depth >= maxDepth {
		return soft{}
	}
	def := c.enclosingDef(id)
	ret := returnAround(id, def)
	if def == nil || ret == nil {
		return soft{}
	}
	name := c.text(id)
	var start *sitter.Node
	for _, a := range as {
		if extract.StartByte(a) >= extract.StartByte(id) {
			break
		}
		if extract.Type(a) == "assignment" && string(c.bytesOf(extract.Field(a, "left"))) == name && dominates(a, id) {
			start = a
		}
	}
	if start == nil {
		return soft{}
	}
	// Each piece stands between start and the return that id is in, "+=" and all.
	if lo, hi := extract.EndByte(start), extract.StartByte(id); lo >= hi || !bytes.Contains(c.src[lo:hi], []byte("+=")) {
		return soft{}
	}
	var out soft
	n := 0
	walkScope(def, func(p *sitter.Node) {
		if n >= maxFailures || extract.Type(p) != "augmented_assignment" ||
			extract.StartByte(p) <= extract.EndByte(start) || extract.StartByte(p) >= extract.StartByte(id) ||
			string(c.bytesOf(extract.Field(p, "operator"))) != "+=" || string(c.bytesOf(extract.Field(p, "left"))) != name {
			return
		}
		sv := c.softAccumPiece(p, start, ret, depth)
		if sv.why == "" {
			return
		}
		if n++; n == 1 {
			out = sv
		} else {
			out.places = appendPlaces(out.places, sv.places)
		}
	})
	return out
}

// softAccumPiece judges one piece p (name += value) of the text begun at start and returned by
// ret.
func (c *fileCtx) softAccumPiece(p, start, ret *sitter.Node, depth int) soft {
	stmt := extract.Parent(p)
	if stmt == nil || extract.Type(stmt) != "expression_statement" || extract.NamedChildCount(stmt) != 1 {
		return soft{}
	}
	if c.cannotRun(stmt) {
		return soft{}
	}
	fb := failureBlockOf(p)
	if fb == nil || (extract.StartByte(fb) <= extract.StartByte(start) && extract.EndByte(start) <= extract.EndByte(fb)) {
		return soft{} // begun in the same branch: pieces.go
	}
	if !c.isFailureBlock(fb) {
		return soft{} // if verbose: text += "Errors: none": a part of the answer
	}
	name := c.text(extract.Field(p, "left"))
	later, ok := c.reachesReturn(stmt, ret, name)
	if !ok {
		return soft{} // a loop's per-item line, set again, or work done after it
	}
	full := []string{c.fullText(assignedValue(start)), c.fullText(extract.Field(p, "right"))}
	for _, l := range later {
		full = append(full, c.fullText(extract.Field(l, "right")))
	}
	if guidance.ReportsSuccess(strings.Join(full, "")) {
		return soft{}
	}
	v := unparen(extract.Field(p, "right"))
	sv := c.softValue(v, c.blockOf(p), depth+1)
	if sv.why == "" && extract.Type(v) == "string" && guidance.StartsAsError(trimLineBreaks(c.constantText(v))) {
		sv = isSoft(finding.ProseOnly, "error text")
	}
	if sv.why == "" {
		return soft{}
	}
	sv.why += " added to " + name
	return sv.with(p, "the failure is added to "+name+" here")
}

// returnAround returns the return statement of def whose value holds id, or nil.
func returnAround(id, def *sitter.Node) *sitter.Node {
	for q := extract.Parent(id); q != nil && def != nil && !sameNode(q, def); q = extract.Parent(q) {
		switch extract.Type(q) {
		case "return_statement":
			return q
		case "lambda", "function_definition", "class_definition", "block":
			return nil
		}
	}
	return nil
}

// failureBlockOf returns the nearest except clause or branch around n in its function.
func failureBlockOf(n *sitter.Node) *sitter.Node {
	for q := extract.Parent(n); q != nil && extract.Type(q) != "function_definition"; q = extract.Parent(q) {
		switch extract.Type(q) {
		case "except_clause", "elif_clause", "else_clause", "case_clause":
			return q
		case "block":
			if up := extract.Parent(q); up != nil && extract.Type(up) == "if_statement" {
				return q // the consequence
			}
		}
	}
	return nil
}

// isFailureBlock reports whether the block fb (failureBlockOf) runs when something failed: an
// except clause, the elif or else of an if (its first test did not hold: `if resp.status_code ==
// 200:` ... `else:`), or the consequence of an if whose test is negated or names a failure
// (`if not award_id:`, `if resp.status_code != 200:`, `if "error" in data:`).
func (c *fileCtx) isFailureBlock(fb *sitter.Node) bool {
	switch extract.Type(fb) {
	case "except_clause", "elif_clause":
		return true
	case "else_clause":
		return extract.Parent(fb) != nil && extract.Type(extract.Parent(fb)) == "if_statement"
	case "block":
		return c.failureTest(unparen(extract.Field(extract.Parent(fb), "condition")))
	}
	return false
}

// failureWord matches a condition that names a failure.
var failureWord = lazyre.New(`(?i)error|fail`)

// failureTest reports whether an if's condition holds when something failed or is missing: a
// `not`, a `!=` or `is None` comparison, or a name of a failure, also as the first of `or`s.
func (c *fileCtx) failureTest(cond *sitter.Node) bool {
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "not_operator":
		return true
	case "boolean_operator":
		if string(c.bytesOf(extract.Field(cond, "operator"))) == "or" {
			return c.failureTest(unparen(extract.Field(cond, "left")))
		}
	case "comparison_operator":
		t := c.text(cond)
		if strings.Contains(t, "!=") || strings.HasSuffix(t, " is None") {
			return true
		}
	}
	return failureWord.MatchString(c.text(cond))
}

// reachesReturn reports whether the statement stmt, run, goes on to ret through statements that
// only add pieces to name (returned in order), log (logsOnly), import, or pass: out of its branch, except clause
// or try body to what follows the if or try. A try with an else or finally clause, a loop, a
// with block or any other statement on the way stops the walk.
func (c *fileCtx) reachesReturn(stmt, ret *sitter.Node, name string) ([]*sitter.Node, bool) {
	var pieces []*sitter.Node
	cur := stmt
	for {
		for s := cur.NextNamedSibling(); s != nil; s = s.NextNamedSibling() {
			if sameNode(s, ret) {
				return pieces, true
			}
			switch extract.Type(s) {
			case "comment", "pass_statement", "import_statement", "import_from_statement":
				continue
			case "expression_statement":
				if c.logsOnly(s) {
					continue
				}
				if x := extract.NamedChild(s, 0); extract.NamedChildCount(s) == 1 && extract.Type(x) == "augmented_assignment" &&
					string(c.bytesOf(extract.Field(x, "operator"))) == "+=" && string(c.bytesOf(extract.Field(x, "left"))) == name {
					pieces = append(pieces, x)
					continue
				}
			}
			return nil, false
		}
		blk := extract.Parent(cur)
		if blk == nil || extract.Type(blk) != "block" {
			return nil, false
		}
		next := extract.Parent(blk)
		for next != nil {
			t := extract.Type(next)
			if t == "elif_clause" || t == "else_clause" || t == "except_clause" || t == "case_clause" || t == "block" {
				if t == "else_clause" && extract.Parent(next) != nil && extract.Type(extract.Parent(next)) != "if_statement" {
					return nil, false // a loop's or a try's else
				}
				next = extract.Parent(next)
				continue
			}
			break
		}
		if next == nil {
			return nil, false
		}
		switch extract.Type(next) {
		case "if_statement", "match_statement":
		case "try_statement":
			for i := 0; i < int(extract.NamedChildCount(next)); i++ {
				if t := extract.Type(extract.NamedChild(next, i)); t == "else_clause" || t == "finally_clause" {
					return nil, false
				}
			}
		default:
			return nil, false
		}
		cur = next
	}
}
