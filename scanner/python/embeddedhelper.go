package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A shared helper's failure text that each tool puts, as it is, into text of its own is the
// helper's to fix as much as one the tools return as is (sharedhelper.go):
//
//	async def run(cmd):                       # the finding, naming every tool's return
//	    try: return await ssh.exec(cmd)
//	    except Exception as e: return f"Error: {e}"
//	@mcp.tool()
//	async def list_backups():
//	    result = await run("/file print")
//	    if not result: return "No backup files found."
//	    return f"BACKUP FILES:\n\n{result}"
//
// The tool embeds the value untested: an f-string, a concatenation or a str.format of it, with
// no test of the value before the return but one for emptiness (if not result, result.strip()
// == "", result is None), which no failure text passes. A tool that tests the value otherwise
// (if "failure:" in result, result.startswith("Error")) or embeds something made of it
// (result.strip(), parse(result)) keeps its own finding.

// embeddedForward is the Forward.Embedded of a return of def whose value v puts a call's value,
// as it is and untested, into text of its own; ok false when it puts none.
func (c *fileCtx) embeddedForward(def, v *sitter.Node) (extract.Forward, bool) {
	call := c.embeddedHelperCall(def, v)
	if call == nil {
		return extract.Forward{}, false
	}
	line, col := position(unparen(v))
	return extract.Forward{Keys: c.keysOf(c.callTarget(call)), Line: line, Column: col, Embedded: true}, true
}

// embeddedHelperCall returns the one call of a function whose value the returned text v (of a
// return of def) embeds as it is and untested, or nil.
func (c *fileCtx) embeddedHelperCall(def, v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil || def == nil {
		return nil
	}
	var parts []*sitter.Node
	if !c.textParts(v, &parts, 0) || guidance.ReportsSuccess(c.fullText(v)) {
		return nil // no text of the tool's own, or one that reports the work done
	}
	var found *sitter.Node
	for _, p := range parts {
		call := c.embeddedValue(def, p, v)
		if call == nil {
			continue
		}
		if found != nil && !sameNode(found, call) {
			return nil // two calls' values: neither is the text alone
		}
		found = call
	}
	return found
}

// textParts collects the expressions that text v puts into itself (an f-string's interpolations,
// the operands of a concatenation, the arguments of "...".format), and reports whether v is such
// text.
func (c *fileCtx) textParts(v *sitter.Node, parts *[]*sitter.Node, depth int) bool {
	v = unparen(v)
	if v == nil || depth > maxDepth {
		return false
	}
	switch extract.Type(v) {
	case "string":
		for _, ch := range namedChildren(v) {
			if extract.Type(ch) == "interpolation" && extract.NamedChildCount(ch) > 0 {
				*parts = append(*parts, extract.NamedChild(ch, 0))
			}
		}
		return true
	case "concatenated_string":
		for _, ch := range namedChildren(v) {
			c.textParts(ch, parts, depth+1)
		}
		return true
	case "binary_operator":
		if op := extract.Field(v, "operator"); op == nil || string(c.bytesOf(op)) != "+" {
			return false
		}
		text := false
		for _, side := range []*sitter.Node{extract.Field(v, "left"), extract.Field(v, "right")} {
			if c.textParts(side, parts, depth+1) {
				text = true
			} else if side != nil {
				*parts = append(*parts, side)
			}
		}
		return text
	case "call":
		fn := extract.Field(v, "function")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "format" {
			return false
		}
		if o := unparen(extract.Field(fn, "object")); o == nil || extract.Type(o) != "string" {
			return false
		}
		kw, pos := c.arguments(v)
		*parts = append(*parts, pos...)
		for _, a := range kw {
			*parts = append(*parts, a)
		}
		return true
	}
	return false
}

// embeddedValue returns the call whose value the part p of the returned text in def is, as it
// is: the call itself, or a variable assigned from it that def tests before the return for no
// more than emptiness.
func (c *fileCtx) embeddedValue(def, p, text *sitter.Node) *sitter.Node {
	p = awaited(unparen(p))
	if p == nil {
		return nil
	}
	if extract.Type(p) == "identifier" {
		name := c.text(p)
		val := c.valueOf(p)
		if val == nil || extract.Parent(val) == nil || c.testedBefore(def, name, text) {
			return nil
		}
		p = awaited(unparen(val))
	}
	if p == nil || extract.Type(p) != "call" || c.callTarget(p) == "" {
		return nil
	}
	return p
}

// awaited is the expression an await (or several) waits for.
func awaited(v *sitter.Node) *sitter.Node {
	for v != nil && extract.Type(v) == "await" && extract.NamedChildCount(v) > 0 {
		v = unparen(extract.NamedChild(v, 0))
	}
	return v
}

// testedBefore reports whether def tests the variable name, before the node at, for more than
// emptiness: a condition (if, elif, while, a conditional expression, assert) that reads it.
func (c *fileCtx) testedBefore(def *sitter.Node, name string, at *sitter.Node) bool {
	tested := false
	walkAll(def, func(n *sitter.Node) {
		if tested || extract.StartByte(n) >= extract.StartByte(at) {
			return
		}
		var cond *sitter.Node
		switch extract.Type(n) {
		case "if_statement", "elif_clause", "while_statement":
			cond = extract.Field(n, "condition")
		case "conditional_expression":
			if extract.NamedChildCount(n) == 3 {
				cond = extract.NamedChild(n, 1)
			}
		case "assert_statement":
			cond = extract.NamedChild(n, 0)
		}
		if cond != nil && c.reads(cond, name) && !c.emptinessTest(unparen(cond), name) {
			tested = true
		}
	})
	return tested
}

// reads reports whether an expression reads the variable name.
func (c *fileCtx) reads(e *sitter.Node, name string) bool {
	found := false
	walkAll(e, func(n *sitter.Node) {
		if !found && extract.Type(n) == "identifier" && string(c.bytesOf(n)) == name {
			found = true
		}
	})
	return found
}

// emptinessTest reports whether a condition tests the text name for no more than being empty or
// None, which no failure text is: name, name.strip(), not ..., == "" or another literal that
// reads as no failure, is None, and boolean combinations of them (or of tests of other names).
func (c *fileCtx) emptinessTest(t *sitter.Node, name string) bool {
	t = unparen(t)
	if t == nil {
		return false
	}
	if !c.reads(t, name) {
		return true // a test of something else
	}
	switch extract.Type(t) {
	case "identifier":
		return string(c.bytesOf(t)) == name
	case "not_operator":
		return c.emptinessTest(extract.Field(t, "argument"), name)
	case "boolean_operator":
		return c.emptinessTest(extract.Field(t, "left"), name) && c.emptinessTest(extract.Field(t, "right"), name)
	case "call":
		return c.strippedName(t, name)
	case "comparison_operator":
		if extract.NamedChildCount(t) != 2 {
			return false
		}
		l, r, op := c.comparison(t)
		if op != "==" && op != "!=" && op != "is" && op != "is not" {
			return false
		}
		side, lit := unparen(l), unparen(r)
		if !c.reads(side, name) {
			side, lit = lit, side
		}
		if !(extract.Type(side) == "identifier" && string(c.bytesOf(side)) == name) && !c.strippedName(side, name) {
			return false
		}
		switch extract.Type(lit) {
		case "none":
			return true
		case "string":
			s := strings.ToLower(c.fullText(lit))
			return !strings.Contains(s, "error") && !strings.Contains(s, "fail") && !strings.Contains(s, "{")
		}
	}
	return false
}

// strippedName reports whether e is name.strip() (or lstrip, rstrip) without arguments.
func (c *fileCtx) strippedName(e *sitter.Node, name string) bool {
	e = unparen(e)
	if e == nil || extract.Type(e) != "call" {
		return false
	}
	fn := extract.Field(e, "function")
	if fn == nil || extract.Type(fn) != "attribute" {
		return false
	}
	switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
	case "strip", "lstrip", "rstrip":
	default:
		return false
	}
	o := unparen(extract.Field(fn, "object"))
	kw, pos := c.arguments(e)
	return o != nil && extract.Type(o) == "identifier" && string(c.bytesOf(o)) == name && len(kw) == 0 && len(pos) == 0
}
