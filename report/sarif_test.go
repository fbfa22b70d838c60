package report

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

func readSARIF(t *testing.T, out []byte) *sarif.Report {
	t.Helper()
	rep, err := sarif.FromBytes(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.Validate(); err != nil {
		t.Fatalf("not valid SARIF 2.1.0: %v", err)
	}
	return rep
}

func TestSARIFValidAndComplete(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{Sites: true}, sample()))
	run := rep.Runs[0]
	if n := len(run.Tool.Driver.Rules); n < len(rule.All()) {
		t.Errorf("rules table has %d rules, want every one of the registry's %d", n, len(rule.All()))
	}
	if len(run.Results) != len(sample().Findings) {
		t.Fatalf("%d results, want %d", len(run.Results), len(sample().Findings))
	}
	levels := map[string]string{}
	for _, r := range run.Results {
		levels[*r.RuleID] = r.Level
		if r.PartialFingerprints[FingerprintKey] == "" {
			t.Errorf("result %s has no %s fingerprint", *r.RuleID, FingerprintKey)
		}
		if idx := r.RuleIndex; idx < 0 || *run.Tool.Driver.Rules[idx].ID != *r.RuleID {
			t.Errorf("result %s has rule index %d that names another rule", *r.RuleID, idx)
		}
	}
	if levels["errorresult"] != "note" || levels["softerror"] != "warning" || levels["directive"] != "warning" {
		t.Errorf("levels %v: want inventory as note, problems as warning", levels)
	}
	loc := run.Results[0].Locations[0].PhysicalLocation
	if *loc.ArtifactLocation.URI != "testdata/servers/go/tools.go" || *loc.Region.StartLine != 42 || *loc.Region.StartColumn != 10 {
		t.Errorf("first location %s:%d:%d, want testdata/servers/go/tools.go:42:10", *loc.ArtifactLocation.URI, *loc.Region.StartLine, *loc.Region.StartColumn)
	}
}

func TestSARIFWithoutSitesHasProblemsOnly(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{}, sample()))
	for _, r := range rep.Runs[0].Results {
		if r.Level == "note" {
			t.Errorf("inventory result %s without Sites", *r.RuleID)
		}
	}
}

func TestSARIFTruncatesWithANotification(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{Sites: true, MaxSARIFResults: 2}, sample()))
	run := rep.Runs[0]
	if len(run.Results) != 2 {
		t.Errorf("%d results, want the cap of 2", len(run.Results))
	}
	notes := run.Invocations[0].ToolExecutionNotifications
	if len(notes) != 1 || !strings.Contains(*notes[0].Message.Text, "3 results were left out") {
		t.Errorf("notifications %v, want one saying 3 results were left out", notes)
	}
}

func TestSARIFAbsoluteRootIsAURIBase(t *testing.T) {
	doc := sample()
	doc.Root = "/home/me/server"
	out := render(t, "sarif", Options{}, doc)
	readSARIF(t, out)
	var raw struct {
		Runs []struct {
			OriginalUriBaseIds map[string]struct{ URI string } `json:"originalUriBaseIds"`
		}
	}
	if err := json.Unmarshal(out, &raw); err != nil {
		t.Fatal(err)
	}
	if got := raw.Runs[0].OriginalUriBaseIds[srcRoot].URI; got != "file:///home/me/server/" {
		t.Errorf("URI base %q, want file:///home/me/server/", got)
	}
	if strings.Contains(string(out), "/home/me/server/go/tools.go") {
		t.Errorf("result URIs repeat the absolute root")
	}
}

func TestSARIFEmptyDocument(t *testing.T) {
	rep := readSARIF(t, render(t, "sarif", Options{}, &finding.Document{}))
	if rep.Runs[0].Results == nil {
		t.Errorf("results is null; GitHub requires an array")
	}
}

// TestSARIFColumnsCountUTF16 checks that SARIF regions count UTF-16 code units, as SARIF does
// by default, where findings count bytes: after "é" (2 bytes, 1 unit) and "😀" (4 bytes, 2
// units) a byte column moves back; an ASCII line and a file that cannot be read keep theirs.
func TestSARIFColumnsCountUTF16(t *testing.T) {
	root := t.TempDir()
	src := "package x\n\tmsg := \"é😀\"; return nil, err\nfunc f() { return g() }\n"
	if err := os.WriteFile(filepath.Join(root, "a.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	line := strings.Split(src, "\n")[1]
	byteCol := strings.Index(line, "return") + 1
	wantCol := byteCol - 1 - 2 // é: 2 bytes, 1 unit; 😀: 4 bytes, 2 units
	doc := &finding.Document{Root: root, Findings: []finding.Finding{{
		Rule: "protocolerror", Path: "a.go", Line: 2, Column: byteCol, StartLine: 2, EndLine: 2,
		Message: "m", Fingerprint: "fp",
		Related: []finding.Related{{Path: "a.go", Line: 3, Column: 12, Message: "ascii"}, {Path: "gone.go", Line: 2, Column: byteCol, Message: "unread"}},
		Fixes:   []finding.Fix{{Message: "fix", Edits: []finding.Edit{{Path: "a.go", Line: 2, Column: byteCol, EndLine: 2, EndColumn: len(line) + 1, NewText: "x"}}}},
	}}}
	rep := readSARIF(t, render(t, "sarif", Options{}, doc))
	res := rep.Runs[0].Results[0]
	if got := *res.Locations[0].PhysicalLocation.Region.StartColumn; got != wantCol {
		t.Errorf("start column %d, want %d (byte column %d)", got, wantCol, byteCol)
	}
	if got := *res.RelatedLocations[0].PhysicalLocation.Region.StartColumn; got != 12 {
		t.Errorf("related column on an ASCII line %d, want 12", got)
	}
	if got := *res.RelatedLocations[1].PhysicalLocation.Region.StartColumn; got != byteCol {
		t.Errorf("related column in a file that cannot be read %d, want the byte column %d", got, byteCol)
	}
	region := res.Fixes[0].ArtifactChanges[0].Replacements[0].DeletedRegion
	if *region.StartColumn != wantCol || *region.EndColumn != len(line)+1-3 {
		t.Errorf("fix region columns %d-%d, want %d-%d", *region.StartColumn, *region.EndColumn, wantCol, len(line)+1-3)
	}
}
