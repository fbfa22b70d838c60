package python

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// TestDumpFormatMessages checks that a failure object a tool serializes is named by the format
// the client reads: YAML from yaml.dump, TOML from tomlkit.dumps, JSON from json.dumps.
func TestDumpFormatMessages(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "dumpformats")
	want := map[string]string{"start_vm": "as YAML text", "stop_vm": "as TOML text", "vm_info": "as JSON text"}
	seen := map[string]bool{}
	for _, f := range extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir) {
		if f.Rule != "softerror" || f.Site == nil {
			continue
		}
		w, ok := want[f.Site.Function]
		if !ok {
			t.Errorf("%s:%d: softerror in unexpected function %q", f.Path, f.Line, f.Site.Function)
			continue
		}
		seen[f.Site.Function] = true
		if !strings.Contains(f.Message, w) {
			t.Errorf("%s:%d: message %q does not say %q", f.Path, f.Line, f.Message, w)
		}
	}
	for fn := range want {
		if !seen[fn] {
			t.Errorf("no softerror finding in %s", fn)
		}
	}
}

// TestNestedBuilderMessage checks that a failure object built two calls down from the method a
// tool calls is named by its builder once: "built by BackupService._import_object", not "built
// by BackupService._import_object built by BackupService.import_form", which read the chain
// backwards.
func TestNestedBuilderMessage(t *testing.T) {
	dir := filepath.Join("testdata", "tries", "nestedbuilder")
	const says = "BackupService.restore_form returns an error object built by BackupService._import_object"
	found := false
	for _, f := range extracttest.Run(t, withManifests{Language(), manifest.NewIndex(dir)}, dir) {
		if f.Rule != "softerror" {
			continue
		}
		found = true
		if len(f.Related) == 0 || f.Related[0].Message != says {
			t.Errorf("%s:%d: related %+v: want the first to say %q", f.Path, f.Line, f.Related, says)
		}
	}
	if !found {
		t.Error("no softerror finding in the nestedbuilder fixture")
	}
}
