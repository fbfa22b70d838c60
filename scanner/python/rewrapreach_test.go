package python

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// A service's raise that every tool reaches through an except clause raising a new exception
// from it reaches the client as that exception: the message says so and related names the
// clause's raise. Reached as it is by one tool (directly, a bare re-raise, a clause for another
// class), the client sees the raise's own message.
func TestRewrappedReachMessages(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "rewrapmessage")
	for _, f := range extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir) {
		if f.Path != "ledger/books.py" {
			continue
		}
		rewrapped := f.Line == 6
		if got := strings.Contains(f.Message, "through an except clause that raises another exception"); got != rewrapped {
			t.Errorf("%s:%d: message %q; says rewrapped %v, want %v", f.Path, f.Line, f.Message, got, rewrapped)
		}
		named := false
		for _, r := range f.Related {
			named = named || r.Path == "ledger/server.py" && r.Line == 20
		}
		if rewrapped && !named {
			t.Errorf("%s:%d: related %+v does not name the rewrap at ledger/server.py:20", f.Path, f.Line, f.Related)
		}
	}
}
