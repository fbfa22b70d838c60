package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A formatter's failure text that answers only a false flag of its argument, and a tool that
// hands it only values whose flag is true:
//
//	// tools/drop-index.ts
//	export async function executeDropIndex(db, input) {
//	  if (!exists) throw new Error("Index does not exist");
//	  await db.collection(input.collection).dropIndex(input.indexName);
//	  return { success: true, indexName: input.indexName };
//	}
//	export function formatDropIndexResponse(output) {
//	  if (output.success) return `✅ Dropped index ${output.indexName}`;
//	  return `❌ Failed to drop index ${output.indexName}`; // runs only where success is false
//	}
//	// server.ts
//	const output = await executeDropIndex(db, input);
//	return { content: [{ type: "text", text: formatDropIndexResponse(output) }] };
//
// The formatter's failure place carries the test of its parameter's member under which alone it
// runs (extract.Place.RunsIf: the member lacks ArgTruthy), read from the else of `if (p.m)`,
// the statements after an `if (p.m)` whose branch leaves, or the branch of `if (!p.m)`
// (flagBranchTests). A function of the root every return of which is an object literal whose
// member m is `true` (and that never falls off its end: its failures throw) gives the summary
// "<key>!true.<m>" with Holds (trueFlagSummaries). A tool's return of the formatter's value
// hands the index the shapes of the call's arguments bound to such a function's value
// (Pending.Shapes; trueFlagShapes): each flag member truthy if that summary holds
// (ArgShape.If, plainshapes.go), and the place does not count for it (extract's flagplaces.go).

// trueFlagSuffix marks the key of a function whose every return sets the member after it true.
const trueFlagSuffix = "!true."

// flagMembers are the members a result object conventionally reports its outcome by.
var flagMembers = []string{"success", "ok"}

// flagBranchTests returns the tests of members of fn's parameters that all hold wherever stmt
// runs, within fn, as one test (a conjunction, ArgTest.All, when there are more): the member is
// false in the else of `if (p.m)`, after such an if whose branch leaves (no else), and in the
// branch of `if (!p.m)`. Nil when no such test reads.
func (f *file) flagBranchTests(stmt, fn *sitter.Node) []extract.ArgTest {
	member := func(cond *sitter.Node, negated bool) []extract.ArgTest {
		cond = unwrap(cond)
		if cond != nil && extract.Type(cond) == "unary_expression" && text(extract.Field(cond, "operator"), f.Src) == "!" {
			cond, negated = unwrap(extract.Field(cond, "argument")), !negated
		}
		if !negated || cond == nil || extract.Type(cond) != "member_expression" {
			return nil
		}
		i, path, ok := f.valuePath(cond, fn, 0)
		if !ok || path == "" {
			return nil
		}
		return []extract.ArgTest{{Param: i, Path: path, Lacks: extract.ArgTruthy}}
	}
	var all []extract.ArgTest
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, fn); child, p = p, f.parent(p) {
		if f.parents.isFunction(p) {
			return nil
		}
		switch extract.Type(p) {
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
				if t := member(extract.Field(p, "condition"), false); t != nil {
					all = append(all, t...) // if (!p.m) { ...stmt... }
				}
			}
		case "else_clause":
			if ifs := f.parent(p); ifs != nil && extract.Type(ifs) == "if_statement" {
				if t := member(extract.Field(ifs, "condition"), true); t != nil {
					all = append(all, t...) // if (p.m) {...} else { ...stmt... }
				}
			}
		case "statement_block", "program":
			sibs, i := f.namedSiblings(child)
			for _, s := range sibs[:max(i, 0)] {
				if extract.Type(s) != "if_statement" || extract.Field(s, "alternative") != nil || !leaves(extract.Field(s, "consequence")) {
					continue
				}
				if t := member(extract.Field(s, "condition"), true); t != nil {
					all = append(all, t...) // if (p.m) return ...; ...stmt...
				}
			}
		}
	}
	if len(all) > 1 {
		return []extract.ArgTest{{All: all}}
	}
	return all
}

// trueFlagSummaries returns, for each keyed function of the file every return of which is an
// object literal whose member m (of flagMembers) is `true`, the summary "<key>!true.<m>" with
// Holds.
func (f *file) trueFlagSummaries() []extract.Summary {
	var out []extract.Summary
	for _, fn := range f.keyedFunctions() {
		key := ""
		for _, m := range flagMembers {
			if !f.alwaysTrueMember(fn, m) {
				continue
			}
			if key == "" {
				if key = f.keyOf(fn); key == "" {
					break
				}
			}
			out = append(out, extract.Summary{Key: key + trueFlagSuffix + m, Name: f.displayName(fn), Line: line(fn), Column: column(fn), Facts: extract.Holds})
		}
	}
	return out
}

// alwaysTrueMember reports whether fn cannot fall off its end and every return of it hands
// back an object literal, without spreads, whose member m is the literal true.
func (f *file) alwaysTrueMember(fn *sitter.Node, m string) bool {
	body := functionBody(fn)
	if body == nil || extract.Type(fn) == "generator_function_declaration" || extract.Type(fn) == "generator_function" {
		return false
	}
	if extract.Type(body) == "statement_block" {
		last := lastStatement(body)
		if last == nil || extract.Type(last) != "return_statement" && extract.Type(last) != "throw_statement" {
			return false
		}
	}
	rs := f.returnedValuesOf(fn)
	if len(rs) == 0 {
		return false
	}
	for _, v := range rs {
		v = unwrap(v)
		if v == nil || extract.Type(v) != "object" {
			return false
		}
		set := false
		for _, c := range extract.NamedChildren(v) {
			switch extract.Type(c) {
			case "spread_element":
				return false
			case "pair":
				if text(extract.Field(c, "key"), f.Src) != m {
					continue
				}
				val := unwrap(extract.Field(c, "value"))
				if val == nil || extract.Type(val) != "true" {
					return false
				}
				set = true
			}
		}
		if !set {
			return false
		}
	}
	return true
}

// trueFlagShapes returns the shapes of the arguments of call, in fn before ret, that are the
// value of a call of a function of the root (awaited or not, as it is or through a const of fn
// bound to it): each flag member truthy if the function's "!true.<m>" summary holds.
func (f *file) trueFlagShapes(call, ret, fn *sitter.Node) []extract.ArgShape {
	args := extract.Field(call, "arguments")
	local := fn != nil && isInside(ret, fn) // a const of fn may stand for the call
	var out []extract.ArgShape
	for i := 0; ; i++ {
		a := unwrap(argument(args, i))
		if a == nil {
			break
		}
		if extract.Type(a) == "identifier" && fn != nil {
			d := f.resolve(extract.Content(a, f.Src), a)
			if !local || d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || !f.isConstDecl(d) {
				continue
			}
			a = unwrap(extract.Field(d, "value"))
		}
		if a == nil || extract.Type(a) != "call_expression" {
			continue
		}
		keys := f.edgeKeys(extract.Field(a, "function"))
		if len(keys) == 0 {
			continue
		}
		for _, m := range flagMembers {
			marked := make([]string, len(keys))
			for j, k := range keys {
				marked[j] = k + trueFlagSuffix + m
			}
			out = append(out, extract.ArgShape{Param: i, Path: "." + m, Facts: extract.ArgTruthy | extract.ArgNonNull, If: marked})
		}
	}
	return out
}
