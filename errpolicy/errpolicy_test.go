package errpolicy

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/finding"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// build scans a fixture server with the real scanner and builds its table.
func build(t *testing.T, dir string) *Table {
	t.Helper()
	var fs []finding.Finding
	_, err := scanner.Stream(context.Background(), scanner.Options{Roots: []string{dir}},
		func(b []finding.Finding) error { fs = append(fs, b...); return nil }, all.Languages()...)
	if err != nil {
		t.Fatal(err)
	}
	tab, err := Build([]Input{{Root: dir, Findings: fs, SDKs: SDKsOf(dir, fs)}}, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	tab.Roots = []string{filepath.Base(dir)} // golden files do not depend on where the test runs
	return tab
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test ./errpolicy -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test ./errpolicy -update if intended)\n--- got ---\n%s", name, got)
	}
}

// TestTypedServer builds the table of a server whose results carry codes inline and through a
// helper's argument; the golden files hold the expected rows.
func TestTypedServer(t *testing.T) {
	tab := build(t, filepath.Join("testdata", "typed"))
	var md, js bytes.Buffer
	if err := Markdown(&md, tab); err != nil {
		t.Fatal(err)
	}
	if err := JSON(&js, tab); err != nil {
		t.Fatal(err)
	}
	golden(t, "typed.md", md.Bytes())
	golden(t, "typed.json", js.Bytes())
}

// TestUntypedServer: no result carries a code, so the table says so and shows the envelope of
// the SDK the manifest names, and only that one.
func TestUntypedServer(t *testing.T) {
	tab := build(t, filepath.Join("testdata", "untyped"))
	if tab.Typed != 0 || tab.Results == 0 || len(tab.Envelope) != 1 || tab.Envelope[0].SDK != PythonSDK {
		t.Fatalf("untyped: typed %d of %d, envelope %+v", tab.Typed, tab.Results, tab.Envelope)
	}
	var md bytes.Buffer
	if err := Markdown(&md, tab); err != nil {
		t.Fatal(err)
	}
	golden(t, "untyped.md", md.Bytes())
}
