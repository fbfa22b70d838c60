package scanner_test

import (
	"context"
	"fmt"
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

// BenchmarkScanOneChanged is BenchmarkScanWarm with one file changed before each scan (a comment
// line appended, as bench/scan.sh's one-file-changed row does): its root misses the root cache
// and is linked again from the content cache, the file itself extracted. Without
// MCPERR_BENCH_CORPUS, a copy of testdata/servers/typescript-sdk with src/tracker.ts changed;
// with it, each directory a root, MCPERR_BENCH_CHANGED names the file (restored afterwards).
func BenchmarkScanOneChanged(b *testing.B) {
	var roots []string
	changed := os.Getenv("MCPERR_BENCH_CHANGED")
	if dir := os.Getenv("MCPERR_BENCH_CORPUS"); dir != "" && changed != "" {
		es, err := os.ReadDir(dir)
		if err != nil {
			b.Fatal(err)
		}
		for _, e := range es {
			if e.IsDir() {
				roots = append(roots, filepath.Join(dir, e.Name()))
			}
		}
	} else {
		root := b.TempDir()
		for _, f := range []string{"package.json", "src/errors.ts", "src/index.ts", "src/tracker.ts"} {
			body, err := os.ReadFile(filepath.Join("../testdata/servers/typescript-sdk", f))
			if err != nil {
				b.Fatal(err)
			}
			p := filepath.Join(root, f)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				b.Fatal(err)
			}
			if err := os.WriteFile(p, body, 0o644); err != nil {
				b.Fatal(err)
			}
		}
		roots, changed = []string{root}, filepath.Join(root, "src/tracker.ts")
	}
	orig, err := os.ReadFile(changed)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { os.WriteFile(changed, orig, 0o644) })
	langs := all.Languages()
	opts := scanner.Options{Roots: roots, CacheDir: b.TempDir()}
	if _, err := scanner.Scan(context.Background(), opts, langs...); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n++
		if err := os.WriteFile(changed, fmt.Appendf(orig, "\n// changed %d\n", n), 0o644); err != nil {
			b.Fatal(err)
		}
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
	named0, modules0 := scanner.PassStats()
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
	named, modules := scanner.PassStats()
	b.ReportMetric(float64(named-named0)/float64(b.N), "pass-named")
	b.ReportMetric(float64(modules-modules0)/float64(b.N), "pass-modules")
}
