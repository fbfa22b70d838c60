package golang

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Function literals bound to a name ("errf := func(format string, args ...any)
// *mcp.CallToolResult {...}") are helpers like declared functions: a handler builds its error
// results through one and calls it by name.

// litVar returns the name a function literal is bound to by ":=", "=" or a var declaration, or "".
func litVar(lit *sitter.Node, src []byte) string {
	cur := lit
	for p := lit.Parent(); p != nil; cur, p = p, p.Parent() {
		switch extract.Type(p) {
		case "parenthesized_expression":
			continue
		case "expression_list":
			stmt := p.Parent()
			if stmt == nil {
				return ""
			}
			var left []*sitter.Node
			switch extract.Type(stmt) {
			case "short_var_declaration", "assignment_statement":
				left = namedChildren(extract.Field(stmt, "left"))
			case "var_spec":
				left = childrenByField(stmt, "name")
			default:
				return ""
			}
			for i, r := range namedChildren(p) {
				if sameNode(r, cur) && i < len(left) && extract.Type(left[i]) == "identifier" {
					return text(left[i], src)
				}
			}
			return ""
		}
		return ""
	}
	return ""
}

// litCalls returns the plain calls of name ("errf(...)") in the scope where the literal lit is
// bound: the function around it, or the whole file for a package-level var.
func (fl *file) litCalls(lit *sitter.Node, name string) []*sitter.Node {
	scope := fl.enclosingFunc(lit)
	var out []*sitter.Node
	for _, c := range fl.callsTo[name] {
		if fn := extract.Field(c, "function"); fn == nil || extract.Type(fn) != "identifier" {
			continue // a method or a package function of the same name
		}
		if scope != nil && (extract.StartByte(c) < extract.StartByte(scope) || extract.EndByte(c) > extract.EndByte(scope)) {
			continue
		}
		if extract.StartByte(c) >= extract.StartByte(lit) && extract.EndByte(c) <= extract.EndByte(lit) {
			continue // a recursive call is not a use
		}
		out = append(out, c)
	}
	return out
}

// localHelper reports whether the site n sits in a function literal that is a helper bound to a
// name: not a handler, declared to return a CallToolResult, and returning the site. It returns the
// literal and its name.
func (fl *file) localHelper(n *sitter.Node) (*sitter.Node, string, bool) {
	lit := fl.enclosingFunc(n)
	if lit == nil || extract.Type(lit) != "func_literal" {
		return nil, "", false
	}
	name := litVar(lit, fl.src)
	if name == "" || name == "_" || !fl.isHelper(lit, n) {
		return nil, "", false
	}
	return lit, name, true
}
