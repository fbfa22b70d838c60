package python

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// valueOf returns the value last assigned to an identifier before its use, in the enclosing
// function (or at module level), or nil when it is a parameter, a loop variable or not assigned
// in the file.
func (c *fileCtx) valueOf(id *sitter.Node) *sitter.Node {
	name := c.text(id)
	scope := c.enclosingDef(id)
	if scope == nil {
		scope = c.root
	}
	var best *sitter.Node
	for _, a := range c.assignments(scope)[name] {
		if extract.EndByte(a) > extract.StartByte(id) {
			break // also the assignment id stands in: result = {path: result} reads the one before
		}
		best = assignedValue(a)
	}
	if best == nil && scope != c.root {
		// A module-level constant used inside a function.
		if as := c.assignments(c.root)[name]; len(as) > 0 {
			best = assignedValue(as[len(as)-1])
		}
	}
	return best
}

// assignments returns the simple assignments (name = value) of a scope (a function, or the
// root for the module) by name, in source order, from the scope index.
func (c *fileCtx) assignments(scope *sitter.Node) map[string][]*sitter.Node {
	return c.index().assigns[c.keyOf(scope)]
}

// walkScope calls fn on every node under n, not descending into nested functions, lambdas or
// classes (their names belong to another scope).
func walkScope(n *sitter.Node, fn func(*sitter.Node)) {
	eachNamedChild(n, func(ch *sitter.Node) {
		fn(ch)
		if !scopeSymbols.Holds(ch) {
			walkScope(ch, fn)
		}
	})
}

var exceptAs = lazyre.New(`\bas\s+([A-Za-z_][A-Za-z0-9_]*)\s*:?\s*$`)

// isExceptAlias reports whether an identifier is the exception bound by an enclosing
// "except ... as name" clause of its own function.
func (c *fileCtx) isExceptAlias(id *sitter.Node) bool {
	name := c.text(id)
	lo, ok := c.fnBound(id)
	found := false
	c.index().excepts.each(id, lo, ok, func(clause *sitter.Node) bool {
		if m := exceptAs.FindStringSubmatch(c.exceptHeader(clause)); m != nil && m[1] == name {
			found = true
			return false
		}
		return true
	})
	return found
}

// exceptHeader returns "except ValueError as e" for an except clause.
func (c *fileCtx) exceptHeader(clause *sitter.Node) string {
	end := extract.EndByte(clause)
	for i := 0; i < int(extract.NamedChildCount(clause)); i++ {
		// A comment on the line after the colon is a child of the clause, before its block.
		if ch := extract.NamedChild(clause, i); extract.Type(ch) == "block" || extract.Type(ch) == "comment" {
			end = extract.StartByte(ch)
			break
		}
	}
	h := string(c.src[extract.StartByte(clause):end])
	for len(h) > 0 && (h[len(h)-1] == ':' || h[len(h)-1] == ' ' || h[len(h)-1] == '\n' || h[len(h)-1] == '\r' || h[len(h)-1] == '\t') {
		h = h[:len(h)-1]
	}
	return h
}

// localDef returns the same-file function a call reaches: f(...) for a module-level def,
// self.f(...) for a method of the enclosing class, or f.func(...) for a decorated def
// (unwrapped.go).
func (c *fileCtx) localDef(call *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	if fn == nil {
		return nil
	}
	switch extract.Type(fn) {
	case "identifier":
		if _, imported := c.importedAt(c.text(fn), call); imported {
			return nil
		}
		if scope, _ := c.localBinding(c.text(fn), call); scope != nil {
			return nil // a name of the function's own, or of one around it (visibleDef)
		}
		return c.defs[string(c.bytesOf(fn))]
	case "attribute":
		if def := c.unwrappedDef(call); def != nil {
			return def // lookup.func(x): the function @tool decorated
		}
		obj := extract.Field(fn, "object")
		if string(c.bytesOf(obj)) != "self" && string(c.bytesOf(obj)) != "cls" {
			return nil
		}
		return c.methodOf(call, c.text(extract.Field(fn, "attribute")))
	}
	return nil
}

// returnValues returns the expressions a function returns (not those of nested functions).
func (c *fileCtx) returnValues(def *sitter.Node) []*sitter.Node {
	return memo(&c.returns, extract.StartByte(def), func() []*sitter.Node {
		var rs []*sitter.Node
		for _, r := range c.index().returns[c.keyOf(def)] {
			if extract.NamedChildCount(r) > 0 {
				rs = append(rs, extract.NamedChild(r, 0))
			}
		}
		return rs
	})
}

// isReturned reports whether the value built at n leaves the function def as its result:
// directly (return CallToolResult(...)), through a variable (r = ...; return r), or as the
// object of a flag assignment (r.isError = True; return r).
func (c *fileCtx) isReturned(n, def *sitter.Node) bool {
	var bound string
	for p := n; p != nil && p != def; p = extract.Parent(p) {
		switch extract.Type(p) {
		case "return_statement":
			return true
		case "assignment":
			left := extract.Field(p, "left")
			if left == nil {
				continue
			}
			switch {
			case extract.Type(left) == "identifier":
				bound = c.text(left)
			case extract.Type(left) == "attribute" && extract.Type(extract.Field(left, "object")) == "identifier":
				bound = c.text(extract.Field(left, "object"))
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
		if extract.Type(r) == "identifier" && string(c.bytesOf(r)) == bound {
			return true
		}
	}
	return false
}
