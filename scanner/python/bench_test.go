package python

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// benchSources reads the Python files of the directory named by MCPERR_BENCH_CORPUS (bench/scan.sh
// builds one) that pass the prefilter, as the scanner would parse them, or the Python fixtures (the
// servers under testdata/servers and this package's) when it is unset. To see where the rules
// spend their time on a corpus:
//
//	MCPERR_BENCH_CORPUS=/tmp/mcperr-scan-corpus/1x go test ./scanner/python -run '^$' \
//	    -bench BenchmarkExtract -benchtime 3x -cpuprofile cpu.prof
//
// MCPERR_BENCH_ALL=1 keeps the corpus's files that the prefilter turns down too, as the calls
// pass extracts some of them.
func benchSources(b testing.TB) ([]string, [][]byte) {
	roots := []string{"../../testdata/servers", "testdata"}
	corpus := os.Getenv("MCPERR_BENCH_CORPUS")
	all := os.Getenv("MCPERR_BENCH_ALL") != ""
	if corpus != "" {
		roots = []string{corpus}
	}
	var paths []string
	var srcs [][]byte
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".py") {
				return err
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if corpus != "" && (len(src) > 1<<20 || !all && !hasNeedle(src)) {
				return nil
			}
			paths, srcs = append(paths, filepath.ToSlash(p)), append(srcs, src)
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	return paths, srcs
}

func hasNeedle(src []byte) bool {
	for _, n := range Language().Needles() {
		if bytes.Contains(src, n) {
			return true
		}
	}
	return false
}

// benchFiles parses the benchmark's sources (benchSources), untimed, and returns them with their
// total size.
func benchFiles(b testing.TB) ([]*extract.File, int) {
	paths, srcs := benchSources(b)
	parser := sitter.NewParser()
	b.Cleanup(parser.Close)
	parser.SetLanguage(python.GetLanguage())
	var files []*extract.File
	size := 0
	for i, src := range srcs {
		size += len(src)
		files = append(files, &extract.File{Path: paths[i], Lang: finding.Python, Dialect: extract.PythonDialect,
			Src: src, Tree: parser.Parse(nil, src), Project: &extract.Project{}})
	}
	return files, size
}

// BenchmarkExtract measures the Python rules alone (parsing excluded) over the fixtures, each
// file's node reads remembered (extract.Remember) afresh in each run, as the scanner's worker does.
func BenchmarkExtract(b *testing.B) {
	files, size := benchFiles(b)
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			forget := extract.Remember(f.Tree)
			_, err := Language().Extract(f)
			forget()
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkParse parses the same files, for comparison with BenchmarkExtract.
func BenchmarkParse(b *testing.B) {
	_, srcs := benchSources(b)
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	size := 0
	for _, src := range srcs {
		size += len(src)
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, src := range srcs {
			parser.Parse(nil, src).Close()
		}
	}
}

// BenchmarkEdges measures the cross-file edges alone (edges: each call's target, the facts of
// its arguments, the predicates it runs under), each file's context built untimed, since a
// file's answers are remembered once read. MCPERR_BENCH_CORPUS replaces the fixtures.
func BenchmarkEdges(b *testing.B) {
	files, size := benchFiles(b)
	qs, err := queries()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			b.StopTimer()
			c := newFileCtx(f, qs)
			b.StartTimer()
			c.edges()
		}
	}
}
