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
// name bound once to one that no call adds to); the chain's if and elifs test the name against
// strings (chainAccepts), together every string of the literal. The same for a statement
// after ifs on the name each of whose branches leaves (pastCoveringTests).

// deadCoveredElse reports whether stmt runs only past such tests.
func (c *fileCtx) deadCoveredElse(stmt *sitter.Node) bool {
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	return c.pastCoveringTests(stmt, def, func(from, _ *sitter.Node, name string, cases []string) bool {
		if !c.isParamOf(def, name) || len(c.assignmentsOf(def, name)) > 0 || c.reassigned(name) {
			return false
		}
		values, ok := c.setLeftBefore(from, def, name)
		if !ok {
			return false
		}
		tested := map[string]bool{}
		for _, s := range cases {
			tested[s] = true
		}
		for _, v := range values {
			if !tested[v] {
				return false
			}
		}
		return true
	})
}

// setLeftBefore returns the strings of the set that an if before from, in its block or a block
// around it within def, left the block unless the name was in (leftUnlessIn).
func (c *fileCtx) setLeftBefore(from, def *sitter.Node, name string) ([]string, bool) {
	for s := from; s != nil && !sameNode(s, def); s = extract.Parent(s) {
		blk := extract.Parent(s)
		if blk == nil || extract.Type(blk) != "block" {
			continue
		}
		for _, prev := range namedChildren(blk) {
			if extract.StartByte(prev) >= extract.StartByte(s) {
				break
			}
			if values, ok := c.leftUnlessIn(prev, name); ok {
				return values, true
			}
		}
	}
	return nil, false
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
	if op != "not in" || extract.Type(unparen(l)) != "identifier" || string(c.bytesOf(unparen(l))) != name {
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
