package python_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
	"github.com/mcperr/mcperr/scanner/python"
)

// TestScanNamedLikeTests runs the real scanner on a handler module named like a test that the
// server's handlers import: the main pass leaves it, decides it production once every file is
// read, and the findings (with their contexts) equal the harness's, with one worker or several.
func TestScanNamedLikeTests(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "testnamed")
	want := placesOf(extracttest.Run(t, manifested{python.Language(), manifest.NewIndex(dir)}, dir))
	for _, jobs := range []int{1, 4} {
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: jobs}, python.Language())
		if err != nil {
			t.Fatal(err)
		}
		if got := placesOf(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("jobs %d: scan found\n%v\nthe harness\n%v", jobs, got, want)
		}
	}
}
