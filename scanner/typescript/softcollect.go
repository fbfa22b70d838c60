package typescript

import (
	"bytes"
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"regexp"

	sitter "github.com/smacker/go-tree-sitter"
)

// Per-item failures collected into the tool's text: a loop over the items pushes one line per
// item, a failure line from its catch, and the tool returns the lines as a success.
//
//	const lines: string[] = [];
//	for (const p of paths) {
//	  try { await rm(p); lines.push(`Deleted ${p}`); }
//	  catch (e) { lines.push(`Failed to delete ${p}: ${e}`); }
//	}
//	return { content: [{ type: "text", text: lines.join("\n") }] };
//
// Also `out += ...` into a string, and `Promise.all(items.map(async (p) => ...))` whose callback
// returns the line. A collection the handler tests before the return (`if (failed.length) return
// { isError: true, ... }`) is left alone: the return may see successes only.

// collectedFailure says whether a text is built from a collection that a loop over items fills
// with a failure text: `lines.join(sep)`, a string built with +=, or a template holding either.
// fn is the function the return ret sits in.
func (f *file) collectedFailure(t, fn, ret *sitter.Node, depth int) reason {
	t = unwrap(t)
	if t == nil || fn == nil || depth > 3 {
		return reason{}
	}
	switch extract.Type(t) {
	case "call_expression":
		callee := extract.Field(t, "function")
		if callee == nil || extract.Type(callee) != "member_expression" {
			return reason{}
		}
		switch text(extract.Field(callee, "property"), f.Src) {
		case "join":
			return f.collection(extract.Field(callee, "object"), fn, ret)
		case "trim", "trimEnd", "toString":
			return f.collectedFailure(extract.Field(callee, "object"), fn, ret, depth+1)
		}
		return reason{}
	case "identifier":
		return f.collection(t, fn, ret)
	case "template_string":
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			if c := extract.NamedChild(t, i); extract.Type(c) == "template_substitution" {
				if r := f.collectedFailure(extract.NamedChild(c, 0), fn, ret, depth+1); r.ok() {
					return r
				}
			}
		}
	case "binary_expression":
		if op := extract.Field(t, "operator"); op != nil && extract.Type(op) == "+" {
			for _, side := range []*sitter.Node{extract.Field(t, "left"), extract.Field(t, "right")} {
				if r := f.collectedFailure(side, fn, ret, depth+1); r.ok() {
					return r
				}
			}
		}
	}
	return reason{}
}

// collection judges a local variable that holds a text's lines: whether a loop (or an array
// method's callback) pushes or appends a failure text to it before ret, or whether it is bound
// to the results of a mapping whose callback returns one.
func (f *file) collection(id, fn, ret *sitter.Node) reason {
	id = unwrap(id)
	if id == nil || extract.Type(id) != "identifier" {
		return reason{}
	}
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) {
		return reason{}
	}
	// Only a mapping or a push, unshift or += of name between the declaration and ret can fill
	// it: most texts have neither, and are left before the walks.
	body := functionBody(fn)
	mapped := f.mappedFailure(extract.Field(d, "value"), name)
	filled := body != nil && extract.EndByte(d) <= extract.StartByte(ret) && extract.EndByte(d) <= extract.EndByte(body) &&
		fills(f.Src[extract.EndByte(d):extract.EndByte(body)], int(extract.StartByte(ret)-extract.EndByte(d)), name)
	if !mapped.ok() && !filled || f.testedBetween(name, d, ret) {
		return reason{}
	}
	if mapped.ok() || !filled {
		return mapped
	}
	var found reason
	walkBetween(body, extract.EndByte(d), extract.StartByte(ret), func(n *sitter.Node) bool {
		var v *sitter.Node
		switch extract.Type(n) {
		case "call_expression":
			callee := extract.Field(n, "function")
			if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "object"), f.Src) != name {
				return false
			}
			if p := text(extract.Field(callee, "property"), f.Src); p != "push" && p != "unshift" {
				return false
			}
			v = argument(extract.Field(n, "arguments"), 0)
		case "augmented_assignment_expression":
			if text(extract.Field(n, "left"), f.Src) != name || text(extract.Field(n, "operator"), f.Src) != "+=" {
				return false
			}
			v = extract.Field(n, "right")
		default:
			return false
		}
		if v == nil || !f.inItemLoop(n, fn) {
			return false
		}
		if why := f.failureTextReason(v, f.catchParameter(n, fn), fn, ret, 1); why.ok() && f.isItemFailure(n, v, fn) {
			found = reason{text: fmt.Sprintf("per-item failures (%s) collected in %s", why.text, name), assigned: n,
				relMsg: "a failure of one item, added to the text the tool returns as a success"}
		}
		return found.ok()
	})
	return found
}

// fills reports whether code may add to the collection name at an offset up to last: name
// followed by .push, .unshift (or ?.) or +=, with blanks between. A comment or a character
// beyond ASCII where a blank may stand counts too, so that nothing the walk would find is missed.
func fills(code []byte, last int, name string) bool {
	blanks := func(j int) int {
		for j < len(code) && (code[j] == ' ' || code[j] == '\t' || code[j] == '\n' || code[j] == '\r' || code[j] == '\v' || code[j] == '\f') {
			j++
		}
		return j
	}
	for i := 0; i <= last; {
		k := bytes.Index(code[i:], []byte(name))
		if k < 0 || i+k > last {
			return false
		}
		i += k
		j := blanks(i + len(name))
		i++
		switch {
		case j >= len(code):
			continue
		case code[j] == '/' || code[j] >= 0x80 || bytes.HasPrefix(code[j:], []byte("+=")):
			return true
		case code[j] == '.':
			j++
		case bytes.HasPrefix(code[j:], []byte("?.")):
			j += 2
		default:
			continue
		}
		j = blanks(j)
		if j < len(code) && (code[j] == '/' || code[j] >= 0x80 || bytes.HasPrefix(code[j:], []byte("push")) || bytes.HasPrefix(code[j:], []byte("unshift"))) {
			return true
		}
	}
	return false
}

// mappedFailure judges a collection bound to `await Promise.all(items.map(async (x) => ...))`
// or `items.map(...)`: whether the callback returns a failure text for an item.
func (f *file) mappedFailure(v *sitter.Node, name string) reason {
	v = unwrap(v)
	for i := 0; i < 3 && v != nil && extract.Type(v) == "call_expression"; i++ {
		callee := extract.Field(v, "function")
		if text(callee, f.Src) == "Promise.all" || text(callee, f.Src) == "Promise.allSettled" {
			v = unwrap(argument(extract.Field(v, "arguments"), 0))
			continue
		}
		if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "property"), f.Src) != "map" {
			return reason{}
		}
		cb := unwrap(argument(extract.Field(v, "arguments"), 0))
		if cb == nil || !f.parents.isFunction(cb) {
			return reason{}
		}
		for _, r := range f.returnedValuesOf(cb) {
			if extract.Type(r) == "return_statement" {
				continue // a bare return
			}
			if why := f.failureTextReason(r, f.catchParameter(r, cb), cb, r, 1); why.ok() && f.isItemFailure(r, r, cb) {
				return reason{text: fmt.Sprintf("per-item failures (%s) collected in %s", why.text, name), assigned: r,
					relMsg: "a failure of one item, added to the text the tool returns as a success"}
			}
		}
		return reason{}
	}
	return reason{}
}

// actionFailure matches a text that says an action failed ("Failed to delete", "Could not
// write", "Error fetching"), not one that reports an error the data holds ("error on 42: quota").
var actionFailure = regexp.MustCompile(`(?i)^\s*❌|^\W*(failed to|could ?not|couldn't|unable to|cannot|can't)\b|^\W*(error|failed|failure)\s+\w+ing\b`)

// isItemFailure reports whether a line added at n (its text v) reports that the tool's work on
// one item failed: it is added in a catch inside fn, or says an action failed. Errors that the
// items themselves carry (a search hit's error field) are the answer, not a failure.
func (f *file) isItemFailure(n, v, fn *sitter.Node) bool {
	for p := f.parent(n); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "catch_clause" {
			return true
		}
	}
	txt, ok := f.leadingText(v, 0)
	return ok && actionFailure.MatchString(txt)
}

// loops are the statements that repeat their body per item.
var loops = map[string]bool{"for_statement": true, "for_in_statement": true, "while_statement": true, "do_statement": true}

// inItemLoop reports whether n runs once per item: inside a loop of fn, or inside an array
// method's callback (forEach, map) in fn.
func (f *file) inItemLoop(n, fn *sitter.Node) bool {
	for p := f.parent(n); p != nil && !same(p, fn); p = f.parent(p) {
		if loops[extract.Type(p)] {
			return true
		}
		if f.parents.isFunction(p) {
			if !f.isInlineCallback(p) {
				return false
			}
			return true
		}
	}
	return false
}
