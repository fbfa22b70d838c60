package policy

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

func sampleFinding(rule string, line int) finding.Finding {
	f := finding.Finding{Rule: rule, Path: "server.go", Line: line, Column: 2, StartLine: line, EndLine: line,
		Lang: finding.Go, Context: finding.Production, Message: rule + " here", Method: finding.TreeSitter}
	f.Fingerprint = finding.Fingerprint(rule, f.Path, "handler", strings.Repeat("x", line))
	if rule == "errorresult" {
		f.Site = &finding.Site{Shape: finding.ProseOnly, Outcome: finding.IsError}
	}
	return f
}

func sampleDoc(fs ...finding.Finding) *finding.Document {
	return &finding.Document{Version: 1, Findings: fs, Summary: finding.Summary{FilesSeen: 3}}
}

func rulesOf(fs []finding.Finding) string {
	var ids []string
	for _, f := range fs {
		ids = append(ids, f.Rule)
	}
	return strings.Join(ids, ",")
}

func TestApplyDefaults(t *testing.T) {
	doc := sampleDoc(sampleFinding("errorresult", 3), sampleFinding("softerror", 5))
	res, err := Apply(doc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Failed() || rulesOf(res.New) != "softerror" || len(res.Doc.Findings) != 2 {
		t.Errorf("new %s, %d findings kept: want softerror new and both kept", rulesOf(res.New), len(res.Doc.Findings))
	}
	clean, _ := Apply(sampleDoc(sampleFinding("errorresult", 3)), Options{})
	if clean.Failed() {
		t.Error("a run with inventory only fails at the default level")
	}
}

func TestApplyDisabledRulesAreDropped(t *testing.T) {
	sel, _ := NewSelection(nil, []string{"softerror"})
	res, _ := Apply(sampleDoc(sampleFinding("errorresult", 3), sampleFinding("softerror", 5)), Options{Selection: sel})
	if res.Failed() || rulesOf(res.Doc.Findings) != "errorresult" {
		t.Errorf("findings %s, failed %v: want only errorresult, not failing", rulesOf(res.Doc.Findings), res.Failed())
	}
	if s := res.Doc.Summary; s.Problems != 0 || s.Sites != 1 || s.ByShape[finding.ProseOnly] != 1 || s.FilesSeen != 3 {
		t.Errorf("summary %+v not recounted", s)
	}
}

func TestBaseline(t *testing.T) {
	old, fixed, fresh := sampleFinding("softerror", 5), sampleFinding("panicleak", 7), sampleFinding("protocolerror", 9)
	path := filepath.Join(t.TempDir(), "baseline.json")
	if err := WriteBaseline(path, []finding.Finding{old, fixed}); err != nil {
		t.Fatal(err)
	}
	b, err := LoadBaseline(path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Apply(sampleDoc(old, fresh), Options{Baseline: b})
	if err != nil {
		t.Fatal(err)
	}
	if rulesOf(res.New) != "protocolerror" || res.Baselined != 1 || rulesOf(res.Doc.Findings) != "protocolerror" {
		t.Errorf("new %s, baselined %d, shown %s: want protocolerror new, softerror accepted and hidden", rulesOf(res.New), res.Baselined, rulesOf(res.Doc.Findings))
	}
	if len(res.Stale) != 1 || res.Stale[0].Rule != "panicleak" {
		t.Errorf("stale %+v, want the panicleak entry", res.Stale)
	}
	var notes bytes.Buffer
	res.WriteNotes(&notes)
	if !strings.Contains(notes.String(), "stale baseline entry "+fixed.Fingerprint) {
		t.Errorf("notes do not name the stale entry:\n%s", notes.String())
	}
	// Only the stale entry fails the run once the new finding is accepted too.
	if err := WriteBaseline(path, res.Accepted); err != nil {
		t.Fatal(err)
	}
	b, _ = LoadBaseline(path)
	if res, _ := Apply(sampleDoc(old, fresh), Options{Baseline: b}); res.Failed() {
		t.Errorf("a run against a baseline of its own accepted findings fails: new %v stale %v", res.New, res.Stale)
	}
	// A disabled rule's entries are not stale.
	sel, _ := NewSelection(nil, []string{"softerror"})
	if res, _ := Apply(sampleDoc(fresh), Options{Baseline: b, Selection: sel}); res.Failed() {
		t.Errorf("disabled rule's baseline entry reported stale: %+v", res.Stale)
	}
}

func TestLoadBaselineRejects(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"garbage.json":   "not json",
		"version.json":   `{"version": 9, "entries": []}`,
		"nofp.json":      `{"version": 1, "entries": [{"rule": "softerror", "path": "a.go"}]}`,
		"duplicate.json": `{"version": 1, "entries": [{"fingerprint": "x"}, {"fingerprint": "x"}]}`,
	} {
		p := filepath.Join(dir, name)
		writeFile(t, p, body)
		if _, err := LoadBaseline(p); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("LoadBaseline(%s) error = %v, want one naming the file", name, err)
		}
	}
	if _, err := LoadBaseline(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing baseline is not an error")
	}
}

// TestFilterInBatchesAgreesWithApply checks that a streaming driver, which sees findings in
// batches and gets directive findings at the end, decides exactly what Apply decides.
func TestFilterInBatchesAgreesWithApply(t *testing.T) {
	fs := []finding.Finding{sampleFinding("softerror", 3), sampleFinding("panicleak", 4), sampleFinding("errorresult", 5), sampleFinding("protocolerror", 6)}
	opts := Options{FailLevel: "site", Baseline: NewBaseline(fs[3:]), Directives: map[string][]Directive{"server.go": Directives([]byte(src))}}
	whole, err := Apply(sampleDoc(fs...), opts)
	if err != nil {
		t.Fatal(err)
	}
	f, err := NewFilter(opts)
	if err != nil {
		t.Fatal(err)
	}
	shown := append(f.Keep(fs[:2]), f.Keep(fs[2:])...)
	extra, res := f.Finish()
	shown = append(shown, extra...)
	sortFindings(shown)
	if rulesOf(shown) != rulesOf(whole.Doc.Findings) || rulesOf(res.New) != rulesOf(whole.New) || len(res.Stale) != len(whole.Stale) || res.Baselined != 1 {
		t.Errorf("batches: shown %s new %s stale %d; Apply: shown %s new %s stale %d",
			rulesOf(shown), rulesOf(res.New), len(res.Stale), rulesOf(whole.Doc.Findings), rulesOf(whole.New), len(whole.Stale))
	}
}

func TestBaselineHidesSitesItLists(t *testing.T) {
	site := sampleFinding("errorresult", 3)
	res, _ := Apply(sampleDoc(site), Options{Baseline: NewBaseline([]finding.Finding{site})})
	if res.Failed() || len(res.Doc.Findings) != 0 || res.Baselined != 1 {
		t.Errorf("a baselined site: failed %v, shown %s, baselined %d; want hidden and not stale", res.Failed(), rulesOf(res.Doc.Findings), res.Baselined)
	}
}

// TestBaselineMatchesLegacyFingerprints: a baseline written when a finding had another
// fingerprint (its legacy one) still accepts it and its entry is not stale; the baseline
// written from the run records the current fingerprint.
func TestBaselineMatchesLegacyFingerprints(t *testing.T) {
	f := sampleFinding("protocolerror", 5)
	old := f
	f.Fingerprint = finding.Fingerprint("protocolerror", f.Path, "handler", "new")
	base := NewBaseline([]finding.Finding{old})
	doc := sampleDoc(f)
	doc.Legacy = finding.Legacy{}
	doc.Legacy.Set(&doc.Findings[0], old.Fingerprint)
	res, err := Apply(doc, Options{Baseline: base})
	if err != nil {
		t.Fatal(err)
	}
	if res.Failed() || len(res.Doc.Findings) != 0 || res.Baselined != 1 || len(res.Stale) != 0 {
		t.Fatalf("an old baseline: failed %v, shown %s, baselined %d, stale %v; want accepted", res.Failed(), rulesOf(res.Doc.Findings), res.Baselined, res.Stale)
	}
	if b := NewBaseline(res.Accepted); len(b.Entries) != 1 || b.Entries[0].Fingerprint != f.Fingerprint {
		t.Errorf("rewritten baseline %+v, want the current fingerprint %s", b.Entries, f.Fingerprint)
	}

	// A filter that streams learns the legacy fingerprints before it judges the findings.
	flt, err := NewFilter(Options{Baseline: base})
	if err != nil {
		t.Fatal(err)
	}
	flt.AddLegacy(doc.Legacy)
	if shown := flt.Keep(doc.Findings); len(shown) != 0 {
		t.Errorf("the filter showed %s, want it accepted", rulesOf(shown))
	}
	if _, r := flt.Finish(); r.Baselined != 1 || len(r.Stale) != 0 {
		t.Errorf("the filter: baselined %d, stale %v; want 1 and none", r.Baselined, r.Stale)
	}
}

func TestApplyLeavesTheDocumentAlone(t *testing.T) {
	doc := sampleDoc(sampleFinding("softerror", 3), sampleFinding("panicleak", 4))
	sel, _ := NewSelection(nil, []string{"panicleak"})
	Apply(doc, Options{Selection: sel, Baseline: NewBaseline(doc.Findings[:1])})
	if len(doc.Findings) != 2 || doc.Findings[0].Rule != "softerror" || doc.Findings[1].Rule != "panicleak" {
		t.Errorf("Apply changed its input: %+v", doc.Findings)
	}
}

// TestStaleNoteEscapesControlCharacters: a stale baseline entry's path and message come from a
// file; a newline or an escape in them is quoted on stderr, so the note stays one line.
func TestStaleNoteEscapesControlCharacters(t *testing.T) {
	base := &Baseline{Version: 1, Entries: []BaselineEntry{{Fingerprint: "f1", Rule: "softerror", Path: "a\nmcperr: forged.py", Message: "m\x1b[2J"}}}
	res, err := Apply(&finding.Document{}, Options{Baseline: base})
	if err != nil {
		t.Fatal(err)
	}
	var notes strings.Builder
	res.WriteNotes(&notes)
	if got := notes.String(); strings.Count(got, "\n") != 1 || strings.ContainsRune(got, 0x1b) || !strings.Contains(got, `"a\nmcperr: forged.py"`) {
		t.Errorf("stale note not one line with the path quoted:\n%s", got)
	}
}
