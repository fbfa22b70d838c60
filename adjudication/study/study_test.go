package study

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/adjudication/demo"
	"github.com/mcperr/mcperr/internal/syncbuf"
	"github.com/mcperr/mcperr/scanner/all"
)

// demoOptions materialises the demo and returns options for a study of it in dir.
func demoOptions(t *testing.T, dir string, shard adjudication.Shard) Options {
	t.Helper()
	d, err := demo.Materialise(filepath.Join(t.TempDir(), "demo"))
	if err != nil {
		t.Fatal(err)
	}
	return Options{Dir: dir, Frame: d.Frame, Seed: 1, N: 5, Shard: shard, Mirrors: d.Mirrors, Tool: "test", Langs: all.Languages()}
}

func TestDemoStudy(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	if d := os.Getenv("MCPERR_STUDY_DIR"); d != "" {
		dir = d
	}
	var log bytes.Buffer
	o := demoOptions(t, dir, adjudication.Shard{})
	o.Log = &log
	res, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	s := res.Summary
	t.Logf("\n%s\n%s", log.String(), s.FormatTable())
	if s.Sampled != 5 || s.Reachable != 4 {
		t.Errorf("sampled %d reachable %d, want 5 and 4 (the archive repository is missing on purpose)", s.Sampled, s.Reachable)
	}
	// The demo shows what a study counts: paths of several sites, problems, every language.
	if s.ProductionMatches == 0 || s.SemanticPaths == 0 || s.SemanticPaths >= s.ProductionMatches {
		t.Errorf("matches %d paths %d, want fewer paths than matches", s.ProductionMatches, s.SemanticPaths)
	}
	if len(s.Problems) == 0 || len(s.ProseFallback) == 0 {
		t.Errorf("problems %v, prose fallback %v: want both shown", s.Problems, s.ProseFallback)
	}
	for _, lang := range []string{"go", "python", "typescript", "javascript"} {
		if len(s.ShapesByLang[lang]) == 0 {
			t.Errorf("no %s paths in the demo: %v", lang, s.ShapesByLang)
		}
	}
	for _, f := range []string{"ledger/ledger.csv", "ledger/ledger.json", "report/report.html", "report/report.md", "scan/manifest.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	// A second run does nothing.
	log.Reset()
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(log.String(), "up to date"); n != 6 {
		t.Errorf("re-run: %d stages up to date, want 6:\n%s", n, log.String())
	}
}

func TestShardsMergeIntoTheUnshardedLedger(t *testing.T) {
	base := t.TempDir()
	whole, err := Run(context.Background(), demoOptions(t, filepath.Join(base, "whole"), adjudication.Shard{}))
	if err != nil {
		t.Fatal(err)
	}
	var shards []*adjudication.Ledger
	for k := 1; k <= 3; k++ {
		res, err := Run(context.Background(), demoOptions(t, filepath.Join(base, "shard", strconv.Itoa(k)), adjudication.Shard{K: k, N: 3}))
		if err != nil {
			t.Fatal(err)
		}
		if res.Info.Study != whole.Info.Study {
			t.Errorf("shard %d is study %s, the whole study %s", k, res.Info.Study, whole.Info.Study)
		}
		shards = append(shards, res.Ledger)
	}
	merged, err := adjudication.Merge(shards)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(base, "merged")
	if err := adjudication.WriteLedger(out, merged); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{adjudication.LedgerCSV, adjudication.LedgerJSON, adjudication.PathsCSV} {
		a, _ := os.ReadFile(filepath.Join(base, "whole", "ledger", f))
		b, _ := os.ReadFile(filepath.Join(out, f))
		if len(a) == 0 || !bytes.Equal(a, b) {
			t.Errorf("%s: the merged shards differ from the unsharded study", f)
		}
	}
}

func TestInterruptedScanResumes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	o := demoOptions(t, dir, adjudication.Shard{})
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	// A crash in the middle of the scan stage: its manifest is incomplete, one scan file gone.
	m := filepath.Join(dir, "scan", ManifestName)
	var man Manifest
	adjudication.ReadJSON(m, &man)
	man.Complete = false
	adjudication.WriteJSON(m, man)
	os.Remove(filepath.Join(dir, "scan", scanName(whichRank(t, dir))))
	before, _ := os.ReadFile(filepath.Join(dir, "ledger", adjudication.LedgerCSV))
	var log bytes.Buffer
	o.Log = &log
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "resuming") || !strings.Contains(log.String(), "reused 3 repository scans") {
		t.Errorf("log:\n%s", log.String())
	}
	after, _ := os.ReadFile(filepath.Join(dir, "ledger", adjudication.LedgerCSV))
	if !bytes.Equal(before, after) {
		t.Error("the resumed study wrote another ledger")
	}
}

// whichRank returns the rank of some scanned repository of the study.
func whichRank(t *testing.T, dir string) int {
	t.Helper()
	var repos []acquired
	if err := adjudication.ReadJSON(filepath.Join(dir, "clone", ReposName), &repos); err != nil {
		t.Fatal(err)
	}
	for _, a := range repos {
		if a.Status == "ok" {
			return a.Rank
		}
	}
	t.Fatal("no repository was acquired")
	return 0
}

func TestAnotherStudyInTheSameDirectoryIsRefused(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	o := demoOptions(t, dir, adjudication.Shard{})
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	o.Seed = 2
	if _, err := Run(context.Background(), o); err == nil || !strings.Contains(err.Error(), "other parameters") {
		t.Errorf("err = %v, want a refusal", err)
	}
	// An edited output is noticed and redone.
	os.WriteFile(filepath.Join(dir, "ledger", adjudication.LedgerCSV), []byte("torn"), 0o644)
	o.Seed = 1
	var log bytes.Buffer
	o.Log = &log
	res, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "ledger.csv was changed after it was written") {
		t.Errorf("log:\n%s", log.String())
	}
	// The edited file (someone's work in a spreadsheet, perhaps) is kept, not overwritten.
	kept, _ := filepath.Glob(filepath.Join(dir, "ledger", adjudication.LedgerCSV+".edited-*"))
	if len(kept) != 1 || len(res.Kept) != 1 {
		t.Fatalf("kept %v, result %v: want the edited ledger.csv kept aside", kept, res.Kept)
	}
	if b, _ := os.ReadFile(kept[0]); string(b) != "torn" {
		t.Errorf("kept %q", b)
	}
}

// TestRefreshKeepsAnEditedLedgerDir: in a merged ledger directory, which has no manifests, a
// ledger.csv edited in place is kept aside when verdicts rewrite the ledger.
func TestRefreshKeepsAnEditedLedgerDir(t *testing.T) {
	res, err := Run(context.Background(), demoOptions(t, filepath.Join(t.TempDir(), "study"), adjudication.Shard{}))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "merged")
	if err := adjudication.WriteLedger(dir, res.Ledger); err != nil {
		t.Fatal(err)
	}
	if kept, err := Refresh(context.Background(), dir, "test", nil); err != nil || len(kept) != 0 {
		t.Fatalf("untouched ledger: kept %v, %v", kept, err)
	}
	name := filepath.Join(dir, adjudication.LedgerCSV)
	b, _ := os.ReadFile(name)
	os.WriteFile(name, append(b, "edited,by,hand\n"...), 0o644)
	kept, err := Refresh(context.Background(), dir, "test", nil)
	if err != nil || len(kept) != 1 || !strings.Contains(kept[0], "kept as ledger.csv.edited-") {
		t.Errorf("edited ledger: kept %v, %v", kept, err)
	}
	if now, _ := os.ReadFile(name); !bytes.Equal(now, b) {
		t.Error("the ledger was not rewritten from its JSON twin")
	}
}

// TestRunKilledBeforeItsFirstStageResumes: a run stopped before the sample stage finished leaves
// a directory the next run of the same study resumes (not one it refuses as someone else's),
// and the ledger commands explain that the study has no ledger yet.
func TestRunKilledBeforeItsFirstStageResumes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	o := demoOptions(t, dir, adjudication.Shard{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, o); err == nil {
		t.Fatal("a cancelled run succeeded")
	}
	// What a crash inside the sample stage leaves: its manifest incomplete, a temporary file.
	adjudication.WriteJSON(filepath.Join(dir, "sample", ManifestName), Manifest{Stage: "sample", Params: map[string]string{}})
	os.WriteFile(filepath.Join(dir, "sample", ".sample.json.tmp-1"), []byte(`{"mcperrSample": 1, "dra`), 0o644)
	if _, err := LedgerDir(dir); err == nil || !strings.Contains(err.Error(), "has no ledger yet") {
		t.Errorf("LedgerDir: %v, want an explanation", err)
	}
	var log bytes.Buffer
	o.Log = &log
	res, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "resuming: an earlier run stopped") || res.Info.Study == "" {
		t.Errorf("study %q, log:\n%s", res.Info.Study, log.String())
	}
	cleanDir := filepath.Join(t.TempDir(), "clean")
	if _, err := Run(context.Background(), demoOptions(t, cleanDir, adjudication.Shard{})); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(filepath.Join(dir, "ledger", adjudication.LedgerCSV))
	b, _ := os.ReadFile(filepath.Join(cleanDir, "ledger", adjudication.LedgerCSV))
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Error("the resumed study's ledger differs from a clean run's")
	}
}

func TestEditedStudyFileIsExplained(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	o := demoOptions(t, dir, adjudication.Shard{})
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, InfoName), []byte(`{"study": "s-1`), 0o644)
	if _, err := Run(context.Background(), o); err == nil || !strings.Contains(err.Error(), "unreadable study.json") {
		t.Errorf("err = %v, want an unreadable study.json explained", err)
	}
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "notes.txt"), []byte("mine"), 0o644)
	o.Dir = other
	if _, err := Run(context.Background(), o); err == nil || !strings.Contains(err.Error(), "not a study directory") {
		t.Errorf("err = %v, want a refusal of a directory that is not a study", err)
	}
}

// TestScanProgressLines: with no terminal, the scan stage writes a line every ProgressEvery
// saying how many repositories are scanned and which one is in which phase (tree-sitter, then
// the typed Go analyzers), as the clone stage does.
func TestScanProgressLines(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command: the types phase cannot run")
	}
	var lines syncbuf.Buffer
	o := demoOptions(t, filepath.Join(t.TempDir(), "study"), adjudication.Shard{})
	o.Types, o.ProgressLines, o.ProgressEvery = true, &lines, time.Millisecond
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	out := lines.String()
	// Which counts show depends on when the ticks fall (a small repository may be scanned
	// before the first one), so any count of the four will do.
	if !regexp.MustCompile(`(?m)^scan: [0-4] of 4 repositories, \d+s`).MatchString(out) {
		t.Errorf("no count of the 4 repositories in the progress lines:\n%s", clipLines(out, 40))
	}
	for _, want := range []string{"in progress: ", "(tree-sitter, ", "(types, "} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the progress lines:\n%s", want, clipLines(out, 40))
		}
	}
}

// clipLines keeps the first n lines of s.
func clipLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}
