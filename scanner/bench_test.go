package scanner_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/finding"
)

// BenchmarkScan scans the directory named by MCPERR_BENCH_CORPUS (bench/scan.sh builds one, see
// its CORPUS_DIR), or this repository's testdata when it is unset. To see where the time goes:
//
//	MCPERR_BENCH_CORPUS=/tmp/mcperr-scan-corpus/1x go test ./scanner -run '^$' \
//	    -bench 'BenchmarkScan$' -benchtime 1x -cpuprofile cpu.prof
func BenchmarkScan(b *testing.B) { benchScan(b, false) }

// BenchmarkScanLexical is BenchmarkScan with only the lexical pass (mcperr scan --lexical).
func BenchmarkScanLexical(b *testing.B) { benchScan(b, true) }

// BenchmarkScanWarm is BenchmarkScan with a cache filled by an earlier scan (not timed): each
// root's result comes from the root cache, the files read only to be hashed. With
// MCPERR_BENCH_CORPUS, each directory in it is a root of its own, as bench/scan.sh scans them.
func BenchmarkScanWarm(b *testing.B) {
	roots := []string{"../testdata/servers", "testdata/callpass"}
	if dir := os.Getenv("MCPERR_BENCH_CORPUS"); dir != "" {
		es, err := os.ReadDir(dir)
		if err != nil {
			b.Fatal(err)
		}
		roots = roots[:0]
		for _, e := range es {
			if e.IsDir() {
				roots = append(roots, filepath.Join(dir, e.Name()))
			}
		}
	}
	langs := all.Languages()
	opts := scanner.Options{Roots: roots, CacheDir: b.TempDir()}
	if _, err := scanner.Scan(context.Background(), opts, langs...); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scanner.Scan(context.Background(), opts, langs...); err != nil {
			b.Fatal(err)
		}
	}
}

func benchScan(b *testing.B, lexical bool) {
	dir := os.Getenv("MCPERR_BENCH_CORPUS")
	if dir == "" {
		dir = "../testdata"
	}
	langs := all.Languages()
	b.ReportAllocs()
	var doc *finding.Document
	for b.Loop() {
		var err error
		doc, err = scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Lexical: lexical}, langs...)
		if err != nil {
			b.Fatal(err)
		}
	}
	b.SetBytes(doc.Summary.Bytes)
	b.ReportMetric(float64(doc.Summary.FilesSeen)*float64(b.N)/b.Elapsed().Seconds(), "files/s")
	b.ReportMetric(float64(doc.Summary.FilesParsed), "parsed-files")
}
