package python

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// A return of a name unpacked in several branches names, in its message, the callees that may
// return a failure (hotel_tool, spend_tool), not the last branch's (stats_tool, which never
// does).
func TestBranchUnpackMessage(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "branchunpack")
	seen := false
	for _, f := range extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir) {
		if f.Rule != "softerror" || f.Path != "lodging/server.py" {
			continue
		}
		seen = true
		if !strings.Contains(f.Message, "returns what spend_tool and hotel_tool return, which may be a failure") {
			t.Errorf("%s:%d: message %q does not name spend_tool and hotel_tool", f.Path, f.Line, f.Message)
		}
		if strings.Contains(f.Message, "stats_tool") {
			t.Errorf("%s:%d: message %q names stats_tool, which returns no failure", f.Path, f.Line, f.Message)
		}
	}
	if !seen {
		t.Error("no softerror in lodging/server.py")
	}
}
