package typescript

import (
	"fmt"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A failure of the whole call pushed into the lines the tool's one return joins:
//
//	const lines: string[] = [];
//	try {
//	  lines.push("Pulling...");
//	  await pull();
//	  lines.push("✅ Updated.");
//	} catch (err) {
//	  lines.push("❌ Update failed:");
//	  lines.push(String(err));
//	}
//	return { content: [{ type: "text", text: lines.join("\n") }] };
//
// The push stands in a catch clause (or, when its text opens as a failure, the branch of a
// negated if or the branch an outcome test takes on failure: the else of `if (output.success)`,
// as a formatter of a helper's result writes it) of the tool's own function or of a helper
// whose joined lines the tool returns, outside any loop or array callback: a batch's
// per-item failure lines are its answer (the rule page's "per-item errors collected into a
// batch result"), and are not read. After the try (or if) that holds the push, only more pushes
// to the lines and logging run up to the return: a failure the tool goes on past, to do more
// work, is a warning in its answer. The finding stands at the return and names the push.

// gatheredFailure says whether a text is `lines.join(sep)` (through trim or toString) of a
// local array of fn that a failure block of fn pushes a failure text into, the failure of the
// whole call, before the return ret.
func (f *file) gatheredFailure(t, fn, ret *sitter.Node) reason {
	t = unwrap(t)
	for i := 0; i < 3 && t != nil && extract.Type(t) == "call_expression"; i++ {
		callee := extract.Field(t, "function")
		if callee == nil || extract.Type(callee) != "member_expression" {
			return reason{}
		}
		switch text(extract.Field(callee, "property"), f.Src) {
		case "trim", "trimEnd", "toString":
			t = unwrap(extract.Field(callee, "object"))
			continue
		case "join":
			return f.gatheredLines(unwrap(extract.Field(callee, "object")), fn, ret)
		}
		return reason{}
	}
	return reason{}
}

// gatheredLines judges the array a return joins (gatheredFailure).
func (f *file) gatheredLines(id, fn, ret *sitter.Node) reason {
	if id == nil || fn == nil || ret == nil || extract.Type(id) != "identifier" {
		return reason{}
	}
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || extract.EndByte(d) > extract.StartByte(ret) {
		return reason{}
	}
	if v := unwrap(extract.Field(d, "value")); v == nil || extract.Type(v) != "array" || f.writtenAgain(name, d, fn) {
		return reason{}
	}
	body := functionBody(fn)
	if body == nil || f.testedBetween(name, d, ret) {
		return reason{}
	}
	var found reason
	walkBetween(body, extract.EndByte(d), extract.StartByte(ret), func(n *sitter.Node) bool {
		v := f.pushedTo(n, name)
		if v == nil || f.inItemLoop(n, fn) {
			return false
		}
		block, caught := f.wholeFailureBlock(n, fn)
		if block == nil || !f.onlyLinesAfter(block, ret, name, body) {
			return false
		}
		if extract.Type(block) == "catch_clause" && f.rethrowsNothing(n, fn) {
			return false // a catch whose try throws nothing never pushes (rethrow.go)
		}
		var why reason
		if extract.Type(block) == "catch_clause" {
			why = f.failureTextReason(v, caught, fn, n, 1)
		} else if txt, ok := f.leadingText(v, 0); ok && opensWithFailure(txt) {
			why = reason{text: fmt.Sprintf("text %q", clip(txt))}
		}
		if why.ok() {
			found = reason{text: fmt.Sprintf("a failure of the call (%s) pushed into %s", why.text, name), assigned: n,
				relMsg: "the failure pushed into the lines the tool returns as a success", caught: why.caught}
		}
		return found.ok()
	})
	return found
}

// pushedTo returns the value a call `name.push(v)` (or unshift) adds, or nil.
func (f *file) pushedTo(n *sitter.Node, name string) *sitter.Node {
	if extract.Type(n) != "call_expression" {
		return nil
	}
	callee := extract.Field(n, "function")
	if callee == nil || extract.Type(callee) != "member_expression" || text(extract.Field(callee, "object"), f.Src) != name {
		return nil
	}
	if p := text(extract.Field(callee, "property"), f.Src); p != "push" && p != "unshift" {
		return nil
	}
	return argument(extract.Field(n, "arguments"), 0)
}

// wholeFailureBlock returns the innermost failure block of fn around n, a catch clause (and the
// name it binds) or the branch of an if that a failed test takes (the consequence of a negated
// condition or of a test of a failed answer, `if (res.error)`; the else of a test of a
// successful one, `if (output.success)`, answerTest; not the else of another test, which a
// state's test as often picks), or nil; nil too when that block may leave (a return or throw in it).
func (f *file) wholeFailureBlock(n, fn *sitter.Node) (*sitter.Node, string) {
	prev := n
	for p := f.parent(n); p != nil && !same(p, fn); prev, p = p, f.parent(p) {
		if f.parents.isFunction(p) {
			return nil, ""
		}
		var block *sitter.Node
		switch extract.Type(p) {
		case "catch_clause":
			block = p
		case "if_statement":
			cond := unwrap(extract.Field(p, "condition"))
			failed, answer := f.answerTest(cond) // softerrorbranch.go
			if c := extract.Field(p, "consequence"); c != nil && same(c, prev) {
				negated := cond != nil && extract.Type(cond) == "unary_expression" && text(extract.Field(cond, "operator"), f.Src) == "!"
				if !negated && !(answer && failed) {
					return nil, ""
				}
				block = p
			} else if a := extract.Field(p, "alternative"); a != nil && same(a, prev) && answer && !failed {
				block = p // the else of a success test: `if (output.success) { ... } else { lines.push("❌ ...") }`
			}
		}
		if block == nil {
			continue
		}
		if mayLeave(block) {
			return nil, ""
		}
		caught := ""
		if extract.Type(block) == "catch_clause" {
			if param := extract.Field(block, "parameter"); param != nil && extract.Type(param) == "identifier" {
				caught = extract.Content(param, f.Src)
			}
		}
		return block, caught
	}
	return nil, ""
}

// mayLeave reports whether a block holds a return or throw of its own function.
func mayLeave(block *sitter.Node) bool {
	return walkOwnUntil(block, func(n *sitter.Node) bool {
		t := extract.Type(n)
		return t == "return_statement" || t == "throw_statement"
	})
}

// onlyLinesAfter reports whether, from the end of the statement that holds block (its try or
// if) to ret, every statement of body is a push of a value without calls to name, a logging
// call, or a statement that holds ret: the tool does no more work past the failure.
func (f *file) onlyLinesAfter(block, ret *sitter.Node, name string, body *sitter.Node) bool {
	stmt := block
	if extract.Type(block) == "catch_clause" {
		stmt = f.parent(block)
	}
	if stmt == nil {
		return false
	}
	ok := true
	for cur := stmt; ok && cur != nil && !same(cur, body); cur = f.parent(cur) {
		if f.parents.isFunction(cur) {
			return false
		}
		p := f.parent(cur)
		if p == nil {
			return false
		}
		if extract.Type(p) != "statement_block" && extract.Type(p) != "program" {
			continue
		}
		sibs, i := f.namedSiblings(cur)
		for _, s := range sibs[i+1:] {
			if extract.StartByte(s) >= extract.StartByte(ret) {
				return true
			}
			if ok = f.lineOrLog(s, name); !ok {
				break
			}
		}
		if isInside(ret, p) {
			break
		}
	}
	return ok
}

// lineOrLog reports whether a statement only adds a line without calls to name (`lines.push("")`,
// `lines.push(\`Took ${ms} ms\`)`) or logs, or is empty or a comment.
func (f *file) lineOrLog(s *sitter.Node, name string) bool {
	switch extract.Type(s) {
	case "comment", "empty_statement":
		return true
	case "expression_statement":
	default:
		return false
	}
	e := unwrap(extract.NamedChild(s, 0))
	if e != nil && extract.Type(e) == "await_expression" {
		e = unwrap(extract.NamedChild(e, 0))
	}
	if e == nil || extract.Type(e) != "call_expression" {
		return false
	}
	callee := extract.Field(e, "function")
	if callee != nil && extract.Type(callee) == "member_expression" && logObjects[text(extract.Field(callee, "object"), f.Src)] {
		return true
	}
	v := f.pushedTo(e, name)
	if v == nil {
		return false
	}
	calls := false
	f.walkAll(v, func(n *sitter.Node) {
		if extract.Type(n) == "call_expression" || extract.Type(n) == "await_expression" || extract.Type(n) == "new_expression" {
			calls = true
		}
	})
	return !calls
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
			return f.isInlineCallback(p)
		}
	}
	return false
}
