package typescript_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// TestScanFlagText runs the real scanner on the flag helpers' fixture, whose operation module
// holds no needle: it is extracted because keys name it, and the findings equal the harness's.
func TestScanFlagText(t *testing.T) {
	const dir = "testdata/servers/ts-flagtext"
	want := places(extracttest.Run(t, typescript.Language(), dir))
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, typescript.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := places(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
}
