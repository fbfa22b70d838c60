package typescript_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// TestScanNamedLikeTests runs the real scanner on modules named like tests that the server
// imports: their findings and contexts equal the harness's, with one worker or several.
func TestScanNamedLikeTests(t *testing.T) {
	const dir = "testdata/servers/ts-testnamed"
	want := places(extracttest.Run(t, typescript.Language(), dir))
	for _, jobs := range []int{1, 4} {
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: jobs}, typescript.Language())
		if err != nil {
			t.Fatal(err)
		}
		if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("jobs %d: scan found\n%v\nthe harness\n%v", jobs, got, want)
		}
	}
}
