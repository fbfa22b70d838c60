package python

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// A raise in a module that imports no SDK says what the SDK of the tools that reach it sends
// (fastmcp, from the registrations of main.py), not a generic text.
func TestFrameworkOfReachingTools(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "guardedshared")
	seen := false
	for _, f := range extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir) {
		if f.Rule == "raisederror" && f.Path == "reels/services/cut.py" {
			seen = true
			if !strings.Contains(f.Message, `fastmcp sends an isError result with text "Error calling tool '…': …"`) {
				t.Errorf("%s:%d: message %q does not say what fastmcp sends", f.Path, f.Line, f.Message)
			}
		}
	}
	if !seen {
		t.Error("no raisederror in reels/services/cut.py")
	}
}
