package typescript

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper's branch for a value none of the strings it cases on. A throw in a switch's default,
// or in the final else of an if/else-if chain, that tests a parameter against string literals
// runs only when the parameter is none of them (extract.ArgTest.NotIn); a tool that passes a
// member of its validated input whose schema is an enum, a literal or a union of them (OneOf,
// parsedargs.go) with a case for each value never reaches it:
//
//	server.registerTool("list", { inputSchema: { kind: z.enum(["books", "maps"]) } },
//		async (args) => text(store.listBy(args.kind)));
//	listBy(kind) {
//		switch (kind) {
//		case "books": return ...;
//		case "maps": return ...;
//		default: throw new Error(`unknown kind ${kind}`); // dead for that call
//
// The same holds of a throw after statements that return or throw for some strings of the value:
// `if (unit === "cm") return 1;`, or a switch whose cases return or throw.
//
// The value is one valuePath names (a parameter the helper never writes, or a value inside
// one); a case that runs on into the default, a label that is no string and a condition of the
// chain that is no such comparison say nothing of it (they only leave values out of NotIn).
// A throw under an `if` too (schemaRunsIf) runs only when both hold: each of that condition's
// tests is joined with these (ArgTest.All).

// branchTests returns the tests that hold wherever stmt runs, within fn, because it sits in a
// switch's default (defaultTests, entryschema.go), in the else of an if/else-if chain
// (elseTests) or after statements that leave for some strings (afterTests); false when none
// reads.
func (f *file) branchTests(stmt, fn *sitter.Node) ([]extract.ArgTest, bool) {
	var out []extract.ArgTest
	if tests, ok := f.defaultTests(stmt, fn); ok {
		out = append(out, tests...)
	}
	out = f.elseTests(stmt, fn, out)
	out = f.afterTests(stmt, fn, out)
	return out, len(out) > 0
}

// afterTests adds to out the NotIn tests of the statements before stmt, in each block that
// holds it within fn, that leave for some strings of a value: an `if` without an else whose
// branch returns or throws (`if (unit === "cm") return 1;`), and a switch on the value whose
// cases return or throw (the labels of a case that may break out, or run on into a case that
// does not leave, say nothing). Past them, the value is none of those strings.
func (f *file) afterTests(stmt, fn *sitter.Node, out []extract.ArgTest) []extract.ArgTest {
	for n := stmt; n != nil && !same(n, fn); n = f.parent(n) {
		if f.parents.isFunction(n) {
			break
		}
		p := f.parent(n)
		if p == nil || extract.Type(p) != "statement_block" && extract.Type(p) != "switch_case" && extract.Type(p) != "switch_default" {
			continue
		}
		sibs, i := f.namedSiblings(n)
		for _, s := range sibs[:max(i, 0)] {
			switch extract.Type(s) {
			case "if_statement":
				if extract.Field(s, "alternative") != nil || !leaves(extract.Field(s, "consequence")) {
					continue
				}
				if param, path, lits, ok := f.equalsTests(extract.Field(s, "condition"), fn); ok {
					out = mergeNotIn(out, extract.ArgTest{Param: param, Path: path, NotIn: lits})
				}
			case "switch_statement":
				param, path, ok := f.valuePath(extract.Field(s, "value"), fn, 0)
				if !ok {
					continue
				}
				if lits := f.leavingLabels(s); len(lits) > 0 {
					out = mergeNotIn(out, extract.ArgTest{Param: param, Path: path, NotIn: lits})
				}
			}
		}
	}
	return out
}

// leavingLabels returns the string labels of a switch's cases for which it always returns or
// throws: a case (with the empty cases before it, which fall into it) whose last statement
// returns or throws, with no break in it.
func (f *file) leavingLabels(sw *sitter.Node) []string {
	body := extract.Field(sw, "body")
	if body == nil {
		return nil
	}
	var out, pending []string
	for _, c := range extract.NamedChildren(body) {
		switch extract.Type(c) {
		case "comment":
			continue
		case "switch_case":
			if s, ok := f.constString(extract.Field(c, "value")); ok {
				pending = append(pending, s)
			}
			if !caseHasBody(c) {
				continue
			}
			if last := lastStatement(c); last != nil && leaves(last) && !f.breaksIn(c) {
				out = append(out, pending...)
			}
		}
		pending = nil // a default, or a case with a body that leaves or runs on
	}
	return out
}

// breaksIn reports whether a break statement stands anywhere in n, outside the functions in it.
func (f *file) breaksIn(n *sitter.Node) bool {
	found := false
	f.walkOwn(n, func(c *sitter.Node) {
		found = found || extract.Type(c) == "break_statement"
	})
	return found
}

// elseTests adds to out, for each else clause around stmt within fn (not past a function in
// it), the NotIn tests of the values its chain compares with strings: the else runs only when
// the condition of its if, and of each if whose else that if is, is false. Tests of the same
// value merge.
func (f *file) elseTests(stmt, fn *sitter.Node, out []extract.ArgTest) []extract.ArgTest {
	for p := f.parent(stmt); p != nil && !same(p, fn); p = f.parent(p) {
		if f.parents.isFunction(p) {
			break
		}
		if extract.Type(p) != "else_clause" {
			continue
		}
		for e := p; e != nil && extract.Type(e) == "else_clause"; {
			ifs := f.parent(e)
			if ifs == nil || extract.Type(ifs) != "if_statement" {
				break
			}
			if param, path, lits, ok := f.equalsTests(extract.Field(ifs, "condition"), fn); ok {
				out = mergeNotIn(out, extract.ArgTest{Param: param, Path: path, NotIn: lits})
			}
			e = f.parent(ifs) // an else-if: the if is the statement of an outer else clause
		}
	}
	return out
}

// equalsTests reads a condition `v === "a"` (or `==`, either side, a const of the file bound to
// a string), or a `||` of such tests of the same value, v one valuePath names: the value and
// the strings for which the condition holds.
func (f *file) equalsTests(cond, fn *sitter.Node) (int, string, []string, bool) {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return 0, "", nil, false
	}
	l, r, op := f.binaryParts(cond)
	switch op {
	case "||":
		i, p, a, okA := f.equalsTests(l, fn)
		j, q, b, okB := f.equalsTests(r, fn)
		if !okA || !okB || i != j || p != q {
			return 0, "", nil, false
		}
		return i, p, append(a, b...), true
	case "===", "==":
		l, r = unwrap(l), unwrap(r)
		if _, ok := f.constString(l); ok {
			l, r = r, l
		}
		s, ok := f.constString(r)
		if !ok {
			return 0, "", nil, false
		}
		if i, path, ok := f.valuePath(l, fn, 0); ok {
			return i, path, []string{s}, true
		}
	}
	return 0, "", nil, false
}

// mergeNotIn adds a NotIn test to tests, joining its strings to those of a test of the same
// value there.
func mergeNotIn(tests []extract.ArgTest, t extract.ArgTest) []extract.ArgTest {
	for i := range tests {
		if tests[i].NotIn != nil && tests[i].Param == t.Param && tests[i].Path == t.Path && tests[i].Name == t.Name {
			for _, s := range t.NotIn {
				if !slices.Contains(tests[i].NotIn, s) {
					tests[i].NotIn = append(tests[i].NotIn, s)
				}
			}
			return tests
		}
	}
	return append(tests, t)
}

// conjoined returns a disjunction of tests (each of which may be a conjunction) joined with a
// conjunction of more: each test of the disjunction holds only with all of them.
func conjoined(any, all []extract.ArgTest) []extract.ArgTest {
	if len(any) == 0 {
		if len(all) == 1 {
			return all
		}
		return []extract.ArgTest{{All: all}}
	}
	out := make([]extract.ArgTest, 0, len(any))
	for _, t := range any {
		out = append(out, extract.ArgTest{All: append([]extract.ArgTest{t}, all...)})
	}
	return out
}

// valuePasses returns the parameters of its caller that a call passes on as they are (the
// Params of caseFacts' values), so that the index carries a throw's tests up through it
// (extract/argpass.go): `regionLine(region)` handing its own parameter to the helper that
// cases on it is decided by regionLine's callers.
func valuePasses(values []extract.ArgValue) []extract.ArgPass {
	var out []extract.ArgPass
	for j, v := range values {
		if v.Param > 0 {
			out = append(out, extract.ArgPass{Param: j, From: v.Param - 1})
		}
	}
	return out
}
