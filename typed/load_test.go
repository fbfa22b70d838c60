package typed

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/gittest"
)

// TestLoadErrorHint: a //go:embed pattern with nothing to embed is named with what to do about
// it; other errors are reported as they are.
func TestLoadErrorHint(t *testing.T) {
	for _, tc := range []struct {
		err  string
		hint bool
	}{
		{"main.go:5:12: pattern dist: no matching files found", true},
		{"web.go:9:12: pattern static: cannot embed directory static: contains no embeddable files", true},
		{"main.go:7:2: undefined: undefinedTool", false},
		{"main.go:3:8: no required module provides package example.com/x; to add it: go get example.com/x", false},
	} {
		got := LoadError{Pkg: "example.com/emb", Err: tc.err}.String()
		if !strings.HasPrefix(got, "could not analyze example.com/emb: "+tc.err) {
			t.Errorf("%q: the error is not kept as it is: %s", tc.err, got)
		}
		if has := strings.Contains(got, "//go:embed pattern names files missing"); has != tc.hint {
			t.Errorf("%q: hint given %v, want %v: %s", tc.err, has, tc.hint, got)
		}
	}
}

// TestEmbedPatternClean: a package whose only error is a //go:embed pattern with nothing to
// embed (a build output the checkout lacks) is type-checked all the same and stays a root to
// analyze, well-typed for the analyzers, and so does a package that imports it; its error is no
// load error. A package with a type error beside the pattern is still dropped, with its error
// reported, but one that imports it and type-checks on its own is analyzed, and PruneDeps cuts
// the edge to the broken one, whose analysis would fail every package above it.
func TestEmbedPatternClean(t *testing.T) {
	dir := t.TempDir()
	gittest.Write(t, dir, map[string]string{
		"go.mod":           "module example.com/emb\n\ngo 1.22\n",
		"web/web.go":       "package web\n\nimport \"embed\"\n\n//go:embed dist/*\nvar Dist embed.FS\n\nfunc N() int { return 1 }\n",
		"broken/broken.go": "package broken\n\nimport \"embed\"\n\n//go:embed dist/*\nvar Dist embed.FS\n\nfunc N() int { return undefinedName }\n",
		"ok/ok.go":         "package ok\n\nfunc N() int { return 2 }\n",
		"cmd/main.go":      "package main\n\nimport \"example.com/emb/web\"\n\nfunc main() { _ = web.N() }\n",
		"usesbroken/u.go":  "package usesbroken\n\nimport \"example.com/emb/broken\"\n\nvar X = broken.N()\n",
	})
	pkgs, err := Load(LoadOptions{Dir: dir, Env: append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOPROXY=off")}, []string{"./..."}, NewSources())
	if err != nil {
		t.Fatal(err)
	}
	var clean []string
	for _, p := range CleanRoots(pkgs) {
		clean = append(clean, p.PkgPath)
	}
	sort.Strings(clean)
	if got, want := strings.Join(clean, " "), "example.com/emb/cmd example.com/emb/ok example.com/emb/usesbroken example.com/emb/web"; got != want {
		t.Errorf("clean roots %q, want %q", got, want)
	}
	for _, p := range pkgs {
		if (p.PkgPath == "example.com/emb/cmd" || p.PkgPath == "example.com/emb/usesbroken") && p.IllTyped {
			t.Errorf("%s is ill-typed: the analyzers would skip it", p.PkgPath)
		}
	}
	var errs []string
	for _, e := range LoadErrors(pkgs) {
		errs = append(errs, e.String())
	}
	if len(errs) == 0 || !strings.Contains(strings.Join(errs, "\n"), "undefinedName") {
		t.Errorf("the type error of broken is not a load error: %q", errs)
	}
	for _, e := range errs {
		if strings.Contains(e, "example.com/emb/web:") {
			t.Errorf("web's embed pattern is reported as a load error: %s", e)
		}
	}
	PruneDeps(pkgs)
	for _, p := range pkgs {
		if p.PkgPath != "example.com/emb/usesbroken" {
			continue
		}
		if imp := p.Imports["example.com/emb/broken"]; imp != nil {
			t.Errorf("usesbroken keeps its edge to broken (ill-typed %v): the analysis of broken fails, and fails usesbroken's", imp.IllTyped)
		}
	}
}

// TestEmptyDepsStopsAtExportData: the packages loaded from export data that the user's packages
// import get an empty syntax and type info (the analyzers run on them), and the graph below
// them, which PruneDeps cuts before the analysis, is left as go/packages gave it.
func TestEmptyDepsStopsAtExportData(t *testing.T) {
	dir := t.TempDir()
	gittest.Write(t, dir, map[string]string{
		"go.mod":  "module example.com/deps\n\ngo 1.22\n",
		"main.go": "package main\n\nimport \"net/http\"\n\nfunc main() { _ = http.ListenAndServe(\":0\", nil) }\n",
	})
	pkgs, err := Load(LoadOptions{Dir: dir, Env: append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOPROXY=off")}, []string{"./..."}, NewSources())
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 {
		t.Fatalf("%d roots, want 1", len(pkgs))
	}
	nethttp := pkgs[0].Imports["net/http"]
	if nethttp == nil || nethttp.TypesInfo == nil || nethttp.Syntax == nil || len(nethttp.Syntax) != 0 {
		t.Fatalf("net/http, imported by the root, has no empty syntax and type info: %+v", nethttp)
	}
	below := nethttp.Imports["net/url"]
	if below == nil {
		t.Fatal("net/http does not import net/url")
	}
	if below.TypesInfo != nil || below.Syntax != nil {
		t.Errorf("net/url, below net/http, was given syntax or type info: the walk went below export data")
	}
	PruneDeps(pkgs)
	if len(nethttp.Imports) != 0 {
		t.Errorf("PruneDeps left net/http's imports")
	}
}
