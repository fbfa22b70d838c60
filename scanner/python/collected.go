package python

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// Texts a tool transforms, collects into a list and joins into its answer:
//
//	total = await run_command("/log print count-only")
//	stats = [f"Total log entries: {total.strip()}"]
//	stats.append(f"Entries in last hour: {recent.strip()}")
//	return "LOG STATISTICS:\n\n" + "\n".join(stats)
//
// A failure text run_command returns reaches the client inside the joined report. A str
// method (strip, lower, format...) hands on the text it is called on; a list hands on its
// elements and what the function appends or extends onto it before the use. Left out: what
// is appended in a loop the list is not made in (per-item lines of a batch, which the rule
// does not judge), and what is appended under a test of its own content (`if count.isdigit():
// stats.append(count)`), which keeps a failure text out.

// strMethods are the methods of str whose result is the text they are called on, transformed.
var strMethods = map[string]bool{
	"strip": true, "lstrip": true, "rstrip": true, "lower": true, "upper": true, "title": true,
	"capitalize": true, "casefold": true, "swapcase": true, "replace": true, "format": true,
	"removeprefix": true, "removesuffix": true, "expandtabs": true, "center": true,
	"ljust": true, "rjust": true, "zfill": true,
}

// strMethodObject returns the text a str method call transforms (total in total.strip()), or
// nil when call is not one.
func (c *fileCtx) strMethodObject(call *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" || !strMethods[string(c.bytesOf(extract.Field(fn, "attribute")))] {
		return nil
	}
	return unparen(extract.Field(fn, "object"))
}

// joinedList returns the list a string's join call joins ("\n".join(stats): stats), or nil.
func (c *fileCtx) joinedList(call *sitter.Node) *sitter.Node {
	if !c.joinsStrings(extract.Field(call, "function")) {
		return nil
	}
	if pos := c.positional(call); len(pos) == 1 {
		return unparen(pos[0])
	}
	return nil
}

// collectedItems returns the values a list expression holds when it is used: the elements of a
// list or tuple literal, or, for a variable bound to one in its function, the literal's elements
// and what the function appends, inserts or extends onto it before the use (the elements of a
// literal extension, else the extension itself). ok is false when the expression is not such a
// list.
func (c *fileCtx) collectedItems(n *sitter.Node) (items []*sitter.Node, ok bool) {
	n = unparen(n)
	if n == nil {
		return nil, false
	}
	switch extract.Type(n) {
	case "list", "tuple":
		return namedChildren(n), true
	case "identifier":
	default:
		return nil, false
	}
	lit := unparen(c.valueOf(n))
	if lit == nil || (extract.Type(lit) != "list" && extract.Type(lit) != "tuple") {
		return nil, false
	}
	items = namedChildren(lit)
	def := c.enclosingDef(n)
	if def == nil {
		return items, true
	}
	return append(items, c.addedTo(n, lit, def)...), true
}

// addedTo returns what function def appends, inserts or extends onto the list variable n after
// it is bound to lit and before n is used (the elements of a literal extension, else the
// extension itself).
func (c *fileCtx) addedTo(n, lit, def *sitter.Node) (items []*sitter.Node) {
	name := c.text(n)
	for _, call := range c.index().calls[c.keyOf(def)] {
		if extract.StartByte(call) < extract.EndByte(lit) || extract.StartByte(call) > extract.StartByte(n) {
			continue
		}
		fn := extract.Field(call, "function")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "object"))) != name {
			continue
		}
		pos := c.positional(call)
		var added []*sitter.Node
		switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
		case "append":
			if len(pos) == 1 {
				added = pos
			}
		case "insert":
			if len(pos) == 2 {
				added = pos[1:]
			}
		case "extend":
			if len(pos) == 1 {
				if a := unparen(pos[0]); extract.Type(a) == "list" || extract.Type(a) == "tuple" {
					added = namedChildren(a)
				} else {
					added = pos
				}
			}
		}
		if len(added) == 0 || c.perItem(call, lit, def) || c.filteredOut(call, added, def) {
			continue
		}
		items = append(items, added...)
	}
	return items
}

// perItem reports whether an append call runs in a loop that the list literal is not made in:
// one line per item of a batch.
func (c *fileCtx) perItem(call, lit, def *sitter.Node) bool {
	for p := extract.Parent(call); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		switch extract.Type(p) {
		case "for_statement", "while_statement":
			if extract.StartByte(lit) < extract.StartByte(p) || extract.EndByte(lit) > extract.EndByte(p) {
				return true
			}
		}
	}
	return false
}

// filteredOut reports whether an append call runs only under a test of what it appends: an
// if (or elif) of its function whose condition looks into a name the appended values use
// (`if count.strip().isdigit():`, `if not r.startswith("Error")`), not one that only asks
// whether there is a value (`if r:`, `if r is not None:`), which lets a failure text by.
func (c *fileCtx) filteredOut(call *sitter.Node, added []*sitter.Node, def *sitter.Node) bool {
	names := map[string]bool{}
	for _, a := range added {
		eachIdentifier(a, func(x *sitter.Node) { names[string(c.bytesOf(x))] = true })
	}
	for p := extract.Parent(call); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		if extract.Type(p) != "if_statement" && extract.Type(p) != "elif_clause" {
			continue
		}
		cond := unparen(extract.Field(p, "condition"))
		if cond == nil || c.onlyPresence(cond) {
			continue
		}
		tested := false
		eachIdentifier(cond, func(x *sitter.Node) { tested = tested || names[string(c.bytesOf(x))] })
		if tested {
			return true
		}
	}
	return false
}

// eachIdentifier calls fn on n when it is an identifier, and on every identifier under it in its
// scope (walkScope).
func eachIdentifier(n *sitter.Node, fn func(*sitter.Node)) {
	if extract.Type(n) == "identifier" {
		fn(n)
	}
	walkScope(n, func(x *sitter.Node) {
		if extract.Type(x) == "identifier" {
			fn(x)
		}
	})
}

// onlyPresence reports whether a condition asks only whether values are there: names, their
// negation, `x is None` / `x is not None`, joined by and/or.
func (c *fileCtx) onlyPresence(cond *sitter.Node) bool {
	cond = unparen(cond)
	if cond == nil {
		return true
	}
	switch extract.Type(cond) {
	case "identifier", "attribute", "none", "true", "false":
		return true
	case "not_operator":
		return c.onlyPresence(extract.Field(cond, "argument"))
	case "boolean_operator":
		return c.onlyPresence(extract.Field(cond, "left")) && c.onlyPresence(extract.Field(cond, "right"))
	case "comparison_operator":
		for i := 0; i < int(cond.ChildCount()); i++ {
			ch := cond.Child(i)
			if !ch.IsNamed() && extract.Type(ch) != "is" && extract.Type(ch) != "is not" {
				return false
			}
			if ch.IsNamed() && !c.onlyPresence(ch) {
				return false
			}
		}
		return true
	}
	return false
}

// namedChildren returns the named children of n, comments left out.
func namedChildren(n *sitter.Node) []*sitter.Node {
	kids := extract.NamedChildren(n)
	out := make([]*sitter.Node, 0, len(kids))
	for _, ch := range kids {
		if extract.Type(ch) != "comment" {
			out = append(out, ch)
		}
	}
	return out
}

// eachNamedChild calls visit with each named child of n, in order, as n.NamedChild(i) for each
// i below n.NamedChildCount() would, all read in one call into C (extract.NamedChildren).
func eachNamedChild(n *sitter.Node, visit func(*sitter.Node)) {
	for _, c := range extract.NamedChildren(n) {
		visit(c)
	}
}

// reportsDone reports whether a collected text says that the work was done ("VLAN created
// successfully: {details}"): what it embeds is a detail fetched after the work.
func (c *fileCtx) reportsDone(n *sitter.Node) bool {
	switch n = unparen(n); extract.Type(n) {
	case "string", "concatenated_string", "binary_operator":
		return guidance.ReportsSuccess(c.fullText(n))
	}
	return false
}

// softJoined is softValue for a string's join call ("\n".join(lines)): a failure among the
// lines the list collects (each judged in its own blocks: an append in an except clause), or
// one that what the call joins (a helper's lines) may be.
func (c *fileCtx) softJoined(call *sitter.Node, depth int) soft {
	l := c.joinedList(call)
	if l == nil || depth > maxDepth {
		return soft{}
	}
	items, ok := c.collectedItems(l)
	if !ok {
		return c.softValue(l, c.blockOf(call), depth+1)
	}
	checklist := false
	for _, it := range items {
		checklist = checklist || guidance.HasCheckMark(c.text(it))
	}
	for _, it := range items {
		if c.reportsDone(it) {
			continue
		}
		if checklist && guidance.OpensWithCrossMark(c.plainOrFText(it)) {
			continue // "✗ lint not configured" beside "✓ tests configured": a checklist's item
		}
		if c.tallyLine(it) {
			continue // f"  Failure: {len(failure)}": a count of failed things the report gives
		}
		if sv := c.softValue(unparen(it), c.blockOf(it), depth+1); sv.why != "" {
			sv.why += " joined into the answer"
			return sv.with(it, "the joined list collects the failure here")
		}
	}
	return soft{}
}

// tallyLine reports whether a collected text is a labelled count, an f-string whose only
// interpolation is a len() or sum() call and ends it, after a colon: f"  Failure: {len(failed)}"
// counts failed things (login failures, failed jobs) and is not itself a failure.
func (c *fileCtx) tallyLine(n *sitter.Node) bool {
	n = unparen(n)
	if extract.Type(n) != "string" {
		return false
	}
	var parts []*sitter.Node
	for _, ch := range namedChildren(n) {
		if extract.Type(ch) == "interpolation" {
			parts = append(parts, ch)
		}
	}
	if len(parts) != 1 || extract.NamedChildCount(parts[0]) == 0 {
		return false
	}
	call := unparen(extract.NamedChild(parts[0], 0))
	if extract.Type(call) != "call" {
		return false
	}
	switch string(c.bytesOf(extract.Field(call, "function"))) {
	case "len", "sum":
	default:
		return false
	}
	t := c.text(n)
	before, after := t[:extract.StartByte(parts[0])-extract.StartByte(n)], t[extract.EndByte(parts[0])-extract.StartByte(n):]
	return strings.HasSuffix(strings.TrimRight(before, " "), ":") && strings.Trim(after, `"' `) == ""
}

// joinsIn returns the join calls a text is made of: the operands of +, the parts of a
// concatenated string, the interpolations of an f-string (not deeper).
func (c *fileCtx) joinsIn(v *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	var walk func(n *sitter.Node, depth int)
	walk = func(n *sitter.Node, depth int) {
		n = unparen(n)
		if n == nil || depth > maxDepth {
			return
		}
		switch extract.Type(n) {
		case "call":
			if c.joinedList(n) != nil {
				out = append(out, n)
			}
		case "binary_operator":
			walk(extract.Field(n, "left"), depth+1)
			walk(extract.Field(n, "right"), depth+1)
		case "concatenated_string":
			for _, ch := range namedChildren(n) {
				walk(ch, depth+1)
			}
		case "string":
			for _, ch := range namedChildren(n) {
				if extract.Type(ch) == "interpolation" && extract.NamedChildCount(ch) > 0 {
					walk(extract.NamedChild(ch, 0), depth+1)
				}
			}
		}
	}
	walk(v, 0)
	return out
}

// plainOrFText returns the text of a string literal or f-string without its quotes and prefix,
// and anything else's source.
func (c *fileCtx) plainOrFText(n *sitter.Node) string {
	t := c.text(unparen(n))
	if i := strings.IndexAny(t, `"'`); i >= 0 && i <= 2 {
		return strings.TrimLeft(t[i:], `"'`)
	}
	return t
}
