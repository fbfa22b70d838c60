package plugin

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestRelatedReachesGolangciLint: the analyzers the plugin builds report related places in
// Diagnostic.Related, which golangci-lint prints as "<analyzer>(related information): <message>"
// issues of the mcperr linter. Run here through go/analysis's checker on the related fixture of
// `mcperr vet` (the real SDK modules, from the module cache).
func TestRelatedReachesGolangciLint(t *testing.T) {
	dir, graph := analyzeFixture(t, nil, "./related")
	var got []string
	for _, act := range graph.Roots {
		for _, d := range act.Diagnostics {
			for _, r := range d.Related {
				pos := act.Package.Fset.Position(r.Pos)
				got = append(got, act.Analyzer.Name+"(related information): "+r.Message+" at "+filepath.ToSlash(pos.Filename)+":"+strconv.Itoa(pos.Line))
			}
		}
	}
	want := "guidance(related information): helper Busy builds the result here at " + filepath.ToSlash(filepath.Join(dir, "related", "errs", "errs.go")) + ":9"
	if len(got) != 1 || got[0] != want {
		t.Errorf("related information %q, want [%q]", got, want)
	}
}

// analyzeFixture runs the analyzers the plugin builds with the given settings on packages of
// `mcperr vet`'s fixture module (the real SDK modules, from the module cache), through
// go/analysis's checker, as golangci-lint runs them; it returns the module's directory.
func analyzeFixture(t *testing.T, settings any, patterns ...string) (string, *checker.Graph) {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "cmd", "mcperr", "testdata", "vet"))
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
	dl := exec.Command("go", "mod", "download")
	dl.Dir, dl.Env = dir, env
	if out, err := dl.CombinedOutput(); err != nil {
		t.Fatalf("go mod download: %v\n%s", err, out)
	}
	p, err := New(settings)
	if err != nil {
		t.Fatal(err)
	}
	analyzers, _ := p.(*Plugin).BuildAnalyzers()
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax, Dir: dir, Env: append(env, "GOPROXY=off")}, patterns...)
	if err != nil || packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("loading the fixture: %v", err)
	}
	graph, err := checker.Analyze(analyzers, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	return dir, graph
}
