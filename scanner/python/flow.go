package python

import (
	"regexp"

	sitter "github.com/smacker/go-tree-sitter"
)

// valueOf returns the value last assigned to an identifier before its use, in the enclosing
// function (or at module level), or nil when it is a parameter, a loop variable or not assigned
// in the file.
func (c *fileCtx) valueOf(id *sitter.Node) *sitter.Node {
	name := c.text(id)
	scope := enclosingDef(id)
	if scope == nil {
		scope = c.root
	}
	var best *sitter.Node
	for _, a := range c.assignments(scope)[name] {
		if a.StartByte() >= id.StartByte() {
			break
		}
		best = a.ChildByFieldName("right")
	}
	if best == nil && scope != c.root {
		// A module-level constant used inside a function.
		if as := c.assignments(c.root)[name]; len(as) > 0 {
			best = as[len(as)-1].ChildByFieldName("right")
		}
	}
	return best
}

// assignments indexes the simple assignments (name = value) of a scope by name, in source
// order; it is built once per scope, so resolving a variable costs no walk.
func (c *fileCtx) assignments(scope *sitter.Node) map[string][]*sitter.Node {
	if c.assigns == nil {
		c.assigns = map[uint32]map[string][]*sitter.Node{}
	}
	key := scope.StartByte()
	if scope == c.root {
		key = ^uint32(0)
	}
	if m, ok := c.assigns[key]; ok {
		return m
	}
	m := map[string][]*sitter.Node{}
	walkScope(scope, func(n *sitter.Node) {
		if n.Type() != "assignment" || n.ChildByFieldName("right") == nil {
			return
		}
		if left := n.ChildByFieldName("left"); left != nil && left.Type() == "identifier" {
			m[c.text(left)] = append(m[c.text(left)], n)
		}
	})
	c.assigns[key] = m
	return m
}

// walkScope calls fn on every node under n, not descending into nested functions, lambdas or
// classes (their names belong to another scope).
func walkScope(n *sitter.Node, fn func(*sitter.Node)) {
	for i := 0; i < int(n.NamedChildCount()); i++ {
		ch := n.NamedChild(i)
		fn(ch)
		switch ch.Type() {
		case "function_definition", "lambda", "class_definition":
			continue
		}
		walkScope(ch, fn)
	}
}

var exceptAs = regexp.MustCompile(`\bas\s+([A-Za-z_][A-Za-z0-9_]*)\s*:?\s*$`)

// isExceptAlias reports whether an identifier is the exception bound by an enclosing
// "except ... as name" clause.
func (c *fileCtx) isExceptAlias(id *sitter.Node) bool {
	name := c.text(id)
	for p := id.Parent(); p != nil && p.Type() != "function_definition"; p = p.Parent() {
		if p.Type() != "except_clause" && p.Type() != "except_group_clause" {
			continue
		}
		if m := exceptAs.FindStringSubmatch(c.exceptHeader(p)); m != nil && m[1] == name {
			return true
		}
	}
	return false
}

// exceptHeader returns "except ValueError as e" for an except clause.
func (c *fileCtx) exceptHeader(clause *sitter.Node) string {
	end := clause.EndByte()
	for i := 0; i < int(clause.NamedChildCount()); i++ {
		// A comment on the line after the colon is a child of the clause, before its block.
		if ch := clause.NamedChild(i); ch.Type() == "block" || ch.Type() == "comment" {
			end = ch.StartByte()
			break
		}
	}
	h := string(c.src[clause.StartByte():end])
	for len(h) > 0 && (h[len(h)-1] == ':' || h[len(h)-1] == ' ' || h[len(h)-1] == '\n' || h[len(h)-1] == '\r' || h[len(h)-1] == '\t') {
		h = h[:len(h)-1]
	}
	return h
}

// localDef returns the same-file function a call reaches: f(...) for a module-level def, or
// self.f(...) for a method of the enclosing class.
func (c *fileCtx) localDef(call *sitter.Node) *sitter.Node {
	fn := call.ChildByFieldName("function")
	if fn == nil {
		return nil
	}
	switch fn.Type() {
	case "identifier":
		if _, imported := c.names[c.text(fn)]; imported {
			return nil
		}
		return c.defs[c.text(fn)]
	case "attribute":
		obj := fn.ChildByFieldName("object")
		if c.text(obj) != "self" && c.text(obj) != "cls" {
			return nil
		}
		def := enclosingDef(call)
		for def != nil && c.enclosingClassName(def) == "" {
			def = enclosingDef(def)
		}
		if def == nil {
			return nil
		}
		return c.defs[c.enclosingClassName(def)+"."+c.text(fn.ChildByFieldName("attribute"))]
	}
	return nil
}

// returnValues returns the expressions a function returns (not those of nested functions),
// walking each function once: several rules ask about the same helpers.
func (c *fileCtx) returnValues(def *sitter.Node) []*sitter.Node {
	if rs, ok := c.returns[def.StartByte()]; ok {
		return rs
	}
	if c.returns == nil {
		c.returns = map[uint32][]*sitter.Node{}
	}
	rs := walkReturns(def)
	c.returns[def.StartByte()] = rs
	return rs
}

func walkReturns(def *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	body := def.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	walkScope(body, func(n *sitter.Node) {
		if n.Type() == "return_statement" && n.NamedChildCount() > 0 {
			out = append(out, n.NamedChild(0))
		}
	})
	return out
}

// isReturned reports whether the value built at n leaves the function def as its result:
// directly (return CallToolResult(...)), through a variable (r = ...; return r), or as the
// object of a flag assignment (r.isError = True; return r).
func (c *fileCtx) isReturned(n, def *sitter.Node) bool {
	var bound string
	for p := n; p != nil && p != def; p = p.Parent() {
		switch p.Type() {
		case "return_statement":
			return true
		case "assignment":
			left := p.ChildByFieldName("left")
			if left == nil {
				continue
			}
			switch {
			case left.Type() == "identifier":
				bound = c.text(left)
			case left.Type() == "attribute" && left.ChildByFieldName("object").Type() == "identifier":
				bound = c.text(left.ChildByFieldName("object"))
			}
		}
		if bound != "" {
			break
		}
	}
	if bound == "" {
		return false
	}
	for _, r := range c.returnValues(def) {
		if r.Type() == "identifier" && c.text(r) == bound {
			return true
		}
	}
	return false
}
