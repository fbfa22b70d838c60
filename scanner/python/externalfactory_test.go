package python

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// TestExternalFactoryNote checks that the findings of tools on a server an imported factory
// builds say which SDK was assumed and why.
func TestExternalFactoryNote(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "externalfactory")
	const note = "server built by acme_core.mcp.create_mcp_app, whose class the scan does not see: FastMCP (python-sdk 1.x) assumed from the manifests"
	n := 0
	for _, f := range extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir) {
		n++
		if !strings.Contains(f.Message, note) {
			t.Errorf("%s:%d: message %q does not say %q", f.Path, f.Line, f.Message, note)
		}
	}
	if n == 0 {
		t.Error("no findings")
	}
}
