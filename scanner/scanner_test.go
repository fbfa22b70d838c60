package scanner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/golang"
	"github.com/smacker/go-tree-sitter/javascript"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/querypass"
	"github.com/mcperr/mcperr/scanner/finding"
)

// stubLang is a language whose one rule reports every keyed element `IsError: true` of a Go
// composite literal, and every object pair `isError: true` in JavaScript: enough to exercise the
// core without the real rules. A file containing "PANIC" makes its rules panic, one containing
// "SLOW" makes them query for 10 seconds.
type stubLang struct{}

func (stubLang) Lang() finding.Lang { return finding.Go }
func (stubLang) Dialects() map[string]extract.Dialect {
	return map[string]extract.Dialect{".go": extract.GoDialect, ".js": extract.JavaScriptDialect}
}
func (stubLang) Grammar(d extract.Dialect) *sitter.Language {
	if d == extract.JavaScriptDialect {
		return javascript.GetLanguage()
	}
	return golang.GetLanguage()
}
func (stubLang) Needles() [][]byte {
	return [][]byte{[]byte("IsError"), []byte("isError"), []byte("PANIC")}
}

func (stubLang) Extract(f *extract.File) (extract.Result, error) {
	if strings.Contains(string(f.Src), "PANIC") {
		panic("stub rules fail on purpose")
	}
	if strings.Contains(string(f.Src), "SLOW") { // a query that would run for 10s
		w := querypass.WatchOf(f.Src)
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); {
			w.Tick()
			time.Sleep(time.Millisecond)
		}
	}
	var res extract.Result
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		switch n.Type() {
		case "keyed_element", "pair":
			if n.NamedChildCount() == 2 {
				k, v := n.NamedChild(0).Content(f.Src), n.NamedChild(1).Content(f.Src)
				if (k == "IsError" || k == "isError") && v == "true" {
					p := n.StartPoint()
					res.Findings = append(res.Findings, finding.Finding{Rule: "errorresult", Line: int(p.Row) + 1,
						Column: int(p.Column) + 1, StartLine: int(p.Row) + 1, EndLine: int(n.EndPoint().Row) + 1,
						Message: "stub", Site: &finding.Site{Construct: finding.Literal, Shape: finding.ProseOnly, PathKey: "stub"}})
				}
			}
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			visit(n.NamedChild(i))
		}
	}
	visit(f.Tree.RootNode())
	return res, nil
}

// tree writes files (path -> content) below a new temporary directory and returns it.
func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for p, content := range files {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func scan(t *testing.T, opts Options) *finding.Document {
	t.Helper()
	doc, err := Scan(context.Background(), opts, stubLang{})
	if err != nil {
		t.Fatalf("Scan: %v", err)
	}
	return doc
}

// skips maps each skipped path to its reason.
func skips(doc *finding.Document) map[string]finding.SkipReason {
	m := map[string]finding.SkipReason{}
	for _, s := range doc.Skipped {
		m[s.Path] = s.Reason
	}
	return m
}

func paths(doc *finding.Document) []string {
	var out []string
	for _, f := range doc.Findings {
		out = append(out, f.Path)
	}
	return out
}

const site = "package x\nvar r = Result{IsError: true}\n"

func TestScanFindsAndCompletes(t *testing.T) {
	dir := tree(t, map[string]string{"a.go": site, "b_test.go": site, "none.go": "package x\n"})
	doc := scan(t, Options{Roots: []string{dir}})
	if got := strings.Join(paths(doc), ","); got != "a.go,b_test.go" {
		t.Fatalf("findings in %s, want a.go,b_test.go", got)
	}
	f := doc.Findings[0]
	if f.Lang != finding.Go || f.Context != finding.Production || f.Fingerprint == "" || f.Method != finding.Both || f.Line != 2 {
		t.Errorf("finding not completed: %+v", f)
	}
	if doc.Findings[1].Context != finding.Test {
		t.Errorf("b_test.go context %s, want test", doc.Findings[1].Context)
	}
	s := doc.Summary
	if s.FilesSeen != 3 || s.FilesParsed != 2 || s.Sites != 2 || s.ByShape[finding.ProseOnly] != 2 || s.ByMethod[finding.Both] != 2 {
		t.Errorf("summary %+v", s)
	}
}

func TestLexicalOnlyHitsAreCountedOrKept(t *testing.T) {
	src := "package x\n// IsError: true in a comment\nvar r = Result{IsError: true}\n"
	dir := tree(t, map[string]string{"a.go": src})
	doc := scan(t, Options{Roots: []string{dir}})
	if len(doc.Findings) != 1 || doc.Summary.LexicalOnly != 1 {
		t.Fatalf("findings %d, lexicalOnly %d; want 1, 1", len(doc.Findings), doc.Summary.LexicalOnly)
	}
	doc = scan(t, Options{Roots: []string{dir}, KeepCandidates: true})
	if len(doc.Findings) != 2 || doc.Findings[0].Method != finding.Lexical || doc.Summary.Sites != 1 {
		t.Fatalf("with KeepCandidates: %+v, summary %+v", doc.Findings, doc.Summary)
	}
	doc = scan(t, Options{Roots: []string{dir}, Lexical: true})
	if len(doc.Findings) != 2 || doc.Summary.Sites != 2 || doc.Summary.FilesParsed != 0 {
		t.Fatalf("lexical: %+v, summary %+v", doc.Findings, doc.Summary)
	}
}

func TestDefaultSkips(t *testing.T) {
	dir := tree(t, map[string]string{
		".gitignore":              "gen/\n*.skip.go\n",
		"gen/a.go":                site,
		"x.skip.go":               site,
		"sub/.gitignore":          "local.go\n",
		"sub/local.go":            site,
		"sub/kept.go":             site,
		"node_modules/m/index.js": "x = {isError: true}",
		"vendor/v/v.go":           site,
		"dist/index.js":           "x = {isError: true}",
		"build/tool.go":           site, // a Go package named build is source
		".venv/lib/x.go":          site,
		"env2/pyvenv.cfg":         "",
		"env2/lib/y.go":           site,
		".git/hooks/z.go":         site,
		"app.min.js":              "x = {isError: true}",
		"bundle.js":               strings.Repeat("x = {isError: true};", 300),
		"notes.txt":               "IsError: true",
	})
	doc := scan(t, Options{Roots: []string{dir}})
	want := map[string]finding.SkipReason{
		"gen": finding.Ignored, "x.skip.go": finding.Ignored, "sub/local.go": finding.Ignored,
		"node_modules": finding.VendoredDir, "vendor": finding.VendoredDir, "dist": finding.BuildOutput,
		".venv": finding.VendoredDir, "env2": finding.VendoredDir, ".git": finding.Ignored,
		"app.min.js": finding.Minified, "bundle.js": finding.Minified,
	}
	got := skips(doc)
	for p, r := range want {
		if got[p] != r {
			t.Errorf("%s: skipped as %q, want %q", p, got[p], r)
		}
	}
	if len(got) != len(want) {
		t.Errorf("skipped %v, want %v", got, want)
	}
	if p := strings.Join(paths(doc), ","); p != "build/tool.go,sub/kept.go" {
		t.Errorf("findings in %s", p)
	}
	doc = scan(t, Options{Roots: []string{dir}, IncludeVendored: true})
	vendored := map[string]bool{}
	for _, f := range doc.Findings {
		if f.Context == finding.Vendored {
			vendored[f.Path] = true
		}
	}
	// node_modules, vendor, dist, .venv, env2, app.min.js and bundle.js; .git stays out.
	if len(vendored) != 7 {
		t.Errorf("with IncludeVendored: vendored findings in %v, want 7 files", vendored)
	}
}

func TestMissingRootIsAnError(t *testing.T) {
	_, err := Scan(context.Background(), Options{Roots: []string{filepath.Join(t.TempDir(), "nope")}}, stubLang{})
	if !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("err = %v, want not-exist", err)
	}
	if _, err := Scan(context.Background(), Options{}, stubLang{}); !errors.Is(err, ErrNoRoots) {
		t.Fatalf("no roots: err = %v", err)
	}
	if _, err := Scan(context.Background(), Options{Roots: []string{"."}, MaxFileSize: -1}, stubLang{}); err == nil {
		t.Fatal("negative max file size accepted")
	}
}

func TestSingleFileAndManyRoots(t *testing.T) {
	a := tree(t, map[string]string{"a.go": site})
	b := tree(t, map[string]string{"b.go": site})
	doc := scan(t, Options{Roots: []string{filepath.Join(a, "a.go")}})
	if p := strings.Join(paths(doc), ","); p != "a.go" {
		t.Errorf("single file: findings in %s", p)
	}
	doc = scan(t, Options{Roots: []string{a, b}})
	want := filepath.ToSlash(a) + "/a.go," + filepath.ToSlash(b) + "/b.go"
	if p := strings.Join(paths(doc), ","); p != want {
		t.Errorf("two roots: findings in %s, want %s", p, want)
	}
}

// TestRootsScannedAheadEmitInOrder scans several roots, the later ones while the earlier are
// emitted: the findings come root by root in the order given, and an error from emit stops the
// scan with the roots started ahead ended.
func TestRootsScannedAheadEmitInOrder(t *testing.T) {
	var roots, want []string
	for i := 0; i < 5; i++ {
		files := map[string]string{"a.go": site}
		if i%2 == 0 { // a larger root before a smaller one
			for j := 0; j < 20; j++ {
				files["d/f"+string(rune('a'+j))+".go"] = site
			}
		}
		dir := tree(t, files)
		roots = append(roots, dir)
		want = append(want, filepath.ToSlash(dir)+"/a.go")
	}
	doc := scan(t, Options{Roots: roots})
	var got []string
	for _, p := range paths(doc) {
		if strings.HasSuffix(p, "/a.go") {
			got = append(got, p)
		}
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("roots emitted as %v, want %v", got, want)
	}
	stop := errors.New("stop")
	n := 0
	_, err := Stream(context.Background(), Options{Roots: roots}, func([]finding.Finding) error {
		if n++; n == 3 {
			return stop
		}
		return nil
	}, stubLang{})
	if !errors.Is(err, stop) {
		t.Errorf("err = %v, want the emit's", err)
	}
}
