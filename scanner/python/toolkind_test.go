package python

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// TestReachedOutcomeMessages checks that a raise in a module that imports no server says what
// the tools reaching it send: a JSON-RPC error for a python-sdk 2.x on_call_tool handler (the
// table's, the plain call's, the registry's), an isError result for an MCPServer tool.
func TestReachedOutcomeMessages(t *testing.T) {
	for _, name := range []string{"lowlevel-v2", "registry-v2"} {
		dir := filepath.Join("testdata", "tries", name)
		for _, f := range extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir) {
			var want string
			switch f.Rule {
			case "protocolerror":
				want = "on_call_tool handler reaches (see related): the low-level server sends it as a JSON-RPC error with"
			case "raisederror":
				want = "isError result"
			default:
				continue
			}
			if !strings.Contains(f.Message, want) {
				t.Errorf("%s:%d %s: message %q does not say %q", f.Path, f.Line, f.Rule, f.Message, want)
			}
		}
	}
}
