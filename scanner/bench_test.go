package scanner_test

import (
	"context"
	"os"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
)

// BenchmarkScan scans the directory named by MCPERR_BENCH_CORPUS (see bench/scan.sh, which
// generates one with bench/gencorpus), or this repository's testdata when it is unset.
func BenchmarkScan(b *testing.B) {
	dir := os.Getenv("MCPERR_BENCH_CORPUS")
	if dir == "" {
		dir = "../testdata"
	}
	langs := all.Languages()
	b.ReportAllocs()
	var bytes int64
	for i := 0; i < b.N; i++ {
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}}, langs...)
		if err != nil {
			b.Fatal(err)
		}
		bytes = doc.Summary.Bytes
	}
	b.SetBytes(bytes)
}
