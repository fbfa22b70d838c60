package typescript_test

import (
	"context"
	"fmt"
	"sort"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// TestScanLinksModules runs the real scanner on the cross-file fixture: the modules without a
// needle (an API client, a validation helper, a handler module) are extracted because keys
// name them (Definer), and the pending findings stand as the fixture harness, which extracts
// every file, says they do.
func TestScanLinksModules(t *testing.T) {
	const dir = "testdata/servers/ts-crossfile"
	want := places(extracttest.Run(t, typescript.Language(), dir))
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
}

func places(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, fmt.Sprintf("%s %s:%d related=%d", f.Rule, f.Path, f.Line, len(f.Related)))
	}
	sort.Strings(out)
	return out
}
