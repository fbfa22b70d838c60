package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The tests of argguards.go, on an item of a local dict read by a literal key:
//
//	context = {"user_id": user.get("id"), "team_ids": []}
//	if not context["user_id"]:
//	    raise ValueError("no user id")
//	context["team_ids"] = [t["id"] for t in teams]
//	if context["team_ids"]:
//	    ids = fetch_service_ids(team_ids=context["team_ids"])   # truthy here
//	policies = fetch_policies(user_id=context["user_id"])       # truthy here
//
// A test of `d["k"]` (truthiness, `is not None`) holds of the item where a call passes `d["k"]`
// when d is a local of the calling function that no binding changes in between (unchangedSince),
// and d appears between the test and the call only as `d["j"]` for another literal key j, read or
// written, or as `d["k"]` tested again (`if d["k"]:`): any other use (d["k"] read or written,
// d passed on, d.update(...), d[v], a nested function that names d) may change the item, and the
// test then says nothing of it.

// itemKey returns the name argguards' tests key an item `d["k"]` by, and d; false for any other
// expression.
func (c *fileCtx) itemKey(n *sitter.Node) (key string, dict *sitter.Node, ok bool) {
	n = unparen(n)
	if n == nil || extract.Type(n) != "subscript" || extract.NamedChildCount(n) != 2 {
		return "", nil, false
	}
	d, k := extract.NamedChild(n, 0), extract.NamedChild(n, 1)
	if extract.Type(d) != "identifier" {
		return "", nil, false
	}
	s, ok := c.literalString(k)
	if !ok {
		return "", nil, false
	}
	return c.text(d) + "[" + s + "]", d, true
}

// itemKnown returns what an item v (`d["k"]`) that a call in def passes is known to be where the
// call runs, from the tests around the call (argKnown's, cached in tests).
func (c *fileCtx) itemKnown(v, call, def *sitter.Node, tests **[]heldTest) extract.ArgFact {
	key, d, ok := c.itemKey(v)
	if !ok {
		return 0
	}
	name := c.text(d)
	if !c.mayBeTested(def, name) || len(c.assignmentsOf(def, name)) == 0 && !c.isParamOf(def, name) {
		return 0
	}
	if *tests == nil {
		ts := c.testsAround(call, def)
		*tests = &ts
	}
	var facts extract.ArgFact
	for i := range **tests {
		t := &(**tests)[i]
		if t.facts == nil {
			t.facts = c.condFacts(t.cond, t.truth)
		}
		f := t.facts[key]
		if f == 0 || !c.unchangedSince(name, *t, call, def) || !c.itemKept(d, key, *t, call, def) {
			continue
		}
		facts |= f
	}
	return facts
}

// isTestOperand reports whether n is read only to be tested: the condition of an if, elif or
// while, or an operand of not, and, or, or a comparison.
func isTestOperand(n *sitter.Node) bool {
	p := extract.Parent(n)
	if p == nil {
		return false
	}
	switch extract.Type(p) {
	case "not_operator", "boolean_operator", "comparison_operator":
		return true
	case "if_statement", "elif_clause", "while_statement":
		return nodeIs(extract.Field(p, "condition"), n)
	}
	return false
}

// itemCondKey returns the key of an item a condition tests (condFacts): `d["k"]` as itemKey.
func (c *fileCtx) itemCondKey(n *sitter.Node) (string, bool) {
	key, _, ok := c.itemKey(n)
	return key, ok
}

// itemKept reports whether the item key of dict d, which t tested, is unchanged where call runs:
// between the test's condition and the call (or in a loop around the call that starts after the
// test), d appears only subscripted by another literal key, or by key in a test (isTestOperand),
// and no nested function names it.
func (c *fileCtx) itemKept(d *sitter.Node, key string, t heldTest, call, def *sitter.Node) bool {
	from := extract.EndByte(t.cond)
	return c.usesKept(def, c.text(d), from, t, call, func(n *sitter.Node) bool {
		if extract.StartByte(n) < from {
			return true
		}
		p := extract.Parent(n)
		if p == nil || extract.Type(p) != "subscript" || !nodeIs(extract.NamedChild(p, 0), n) {
			return false
		}
		k, _, ok := c.itemKey(p)
		return ok && (k != key || isTestOperand(p))
	})
}
