package python

import (
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestLambdaParamIsTheWalkUp checks lambdaParam, which reads the scopes around a name from the
// scope index, against the walk up the tree it replaced, for every identifier of the Python
// fixtures (MCPERR_BENCH_CORPUS replaces them) and of a few lambdas in odd places.
func TestLambdaParamIsTheWalkUp(t *testing.T) {
	odd := `
f = lambda a, b=lambda c: c + a: (lambda d: a + d)(b)
class K:
    g = lambda self, e: [lambda h: e + h for e in self]
    def m(self, x):
        return sorted(x, key=lambda x, *y, z=x, **w: (x, y, z, w))
def n(p):
    class Inner:
        q = lambda r: p + r
    return lambda: lambda s: p + s
`
	checked, found := 0, 0
	eachNodeWithOdd(t, odd, func(c *fileCtx, f *extract.File, n *sitter.Node) {
		if n.Type() != "identifier" {
			return
		}
		name := c.text(n)
		want := lambdaParamWalk(c, name, n)
		if got := c.lambdaParam(name, n); got != want {
			t.Errorf("%s:%d: lambdaParam(%q) = %v, the walk up says %v", f.Path, n.StartPoint().Row+1, name, got, want)
		}
		checked++
		if want {
			found++
		}
	})
	t.Logf("%d identifiers, %d of them a lambda's parameter", checked, found)
	if found == 0 || checked == found {
		t.Fatalf("checked %d identifiers, %d of them a lambda's parameter: the test sees no difference to find", checked, found)
	}
}

// lambdaParamWalk is lambdaParam as a walk up the tree with Node.Parent.
func lambdaParamWalk(c *fileCtx, name string, at *sitter.Node) bool {
	for n := at.Parent(); n != nil; n = n.Parent() {
		switch n.Type() {
		case "function_definition", "module":
			return false
		case "lambda":
			if ps := n.ChildByFieldName("parameters"); ps != nil {
				for _, p := range namedChildren(ps) {
					if id := paramName(p); id != nil && c.text(id) == name {
						return true
					}
				}
			}
		}
	}
	return false
}

// eachNodeWithOdd calls fn on every node of the Python fixtures (MCPERR_BENCH_CORPUS replaces
// them) and of the source odd, each file with its fileCtx: the oracle tests that check an
// indexed reading against the walk it replaced.
func eachNodeWithOdd(t *testing.T, odd string, fn func(c *fileCtx, f *extract.File, n *sitter.Node)) {
	t.Helper()
	files, _ := benchFiles(t)
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	files = append(files, &extract.File{Path: "odd.py", Lang: finding.Python, Dialect: extract.PythonDialect,
		Src: []byte(odd), Tree: parser.Parse(nil, []byte(odd)), Project: &extract.Project{}})
	qs, err := queries()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		c := newFileCtx(f, qs)
		var visit func(n *sitter.Node)
		visit = func(n *sitter.Node) {
			fn(c, f, n)
			for i := 0; i < int(n.NamedChildCount()); i++ {
				visit(n.NamedChild(i))
			}
		}
		visit(c.root)
	}
}
