package golang

import (
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// maxDepth bounds every recursive walk, so that hostile input (expressions nested thousands deep,
// helpers that call each other) cannot exhaust the stack or the time budget.
const maxDepth = 8

// text returns n's source text, or "" for a nil node.
func text(n *sitter.Node, src []byte) string {
	if n == nil {
		return ""
	}
	return extract.Content(n, src)
}

// sameNode reports whether a and b are the same node of one tree.
func sameNode(a, b *sitter.Node) bool {
	// A tree hands out one *sitter.Node per node (go-tree-sitter caches them by their C value),
	// so equal pointers are the same node: no call into C for the common case.
	if a == b {
		return a != nil
	}
	return a != nil && b != nil && extract.StartByte(a) == extract.StartByte(b) && extract.EndByte(a) == extract.EndByte(b) && extract.Type(a) == extract.Type(b)
}

// namedChildren returns n's named children, skipping comments.
func namedChildren(n *sitter.Node) []*sitter.Node {
	if n == nil {
		return nil
	}
	var out []*sitter.Node
	for _, c := range extract.NamedChildren(n) {
		if extract.Type(c) != "comment" {
			out = append(out, c)
		}
	}
	return out
}

// unparen strips parentheses and a leading & or *.
func unparen(n *sitter.Node) *sitter.Node {
	for i := 0; n != nil && i < 64; i++ {
		switch extract.Type(n) {
		case "parenthesized_expression":
			n = firstNamed(n)
		case "unary_expression":
			op := extract.Field(n, "operator")
			if op == nil || (extract.Type(op) != "&" && extract.Type(op) != "*") {
				return n
			}
			n = extract.Field(n, "operand")
		default:
			return n
		}
	}
	return n
}

// firstNamed returns n's first named child that is not a comment.
func firstNamed(n *sitter.Node) *sitter.Node {
	if n == nil {
		return nil
	}
	// The first of namedChildren, without reading the others.
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		if c := extract.NamedChild(n, i); c != nil && extract.Type(c) != "comment" {
			return c
		}
	}
	return nil
}

// stringValue returns the value of a Go string literal node, and whether n is one.
func stringValue(n *sitter.Node, src []byte) (string, bool) {
	if n == nil {
		return "", false
	}
	switch extract.Type(n) {
	case "interpreted_string_literal":
		s, err := strconv.Unquote(text(n, src))
		if err != nil {
			return strings.Trim(text(n, src), `"`), true
		}
		return s, true
	case "raw_string_literal":
		return strings.Trim(text(n, src), "`"), true
	}
	return "", false
}

// ancestor returns the nearest ancestor of n (not n itself) whose type is one of types, stopping
// at a function boundary when stopAtFunc is set.
func ancestor(n *sitter.Node, stopAtFunc bool, types ...string) *sitter.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		for _, t := range types {
			if extract.Type(p) == t {
				return p
			}
		}
		if stopAtFunc && isFuncNode(p) {
			return nil
		}
	}
	return nil
}

// isFuncNode reports whether n is a function declaration, method declaration or function literal.
func isFuncNode(n *sitter.Node) bool {
	switch extract.Type(n) {
	case "function_declaration", "method_declaration", "func_literal":
		return true
	}
	return false
}

// keyedElements returns the key text and value node of each keyed element of a literal_value.
func keyedElements(body *sitter.Node, src []byte) []keyed {
	var out []keyed
	for _, c := range namedChildren(body) {
		if extract.Type(c) != "keyed_element" {
			continue
		}
		parts := namedChildren(c)
		if len(parts) != 2 {
			continue
		}
		k, v := firstNamed(parts[0]), firstNamed(parts[1])
		if extract.Type(parts[0]) != "literal_element" {
			k = parts[0]
		}
		if extract.Type(parts[1]) != "literal_element" {
			v = parts[1]
		}
		if k == nil || v == nil {
			continue
		}
		key := text(k, src)
		if s, ok := stringValue(k, src); ok {
			key = s
		}
		out = append(out, keyed{key: key, keyNode: k, value: v, elem: c})
	}
	return out
}

// keyed is one key: value element of a composite literal.
type keyed struct {
	key     string
	keyNode *sitter.Node
	value   *sitter.Node
	elem    *sitter.Node
}

// fieldValue returns the value of the keyed element named key in a composite literal's body.
func fieldValue(body *sitter.Node, key string, src []byte) *sitter.Node {
	for _, k := range keyedElements(body, src) {
		if k.key == key {
			return k.value
		}
	}
	return nil
}

// args returns the arguments of a call expression.
func args(call *sitter.Node) []*sitter.Node {
	if call == nil {
		return nil
	}
	return namedChildren(extract.Field(call, "arguments"))
}

// callee splits a call's function into qualifier and name: "mcp.NewTool" gives ("mcp", "NewTool"),
// "fail" gives ("", "fail"), and a method call on an expression gives its text and the method.
func callee(call *sitter.Node, src []byte) (qual, name string) {
	fn := extract.Field(call, "function")
	if fn == nil {
		return "", ""
	}
	switch extract.Type(fn) {
	case "identifier":
		return "", text(fn, src)
	case "selector_expression":
		return text(extract.Field(fn, "operand"), src), text(extract.Field(fn, "field"), src)
	}
	return "", ""
}

// childrenByField returns every child of n in the given field (a var spec's names, a parameter
// declaration's names).
func childrenByField(n *sitter.Node, field string) []*sitter.Node {
	if n == nil {
		return nil
	}
	var out []*sitter.Node
	for i := 0; i < int(n.ChildCount()); i++ {
		if n.FieldNameForChild(i) == field {
			if c := n.Child(i); c != nil {
				out = append(out, c)
			}
		}
	}
	return out
}
