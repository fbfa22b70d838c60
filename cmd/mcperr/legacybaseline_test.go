package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/typed"
)

// TestVetAcceptsLegacyBaseline: a baseline written before the typed findings' fingerprints
// stopped hashing their messages (their legacy fingerprints, as the previous version wrote
// them) still accepts every finding of the real `mcperr vet` and goes stale nowhere; the
// baseline the run writes records the current fingerprints. The fixture's findings (package
// indirect) are protocolerror and panicleak findings with related places.
func TestVetAcceptsLegacyBaseline(t *testing.T) {
	root := enterVetModule(t)
	doc := vetCollect(t, root, "./indirect")
	old := &policy.Baseline{Version: policy.BaselineVersion, Tool: "mcperr"}
	var current []string
	for i := range doc.Findings {
		f := &doc.Findings[i]
		legacy := doc.Legacy.Of(f)
		if legacy == "" || legacy == f.Fingerprint {
			t.Fatalf("%s:%d %s: legacy fingerprint %q, fingerprint %q: want an old one that differs", f.Path, f.Line, f.Rule, legacy, f.Fingerprint)
		}
		old.Entries = append(old.Entries, policy.BaselineEntry{Fingerprint: legacy, Rule: f.Rule, Path: f.Path, Message: f.Message})
		current = append(current, f.Fingerprint)
	}
	if len(old.Entries) < 2 {
		t.Fatalf("%d findings in the fixture, want several", len(old.Entries))
	}
	oldFile := filepath.Join(t.TempDir(), "old-baseline.json")
	writeJSONFile(t, oldFile, old)

	if out, errw, code := runVetCmd("--baseline", oldFile, "./indirect"); code != exitClean || out != "" {
		t.Errorf("vet with the old baseline: exit %d, stdout %q; stderr %s", code, out, errw)
	}
	newFile := filepath.Join(t.TempDir(), "new-baseline.json")
	if _, errw, code := runVetCmd("--baseline", oldFile, "--write-baseline", newFile, "./indirect"); code != exitClean {
		t.Fatalf("vet --write-baseline: exit %d; stderr %s", code, errw)
	}
	rewritten, err := policy.LoadBaseline(newFile)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range rewritten.Entries {
		got = append(got, e.Fingerprint)
	}
	slices.Sort(got)
	slices.Sort(current)
	if !slices.Equal(got, current) {
		t.Errorf("rewritten baseline has fingerprints %q, want the current ones %q", got, current)
	}
}

// vetCollect runs the typed analyzers as `mcperr vet` does on patterns of the module at root
// and returns the collected document, with its legacy fingerprints.
func vetCollect(t *testing.T, root string, patterns ...string) *finding.Document {
	t.Helper()
	sel, err := vetSelection(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	srcs := typed.NewSources()
	pkgs, err := typed.Load(typed.LoadOptions{Dir: root}, patterns, srcs)
	if err != nil {
		t.Fatal(err)
	}
	typed.PruneDeps(pkgs)
	analyzers := typed.Analyzers(sel.Enabled)
	if err := typed.DriverDirectives(analyzers); err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze(analyzers, typed.CleanRoots(pkgs), nil)
	if err != nil {
		t.Fatal(err)
	}
	doc, failures := typed.Collect(root, graph, srcs)
	if len(failures) > 0 {
		t.Fatal(failures)
	}
	return doc
}

// writeJSONFile writes v to file as JSON.
func writeJSONFile(t *testing.T, file string, v any) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
