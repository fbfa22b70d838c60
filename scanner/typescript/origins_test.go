package typescript_test

import (
	"context"
	"slices"
	"strconv"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// TestScanDeepOrigins: a catch-all rethrow in the tools/call handler names the throws its try
// reaches through every raising forward, not only the first: handle checks its input (the way
// origin follows), then calls create, which sends (a branch), then attaches through readUpload,
// whose throw (tools.ts:25) is three forwards off both. When attach's catch answers what
// readUpload throws, the throw is no way of the failure and is not named.
func TestScanDeepOrigins(t *testing.T) {
	for _, tc := range []struct {
		dir  string
		want []string
	}{
		{"testdata/origins/deep", []string{"tools.ts:2", "tools.ts:7", "tools.ts:3", "tools.ts:11", "tools.ts:17",
			"tools.ts:12", "tools.ts:21", "tools.ts:25"}},
		{"testdata/origins/answered", []string{"tools.ts:2", "tools.ts:7", "tools.ts:3", "tools.ts:11", "tools.ts:17"}},
	} {
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{tc.dir}, Jobs: 2}, typescript.Language())
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		n := 0
		for _, f := range doc.Findings {
			if f.Rule != "protocolerror" || f.Path != "server.ts" || f.Line != 11 {
				continue
			}
			n++
			for _, r := range f.Related {
				got = append(got, r.Path+":"+strconv.Itoa(r.Line))
			}
		}
		if n != 1 || !slices.Equal(got, tc.want) {
			t.Errorf("%s: %d findings at server.ts:11, related %v, want one with %v", tc.dir, n, got, tc.want)
		}
	}
}
