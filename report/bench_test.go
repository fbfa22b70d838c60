package report

import (
	"fmt"
	"io"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// bigDoc is a document of n findings cycled from the sample, each with its own path, line and
// fingerprint.
func bigDoc(n int) *finding.Document {
	doc := sample()
	base := doc.Findings
	doc.Findings = make([]finding.Finding, 0, n)
	for i := range n {
		f := base[i%len(base)]
		f.Path = fmt.Sprintf("pkg%d/file%d.go", i%50, i%400)
		f.Line = i + 1
		f.Fingerprint = fmt.Sprintf("%024x", i)
		doc.Findings = append(doc.Findings, f)
	}
	return doc
}

func benchmarkFormat(b *testing.B, format string) {
	doc := bigDoc(10000)
	w, err := New(format, Options{Sites: true})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := w.Write(io.Discard, doc); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkText10k(b *testing.B)  { benchmarkFormat(b, "text") }
func BenchmarkJSON10k(b *testing.B)  { benchmarkFormat(b, "json") }
func BenchmarkJSONL10k(b *testing.B) { benchmarkFormat(b, "jsonl") }
func BenchmarkSARIF10k(b *testing.B) { benchmarkFormat(b, "sarif") }
func BenchmarkCSV10k(b *testing.B)   { benchmarkFormat(b, "csv") }
