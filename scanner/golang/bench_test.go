package golang

import (
	"os"
	"path/filepath"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// BenchmarkExtract measures the Go rules alone (parsing excluded) over the fixture servers.
func BenchmarkExtract(b *testing.B) {
	paths, _ := filepath.Glob("../../testdata/servers/*/*.go")
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(grammar())
	var files []*extract.File
	size := 0
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		size += len(src)
		files = append(files, &extract.File{Path: filepath.ToSlash(p), Lang: finding.Go, Dialect: extract.GoDialect,
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
	paths, _ := filepath.Glob("../../testdata/servers/*/*.go")
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(grammar())
	var srcs [][]byte
	size := 0
	for _, p := range paths {
		src, _ := os.ReadFile(p)
		srcs = append(srcs, src)
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
