package walk

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/ast/inspector"
)

const src = `package p

func a(x int) int {
	f := func() int { return x + 1 }
	if x > 0 {
		return f()
	}
	go func() { _ = x }()
	return g(x, func(y int) int { return y })
}

func g(x int, h func(int) int) int { return h(x) }

var v = func() int { return 2 }()
`

// reference is what the walks stand for: ast.Inspect, filtered by type afterwards.
func reference(root ast.Node, types []ast.Node, noLits bool) []string {
	var out []string
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if _, lit := n.(*ast.FuncLit); lit && noLits {
			return false
		}
		if len(types) == 0 || typeSet(types)(n) {
			out = append(out, describe(n))
		}
		return true
	})
	return out
}

func describe(n ast.Node) string { return fmt.Sprintf("%T@%d", n, n.Pos()) }

func describeStack(stack []ast.Node) string {
	var parts []string
	for _, n := range stack {
		parts = append(parts, describe(n))
	}
	return strings.Join(parts, "/")
}

// TestWalksMatchInspect compares the walks with ast.Inspect on every function body, statement
// and expression of a file, for several type lists, through the inspector and through the
// fallback (a walker without one).
func TestWalksMatchInspect(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	w := New(inspector.New([]*ast.File{f}))
	typeLists := [][]ast.Node{
		nil,
		{(*ast.ReturnStmt)(nil)},
		{(*ast.CallExpr)(nil), (*ast.Ident)(nil)},
		{(*ast.FuncLit)(nil), (*ast.BinaryExpr)(nil)},
	}
	var roots []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.BlockStmt, *ast.FuncDecl, *ast.FuncLit, *ast.ExprStmt, *ast.CallExpr, *ast.IfStmt:
			roots = append(roots, n)
		}
		return true
	})
	roots = append(roots, f)
	checked := 0
	for _, root := range roots {
		if _, ok := w.cursor(root); !ok {
			t.Errorf("no cursor for %s", describe(root))
		}
		for _, types := range typeLists {
			for _, noLits := range []bool{false, true} {
				want := reference(root, types, noLits)
				for name, walker := range map[string]*Walker{"inspector": w, "fallback": New(nil)} {
					var got []string
					visit := func(n ast.Node) { got = append(got, describe(n)) }
					if noLits {
						walker.NoLits(root, types, visit)
					} else {
						walker.Nodes(root, types, visit)
					}
					if !reflect.DeepEqual(got, want) {
						t.Errorf("%s walk of %s for %v (noLits %v):\n got  %s\n want %s", name, describe(root), types, noLits,
							strings.Join(got, " "), strings.Join(want, " "))
					}
					checked++
				}
			}
		}
	}
	for _, root := range roots {
		for _, types := range typeLists {
			var want []string
			var stack []ast.Node
			ast.Inspect(root, func(n ast.Node) bool {
				if n == nil {
					stack = stack[:len(stack)-1]
					return false
				}
				if _, lit := n.(*ast.FuncLit); lit {
					return false
				}
				stack = append(stack, n)
				if len(types) == 0 || typeSet(types)(n) {
					want = append(want, describeStack(stack))
				}
				return true
			})
			for name, walker := range map[string]*Walker{"inspector": w, "fallback": New(nil)} {
				var got []string
				walker.NoLitsStack(root, types, func(n ast.Node, stack func() []ast.Node) {
					s := stack()
					if s[len(s)-1] != n {
						t.Errorf("%s stack of %s ends with %s", name, describe(n), describe(s[len(s)-1]))
					}
					got = append(got, describeStack(s))
				})
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s stack walk of %s for %v:\n got  %s\n want %s", name, describe(root), types,
						strings.Join(got, " "), strings.Join(want, " "))
				}
				checked++
			}
		}
	}
	// Inspect, with if statements among the types and pruned (their subtrees are skipped).
	for _, root := range roots {
		for _, types := range typeLists {
			if len(types) > 0 {
				types = append(append([]ast.Node(nil), types...), (*ast.IfStmt)(nil))
			}
			var want []string
			ast.Inspect(root, func(n ast.Node) bool {
				if n == nil {
					return false
				}
				if len(types) == 0 || typeSet(types)(n) {
					want = append(want, describe(n))
				}
				_, isIf := n.(*ast.IfStmt)
				return !isIf
			})
			for name, walker := range map[string]*Walker{"inspector": w, "fallback": New(nil)} {
				var got []string
				walker.Inspect(root, types, func(n ast.Node) bool {
					got = append(got, describe(n))
					_, isIf := n.(*ast.IfStmt)
					return !isIf
				})
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s inspect of %s for %v:\n got  %s\n want %s", name, describe(root), types,
						strings.Join(got, " "), strings.Join(want, " "))
				}
				checked++
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d walks compared", checked)
	}
}
