package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Texts built in pieces: a failure branch that starts an answer and adds its lines with +=,
// one of them the failure.
//
//	elif status == 409:
//	    result = "# Merge Request Already Exists\n\n"
//	    result += f"A merge request for {source} already exists.\n"
//	    result += f"\n**Error**: {error_msg}\n"      # related
//	    return [TextContent(type="text", text=result)]
//
// Only the pieces added on every path from the start to the use count (statements of the
// start's own block), and only when the start stands in a failure block (an except clause, a
// branch): a piece added under a test, or a report of a whole run ("Failed: 3" among its
// counts), is a part of the answer, not its failure. A text that reports success is none.

// softPieces says whether the pieces added to name (name += piece) after its assignment a, in
// a's block and before the use, make the text a failure.
func (c *fileCtx) softPieces(a, use *sitter.Node, name string, depth int) soft {
	stmt := c.parent(a)
	if stmt == nil || extract.Type(stmt) != "expression_statement" || depth >= maxDepth {
		return soft{}
	}
	blk := c.blockOf(a)
	if !blk.except && !c.inBranch(blk) {
		return soft{}
	}
	body := c.parent(stmt)
	if body == nil {
		return soft{}
	}
	var pieces []*sitter.Node
	for s := stmt.NextNamedSibling(); s != nil && extract.StartByte(s) < extract.StartByte(use); s = s.NextNamedSibling() {
		if extract.Type(s) != "expression_statement" || extract.NamedChildCount(s) != 1 {
			continue
		}
		aug := extract.NamedChild(s, 0)
		if extract.Type(aug) != "augmented_assignment" || string(c.bytesOf(extract.Field(aug, "operator"))) != "+=" || string(c.bytesOf(extract.Field(aug, "left"))) != name {
			continue
		}
		pieces = append(pieces, aug)
	}
	if len(pieces) == 0 {
		return soft{}
	}
	full := []string{c.fullText(assignedValue(a))}
	for _, p := range pieces {
		full = append(full, c.fullText(extract.Field(p, "right")))
	}
	if guidance.ReportsSuccess(strings.Join(full, "")) {
		return soft{}
	}
	for _, p := range pieces {
		v := unparen(extract.Field(p, "right"))
		sv := c.softValue(v, c.blockOf(p), depth+1)
		if sv.why == "" && extract.Type(v) == "string" && guidance.StartsAsError(trimLineBreaks(c.constantText(v))) {
			sv = isSoft(finding.ProseOnly, "error text") // f"\n**Error**: {msg}": a line of its own
		}
		if sv.why != "" {
			sv.why += " added to " + name
			return sv.with(p, "the failure is added to "+name+" here")
		}
	}
	return soft{}
}

// trimLineBreaks drops the escapes that start a piece on a line of its own (\n, \r, \t, as
// the source spells them) from the start of a text.
func trimLineBreaks(s string) string {
	for {
		t := strings.TrimLeft(s, " ")
		for _, e := range []string{`\n`, `\r`, `\t`} {
			t = strings.TrimPrefix(t, e)
		}
		if t == s {
			return s
		}
		s = t
	}
}
