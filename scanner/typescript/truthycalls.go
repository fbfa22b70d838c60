package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Checks of a value that is never falsy:
//
//	// client.ts
//	async getUserMap(ids) { await this.loadMembers(); return new Map(ids.map((id) => [id, this.cache.get(id)])); }
//	// tools.ts
//	const owners = await this.client.getUserMap(ids);
//	if (!owners) throw new Error("Failed to retrieve users");  // never runs
//
// A function whose every return hands back a value that is never falsy (a `new` construction, an
// object, array, function or class literal, a string literal that is not empty), and whose body
// ends in a return or a throw so that it never falls off its end, gives the summary
// "<key>!truthy" with the fact Holds (truthySummaries). A throw under `if (!v)` (the throw alone,
// or alone in the consequence's block) right after the const declaration of v from a call of
// such a function (awaited or not; an async function's promise resolves to what it returns) is
// dead: its pending finding names that key, Unless Holds (truthyCallUnless). A `let`, a
// declaration further up, a destructuring pattern, a value passed through another expression
// (`?.`, `||`) and a function that may return anything else leave the throw live.

// truthySuffix marks the key of a function whose value is never falsy.
const truthySuffix = "!truthy"

// truthySummaries returns the summaries of the file's keyed functions whose value is never falsy.
func (f *file) truthySummaries() []extract.Summary {
	var out []extract.Summary
	for _, fn := range f.keyedFunctions() {
		if !f.neverFalsy(fn) {
			continue
		}
		if key := f.keyOf(fn); key != "" {
			out = append(out, extract.Summary{Key: key + truthySuffix, Name: f.displayName(fn), Line: line(fn), Column: column(fn), Facts: extract.Holds})
		}
	}
	return out
}

// neverFalsy reports whether every return of fn hands back a value that is never falsy and fn
// cannot fall off its end (a block body whose last statement is a return or a throw).
func (f *file) neverFalsy(fn *sitter.Node) bool {
	if extract.Type(fn) == "generator_function_declaration" || extract.Type(fn) == "generator_function" {
		return false
	}
	body := functionBody(fn)
	if body == nil {
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
		if !isTruthyLiteral(v, f.Src) {
			return false
		}
	}
	return true
}

// isTruthyLiteral reports whether an expression's value is never falsy whatever it computes: a
// `new` construction, an object, array, function or class literal, or a string literal that is
// not empty.
func isTruthyLiteral(v *sitter.Node, src []byte) bool {
	v = unwrap(v)
	if v == nil {
		return false
	}
	switch extract.Type(v) {
	case "new_expression", "object", "array", "arrow_function", "function_expression", "function", "class":
		return true
	case "string":
		s, ok := stringValue(v, src)
		return ok && s != ""
	}
	return false
}

// truthyCallUnless returns the keys, suffixed with truthySuffix, of the function whose value a
// throw tests for being falsy right after a const takes it (`const v = await f(); if (!v) throw
// ...`); nil when the throw stands under no such test.
func (f *file) truthyCallUnless(stmt *sitter.Node) []string {
	ifst := f.parent(stmt)
	if ifst != nil && extract.Type(ifst) == "statement_block" {
		for i := 0; i < int(extract.NamedChildCount(ifst)); i++ {
			if c := extract.NamedChild(ifst, i); !same(c, stmt) && extract.Type(c) != "comment" {
				return nil // the throw is not alone in the block
			}
		}
		ifst = f.parent(ifst)
	}
	if ifst == nil || extract.Type(ifst) != "if_statement" || extract.Field(ifst, "alternative") != nil {
		return nil
	}
	if c := extract.Field(ifst, "consequence"); c == nil || !same(c, stmt) && !same(c, f.parent(stmt)) {
		return nil
	}
	cond := unwrap(extract.Field(ifst, "condition"))
	if cond == nil || extract.Type(cond) != "unary_expression" {
		return nil
	}
	if op := extract.Field(cond, "operator"); op == nil || extract.Content(op, f.Src) != "!" {
		return nil
	}
	id := unwrap(extract.Field(cond, "argument"))
	if id == nil || extract.Type(id) != "identifier" {
		return nil
	}
	prev := f.prevStatement(ifst)
	if prev == nil || extract.Type(prev) != "lexical_declaration" || prev.Child(0) == nil || extract.Type(prev.Child(0)) != "const" ||
		extract.NamedChildCount(prev) != 1 {
		return nil
	}
	d := extract.NamedChild(prev, 0)
	name := extract.Field(d, "name")
	if name == nil || extract.Type(name) != "identifier" || extract.Content(name, f.Src) != extract.Content(id, f.Src) {
		return nil
	}
	v := unwrap(extract.Field(d, "value"))
	if v != nil && extract.Type(v) == "await_expression" {
		v = unwrap(extract.NamedChild(v, 0))
	}
	if v == nil || extract.Type(v) != "call_expression" {
		return nil
	}
	keys := f.edgeKeys(extract.Field(v, "function"))
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, k+truthySuffix)
	}
	return out
}
