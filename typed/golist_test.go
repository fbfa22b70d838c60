package typed

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/internal/gittest"
)

// testEnv is the go command's environment of the load tests: no toolchain download, no network.
func testEnv() []string {
	return append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOPROXY=off")
}

// TestListLoadMatchesPackages: listLoad loads with one go list and gives what packages.Load
// gives (the same graph, files and modules, the same packages from source, with the same type
// info, and from export data, with the same objects, the same sizes and the same errors): on
// clean modules (the vet test module's SDK packages; a chain of three packages with the
// standard library and a generic function, whole and from one root), and on packages with
// errors (a type error, and a package importing it; an import of a package that does not
// exist; a syntax error; a //go:embed pattern with nothing to embed).
func TestListLoadMatchesPackages(t *testing.T) {
	chain := t.TempDir()
	gittest.Write(t, chain, map[string]string{
		"go.mod":      "module example.com/chain\n\ngo 1.22\n",
		"a/a.go":      "package a\n\nimport (\n\t\"fmt\"\n\t\"net/http\"\n\n\t\"example.com/chain/b\"\n)\n\nfunc A(w http.ResponseWriter) { fmt.Fprint(w, b.B[int](1)) }\n",
		"b/b.go":      "package b\n\nimport \"example.com/chain/c\"\n\nfunc B[T any](v T) string { return c.C(v) }\n",
		"c/c.go":      "package c\n\nimport (\n\t\"fmt\"\n\t\"unsafe\"\n)\n\nvar Size = unsafe.Sizeof(0)\n\nfunc C(v any) string { return fmt.Sprint(v) }\n",
		"cmd/main.go": "package main\n\nimport \"example.com/chain/a\"\n\nfunc main() { _ = a.A }\n",
	})
	bad := badModule(t)
	vet, err := filepath.Abs("../cmd/mcperr/testdata/vet")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		dir      string
		patterns []string
	}{
		{chain, []string{"./..."}},
		{chain, []string{"./a"}}, // b and c from export data, and the rest below them not at all
		{vet, []string{"./mcpgo", "./gosdk"}},
		{bad, []string{"./typed", "./usesbad", "./ok"}},
		{bad, []string{"./usesbad"}}, // typed, which did not build, from source beside it (the sizes from errors' export data)
		{bad, []string{"./missing"}},
		{bad, []string{"./parse"}},
		{bad, []string{"./embed", "./usesembed"}},
	} {
		cfg := &packages.Config{Mode: LoadMode, Dir: tc.dir, Env: testEnv(), ParseFile: NewSources().parse}
		got, ok := listLoad(cfg, tc.patterns)
		if !ok {
			t.Fatalf("%s %v: listLoad handed the load to packages.Load", tc.dir, tc.patterns)
		}
		want, err := packages.Load(cfg, tc.patterns...)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := describe(got), describe(want); g != w {
			t.Errorf("%s %v: listLoad and packages.Load differ:\n%s", tc.dir, tc.patterns, lineDiff(g, w))
		}
	}
}

// badModule is a module of packages with errors of every kind.
func badModule(t *testing.T) string {
	dir := t.TempDir()
	gittest.Write(t, dir, map[string]string{
		"go.mod":          "module example.com/bad\n\ngo 1.22\n",
		"typed/t.go":      "package typed\n\nfunc N() int { return \"x\" }\n",
		"missing/m.go":    "package missing\n\nimport (\n\t\"strings\"\n\n\t\"example.com/nowhere\"\n)\n\nvar _, _ = nowhere.X, strings.ToUpper\n",
		"ok/ok.go":        "package ok\n\nfunc N() int { return 1 }\n",
		"ok/ok_test.go":   "package ok\n\nimport \"testing\"\n\nfunc TestN(t *testing.T) {}\n",
		"parse/parse.go":  "package parse\n\nfunc (\n",
		"parse/fine.go":   "package parse\n\nimport \"strings\"\n\nfunc Fine() string { return strings.ToUpper(\"x\") }\n",
		"cycle/a/a.go":    "package a\n\nimport _ \"example.com/bad/cycle/b\"\n",
		"cycle/b/b.go":    "package b\n\nimport _ \"example.com/bad/cycle/a\"\n",
		"usesbad/u.go":    "package usesbad\n\nimport (\n\t\"errors\"\n\n\t\"example.com/bad/typed\"\n)\n\nvar X, Err = typed.N(), errors.New(\"x\")\n",
		"embed/e.go":      "package embed\n\nimport _ \"embed\"\n\n//go:embed dist\nvar S string\n",
		"usesembed/u.go":  "package usesembed\n\nimport \"example.com/bad/embed\"\n\nvar X = embed.S\n",
		"cgo/c.go":        "package cgo\n\n// int one() { return 1; }\nimport \"C\"\n\nfunc One() int { return int(C.one()) }\n",
		"empty/README.md": "no Go here\n",
	})
	return dir
}

// TestListLoadHandsOver: what listLoad does not load as packages.Load does is packages.Load's:
// an import cycle, cgo in a package loaded from source, a directory without Go files (whose
// error packages.Load gives a file name), no export data to read the sizes from, a query
// pattern, tests, an external driver.
func TestListLoadHandsOver(t *testing.T) {
	dir := badModule(t)
	for _, patterns := range [][]string{{"./cycle/a"}, {"./cgo"}, {"./empty"}, {"./typed"}, {"file=ok/ok.go"}} {
		cfg := &packages.Config{Mode: LoadMode, Dir: dir, Env: testEnv(), ParseFile: NewSources().parse}
		if _, ok := listLoad(cfg, patterns); ok {
			t.Errorf("%v: listLoad loaded it", patterns)
		}
	}
	cfg := &packages.Config{Mode: LoadMode, Dir: dir, Env: testEnv(), ParseFile: NewSources().parse, Tests: true}
	if _, ok := listLoad(cfg, []string{"./ok"}); ok {
		t.Errorf("listLoad loaded tests")
	}
	cfg = &packages.Config{Mode: LoadMode, Dir: dir, Env: append(testEnv(), "GOPACKAGESDRIVER=/no/driver"), ParseFile: NewSources().parse}
	if _, ok := listLoad(cfg, []string{"./ok"}); ok {
		t.Errorf("listLoad loaded with an external driver set")
	}
}

// lineDiff gives the lines of got that want lacks (-) and those of want that got lacks (+).
func lineDiff(got, want string) string {
	count := map[string]int{}
	for _, l := range strings.Split(want, "\n") {
		count[l]++
	}
	var b strings.Builder
	for _, l := range strings.Split(got, "\n") {
		if count[l] > 0 {
			count[l]--
		} else {
			b.WriteString("- " + l + "\n")
		}
	}
	for _, l := range strings.Split(want, "\n") {
		if count[l] > 0 {
			count[l]--
			b.WriteString("+ " + l + "\n")
		}
	}
	return b.String()
}

// describe writes what the analyzers and the driver see of a load: every package the roots
// reach, in ID order, with its fields, imports, types and type info.
func describe(roots []*packages.Package) string {
	var pkgs []*packages.Package
	packages.Visit(roots, nil, func(p *packages.Package) { pkgs = append(pkgs, p) })
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].ID < pkgs[j].ID })
	var b strings.Builder
	for _, r := range roots {
		fmt.Fprintf(&b, "root %s\n", r.ID)
	}
	for _, p := range pkgs {
		fmt.Fprintf(&b, "%s name=%s path=%s dir=%s go=%v compiled=%v other=%v ignored=%v embed=%v %v export=%q target=%q illtyped=%v fset=%v sizes=%v\n",
			p.ID, p.Name, p.PkgPath, p.Dir, p.GoFiles, p.CompiledGoFiles, p.OtherFiles, p.IgnoredFiles, p.EmbedFiles, p.EmbedPatterns,
			p.ExportFile, p.Target, p.IllTyped, p.Fset != nil, p.TypesSizes)
		for _, e := range p.Errors {
			fmt.Fprintf(&b, "\terror %d %q %q\n", e.Kind, e.Pos, e.Msg)
		}
		fmt.Fprintf(&b, "\ttype errors %d\n", len(p.TypeErrors))
		if m := p.Module; m != nil {
			fmt.Fprintf(&b, "\tmodule %s %s main=%v dir=%s gomod=%s go=%s replace=%v\n", m.Path, m.Version, m.Main, m.Dir, m.GoMod, m.GoVersion, m.Replace != nil)
		}
		var imps []string
		for path, imp := range p.Imports {
			imps = append(imps, path+"="+imp.ID)
		}
		sort.Strings(imps)
		fmt.Fprintf(&b, "\timports %v\n", imps)
		if p.Types != nil {
			fmt.Fprintf(&b, "\ttypes %s complete=%v names=%v\n", p.Types.Path(), p.Types.Complete(), p.Types.Scope().Names())
		}
		fmt.Fprintf(&b, "\tsyntax=%d %v\n", len(p.Syntax), p.Syntax == nil)
		if i := p.TypesInfo; i != nil {
			fmt.Fprintf(&b, "\tinfo types=%d defs=%d uses=%d implicits=%d instances=%d scopes=%d selections=%d versions=%d\n",
				len(i.Types), len(i.Defs), len(i.Uses), len(i.Implicits), len(i.Instances), len(i.Scopes), len(i.Selections), len(i.FileVersions))
			var versions []string
			for f, v := range i.FileVersions {
				versions = append(versions, p.Fset.Position(f.Pos()).Filename+"="+v)
			}
			sort.Strings(versions)
			fmt.Fprintf(&b, "\tversions %v\n", versions)
			var uses []string
			for id, obj := range i.Uses {
				if obj.Pkg() != nil && obj.Pkg() != p.Types {
					uses = append(uses, fmt.Sprintf("\t\tuse %s %s %s\n", p.Fset.Position(id.Pos()), obj, p.Fset.Position(obj.Pos())))
				}
			}
			sort.Strings(uses)
			b.WriteString(strings.Join(uses, ""))
		}
	}
	return b.String()
}
