package python_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
	"github.com/mcperr/mcperr/scanner/python"
)

// TestScanUVWorkspace runs the real scanner on a uv workspace whose server member registers
// tool functions of another member on that member's server class: the other member's modules
// (some without a needle) are extracted and linked as in the harness, which extracts every
// file, each in the project its manifests give; the packages the workspace does not list stay
// apart in both.
func TestScanUVWorkspace(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "uvworkspace")
	want := placesOf(extracttest.Run(t, manifested{python.Language(), manifest.NewIndex(dir)}, dir))
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, python.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := placesOf(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
}

// manifested extracts each file in the project its package root's manifests give.
type manifested struct {
	extract.Language
	index *manifest.Index
}

func (m manifested) Extract(f *extract.File) (extract.Result, error) {
	f.Project = m.index.ProjectFor(f.Path)
	return m.Language.Extract(f)
}

// TestRefs and UsesTestFramework are the language's own: the harness asks the wrapper.
func (m manifested) TestRefs(path string, src []byte) []string {
	return m.Language.(extract.TestReferrer).TestRefs(path, src)
}

func (m manifested) UsesTestFramework(src []byte) bool {
	return m.Language.(extract.TestReferrer).UsesTestFramework(src)
}
