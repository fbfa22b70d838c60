package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Content blocks added to a result's content after the result is built, the flag meant for the
// result set in the block (rule droppedflag):
//
//	const response: CallToolResult = { content: [], isError: false };
//	if (!data) response.content.push({ type: "text", text: "no data", isError: true });
//	return response;
//
// The block is added by push, unshift or splice, or assigned by index, to the content of a local
// result (`response.content`) or to a local array the returned result carries as its content
// (`return { content }`). The SDK sends the result as it is: a success whose block holds the
// flag as data. When the result itself is flagged on the block's path (`response.isError =
// true` that runs with the push or with the return, or an isError member on the returned or
// declared result that is not false), the block's flag is redundant, not lost: nothing is
// reported.

// addedTo returns the array an object literal is added to and the call or assignment that adds
// it: the object of `arr.push(obj)`, `arr.unshift(obj)`, `arr.splice(i, n, obj)` or
// `arr[i] = obj`; nil when obj is not added to an array.
func (f *file) addedTo(obj *sitter.Node) (arr, at *sitter.Node) {
	obj = unwrapUp(f, obj)
	p := f.parent(obj)
	if p == nil {
		return nil, nil
	}
	switch extract.Type(p) {
	case "arguments":
		call := f.parent(p)
		if call == nil || extract.Type(call) != "call_expression" {
			return nil, nil
		}
		callee := extract.Field(call, "function")
		if callee == nil || extract.Type(callee) != "member_expression" {
			return nil, nil
		}
		switch text(extract.Field(callee, "property"), f.Src) {
		case "push", "unshift":
		case "splice":
			if argumentIndex(p, obj) < 2 {
				return nil, nil // the start and the count, not an item
			}
		default:
			return nil, nil
		}
		return extract.Field(callee, "object"), call
	case "assignment_expression":
		left := extract.Field(p, "left")
		if left == nil || extract.Type(left) != "subscript_expression" || !same(extract.Field(p, "right"), obj) {
			return nil, nil
		}
		return extract.Field(left, "object"), p
	}
	return nil, nil
}

// addedResultReturns returns the returns that send arr, to which a block is added at `at`, as
// the content of a result that carries no isError on the block's path. They are returns after
// `at` (up to the first that runs whenever `at` runs: later ones are not reached from it) of
// the function that declares the result or the array, and return the declared result
// (`response.content.push(...)`; `return response`) or a result that carries the local array as
// its content (`content.push(...)`; `return { content }`).
func (f *file) addedResultReturns(arr, at *sitter.Node) []*sitter.Node {
	arr = unwrap(arr)
	if arr == nil {
		return nil
	}
	var resultDecl, arrayDecl *sitter.Node
	switch extract.Type(arr) {
	case "member_expression":
		obj := unwrap(extract.Field(arr, "object"))
		if text(extract.Field(arr, "property"), f.Src) != "content" || obj == nil || extract.Type(obj) != "identifier" {
			return nil
		}
		resultDecl = f.localDecl(obj)
	case "identifier":
		arrayDecl = f.localDecl(arr)
	}
	decl := resultDecl
	if decl == nil {
		decl = arrayDecl
	}
	if decl == nil {
		return nil
	}
	fn := f.enclosingFunction(decl)
	if fn == nil {
		return nil
	}
	var out []*sitter.Node
	for _, ret := range f.returnStatements(fn) {
		if extract.StartByte(ret) < extract.EndByte(at) {
			continue
		}
		v := unwrap(extract.NamedChild(ret, 0))
		var result, resultVar *sitter.Node // the result literal, and the declaration that holds it
		switch {
		case v == nil:
		case extract.Type(v) == "identifier":
			if d := f.localDecl(v); d != nil {
				resultVar = d
				result = unwrap(extract.Field(d, "value"))
			}
		case extract.Type(v) == "object":
			result = v
		}
		sends := resultDecl != nil && same(resultVar, resultDecl) || arrayDecl != nil && f.carriesArray(result, arrayDecl)
		if sends && !f.flaggedResult(result, resultVar, at, ret) {
			out = append(out, ret)
		}
		if f.runsWith(ret, at) {
			break // every path through at ends here: the later returns send other results
		}
	}
	return out
}

// localDecl returns the variable declarator a local identifier resolves to, or nil (a
// parameter, an import, a declaration at the top of the module).
func (f *file) localDecl(id *sitter.Node) *sitter.Node {
	d := f.resolve(extract.Content(id, f.Src), id)
	if d == nil || extract.Type(d) != "variable_declarator" || f.enclosingFunction(d) == nil {
		return nil
	}
	return d
}

// carriesArray reports whether a result literal's content is the array that decl declares
// (`{ content }`, `{ content: blocks }`).
func (f *file) carriesArray(result, decl *sitter.Node) bool {
	if result == nil || extract.Type(result) != "object" {
		return false
	}
	c := f.members(result, 0).values["content"]
	c = unwrap(c)
	if c == nil || extract.Type(c) != "identifier" && extract.Type(c) != "shorthand_property_identifier" {
		return false
	}
	d := f.resolve(extract.Content(c, f.Src), c)
	return same(d, decl)
}

// flaggedResult reports whether the result a return sends may carry isError: its literal has
// an isError member that is not false (or a spread that may supply one), or the variable that
// holds it is given an isError that is not false where it runs with the block's addition or
// with the return.
func (f *file) flaggedResult(result, resultVar, at, ret *sitter.Node) bool {
	if result != nil && extract.Type(result) == "object" {
		m := f.members(result, 0)
		if m.opaque {
			return true
		}
		if v, ok := m.values["isError"]; ok && !f.isFalseFlag(v) {
			return true
		}
	}
	if resultVar == nil {
		return false
	}
	fn := f.enclosingFunction(resultVar)
	body := functionBody(fn)
	name := text(extract.Field(resultVar, "name"), f.Src)
	flagged := false
	walkBetween(body, extract.EndByte(resultVar), extract.StartByte(ret), func(n *sitter.Node) bool {
		if extract.Type(n) != "assignment_expression" {
			return false
		}
		left := extract.Field(n, "left")
		if left == nil || extract.Type(left) != "member_expression" || text(extract.Field(left, "property"), f.Src) != "isError" {
			return false
		}
		if obj := unwrap(extract.Field(left, "object")); obj == nil || extract.Type(obj) != "identifier" || extract.Content(obj, f.Src) != name {
			return false
		}
		if f.isFalseFlag(extract.Field(n, "right")) {
			return false
		}
		flagged = f.runsWith(n, at) || f.runsWith(n, ret)
		return flagged
	})
	return flagged
}

// isFalseFlag reports whether an isError value is visibly false: false, undefined or null, or
// a shorthand or identifier bound by a const declaration to one of them.
func (f *file) isFalseFlag(v *sitter.Node) bool {
	v = unwrap(v)
	if v != nil && (extract.Type(v) == "identifier" || extract.Type(v) == "shorthand_property_identifier") {
		v = unwrap(f.constValue(v)) // a const, not a parameter of the same name
	}
	return v != nil && (extract.Type(v) == "false" || isUndefined(v, f.Src))
}

// runsWith reports whether a runs whenever b runs, as far as the tree shows: between a and the
// smallest node holding both, nothing conditional (a branch, a loop, a callback, a short-circuit
// operand) stands, and that node does not choose between them.
func (f *file) runsWith(a, b *sitter.Node) bool {
	var chain []*sitter.Node // a's ancestors, a first
	for p := a; p != nil; p = f.parent(p) {
		if isInside(b, p) {
			if isChoice(p) {
				return false
			}
			for _, c := range chain {
				if isConditional(c) {
					return false
				}
			}
			return true
		}
		chain = append(chain, p)
	}
	return false
}

// isChoice reports whether a node runs at most one of its parts, or some of them only
// conditionally: holding both a and b, it may run one without the other.
func isChoice(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "if_statement", "switch_statement", "switch_body", "ternary_expression", "try_statement",
		"binary_expression", "for_statement", "for_in_statement", "while_statement", "do_statement":
		return true
	}
	return isFunction(n)
}

// isConditional reports whether what a node holds runs only under a condition: a branch, a
// loop's body, a catch, a callback, the right operand of && || ??.
func isConditional(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "if_statement", "else_clause", "switch_case", "switch_default", "ternary_expression",
		"catch_clause", "for_statement", "for_in_statement", "while_statement", "do_statement":
		return true
	case "binary_expression":
		if op := extract.Field(n, "operator"); op != nil {
			switch extract.Type(op) {
			case "&&", "||", "??":
				return true
			}
		}
	}
	return isFunction(n)
}

// addedFinding reports an isError member in a content block added to a result's content, with
// the returns that send the result as a success.
func (f *file) addedFinding(s *site, arr *sitter.Node, rets []*sitter.Node) finding.Finding {
	name := text(arr, f.Src)
	if len(name) > 40 {
		name = "the result's content"
	}
	d := f.droppedFinding(s, "a content block added to "+name)
	for _, r := range rets {
		d.Related = append(d.Related, f.relatedAt(r, "the return that sends the result, without isError, as a success"))
	}
	return d
}

// isResultShaped reports whether an object literal has the members of a result (content or
// structuredContent), not of a content block.
func (f *file) isResultShaped(obj *sitter.Node) bool {
	m := f.members(obj, 0)
	_, c := m.values["content"]
	_, sc := m.values["structuredContent"]
	return c || sc
}
