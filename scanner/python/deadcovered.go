package python

import (
	"bytes"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The else of a chain that tests every value a name can still hold:
//
//	_VALID = {"read", "write"}
//	def notes(action: str) -> str:
//	    if action not in _VALID:
//	        return f"Error: Invalid action '{action}'"
//	    if action == "read":
//	        ...
//	    elif action == "write":
//	        ...
//	    else:
//	        return f"Error: Unhandled action '{action}'"     # no run gets here
//
// The name is a parameter the function never binds; an earlier if of the same block or of a
// block around the chain left it when the name was not in a literal of strings (or a module
// name bound once to one that no call adds to); the chain's if and elifs each compare the name
// with a string, and together every string of the literal.

// deadCoveredElse reports whether stmt sits in the else of such a chain.
func (c *fileCtx) deadCoveredElse(stmt *sitter.Node) bool {
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	for p := stmt.Parent(); p != nil && !p.Equal(def); p = p.Parent() {
		if extract.Type(p) != "else_clause" || p.Parent() == nil || extract.Type(p.Parent()) != "if_statement" {
			continue
		}
		if c.coveredChain(p.Parent(), def) {
			return true
		}
	}
	return false
}

// coveredChain reports whether the if statement chain tests, name by name, every value an
// earlier membership test left its name.
func (c *fileCtx) coveredChain(chain, def *sitter.Node) bool {
	conds := []*sitter.Node{extract.Field(chain, "condition")}
	for _, alt := range namedChildren(chain) {
		if extract.Type(alt) == "elif_clause" {
			conds = append(conds, extract.Field(alt, "condition"))
		}
	}
	first := unparen(conds[0])
	if first == nil || extract.Type(first) != "comparison_operator" || extract.NamedChildCount(first) != 2 {
		return false
	}
	l, _, op := c.comparison(first)
	if op != "==" {
		return false
	}
	name := c.text(unparen(l))
	if extract.Type(unparen(l)) != "identifier" || !c.isParamOf(def, name) || len(c.assignmentsOf(def, name)) > 0 || c.reassigned(name) {
		return false
	}
	tested := map[string]bool{}
	for _, cond := range conds {
		s, ok := c.comparedString(unparen(cond), name)
		if !ok {
			return false
		}
		tested[s] = true
	}
	// An earlier if that left the block when the name was not in the set.
	for s := chain; s != nil && !s.Equal(def); s = s.Parent() {
		blk := s.Parent()
		if blk == nil || extract.Type(blk) != "block" {
			continue
		}
		for _, prev := range namedChildren(blk) {
			if extract.StartByte(prev) >= extract.StartByte(s) {
				break
			}
			if values, ok := c.leftUnlessIn(prev, name); ok {
				for _, v := range values {
					if !tested[v] {
						return false
					}
				}
				return true
			}
		}
	}
	return false
}

// leftUnlessIn returns the strings of the set an if statement (`if name not in VALID:` with no
// elif or else, whose body leaves the block) tests the name against.
func (c *fileCtx) leftUnlessIn(st *sitter.Node, name string) ([]string, bool) {
	if extract.Type(st) != "if_statement" || extract.NamedChildCount(st) != 2 || !leavesBlock(extract.Field(st, "consequence")) {
		return nil, false
	}
	cond := unparen(extract.Field(st, "condition"))
	if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
		return nil, false
	}
	l, r, op := c.comparison(cond)
	if op != "not in" || extract.Type(unparen(l)) != "identifier" || c.text(unparen(l)) != name {
		return nil, false
	}
	set := unparen(r)
	if extract.Type(set) == "identifier" {
		n := c.text(set)
		if _, imported := c.names[n]; imported || len(c.assignments(c.root)[n]) != 1 || c.reassigned(n) {
			return nil, false
		}
		for _, m := range []string{".add(", ".update(", ".append(", ".extend(", ".insert(", "|="} {
			if bytes.Contains(c.src, []byte(n+m)) || bytes.Contains(c.src, []byte(n+" "+m)) {
				return nil, false
			}
		}
		set = unparen(c.valueOf(set))
	}
	if set == nil {
		return nil, false
	}
	switch extract.Type(set) {
	case "set", "list", "tuple":
	default:
		return nil, false
	}
	var out []string
	for _, it := range namedChildren(set) {
		s, ok := c.plainString(unparen(it))
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, len(out) > 0
}
