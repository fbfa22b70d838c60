package python

import (
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

// benchSources reads the Python fixtures: the servers under testdata/servers and this package's.
func benchSources(b *testing.B) ([]string, [][]byte) {
	var paths []string
	var srcs [][]byte
	for _, root := range []string{"../../testdata/servers", "testdata"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".py") {
				return err
			}
			src, err := os.ReadFile(p)
			if err != nil {
				return err
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

// BenchmarkExtract measures the Python rules alone (parsing excluded) over the fixtures.
func BenchmarkExtract(b *testing.B) {
	paths, srcs := benchSources(b)
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	var files []*extract.File
	size := 0
	for i, src := range srcs {
		size += len(src)
		files = append(files, &extract.File{Path: paths[i], Lang: finding.Python, Dialect: extract.PythonDialect,
			Src: src, Tree: parser.Parse(nil, src), Project: &extract.Project{}})
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			if _, err := Language().Extract(f); err != nil {
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
