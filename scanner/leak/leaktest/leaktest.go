// Package leaktest checks a language's leak.Reach against the full walk of rule internalleak:
// over a corpus, no function whose returns carry an internal may be ruled out, and some clean
// ones should be (else the bound spares no walk).
package leaktest

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Tally counts the functions a Reach kept that return internals and the clean ones it ruled
// out, and fails the test at each function with internals that it ruled out.
type Tally struct {
	t              testing.TB
	kept, ruledOut int
}

// New returns a Tally that reports to t.
func New(t testing.TB) *Tally { return &Tally{t: t} }

// Add records one function: where names it, leaks is how many internals the full walk finds
// in its returns, may is what the Reach says of it.
func (ta *Tally) Add(where string, leaks int, may bool) {
	ta.t.Helper()
	switch {
	case may:
		if leaks > 0 {
			ta.kept++
		}
	case leaks > 0:
		ta.t.Errorf("%s returns %d internals, but the reach rules it out", where, leaks)
	default:
		ta.ruledOut++
	}
}

// Check fails the test unless some functions with internals were kept and some clean ones
// ruled out.
func (ta *Tally) Check() {
	ta.t.Helper()
	if ta.kept == 0 || ta.ruledOut == 0 {
		ta.t.Errorf("%d functions with internals kept, %d without ruled out: want some of each", ta.kept, ta.ruledOut)
	}
}

// Bench times pass over the files load returns, loaded afresh for each round outside the
// timer, so that no cache of a walk carries over from one round to the next; size is a
// file's bytes.
func Bench[F any](b *testing.B, load func() []F, size func(F) int, pass func(F)) {
	total := 0
	for _, f := range load() {
		total += size(f)
	}
	b.SetBytes(int64(total))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		files := load()
		b.StartTimer()
		for _, f := range files {
			pass(f)
		}
	}
}

// Sources calls add with the path and bytes of each file below roots, or below the directory
// MCPERR_BENCH_CORPUS names when it is set, whose name ends in ext (tests ending in _test.go
// and files over 1 MiB left out, as the scanner leaves them).
func Sources(tb testing.TB, ext string, roots []string, add func(path string, src []byte)) {
	tb.Helper()
	if corpus := os.Getenv("MCPERR_BENCH_CORPUS"); corpus != "" {
		roots = []string{corpus}
	}
	for _, root := range roots {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ext) || strings.HasSuffix(p, "_test.go") {
				return err
			}
			src, err := os.ReadFile(p)
			if err != nil || len(src) > 1<<20 {
				return err
			}
			add(filepath.ToSlash(p), src)
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
}
