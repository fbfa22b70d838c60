package extract

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/golang"
	"github.com/smacker/go-tree-sitter/javascript"
	"github.com/smacker/go-tree-sitter/python"
	"github.com/smacker/go-tree-sitter/typescript/tsx"
	"github.com/smacker/go-tree-sitter/typescript/typescript"
)

// TestNodeCallsAreTheBindings compares each function of nodecalls.go with the binding's method
// on every node of the languages' fixtures (Field with every field name of the grammar and a
// name that is none), and wants the same answer, for a node the same *sitter.Node (or nil): the
// same pointer shows that the function went through the tree's node cache, and that the
// binding's Node layout is still the one they read. It walks each tree twice: as is, then under
// Remember (the memo's answers).
func TestNodeCallsAreTheBindings(t *testing.T) {
	grammars := map[string]*sitter.Language{
		".ts": typescript.GetLanguage(), ".tsx": tsx.GetLanguage(), ".js": javascript.GetLanguage(),
		".py": python.GetLanguage(), ".go": golang.GetLanguage(),
	}
	files, nodes, found := 0, 0, 0
	onThisBuild := inPlace
	defer func() { inPlace = onThisBuild }()
	for _, dir := range []string{"../typescript/testdata", "../python/testdata", "../golang/testdata"} {
		inDir := 0
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			lang := grammars[filepath.Ext(p)]
			if err != nil || d.IsDir() || lang == nil || inDir == 40 { // 40 a language: some 5 s
				return err
			}
			inDir++
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			var names []string
			for i := 1; ; i++ {
				n := lang.FieldName(i)
				if n == "" {
					break
				}
				names = append(names, n)
			}
			names = append(names, "no_such_field", "")
			parser := sitter.NewParser()
			defer parser.Close()
			parser.SetLanguage(lang)
			tree, err := parser.ParseCtx(context.Background(), nil, src)
			if err != nil {
				return err
			}
			defer tree.Close()
			files++
			var walk func(n *sitter.Node)
			walk = func(n *sitter.Node) {
				nodes++
				if got, want := StartByte(n), n.StartByte(); got != want {
					t.Fatalf("%s: %s: StartByte %d, the binding's %d", p, n.Type(), got, want)
				}
				if got, want := EndByte(n), n.EndByte(); got != want {
					t.Fatalf("%s: %s: EndByte %d, the binding's %d", p, n.Type(), got, want)
				}
				if got, want := Content(n, src), n.Content(src); got != want {
					t.Fatalf("%s: %s: Content %q, the binding's %q", p, n.Type(), got, want)
				}
				if got, want := Symbol(n), n.Symbol(); got != want {
					t.Fatalf("%s: %s: Symbol %d, the binding's %d", p, n.Type(), got, want)
				}
				if got, want := Type(n), n.Type(); got != want {
					t.Fatalf("%s at %d: Type %q, the binding's %q", p, n.StartByte(), got, want)
				}
				if got, want := NamedChildCount(n), n.NamedChildCount(); got != want {
					t.Fatalf("%s: %s: NamedChildCount %d, the binding's %d", p, n.Type(), got, want)
				}
				for i := -1; i <= int(n.NamedChildCount()); i++ { // one out of range at each end
					if got, want := NamedChild(n, i), n.NamedChild(i); got != want {
						t.Fatalf("%s: %s: NamedChild(%d) %v, the binding's %v", p, n.Type(), i, got, want)
					}
				}
				kids := NamedChildren(n)
				if len(kids) != int(n.NamedChildCount()) {
					t.Fatalf("%s: %s: NamedChildren gives %d, the binding's count is %d", p, n.Type(), len(kids), n.NamedChildCount())
				}
				for i, got := range kids {
					if want := n.NamedChild(i); got != want {
						t.Fatalf("%s: %s: NamedChildren()[%d] %v, the binding's NamedChild %v", p, n.Type(), i, got, want)
					}
				}
				inPlace = false // what builds of another layout do: the calls into C
				if EndByte(n) != n.EndByte() || Type(n) != n.Type() || len(NamedChildren(n)) != int(n.NamedChildCount()) {
					t.Fatalf("%s: %s at %d: EndByte, Type or NamedChildren by calls into C differ from the binding", p, n.Type(), n.StartByte())
				}
				inPlace = onThisBuild
				for _, name := range names {
					want, got := n.ChildByFieldName(name), Field(n, name)
					if got != want {
						t.Fatalf("%s: %s at %d, field %q: Field %v, ChildByFieldName %v", p, n.Type(), n.StartByte(), name, got, want)
					}
					if again := Field(n, name); again != want { // from the memo, under Remember
						t.Fatalf("%s: %s at %d, field %q: Field again %v, ChildByFieldName %v", p, n.Type(), n.StartByte(), name, again, want)
					}
					if got != nil {
						found++
					}
				}
				if got, want := Parent(n), n.Parent(); got != want || Parent(n) != want { // again: from the memo, under Remember
					t.Fatalf("%s: %s at %d: Parent %v, the binding's %v", p, n.Type(), n.StartByte(), got, want)
				}
				for i := 0; i < int(n.ChildCount()); i++ {
					walk(n.Child(i))
				}
			}
			walk(tree.RootNode())
			forget := Remember(tree) // the same answers, each read once and then from the memo
			walk(tree.RootNode())
			forget()
			return nil
		})
		if err != nil && !strings.Contains(err.Error(), "no such file") {
			t.Fatal(err)
		}
	}
	if files < 100 || found == 0 {
		t.Fatalf("%d fixture files, %d fields found: the test reads too little", files, found)
	}
	t.Logf("%d files, %d nodes, %d fields found", files, nodes, found)
}

// BenchmarkNodeReads reads the children and fields of every node of a Python fixture eight
// times, as the rules' walks do, with calls into C each time and under Remember (read once).
func BenchmarkNodeReads(b *testing.B) {
	src, err := os.ReadFile("../python/testdata/tries/caughtclosure/logs/server.py")
	if err != nil {
		b.Skip(err)
	}
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil {
		b.Fatal(err)
	}
	defer tree.Close()
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		_, _ = Field(n, "name"), Field(n, "body")
		for i := 0; i < int(NamedChildCount(n)); i++ {
			_ = NamedChild(n, i)
		}
		for _, c := range NamedChildren(n) {
			walk(c)
		}
	}
	for _, remember := range []bool{false, true} {
		name := "calls"
		if remember {
			name = "remembered"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				forget := func() {}
				if remember {
					forget = Remember(tree)
				}
				for range 8 {
					walk(tree.RootNode())
				}
				forget()
			}
		})
	}
}
