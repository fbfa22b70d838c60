package typescript

import (
	"slices"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// TestMemosAreTheTree checks returnStatements and returnsNoFailure, read once per node, against
// the walks they remember, for every function of the fixtures (and of MCPERR_TS_BENCH_DIR) and
// every statement block, asked of the file and of a variant run over the same tree (importedreg.go),
// which must share the file's answers rather than read the tree again.
func TestMemosAreTheTree(t *testing.T) {
	odd := []string{
		"function f(a) { if (a) { return 1 } const g = () => { return 2 }; return { isError: true } }",
	}
	fns, blocks := 0, 0
	eachFixtureFile(t, odd, func(s benchFile, f *file) {
		v, err := newFileVariant(f.File, f.queries, &xregVariant{how: "w-", base: f})
		if err != nil {
			t.Fatal(err)
		}
		for _, fn := range f.functionIndex().nodes {
			fns++
			want := ownReturnsWalk(fn)
			got, again := f.returnStatements(fn), v.returnStatements(fn)
			if !slices.Equal(got, want) {
				t.Errorf("%s:%d: returnStatements = %d statements, the walk's %d", s.path, line(fn), len(got), len(want))
			}
			if len(got) > 0 && &again[0] != &got[0] {
				t.Errorf("%s:%d: the variant run read the returns again instead of sharing the file's", s.path, line(fn))
			}
		}
		walkAll(f.root, func(n *sitter.Node) {
			if extract.Type(n) != "statement_block" {
				return
			}
			blocks++
			want := f.returnsNoFailureOf(n)
			if got := v.returnsNoFailure(n); got != want {
				t.Errorf("%s:%d: returnsNoFailure = %v, the walk's %v", s.path, line(n), got, want)
			}
			if _, shared := f.noFailure[n]; !shared {
				t.Errorf("%s:%d: the variant run's returnsNoFailure is not the file's", s.path, line(n))
			}
		})
	})
	t.Logf("%d functions, %d blocks", fns, blocks)
	if fns == 0 || blocks == 0 {
		t.Fatal("no function or block checked")
	}
}

// ownReturnsWalk is returnStatements as a walk of the function's body by NamedChild.
func ownReturnsWalk(fn *sitter.Node) []*sitter.Node {
	body := functionBody(fn)
	if body == nil || body.Type() != "statement_block" {
		return nil
	}
	var out []*sitter.Node
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if n.Type() == "return_statement" {
			out = append(out, n)
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); !isFunction(c) {
				walk(c)
			}
		}
	}
	walk(body)
	return out
}

// TestVariantsShareTreeMemos checks that the runs of a file's variants (importedreg.go) share
// the answers that read the tree alone (parents.go) both ways: what a variant reads first, the
// file and the later variants take (the stores in tables, the function index, a member's parts,
// a node's siblings), rather than reading the tree again.
func TestVariantsShareTreeMemos(t *testing.T) {
	odd := []string{"const T = {}; function f(k, v) { T[k] = v; a.b(); } f('x', () => 1)"}
	files := 0
	eachFixtureFile(t, odd, func(s benchFile, f *file) {
		variant := func(how string) *file {
			v, err := newFileVariant(f.File, f.queries, &xregVariant{how: how, base: f})
			if err != nil {
				t.Fatal(err)
			}
			return v
		}
		first, second := variant("--"), variant("w-")
		stores := first.storesOfFile()
		if len(stores) > 0 && (f.stores == nil || second.stores == nil || &(*second.stores)[0] != &stores[0]) {
			t.Errorf("%s: the stores a variant read are not the file's and the next variant's", s.path)
		}
		if first.functionIndex() != second.functionIndex() || f.functionIndex() != first.functionIndex() {
			t.Errorf("%s: the variants read the function index again", s.path)
		}
		var member, child *sitter.Node
		walkAll(f.root, func(n *sitter.Node) {
			if member == nil && extract.Type(n) == "member_expression" {
				member = n
			}
			if child == nil && f.parent(n) != nil && extract.Type(n) == "identifier" {
				child = n
			}
		})
		if member != nil {
			first.memberParts(member)
			if _, ok := second.parts[member.ID()]; !ok {
				t.Errorf("%s:%d: the member's parts a variant read are not the next one's", s.path, line(member))
			}
		}
		if child != nil {
			first.namedSiblings(child)
			if _, ok := f.kids[f.parent(child).ID()]; !ok {
				t.Errorf("%s:%d: the siblings a variant read are not the file's", s.path, line(child))
			}
		}
		files++
	})
	if files == 0 {
		t.Fatal("no file checked")
	}
}
