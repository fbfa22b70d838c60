package golang

import (
	"fmt"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/leak/leaktest"
)

// leakFiles parses the Go files below roots (the fixtures, or MCPERR_BENCH_CORPUS) as files of
// the rules.
func leakFiles(tb testing.TB, roots ...string) []*file {
	tb.Helper()
	qs, err := queries()
	if err != nil {
		tb.Fatal(err)
	}
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(grammar())
	var out []*file
	leaktest.Sources(tb, ".go", roots, func(path string, src []byte) {
		out = append(out, parseFile(parser, qs, path, src))
	})
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
		for _, r := range fl.returnExprs(fn) {
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
	tally := leaktest.New(t)
	for _, fl := range leakFiles(t, "testdata", "../../testdata") {
		reach := fl.leakReach()
		for _, fn := range fl.fnNodes {
			if fn.Type() == "func_literal" {
				continue
			}
			fl.budget = siteBudget
			leaks := 0
			for _, r := range fl.returnExprs(fn) {
				hits, _ := fl.leaksIn(r, 0, map[uint32]bool{})
				leaks += len(hits)
			}
			tally.Add(fmt.Sprintf("%s:%d: %s", fl.f.Path, fn.StartPoint().Row+1, fl.funcName(fn)), leaks, reach == nil || reach.May(fn.StartByte()))
		}
	}
	tally.Check()
}

// BenchmarkLeakSummaries measures the leak summaries of the Go fixtures (or of the corpus
// MCPERR_BENCH_CORPUS names), on files built afresh for each round (outside the timer), so
// that no walk's cache carries over.
func BenchmarkLeakSummaries(b *testing.B) {
	leaktest.Bench(b, func() []*file { return leakFiles(b, "testdata", "../../testdata") },
		func(fl *file) int { return len(fl.src) }, func(fl *file) { fl.leakSummaries() })
}
