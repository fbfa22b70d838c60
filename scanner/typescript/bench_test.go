package typescript

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

// benchFile is one source file of the benchmarks.
type benchFile struct {
	path    string
	dialect extract.Dialect
	src     []byte
	// context is the file's as a scan of the directory walked gives it (extract.ContextOf of
	// the path below that directory): a test file's rules do less (no other module's
	// registration runs, importedreg.go), and a benchmark that extracted the typescript-sdk's
	// e2e tests as production made those runs 27% of Extract over /work/realx, where a scan of
	// it spends 1% of its CPU in them.
	context finding.Context
}

// benchSources reads the TypeScript/JavaScript files that the core would parse (those holding a
// prefilter needle) from the fixtures (testdata/servers and this package's) and, when
// MCPERR_TS_BENCH_DIR names a directory, from it too (skipping node_modules), so that a
// checkout of real servers can be measured without committing it.
func benchSources(tb testing.TB) []benchFile {
	roots := []string{"../../testdata/servers", "testdata"}
	if dir := os.Getenv("MCPERR_TS_BENCH_DIR"); dir != "" {
		roots = append(roots, dir)
	}
	var out []benchFile
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "node_modules" || d.Name() == "dist" {
					return filepath.SkipDir
				}
				return nil
			}
			dialect, ok := dialects[filepath.Ext(p)]
			if !ok || strings.HasSuffix(p, ".min.js") || strings.HasSuffix(p, ".d.ts") {
				return nil
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if len(src) > 1<<20 || !hasNeedle(src) {
				return nil // the scanner's core would not parse it
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			out = append(out, benchFile{path: filepath.ToSlash(p), dialect: dialect, src: src,
				context: extract.ContextOf(filepath.ToSlash(rel), src)})
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
	return out
}

// benchFiles parses the benchmark's sources (benchSources), untimed, and returns them with their
// total size.
func benchFiles(b *testing.B) ([]*extract.File, int) {
	var files []*extract.File
	size := 0
	parsers := map[extract.Dialect]*sitter.Parser{}
	for _, s := range benchSources(b) {
		p := parsers[s.dialect]
		if p == nil {
			p = sitter.NewParser()
			b.Cleanup(p.Close)
			p.SetLanguage(grammar(s.dialect))
			parsers[s.dialect] = p
		}
		size += len(s.src)
		files = append(files, &extract.File{Path: s.path, Lang: finding.TypeScript, Dialect: s.dialect,
			Src: s.src, Tree: p.Parse(nil, s.src), Context: s.context, Project: &extract.Project{}})
	}
	return files, size
}

// BenchmarkExtract measures the TypeScript/JavaScript rules alone (parsing excluded), each file's
// tree remembered (extract.Remember) while its rules run, as the scanner's worker does.
// MCPERR_TS_BENCH_DIR adds a checkout of real servers.
func BenchmarkExtract(b *testing.B) {
	files, size := benchFiles(b)
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		extractEach(b, files)
	}
}

// BenchmarkImportedRegistrations measures Extract on the files that hand callbacks to another
// module's registration function (importedRegCalls), which it extracts once more for each way
// of registering them (importedreg.go): the fixtures' (ts-crossfile xreg, subclassreg) and
// MCPERR_TS_BENCH_DIR's.
func BenchmarkImportedRegistrations(b *testing.B) {
	all, _ := benchFiles(b)
	var files []*extract.File
	size := 0
	for _, ef := range all {
		qs, err := dialectQueries(ef.Dialect)
		if err != nil {
			b.Fatal(err)
		}
		forget := extract.Remember(ef.Tree)
		f, err := newFile(ef, qs)
		if err != nil {
			b.Fatal(err)
		}
		if len(f.importedRegCalls()) > 0 {
			files = append(files, ef)
			size += len(ef.Src)
		}
		forget()
	}
	if len(files) == 0 {
		b.Fatal("no file hands a callback to another module's function")
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		extractEach(b, files)
	}
	b.ReportMetric(float64(len(files)), "files")
}

// BenchmarkParse parses the same files, for comparison with BenchmarkExtract.
func BenchmarkParse(b *testing.B) {
	srcs := benchSources(b)
	parsers := map[extract.Dialect]*sitter.Parser{}
	defer func() {
		for _, p := range parsers {
			p.Close()
		}
	}()
	size := 0
	for _, s := range srcs {
		size += len(s.src)
		if parsers[s.dialect] == nil {
			p := sitter.NewParser()
			p.SetLanguage(grammar(s.dialect))
			parsers[s.dialect] = p
		}
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range srcs {
			parsers[s.dialect].Parse(nil, s.src).Close()
		}
	}
}

// BenchmarkCalls measures the calls pass alone (calls: each call's keys, the registries and
// tables it dispatches through, its argument facts), each file's index built untimed, since a
// file's answers are remembered once read. MCPERR_TS_BENCH_DIR adds a checkout of real servers.
func BenchmarkCalls(b *testing.B) {
	files, size := benchFiles(b)
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, ef := range files {
			b.StopTimer()
			qs, err := dialectQueries(ef.Dialect)
			if err != nil {
				b.Fatal(err)
			}
			f, err := newFile(ef, qs)
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			f.calls()
		}
	}
}

// eachFixtureFile parses each file of benchSources (the fixtures, and MCPERR_TS_BENCH_DIR's)
// and each of the odd TypeScript sources, and calls fn with it and its file.
func eachFixtureFile(t *testing.T, odd []string, fn func(s benchFile, f *file)) {
	srcs := benchSources(t)
	for _, o := range odd {
		srcs = append(srcs, benchFile{path: "odd.ts", dialect: extract.TypeScriptDialect, src: []byte(o)})
	}
	for _, s := range srcs {
		p := sitter.NewParser()
		p.SetLanguage(grammar(s.dialect))
		tree := p.Parse(nil, s.src)
		qs, err := dialectQueries(s.dialect)
		if err != nil {
			t.Fatal(err)
		}
		f, err := newFile(&extract.File{Path: s.path, Lang: finding.TypeScript, Dialect: s.dialect, Src: s.src,
			Tree: tree, Project: &extract.Project{}}, qs)
		if err != nil {
			t.Fatal(err)
		}
		fn(s, f)
		tree.Close()
		p.Close()
	}
}

// extractEach extracts every file once, its tree remembered while its rules run, as the
// scanner's worker does.
func extractEach(b *testing.B, files []*extract.File) {
	for _, f := range files {
		forget := extract.Remember(f.Tree)
		_, err := Language().Extract(f)
		forget()
		if err != nil {
			b.Fatal(err)
		}
	}
}
