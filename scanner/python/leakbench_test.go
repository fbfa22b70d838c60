package python

import (
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/leak/leaktest"
)

// leakCtxs parses the Python files below roots (or MCPERR_BENCH_CORPUS) as files of the rules,
// for BenchmarkLeakFacts.
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
