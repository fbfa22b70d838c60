package typescript

import (
	"bytes"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
)

// TestWritesAreTheWalk checks mayAssign, mayMutate (one walk per function, writesOf) and
// storedParams (one walk per file, storesOfFile) against the walks they replaced, for every
// function of the fixtures (and of MCPERR_TS_BENCH_DIR) and every name read in it, and for
// every identifier and member expression as a table, and a few odd writes.
func TestWritesAreTheWalk(t *testing.T) {
	odd := []string{
		"function f(a, b) { a.x = 1; [b, c] = g(); ({ d, e: [h] } = o); i++; j.k[0] += 2; delete l.m; n.push(1); Object.assign(p.q, r); () => { s = 1 } }",
		"class C { t = []; add(e) { this.t.push(e); this.t[e.name] = e; u[e.id] = e; u['x'] = e } } const u = {}; function v(w) { u[w.k] = w }",
	}
	asked, assigned, mutated, stored := 0, 0, 0, 0
	eachFixtureFile(t, odd, func(s benchFile, f *file) {
		for _, fn := range f.functionIndex().nodes {
			names := map[string]bool{}
			walkAll(fn, func(n *sitter.Node) {
				if n.Type() == "identifier" || n.Type() == "shorthand_property_identifier_pattern" {
					names[n.Content(s.src)] = true
				}
			})
			for name := range names {
				asked++
				a, m := f.mayAssign(fn, name), f.mayMutate(fn, name)
				if a != mayAssignWalk(f, fn, name) || m != mayMutateWalk(f, fn, name) {
					t.Errorf("%s:%d: mayAssign, mayMutate(%s) = %v, %v, not the walk's", s.path, line(fn), name, a, m)
				}
				if a {
					assigned++
				}
				if m {
					mutated++
				}
			}
		}
		walkAll(f.root, func(n *sitter.Node) {
			if n.Type() != "identifier" && n.Type() != "member_expression" {
				return
			}
			got, want := f.storedParams(n), storedParamsWalk(f, n)
			if len(got) != len(want) {
				t.Errorf("%s:%d: storedParams(%s) = %d, the walk's %d", s.path, line(n), n.Content(s.src), len(got), len(want))
				return
			}
			for i := range got {
				if !same(got[i], want[i]) {
					t.Errorf("%s:%d: storedParams(%s)[%d] differs from the walk's", s.path, line(n), n.Content(s.src), i)
				}
			}
			stored += len(got)
		})
	})
	t.Logf("%d (function, name) pairs, %d assigned, %d mutated; %d stored parameters", asked, assigned, mutated, stored)
	if assigned == 0 || mutated == 0 || stored == 0 {
		t.Error("no case tells the answers apart: the fixtures test nothing")
	}
}

// mayAssignWalk is mayAssign as it walked fn's body for each name.
func mayAssignWalk(f *file, fn *sitter.Node, name string) bool {
	found := false
	walkAll(functionBody(fn), func(n *sitter.Node) {
		if found || !isWrite(n) {
			return
		}
		left := writeTarget(n)
		for left != nil && (left.Type() == "member_expression" || left.Type() == "subscript_expression") {
			left = unwrap(left.ChildByFieldName("object"))
		}
		if left != nil && text(left, f.Src) == name {
			found = true
		}
		if left != nil && (left.Type() == "object_pattern" || left.Type() == "array_pattern") && containsWord(f.Src[left.StartByte():left.EndByte()], name) {
			found = true
		}
	})
	return found
}

// mayMutateWalk is mayMutate as it walked fn's body for each name.
func mayMutateWalk(f *file, fn *sitter.Node, name string) bool {
	found := false
	rooted := func(n *sitter.Node) bool {
		for n = unwrap(n); n != nil && (n.Type() == "member_expression" || n.Type() == "subscript_expression"); {
			n = unwrap(n.ChildByFieldName("object"))
		}
		return n != nil && n.Type() == "identifier" && n.Content(f.Src) == name
	}
	walkAll(functionBody(fn), func(n *sitter.Node) {
		if found {
			return
		}
		switch n.Type() {
		case "unary_expression":
			found = text(n.ChildByFieldName("operator"), f.Src) == "delete" && rooted(n.ChildByFieldName("argument"))
		case "call_expression":
			callee := unwrap(n.ChildByFieldName("function"))
			if callee == nil || callee.Type() != "member_expression" {
				return
			}
			if text(callee, f.Src) == "Object.assign" {
				found = rooted(argument(n.ChildByFieldName("arguments"), 0))
				return
			}
			found = arrayMutators[text(callee.ChildByFieldName("property"), f.Src)] && rooted(callee.ChildByFieldName("object"))
		}
	})
	return found
}

// storedParamsWalk is storedParams as it walked the whole tree for each table.
func storedParamsWalk(f *file, table *sitter.Node) []*sitter.Node {
	want := table.Content(f.Src)
	if !bytes.Contains(f.Src, []byte(want+"[")) && !bytes.Contains(f.Src, []byte(want+".push(")) {
		return nil
	}
	var class *sitter.Node
	if table.Type() != "identifier" {
		if class = f.enclosingClass(table); class == nil {
			return nil
		}
	}
	sameTable := func(obj *sitter.Node) bool {
		if obj == nil || obj.Content(f.Src) != want {
			return false
		}
		if class != nil {
			return same(f.enclosingClass(obj), class)
		}
		return same(f.resolve(want, obj), f.resolve(want, table))
	}
	var out []*sitter.Node
	keep := func(v *sitter.Node) {
		if v = unwrap(v); v != nil && v.Type() == "identifier" {
			if fn, _ := f.paramOf(v); fn != nil {
				out = append(out, v)
			}
		}
	}
	walkAll(f.root, func(n *sitter.Node) {
		switch n.Type() {
		case "assignment_expression":
			l := unwrap(n.ChildByFieldName("left"))
			if l != nil && l.Type() == "subscript_expression" {
				idx := unwrap(l.ChildByFieldName("index"))
				if idx != nil && idx.Type() != "string" && idx.Type() != "number" && sameTable(unwrap(l.ChildByFieldName("object"))) {
					keep(n.ChildByFieldName("right"))
				}
			}
		case "call_expression":
			c := unwrap(n.ChildByFieldName("function"))
			if c != nil && c.Type() == "member_expression" && text(c.ChildByFieldName("property"), f.Src) == "push" &&
				sameTable(unwrap(c.ChildByFieldName("object"))) {
				if args := n.ChildByFieldName("arguments"); args != nil && args.NamedChildCount() == 1 {
					keep(args.NamedChild(0))
				}
			}
		}
	})
	return out
}
