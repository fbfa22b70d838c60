package golang

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// leakFiles parses the Go files below roots (the fixtures, or MCPERR_BENCH_CORPUS) as files of
// the rules.
func leakFiles(tb testing.TB, roots ...string) []*file {
	tb.Helper()
	if corpus := os.Getenv("MCPERR_BENCH_CORPUS"); corpus != "" {
		roots = []string{corpus}
	}
	qs, err := queries()
	if err != nil {
		tb.Fatal(err)
	}
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(grammar())
	var out []*file
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			src, err := os.ReadFile(p)
			if err != nil || len(src) > 1<<20 {
				return err
			}
			out = append(out, parseFile(parser, qs, filepath.ToSlash(p), src))
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
	return out
}

func parseFile(parser *sitter.Parser, qs map[string]*sitter.Query, path string, src []byte) *file {
	f := &extract.File{Path: path, Lang: finding.Go, Dialect: extract.GoDialect,
		Src: src, Tree: parser.Parse(nil, src), Project: &extract.Project{}}
	return newFile(f, qs)
}

// leakCases holds one function per way an internal reaches a return, each the only one in its
// function, and functions with none.
const leakCases = `package p

import (
	"os"
	"runtime/debug"
)

var apiToken = loadToken()

var fromVar = string(debug.Stack())

type config struct{ APIKey string }

var cfg config

func stack() string { return string(debug.Stack()) }

func viaCall() string { return "at " + stack() }

func viaVar() string { return "at " + fromVar }

func holder() string { return cfg.APIKey }

func holderComment() string {
	return cfg. /* the key */ APIKey
}

func holderNextLine() string {
	return cfg. // the key
		APIKey
}

func fileVar() string { return apiToken }

func constName() string {
	SECRET_TOKEN := load()
	return SECRET_TOKEN
}

func env() string { return os.Getenv("GITHUB_TOKEN") }

func envEscaped() string { return os.Getenv("GITHUB_\x54OKEN") }

func recovered() (s string) {
	defer func() {
		v := recover()
		_ = v
	}()
	v := recover()
	return v.(string)
}

func clean() string { return "ok " + load() }

func loadToken() string { return "" }

func load() string { return "" }
`

// TestLeakReachCases: each way an internal reaches a return is kept, and the functions that
// return none are ruled out.
func TestLeakReachCases(t *testing.T) {
	qs, err := queries()
	if err != nil {
		t.Fatal(err)
	}
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(grammar())
	fl := parseFile(parser, qs, "p/p.go", []byte(leakCases))
	reach := fl.leakReach()
	clean := map[string]bool{"clean": true, "loadToken": true, "load": true}
	for _, fn := range fl.fnNodes {
		if fn.Type() == "func_literal" {
			continue
		}
		name := fl.funcName(fn)
		fl.budget = siteBudget
		leaks := 0
		for _, r := range returnExprs(fn) {
			hits, _ := fl.leaksIn(r, 0, map[uint32]bool{})
			leaks += len(hits)
		}
		if (leaks == 0) != clean[name] {
			t.Errorf("%s returns %d internals: the case is wrong", name, leaks)
		}
		if may := reach.May(fn.StartByte()); may == clean[name] {
			t.Errorf("%s: leakReach says may=%v, want %v", name, may, !clean[name])
		}
	}
}

// TestLeakReachKeepsEveryLeak: every declared function of the Go fixtures whose returns carry
// an internal (found by the full walk) is one leakReach says may, and leakReach rules out
// some functions (else it would spare no walk).
func TestLeakReachKeepsEveryLeak(t *testing.T) {
	kept, ruledOut := 0, 0
	for _, fl := range leakFiles(t, "testdata", "../../testdata") {
		reach := fl.leakReach()
		for _, fn := range fl.fnNodes {
			if fn.Type() == "func_literal" {
				continue
			}
			fl.budget = siteBudget
			leaks := 0
			for _, r := range returnExprs(fn) {
				hits, _ := fl.leaksIn(r, 0, map[uint32]bool{})
				leaks += len(hits)
			}
			switch {
			case reach == nil || reach.May(fn.StartByte()):
				if leaks > 0 {
					kept++
				}
			case leaks > 0:
				t.Errorf("%s:%d: %s returns %d internals, but leakReach rules it out", fl.f.Path, fn.StartPoint().Row+1, fl.funcName(fn), leaks)
			default:
				ruledOut++
			}
		}
	}
	if kept == 0 || ruledOut == 0 {
		t.Errorf("%d functions with internals kept, %d without ruled out: want some of each", kept, ruledOut)
	}
}

// BenchmarkLeakSummaries measures the leak summaries of the Go fixtures (or of the corpus
// MCPERR_BENCH_CORPUS names), on files built afresh for each round (outside the timer), so
// that no walk's cache carries over.
func BenchmarkLeakSummaries(b *testing.B) {
	roots := []string{"testdata", "../../testdata"}
	size := 0
	for _, fl := range leakFiles(b, roots...) {
		size += len(fl.src)
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		files := leakFiles(b, roots...)
		b.StartTimer()
		for _, fl := range files {
			fl.leakSummaries()
		}
	}
}
