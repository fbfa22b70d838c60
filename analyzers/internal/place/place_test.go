package place

import (
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestResolver(t *testing.T) {
	fset := token.NewFileSet()
	real := fset.AddFile("/m/tools/tools.go", -1, 40)
	real.SetLines([]int{0, 10, 20, 30})
	r := NewResolver(fset)

	pos, end := r.Span(Place{File: "/m/tools/tools.go", Line: 2, Column: 3, EndLine: 3, EndColumn: 1})
	if got := fset.File(pos); got != real {
		t.Fatalf("a place in a file of the file set resolved to %v, not to that file", got)
	}
	if p := fset.Position(pos); p.Line != 2 || p.Column != 3 {
		t.Errorf("place resolved to %v, want line 2 column 3", p)
	}
	if p := fset.Position(end); p.Line != 3 || p.Column != 1 {
		t.Errorf("end resolved to %v, want line 3 column 1", p)
	}

	// A file whose lines are one byte each (an imported package's positions under go vet): the
	// place stays on its line and keeps its column, which the made-up line has no room for (as
	// under mcperr vet, which has the package's source), through a line directive; a place in
	// the first column is in the file itself.
	fake := fset.AddFile("/m/inventory/tool.go", -1, 300)
	lines := make([]int, 300)
	for i := range lines {
		lines[i] = i
	}
	fake.SetLines(lines)
	if p := fset.Position(NewResolver(fset).Pos(Place{File: "/m/inventory/tool.go", Line: 227, Column: 4})); p.Line != 227 || fset.File(NewResolver(fset).Pos(Place{File: "/m/inventory/tool.go", Line: 227})) != fake {
		t.Errorf("a place in a file with a made-up line table resolved to %v, want line 227", p)
	}
	if p := fset.Position(NewResolver(fset).Pos(Place{File: "/m/inventory/tool.go", Line: 136, Column: 5})); p.Filename != "/m/inventory/tool.go" || p.Line != 136 || p.Column != 5 {
		t.Errorf("a place past the first column of a made-up line resolved to %v, want /m/inventory/tool.go:136:5", p)
	}

	// A file the file set does not hold: the position prints as the place.
	other := Place{File: "/m/server/main.go", Line: 17, Column: 5}
	pos, end = r.Span(other)
	if p := fset.Position(pos); p.Filename != other.File || p.Line != 17 || p.Column != 5 {
		t.Errorf("place of another file resolved to %v, want %s:17:5", p, other.File)
	}
	if end.IsValid() {
		t.Errorf("a made-up position has an end %v", fset.Position(end))
	}
	if again := r.Pos(other); again != pos {
		t.Errorf("the same place resolved twice to two positions")
	}
	// The made-up file is never taken for the real one by a later resolver.
	if pos := NewResolver(fset).Pos(Place{File: "/m/server/main.go", Line: 2, Column: 1}); fset.Position(pos).Line != 2 {
		t.Errorf("a second resolver reused the made-up file: %v", fset.Position(pos))
	}
	if r.Pos(Place{}).IsValid() {
		t.Errorf("the zero place resolved to a position")
	}
}

func TestRel(t *testing.T) {
	for _, c := range []struct {
		pkg, mod, file, want string
	}{
		{"example.com/m/pkg/tools", "example.com/m", "/src/m/pkg/tools/search.go", "pkg/tools/search.go"},
		{"example.com/m", "example.com/m", "/src/m/main.go", "main.go"},
		{"example.com/m/pkg/tools_test", "example.com/m", "/src/m/pkg/tools/x_test.go", "pkg/tools/x_test.go"},
		{"tools", "", "/gopath/src/tools/a.go", "tools/a.go"},
	} {
		pass := &analysis.Pass{Pkg: types.NewPackage(c.pkg, "p")}
		if c.mod != "" {
			pass.Module = &analysis.Module{Path: c.mod}
		}
		if got := Rel(pass, c.file); got != c.want {
			t.Errorf("Rel(%s in %s) = %q, want %q", c.file, c.pkg, got, c.want)
		}
	}
}
