package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A raise in a case of a match over parameters, the cases telling the values apart by None,
// string literals and builtin classes, which runs only for a call whose arguments reach that
// case:
//
//	async def get_collection(self, name: str | None = None, *, key: str | None = None):
//	    match key, name:
//	        case None, None:
//	            raise ValueError("give a name or a key")      # dead: every call passes a key
//	        case str(), None:
//	            return await self.client.get(key=key)
//	        case None, str():
//	            raise ValueError("lookup by name is gone")    # dead: key is never None
//	        case _:
//	            raise ValueError("bad arguments")             # dead: case str(), None catches every call
//
// A case runs when its own pattern matches and no earlier case's did. Each element of the
// pattern tests the parameter the subject names at its place: `None` that it is None (it lacks
// ArgNonNull), `str()` (int, bool, list, dict) that it is not None (it lacks ArgNone, with the
// parameter's default for a call that leaves it out), a string literal or a union of them that
// it is one of them (In); an earlier unguarded case fails when one of its elements does: the
// value is not None (lacks ArgNone), not of the class (lacks the class's fact: ArgString for
// str), none of the strings (NotIn). Anything else (a capture, a value pattern, a guard on an
// earlier case, a subject that is no intact parameter) tests nothing: the case stays live for
// more calls, never fewer. The tests are the disjunction of conjunctions the index reads
// (extract.ArgTest.All), bounded in number.

// matchTermsMax bounds the conjunctions a case's test expands to: an earlier case that would
// pass it is left out (which only lets more calls reach the case).
const matchTermsMax = 32

// matchElem is what one element of a case's pattern tests of the parameter at its place.
type matchElem struct {
	match *extract.ArgTest // holds where the element matches; nil for none known
	neg   *extract.ArgTest // holds where it fails; nil for none known
	wild  bool             // `_`: matches anything
}

// matchRunsIf returns the tests under which the body of a case of a match over intact
// parameters of def runs; clause is the case_clause.
func (c *fileCtx) matchRunsIf(clause, def *sitter.Node) ([]extract.ArgTest, bool) {
	blk, m := caseMatch(clause)
	if m == nil || c.passedAsValue(def) {
		return nil, false
	}
	subjects := matchSubjects(m)
	if len(subjects) == 0 {
		return nil, false
	}
	own, ok := c.caseElems(clause, subjects, def)
	if !ok {
		return nil, false
	}
	var first []extract.ArgTest
	for _, e := range own {
		if e.match != nil {
			first = append(first, *e.match)
		}
	}
	terms := [][]extract.ArgTest{first}
	for _, cc := range namedChildren(blk) {
		if sameNode(cc, clause) {
			break
		}
		if extract.Type(cc) != "case_clause" || extract.Field(cc, "guard") != nil {
			continue // a guarded case may let any call by
		}
		elems, ok := c.caseElems(cc, subjects, def)
		if !ok {
			continue
		}
		var neg []extract.ArgTest
		known := true
		for _, e := range elems {
			switch {
			case e.wild:
			case e.neg != nil:
				neg = append(neg, *e.neg)
			default:
				known = false
			}
		}
		if !known || len(neg) == 0 || len(terms)*len(neg) > matchTermsMax {
			continue
		}
		next := make([][]extract.ArgTest, 0, len(terms)*len(neg))
		for _, t := range terms {
			for _, n := range neg {
				next = append(next, append(append([]extract.ArgTest(nil), t...), n))
			}
		}
		terms = next
	}
	out := make([]extract.ArgTest, 0, len(terms))
	for _, t := range terms {
		switch len(t) {
		case 0:
			return nil, false // some call may reach the case whatever it passes
		case 1:
			out = append(out, t[0])
		default:
			out = append(out, extract.ArgTest{All: t})
		}
	}
	return out, true
}

// caseMatch returns the block of cases a case clause stands in and the match statement it
// belongs to, or nils.
func caseMatch(clause *sitter.Node) (blk, m *sitter.Node) {
	blk = extract.Parent(clause)
	if blk == nil || extract.Parent(blk) == nil || extract.Type(extract.Parent(blk)) != "match_statement" {
		return nil, nil
	}
	return blk, extract.Parent(blk)
}

// matchSubjects returns the subjects of a match statement: `match key, name:` has two.
func matchSubjects(m *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, n := range namedChildren(m) {
		switch extract.Type(n) {
		case "block", "comment":
			continue
		}
		out = append(out, n)
	}
	if len(out) == 1 {
		if t := unparen(out[0]); t != nil && (extract.Type(t) == "tuple" || extract.Type(t) == "expression_list") {
			return namedChildren(t)
		}
	}
	return out
}

// caseElems reads a case's pattern, an element for each subject; false when its elements do
// not pair off with the subjects (a star pattern, a sequence pattern over one subject).
func (c *fileCtx) caseElems(clause *sitter.Node, subjects []*sitter.Node, def *sitter.Node) ([]matchElem, bool) {
	var pats []*sitter.Node
	for _, pt := range namedChildren(clause) {
		if extract.Type(pt) == "case_pattern" {
			pats = append(pats, pt)
		}
	}
	if len(pats) == 1 && extract.NamedChildCount(pats[0]) == 0 {
		out := make([]matchElem, len(subjects)) // `case _:`
		for i := range out {
			out[i].wild = true
		}
		return out, true
	}
	if len(pats) == 1 && len(subjects) > 1 {
		if t := extract.NamedChild(pats[0], 0); extract.NamedChildCount(pats[0]) == 1 && extract.Type(t) == "tuple_pattern" {
			pats = nil
			for _, pt := range namedChildren(t) {
				if extract.Type(pt) != "case_pattern" {
					return nil, false
				}
				pats = append(pats, pt)
			}
		}
	}
	if len(pats) != len(subjects) {
		return nil, false
	}
	out := make([]matchElem, len(pats))
	for i, pt := range pats {
		out[i] = c.matchElement(pt, subjects[i], def)
	}
	return out, true
}

// classNeg are the facts a value of a builtin class has that a class pattern names: a value
// known to have them matches it (paramtypes.go says what the facts mean).
var classNeg = map[string]extract.ArgFact{"str": extract.ArgString, "int": extract.ArgNumber,
	"bool": extract.ArgBoolean, "list": extract.ArgArray, "dict": extract.ArgObject}

// matchElement reads one element of a pattern against the subject at its place.
func (c *fileCtx) matchElement(pt, subj, def *sitter.Node) matchElem {
	if extract.NamedChildCount(pt) == 0 {
		return matchElem{wild: true}
	}
	if extract.NamedChildCount(pt) != 1 {
		return matchElem{}
	}
	p, ok := c.intactParam(def, subj)
	if !ok || p.name == "" {
		return matchElem{}
	}
	test := func(t extract.ArgTest) *extract.ArgTest {
		t.Param, t.Name = p.index, p.name
		return &t
	}
	n := extract.NamedChild(pt, 0)
	switch extract.Type(n) {
	case "none":
		return matchElem{match: test(extract.ArgTest{Lacks: extract.ArgNonNull}),
			neg: test(extract.ArgTest{Lacks: extract.ArgNone, Default: c.falsyDefault(p.node)})}
	case "class_pattern":
		if extract.NamedChildCount(n) != 1 {
			return matchElem{} // str(x), a keyword pattern: read no further
		}
		f, ok := classNeg[string(c.bytesOf(extract.NamedChild(n, 0)))]
		if !ok {
			return matchElem{}
		}
		return matchElem{match: test(extract.ArgTest{Lacks: extract.ArgNone, Default: c.falsyDefault(p.node)}),
			neg: test(extract.ArgTest{Lacks: f})}
	case "string", "union_pattern":
		vals, ok := c.patternStrings(pt)
		if !ok {
			return matchElem{}
		}
		return matchElem{match: test(extract.ArgTest{In: vals}), neg: test(extract.ArgTest{NotIn: vals})}
	}
	return matchElem{}
}
