package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A refinement of a schema another module of the root exports (refined.go, across modules):
//
//	types.ts:  export const Span = z.object({ from: z.number(), to: z.number() }).refine((s) => s.to > s.from);
//	tools.ts:  server.addTool({ name: "cut", parameters: Span, execute: async (args) => {
//	               if (args.to <= args.from) throw new UserError("bad span"); // dead
//
// The exporting module's summary gives each comparison of two members that a refinement wrapping
// an exported const schema last guarantees the key "<module>#<Name>!zodrel:<a><op><b>"
// (relSuffix) with the fact Holds; the throw is pending on every relation key that would rule its
// test out (AnyOf, Unless Holds). Only a single comparison of two members is read, in an `if`
// whose consequence or else holds the throw; the schema must be imported by name from a relative
// module and be the registration's schema itself (no `.extend` or other chain on it here).

// relSuffix starts the part of a key that names a refinement's comparison.
const relSuffix = "!zodrel:"

// refineSummaries returns a Holds summary for each comparison of two members that a refinement
// of a const zod schema the module exports guarantees.
func (f *file) refineSummaries() []extract.Summary {
	if !f.srcHas(".refine(") || !f.srcHas("export") {
		return nil
	}
	var out []extract.Summary
	for _, d := range f.exportedZodConsts() {
		rels, _ := f.refinements(extract.Field(d, "value"))
		n := extract.Content(extract.Field(d, "name"), f.Src)
		for _, r := range rels {
			out = append(out, extract.Summary{Key: f.modPath + "#" + n + relSuffix + r.a + r.op + r.b, Name: n,
				Line: line(d), Column: column(d), Facts: extract.Holds,
				Places: []extract.Place{{Fact: extract.Holds, Line: line(d), Column: column(d),
					Message: n + "'s refinement guarantees " + r.a + " " + r.op + " " + r.b + " before the tool runs"}}})
		}
	}
	return out
}

// comparisonOps are the comparisons a refinement may guarantee.
var comparisonOps = []string{"<", "<=", ">", ">=", "===", "==", "!==", "!="}

// importedRefineUnless returns, for a throw in a branch of an `if` that compares two members of
// a tool's parameter validated by a schema imported from a module of the root, the keys of the
// refinements that would make the branch dead: one call each, for Pending.AnyOf with Unless
// Holds.
func (f *file) importedRefineUnless(stmt *sitter.Node) [][]string {
	if !f.srcHas("import") {
		return nil
	}
	fn := f.enclosingFunction(stmt)
	if fn == nil || f.regByFn[fn.ID()] == nil {
		return nil
	}
	child := stmt
	for p := f.parent(stmt); p != nil && !same(p, fn); child, p = p, f.parent(p) {
		if extract.Type(p) != "if_statement" {
			continue
		}
		want := false // the comparison's value that makes the branch run
		if c := extract.Field(p, "consequence"); c != nil && same(c, child) {
			want = true
		} else if a := extract.Field(p, "alternative"); a == nil || !same(a, child) {
			continue
		}
		if keys := f.refineKeysAgainst(extract.Field(p, "condition"), want, fn); len(keys) > 0 {
			return keys
		}
	}
	return nil
}

// refineKeysAgainst returns the relation keys of which any one makes cond never evaluate to
// want: cond a comparison of two members of fn's validated parameter whose schema is imported.
func (f *file) refineKeysAgainst(cond *sitter.Node, want bool, fn *sitter.Node) [][]string {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "binary_expression" {
		return nil
	}
	l, r, op := f.binaryParts(cond)
	if flipped[op] == "" {
		return nil
	}
	a, ok := f.comparisonOperand(l, fn)
	if !ok || a.isNum || a.length {
		return nil
	}
	b, ok := f.comparisonOperand(r, fn)
	if !ok || b.isNum || b.length || !same(a.schema, b.schema) || a.prop == b.prop {
		return nil
	}
	base := f.importedSchemaKeys(a.schema) // "<module>#<Name>!zodparse"
	if base == nil {
		return nil
	}
	var out [][]string
	for _, fact := range comparisonOps {
		if h, k := relationDecides(fact, op); !k || h == want {
			continue
		}
		for _, rel := range []relation{{a.prop, fact, b.prop}, {b.prop, flipped[fact], a.prop}} {
			var keys []string
			for _, k := range base {
				keys = append(keys, k[:len(k)-len(zodSuffix)]+relSuffix+rel.a+rel.op+rel.b)
			}
			out = append(out, keys)
		}
	}
	return out
}

// numberSummaries gives the number each const the module exports as a number literal holds
// (`export const CAP = 100`), as the summary of its key with extract.NumberSuffix: a schema
// summary of one shape whose range is that number alone (extract/numconsts.go).
func (f *file) numberSummaries() []extract.Summary {
	if !f.srcHas("export") {
		return nil
	}
	var out []extract.Summary
	for _, decl := range f.exportedDeclarations() {
		if extract.Type(decl) != "lexical_declaration" {
			continue
		}
		for _, d := range extract.NamedChildren(decl) {
			name := extract.Field(d, "name")
			if extract.Type(d) != "variable_declarator" || name == nil || extract.Type(name) != "identifier" || !f.isConstDecl(d) {
				continue
			}
			v := unwrap(extract.Field(d, "value"))
			if v == nil || extract.Type(v) == "identifier" {
				continue // a literal only, not a const of a const
			}
			n, ok := f.numberLiteral(v)
			if !ok {
				continue
			}
			out = append(out, extract.Summary{Key: f.modPath + "#" + extract.Content(name, f.Src) + extract.NumberSuffix,
				Name: extract.Content(name, f.Src), Line: line(d), Column: column(d),
				Shapes: []extract.ArgShape{{Range: extract.NumRange{}.AtLeast(n, false).AtMost(n, false)}}})
		}
	}
	return out
}

// constKeys returns the keys of the number summaries (numberSummaries) that may give the value
// of n, an identifier imported by name from a module of the root; nil for anything else.
func (f *file) constKeys(n *sitter.Node) []string {
	return f.importSummaryKeys(n, extract.NumberSuffix)
}

// namedImport returns the module base and the exported name of an identifier the file imports by
// name (not a default or namespace import) from a relative module; ok false for anything else.
func (f *file) namedImport(n *sitter.Node) (base, name string, ok bool) {
	n = unwrap(n)
	if n == nil || extract.Type(n) != "identifier" {
		return "", "", false
	}
	b, found := f.imports[extract.Content(n, f.Src)]
	if !found || exportByName(b.name) {
		return "", "", false
	}
	base, rel := f.relativeModule(b.module)
	return base, b.name, rel
}

// importSummaryKeys returns the keys, each with suffix, under which the relative module an
// identifier is imported from by name would summarize it; nil for anything else.
func (f *file) importSummaryKeys(n *sitter.Node, suffix string) []string {
	base, name, ok := f.namedImport(n)
	if !ok {
		return nil
	}
	keys := moduleKeys(base, name)
	for i := range keys {
		keys[i] += suffix
	}
	return keys
}
