package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// A test for None that comes after the value has been used as an object:
//
//	result = blender.send_command("search", params)
//	if "error" in result:            # a TypeError here when result is None
//	    return f"Error: {result['error']}"
//	if result is None:
//	    return "Error: no response"   # never runs
//
// An earlier statement of the same block that uses the variable unconditionally (`in` it, its
// attribute, an item of it) raises when it is None, so control never reaches the test with None,
// unless the variable is bound again in between. Only a local variable of the function counts:
// a global, or a name some function declares global or nonlocal, may change in any call.

// deadNoneTest reports whether stmt sits in the body of an `if x is None` that no run enters
// with x None: an earlier statement of the if's block dereferences the local x, and none between
// binds it again.
func (c *fileCtx) deadNoneTest(stmt *sitter.Node) bool {
	return c.inIfBody(stmt, func(p, def *sitter.Node) bool {
		cond := unparen(extract.Field(p, "condition"))
		if cond == nil || extract.Type(cond) != "comparison_operator" {
			return false
		}
		v, op, ok := c.noneComparison(cond)
		return ok && op == "is" && extract.Type(v) == "identifier" && c.derefedBefore(p, c.text(v), def)
	})
}

// inIfBody reports whether stmt sits, within its function def, in the body (consequence) of an
// if_statement p for which test(p, def) holds.
func (c *fileCtx) inIfBody(stmt *sitter.Node, test func(p, def *sitter.Node) bool) bool {
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	child := stmt
	for p := extract.Parent(stmt); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		if extract.Type(p) == "if_statement" {
			if body := extract.Field(p, "consequence"); body != nil && sameNode(child, body) && test(p, def) {
				return true
			}
		}
		child = p
	}
	return false
}

// inBranchOf reports whether stmt sits, within def, in the body (consequence) of an if or elif
// whose condition test accepts; unlike inIfBody, an elif's body counts.
func inBranchOf(stmt, def *sitter.Node, test func(cond *sitter.Node) bool) bool {
	child := stmt
	for q := extract.Parent(stmt); q != nil && !sameNode(q, def); child, q = q, extract.Parent(q) {
		if extract.Type(q) != "if_statement" && extract.Type(q) != "elif_clause" {
			continue
		}
		if body := extract.Field(q, "consequence"); body != nil && sameNode(child, body) && test(extract.Field(q, "condition")) {
			return true
		}
	}
	return false
}

// derefedBefore reports whether a statement before stmt in its block dereferences the local
// variable name unconditionally, and no statement from there to stmt binds it.
func (c *fileCtx) derefedBefore(stmt *sitter.Node, name string, def *sitter.Node) bool {
	if c.reassigned(name) || !(c.isParamOf(def, name) || len(c.assignmentsOf(def, name)) > 0) {
		return false
	}
	blk := extract.Parent(stmt)
	if blk == nil || extract.Type(blk) != "block" {
		return false
	}
	var before []*sitter.Node
	for _, s := range namedChildren(blk) {
		if sameNode(s, stmt) {
			break
		}
		before = append(before, s)
	}
	for i := len(before) - 1; i >= 0; i-- {
		s := before[i]
		if c.bindsWithin(s, name) {
			return false
		}
		if c.derefStmt(s, name) {
			return true
		}
	}
	return false
}

// bindsWithin reports whether a statement binds name anywhere in it, outside nested scopes.
func (c *fileCtx) bindsWithin(s *sitter.Node, name string) bool {
	found := false
	var walk func(x *sitter.Node)
	walk = func(x *sitter.Node) {
		if found {
			return
		}
		switch sym := extract.Symbol(x); {
		case scopeSymbols.Has(sym):
			return
		case bindingSymbols.Has(sym):
			for _, n := range c.boundNames(x) {
				if n == name {
					found = true
					return
				}
			}
		}
		if extract.Type(x) == "delete_statement" && c.mentionsName(x, name, 2) {
			found = true
			return
		}
		for i := 0; i < int(extract.NamedChildCount(x)); i++ {
			walk(extract.NamedChild(x, i))
		}
	}
	walk(s)
	return found
}

// derefStmt reports whether running statement s always dereferences name: the condition of an
// if, or the expression of an expression statement (an assignment's value).
func (c *fileCtx) derefStmt(s *sitter.Node, name string) bool {
	switch extract.Type(s) {
	case "if_statement":
		return c.derefs(extract.Field(s, "condition"), name, 0)
	case "expression_statement":
		if extract.NamedChildCount(s) == 0 {
			return false
		}
		e := extract.NamedChild(s, 0)
		if extract.Type(e) == "assignment" {
			e = extract.Field(e, "right")
		}
		return c.derefs(e, name, 0)
	}
	return false
}

// derefs reports whether evaluating e always dereferences the variable name in a way that fails
// on None: `k in name`, name.attr (not a dunder, which None has), name[k]; through the parts of
// an expression that always run (an operand of an operator, a call's function and arguments,
// the left side of and/or), not those that may not (the right of and/or, a lambda, a
// comprehension, a conditional expression's branches).
func (c *fileCtx) derefs(e *sitter.Node, name string, depth int) bool {
	e = unparen(e)
	if e == nil || depth > 2*maxDepth {
		return false
	}
	isName := func(n *sitter.Node) bool {
		n = unparen(n)
		return n != nil && extract.Type(n) == "identifier" && string(c.bytesOf(n)) == name
	}
	switch extract.Type(e) {
	case "comparison_operator":
		ops := namedChildren(e)
		if len(ops) < 2 {
			return false
		}
		between := strings.Fields(string(c.src[extract.EndByte(ops[0]):extract.StartByte(ops[1])]))
		if (strings.Join(between, " ") == "in" || strings.Join(between, " ") == "not in") && isName(ops[1]) {
			return true
		}
		return c.derefs(ops[0], name, depth+1) || c.derefs(ops[1], name, depth+1)
	case "attribute":
		attr := c.text(extract.Field(e, "attribute"))
		if isName(extract.Field(e, "object")) {
			return !strings.HasPrefix(attr, "__")
		}
		return c.derefs(extract.Field(e, "object"), name, depth+1)
	case "subscript":
		if isName(extract.Field(e, "value")) {
			return true
		}
		return c.derefs(extract.Field(e, "value"), name, depth+1)
	case "call":
		if c.derefs(extract.Field(e, "function"), name, depth+1) {
			return true
		}
		kw, pos := c.arguments(e)
		for _, a := range pos {
			if c.derefs(a, name, depth+1) {
				return true
			}
		}
		for _, a := range kw {
			if c.derefs(a, name, depth+1) {
				return true
			}
		}
	case "not_operator":
		return c.derefs(extract.Field(e, "argument"), name, depth+1)
	case "boolean_operator":
		return c.derefs(extract.Field(e, "left"), name, depth+1)
	case "binary_operator":
		return c.derefs(extract.Field(e, "left"), name, depth+1) || c.derefs(extract.Field(e, "right"), name, depth+1)
	}
	return false
}
