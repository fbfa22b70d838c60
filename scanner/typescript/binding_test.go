package typescript

import (
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestIteratedTableIsTheWalk checks iteratedTable, which reads what each function and loop
// binds once (binding), against the walk that read a binder's patterns at every step, for
// every identifier of the fixtures (and of MCPERR_TS_BENCH_DIR) and of a few odd iterations.
func TestIteratedTableIsTheWalk(t *testing.T) {
	odd := []string{
		"const T = { a: { h: () => 1 } }; Object.entries(T).forEach(([k, e]) => e.h()); for (const e of Object.values(T)) e.h();",
		"[...A, ...B].map((e, i = e) => e.run()); for (e of T) { const e = 1; e.run() } for (const k in T) k.run();",
		"function f({ e = x }: { e: number }) { e.run() } T.flatMap(function (e: Entry) { return e.run() });",
		"T.forEach(e => [1].map(x => e.run(x))); T.forEach(async ({ handler: e }) => e.run());",
	}
	checked, tables := 0, 0
	eachFixtureFile(t, odd, func(s benchFile, f *file) {
		walkAll(f.root, func(n *sitter.Node) {
			if n.Type() != "identifier" {
				return
			}
			checked++
			table, binder := f.iteratedTable(n)
			wantTable, wantBinder := iteratedTableWalk(f, n)
			if (table == nil) != (wantTable == nil) || table != nil && !same(table, wantTable) ||
				(binder == nil) != (wantBinder == nil) || binder != nil && !same(binder, wantBinder) {
				t.Errorf("%s:%d: iteratedTable(%s) differs from the walk's", s.path, line(n), n.Content(s.src))
			}
			if wantTable != nil {
				tables++
			}
		})
	})
	t.Logf("%d identifiers, %d of them an iterated table's element", checked, tables)
	if tables == 0 || tables == checked {
		t.Error("no identifier tells the two apart: the fixtures test nothing")
	}
}

// iteratedTableWalk is iteratedTable as it read each binder's patterns at every step.
func iteratedTableWalk(f *file, id *sitter.Node) (table, binder *sitter.Node) {
	name := id.Content(f.Src)
	binds := func(pattern *sitter.Node) bool {
		names := map[string]bool{}
		patternNames(pattern, f.Src, names)
		return names[name]
	}
	for p, child := f.parent(id), id; p != nil; p, child = f.parent(p), p {
		switch {
		case p.Type() == "for_in_statement":
			left := p.ChildByFieldName("left")
			if same(child, left) || same(child, p.ChildByFieldName("right")) || !binds(left) {
				continue
			}
			if text(p.ChildByFieldName("operator"), f.Src) != "of" {
				return nil, nil
			}
			return f.elementOf(left, name, p.ChildByFieldName("right")), p
		case isFunction(p):
			first := elementParam(p)
			if first == nil {
				continue
			}
			if !binds(p.ChildByFieldName("parameters")) && !binds(first) {
				continue
			}
			args := f.parent(p)
			if args == nil || args.Type() != "arguments" || argumentIndex(args, p) != 0 {
				return nil, nil
			}
			call := f.parent(args)
			callee := unwrap(call.ChildByFieldName("function"))
			if callee == nil || callee.Type() != "member_expression" ||
				!iterationMethods[text(callee.ChildByFieldName("property"), f.Src)] {
				return nil, nil
			}
			return f.elementOf(first, name, callee.ChildByFieldName("object")), p
		}
	}
	return nil, nil
}
