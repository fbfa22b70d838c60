package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A named expression binds its name as an assignment does (PEP 572), so the scope index
// (assignments) holds both, and every reading of a name's binding reads either:
//
//	err = _validate(pid)        if err := _validate(pid):
//	if err:                         return err
//	    return err
//
// The accessors below read the name and the value of either form; bindingStmt finds the
// statement a binding runs in, which dominates asks.

// assignedName returns the identifier a binding of the scope index binds: the left side of
// `name = value`, the name of `(name := value)`.
func assignedName(a *sitter.Node) *sitter.Node {
	if extract.Type(a) == "named_expression" {
		return extract.Field(a, "name")
	}
	return extract.Field(a, "left")
}

// assignedValue returns the value a binding of the scope index gives its name: the right side
// of `name = value`, the value of `(name := value)`.
func assignedValue(a *sitter.Node) *sitter.Node {
	if extract.Type(a) == "named_expression" {
		return extract.Field(a, "value")
	}
	return extract.Field(a, "right")
}

// bindingStmt returns the statement (or elif clause) whose running runs the binding a: an
// assignment's statement; for a named expression, the statement or clause whose condition or
// value it is, through parentheses, a `not`, and the left operand of `and`/`or` (always
// evaluated), or nil when it stands where it may not run (the right operand of `and`/`or`, a
// conditional expression's branch, a comprehension) or inside a larger expression (an
// argument), where no statement is asked of it.
func bindingStmt(a *sitter.Node) *sitter.Node {
	if extract.Type(a) != "named_expression" {
		return extract.Parent(a)
	}
	q := a
	for p := extract.Parent(q); p != nil; q, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "parenthesized_expression", "not_operator":
			continue
		case "boolean_operator":
			if sameNode(extract.Field(p, "left"), q) {
				continue
			}
			return nil
		case "if_statement", "elif_clause", "while_statement":
			if sameNode(extract.Field(p, "condition"), q) {
				return p
			}
			return nil
		case "expression_statement":
			return p
		}
		return nil
	}
	return nil
}

// guardedBody returns, for a named expression that is the condition of an if, elif or while,
// or an operand of the `and`s that make it up (through parentheses), the block that runs only
// when the condition holds: every `and` operand has then been evaluated, so the binding has run
// (`if severity and (err := check(severity)): return err`). Otherwise nil.
func guardedBody(a *sitter.Node) *sitter.Node {
	if extract.Type(a) != "named_expression" {
		return nil
	}
	q := a
	for p := extract.Parent(q); p != nil; q, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "parenthesized_expression":
			continue
		case "boolean_operator":
			if op := extract.Field(p, "operator"); op != nil && extract.Type(op) == "and" {
				continue
			}
			return nil
		case "if_statement", "elif_clause", "while_statement":
			if sameNode(extract.Field(p, "condition"), q) {
				if extract.Type(p) == "while_statement" {
					return extract.Field(p, "body")
				}
				return extract.Field(p, "consequence")
			}
		}
		return nil
	}
	return nil
}
