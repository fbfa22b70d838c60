package typescript

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// TestHintOffsetsAreOccurrences checks hintOffsets against what it stands for, every hint's
// extract.Occurrences merged in order, on fixed cases (overlapping and repeated hints, hints at
// the ends), on random text over an alphabet of hint parts, and on the sources of the fixtures
// (and of MCPERR_TS_BENCH_DIR).
func TestHintOffsetsAreOccurrences(t *testing.T) {
	want := func(src []byte) []uint32 {
		out := []uint32{}
		for _, w := range failureHints {
			for start := range extract.Occurrences(src, w) {
				out = append(out, uint32(start))
			}
		}
		slices.Sort(out)
		return out
	}
	check := func(name string, src []byte) {
		if got, w := hintOffsets(src), want(src); !slices.Equal(got, w) {
			t.Errorf("%s: hintOffsets = %v, want %v", name, got, w)
		}
	}
	for _, c := range []string{"", "r", "rror", "errorror", "Errorrorrror", "unknownknown", "Unknown", "ail",
		"failfailail", "must musts ", "❌❌", "not found, Not found", "o such", "given", "xist"} {
		check(c, []byte(c))
	}
	parts := []string{"rr", "or", "ai", "l", "nkn", "own", "u", "st ", "o ", "such", "❌", "\xe2", "iv", "en", "x", " "}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 2000; i++ {
		var src []byte
		for j := r.Intn(30); j > 0; j-- {
			src = append(src, parts[r.Intn(len(parts))]...)
		}
		check(string(src), src)
	}
	for _, s := range benchSources(t) {
		check(s.path, s.src)
	}
}

// TestHintsCoverFailurePhrases checks that the prefilter lets through texts that say a failure
// in one of guidance.ReportsFailure's phrases alone: a callback's branch that holds nothing but
// such a text is judged (toolcallback.go). A fixture cannot show it: its want comment is a hint.
func TestHintsCoverFailurePhrases(t *testing.T) {
	for _, s := range []string{"Unexpected response format.", "Unexpected response status: 502",
		"Element not found", "Path does not exist", "Request timed out"} {
		if !guidance.ReportsFailure(s) {
			t.Fatalf("%q: no failure for guidance.ReportsFailure: not a case of this test", s)
		}
		if len(hintOffsets([]byte(s))) == 0 {
			t.Errorf("%q: a failure guidance.ReportsFailure reads, and no failureHint in it", s)
		}
	}
}

// BenchmarkHintOffsets measures the failure-word prefilter's one pass over each source.
func BenchmarkHintOffsets(b *testing.B) {
	srcs := benchSources(b)
	size := 0
	for _, s := range srcs {
		size += len(s.src)
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range srcs {
			hintOffsets(s.src)
		}
	}
}
