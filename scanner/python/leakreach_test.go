package python

import (
	"fmt"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/leak/leaktest"
)

// leakCtxs parses the Python files below roots (or MCPERR_BENCH_CORPUS) as files of the rules.
func leakCtxs(tb testing.TB, roots ...string) []*fileCtx {
	tb.Helper()
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	var out []*fileCtx
	leaktest.Sources(tb, ".py", roots, func(path string, src []byte) {
		out = append(out, parseCtx(tb, parser, path, src))
	})
	return out
}

func parseCtx(tb testing.TB, parser *sitter.Parser, path string, src []byte) *fileCtx {
	qs, err := queries()
	if err != nil {
		tb.Fatal(err)
	}
	f := &extract.File{Path: path, Lang: finding.Python, Dialect: extract.PythonDialect,
		Src: src, Tree: parser.Parse(nil, src), Project: &extract.Project{}}
	return newFileCtx(f, qs)
}

// returnedLeaks counts the internals the full walk finds in a function's returns.
func (c *fileCtx) returnedLeaks(def *sitter.Node) int {
	n := 0
	for _, r := range c.returnValues(def) {
		hits, _ := c.leaksIn(r, 0, map[uint32]bool{})
		n += len(hits)
	}
	return n
}

// leakCases holds one function per way an internal reaches a return, each the only one in its
// function, and functions with none.
const leakCases = `import os
import sys
import traceback as tb
from traceback import format_exc as fe
from os import environ as ENV

STACK = traceback_text = None
API_TOKEN = load_token()
DETAILS = tb.format_exc()


def aliased():
    return tb.format_exc()


def from_import():
    return fe()


def env_alias():
    return ENV["GITHUB_TOKEN"]


def read_env():
    return os.getenv("GITHUB_TOKEN")


def exception_info():
    return str(sys.exc_info())


def via_call():
    return "at " + aliased()


def via_module_value():
    return "at " + DETAILS


def constant():
    return API_TOKEN


def holder(settings):
    return settings.api_key


def holder_continued(settings):
    return settings.\
        api_key


def error_text():
    try:
        run()
    except Exception as e:
        return repr(e)


def conversion():
    try:
        run()
    except Exception as e:
        return f"{e!r}"


class Client:
    def detail(self):
        return self.config.secret_key

    def message(self):
        return "failed: " + self.detail()


def clean():
    return "ok " + run()


def home():
    return os.getenv("HOME") + ENV["USER"]


def load_token():
    return ""


def run():
    return ""
`

// TestLeakReachCases: each way an internal reaches a return is kept, and the functions that
// return none are ruled out.
func TestLeakReachCases(t *testing.T) {
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	c := parseCtx(t, parser, "app.py", []byte(leakCases))
	clean := map[string]bool{"clean": true, "home": true, "load_token": true, "run": true}
	seen := 0
	for _, fn := range c.functions() {
		name := c.text(fn.def.ChildByFieldName("name"))
		seen++
		if leaks := c.returnedLeaks(fn.def); (leaks == 0) != clean[name] {
			t.Errorf("%s returns %d internals: the case is wrong", name, leaks)
		}
		if may := c.leakReach().May(fn.def.StartByte()); may == clean[name] {
			t.Errorf("%s: leakReach says may=%v, want %v", name, may, !clean[name])
		}
	}
	if seen < 15 {
		t.Errorf("%d functions, want every case's", seen)
	}
}

// TestLeakReachKeepsEveryLeak: every function of the Python fixtures whose returns carry an
// internal (found by the full walk) is one leakReach says may, and leakReach rules out some.
func TestLeakReachKeepsEveryLeak(t *testing.T) {
	tally := leaktest.New(t)
	for _, c := range leakCtxs(t, "testdata", "../../testdata") {
		for _, fn := range c.functions() {
			tally.Add(fmt.Sprintf("%s:%d", c.f.Path, fn.def.StartPoint().Row+1), c.returnedLeaks(fn.def), c.leakReach().May(fn.def.StartByte()))
		}
	}
	tally.Check()
}

// BenchmarkLeakFacts measures the leak facts of every function of the Python fixtures (or of
// the corpus MCPERR_BENCH_CORPUS names), on files built afresh for each round (outside the
// timer), so that no cache carries over.
func BenchmarkLeakFacts(b *testing.B) {
	load := func() []*fileCtx {
		ctxs := leakCtxs(b, "testdata", "../../testdata")
		for _, c := range ctxs {
			c.functions() // the scope index, which the other rules build too
		}
		return ctxs
	}
	leaktest.Bench(b, load, func(c *fileCtx) int { return len(c.src) }, func(c *fileCtx) {
		for _, fn := range c.functions() {
			var s extract.Summary
			c.leakFacts(fn.def, &s)
		}
	})
}
