package python

import (
	"reflect"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// BenchmarkCompile compiles the passes a scan of files with and without an isError key
// compiles once per process (tree-sitter's ts_query_new, most of it the analysis of each
// pattern against the grammar).
func BenchmarkCompile(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, l := range []*lazyPass{compiled.facts, compiled.sites} {
			p, err := compilePass(l.names...)
			if err != nil {
				b.Fatal(err)
			}
			p.Query.Close()
		}
	}
}

// BenchmarkPass runs each file's query passes (runPass) over the benchmark's sources
// (benchSources: the fixtures, or MCPERR_BENCH_CORPUS), parsed untimed.
func BenchmarkPass(b *testing.B) {
	files, size := benchFiles(b)
	qs, _ := queries()
	for _, f := range files {
		if _, err := qs.forFile(mayHaveSite(f.Src)); err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			forget := extract.Remember(f.Tree)
			c := &fileCtx{queries: qs, src: f.Src, root: f.Tree.RootNode(), sited: mayHaveSite(f.Src)}
			c.runPass()
			forget()
		}
	}
}

// TestPassesMatchJoined checks that a file's passes (runPass: the facts' pass, then
// errorresult's where the file spells isError) give each query file the matches, in the order,
// that all the query files joined in one query give it, on the fixtures.
func TestPassesMatchJoined(t *testing.T) {
	joined, err := compilePass(queryNames...)
	if err != nil {
		t.Fatal(err)
	}
	defer joined.Query.Close()
	files, _ := benchFiles(t)
	qs, _ := queries()
	sited := 0
	for _, f := range files {
		sites := mayHaveSite(f.Src)
		if _, err := qs.forFile(sites); err != nil {
			t.Fatal(err)
		}
		c := &fileCtx{queries: qs, src: f.Src, root: f.Tree.RootNode(), sited: sites}
		c.runPass()
		want := map[string][]match{}
		joined.Run(c.root, c.src, func(file int, m *sitter.QueryMatch) {
			var mm match
			for _, capt := range m.Captures {
				if slot := mm.at(joined.slots[capt.Index]); *slot == nil {
					*slot = capt.Node
				}
			}
			if mm.site != nil {
				mm.kind = extract.Type(mm.site)
			}
			want[joined.files[file]] = append(want[joined.files[file]], mm)
		})
		if !sites {
			delete(want, "errorresult")
		} else {
			sited++
		}
		for _, name := range queryNames {
			if !reflect.DeepEqual(c.matches[name], want[name]) {
				t.Errorf("%s: %s: %d matches, want %d (or they differ)", f.Path, name, len(c.matches[name]), len(want[name]))
			}
		}
	}
	if sited == 0 {
		t.Error("no fixture spells isError")
	}
}
