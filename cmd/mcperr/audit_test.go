package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// mcperr runs the real command tree and returns stdout, stderr and the exit code.
func mcperr(args ...string) (string, string, int) {
	var out, errw bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errw)
	return out.String(), errw.String(), code
}

// mustRun runs mcperr and fails the test on an exit code other than want.
func mustRun(t *testing.T, want int, args ...string) string {
	t.Helper()
	out, errw, code := mcperr(args...)
	if code != want {
		t.Fatalf("mcperr %s: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), code, want, out, errw)
	}
	return out
}

// editCSV rewrites a CSV file (a coding sheet or a ledger) as a spreadsheet would: edit gets the
// header and the data rows to change in place.
func editCSV(t *testing.T, name string, edit func(header []string, rows [][]string)) {
	t.Helper()
	f, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(bytes.NewReader(f)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	edit(recs[0], recs[1:])
	var buf bytes.Buffer
	csv.NewWriter(&buf).WriteAll(recs)
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// code fills a coding sheet: every row confirmed with its shape, except the rows for which
// differ returns true, which get the other verdict.
func code(t *testing.T, name string, differ func(i int) bool) {
	t.Helper()
	editCSV(t, name, func(h []string, rows [][]string) {
		col := func(c string) int { return slices.Index(h, c) }
		for i, r := range rows {
			r[col("verdict")], r[col("shape")] = "confirmed", "prose-only"
			if differ(i) {
				r[col("verdict")], r[col("shape")] = "rejected", ""
			}
			r[col("reason")] = "looked at it, \"carefully\"\nover two lines"
		}
	})
}

// blankAfter empties the coded cells of a sheet's rows after the first n.
func blankAfter(t *testing.T, name string, n int) {
	t.Helper()
	editCSV(t, name, func(h []string, rows [][]string) {
		for _, r := range rows[n:] {
			for _, c := range []string{"verdict", "shape", "reason"} {
				r[slices.Index(h, c)] = ""
			}
		}
	})
}

func TestAuditDemoAndCoding(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	out := mustRun(t, exitClean, "audit", "--demo", "--out", dir)
	for _, want := range []string{"Production error-result sites", "Semantic paths", "report.html"} {
		if !strings.Contains(out, want) {
			t.Errorf("audit output lacks %q:\n%s", want, out)
		}
	}
	a, b, c := filepath.Join(dir, "coding", "alice.csv"), filepath.Join(dir, "coding", "bob.csv"), filepath.Join(dir, "coding", "carol.csv")
	for _, name := range []string{"alice", "bob", "carol"} {
		mustRun(t, exitClean, "ledger", "code", dir, "--coder", name)
	}
	mustRun(t, exitFailure, "ledger", "code", dir, "--coder", "alice") // never overwrites a coder's work
	code(t, a, func(i int) bool { return i == 0 })
	code(t, b, func(i int) bool { return i == 1 })
	code(t, c, func(i int) bool { return i == 0 })
	agree := mustRun(t, exitClean, "ledger", "agree", dir, a, b)
	if !strings.Contains(agree, "verdict  alice vs bob") || !strings.Contains(agree, "kappa=") {
		t.Errorf("agree:\n%s", agree)
	}
	if _, errw, code := mcperr("ledger", "adjudicate", dir, a, a); code != exitFailure || !strings.Contains(errw, `both coded by "alice"`) {
		t.Errorf("adjudicate of one coder twice: exit %d, %s", code, errw)
	}
	// Disagreements left open: listed, reported, and the exit code says so.
	adj := mustRun(t, exitFindings, "ledger", "adjudicate", dir, a, b)
	if !strings.Contains(adj, "need an adjudicator") {
		t.Errorf("adjudicate without adjudicator:\n%s", adj)
	}
	if report, _ := os.ReadFile(filepath.Join(dir, "report", "report.md")); !strings.Contains(string(report), "## Unresolved verdicts") {
		t.Errorf("the report does not list the unresolved verdicts")
	}
	// An adjudicator who decides one disagreement of two: told what is left, not to pass a sheet,
	// and not warned about the rows an adjudicator need not code.
	mustRun(t, exitClean, "ledger", "code", dir, "--coder", "dave")
	d := filepath.Join(dir, "coding", "dave.csv")
	code(t, d, func(i int) bool { return i == 0 })
	blankAfter(t, d, 1)
	out, errw, exit := mcperr("ledger", "adjudicate", dir, a, b, "--adjudicator", d)
	if exit != exitFindings || !strings.Contains(out, "not decided in the adjudicator's sheet") || strings.Contains(out, "--adjudicator SHEET") || strings.Contains(errw, "not coded yet") {
		t.Errorf("adjudicate with an adjudicator who left one open: exit %d\n%s\n%s", exit, out, errw)
	}
	adj = mustRun(t, exitClean, "ledger", "adjudicate", dir, a, b, "--adjudicator", c)
	if !strings.Contains(adj, "replaced the verdict on") || !strings.Contains(adj, "kept in its \"previous\" list") {
		t.Errorf("adjudicate did not say it replaced the unresolved verdicts:\n%s", adj)
	}
	ledger, _ := os.ReadFile(filepath.Join(dir, "ledger", "ledger.csv"))
	if !strings.Contains(string(ledger), "adjudicated: carol") || !strings.Contains(string(ledger), "agreed: alice, bob") {
		t.Errorf("the ledger lacks the verdicts:\n%s", ledger)
	}
	report, _ := os.ReadFile(filepath.Join(dir, "report", "report.md"))
	if !strings.Contains(string(report), "Inter-coder agreement") || !strings.Contains(string(report), "Human verdicts") {
		t.Errorf("the report lacks agreement and verdicts:\n%s", report)
	}
	mustRun(t, exitClean, "ledger", "check", dir)
	// A spreadsheet lost the last row.
	recs, err := csv.NewReader(bytes.NewReader(ledger)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	buf.WriteString("\ufeff")
	csv.NewWriter(&buf).WriteAll(recs[:len(recs)-1])
	edited := filepath.Join(t.TempDir(), "edited.csv")
	os.WriteFile(edited, buf.Bytes(), 0o644)
	if out := mustRun(t, exitFindings, "ledger", "check", dir, edited); !strings.Contains(out, "missing from") || !strings.Contains(out, "byte-order mark") {
		t.Errorf("check of an edited ledger:\n%s", out)
	}
	// A sheet of another study is refused.
	other := filepath.Join(t.TempDir(), "other")
	mustRun(t, exitClean, "audit", "--demo", "--out", other, "--seed", "7")
	_, errw, code := mcperr("ledger", "agree", other, a, b)
	if code != exitFailure || !strings.Contains(errw, "another study") {
		t.Errorf("exit %d, stderr %s", code, errw)
	}
	mustRun(t, exitClean, "report", dir)
	if s := mustRun(t, exitClean, "ledger", "summary", dir); !strings.Contains(s, "Human verdicts") {
		t.Errorf("summary:\n%s", s)
	}
}

func TestAuditShardsMerge(t *testing.T) {
	base := t.TempDir()
	mustRun(t, exitClean, "audit", "--demo", "--out", filepath.Join(base, "whole"))
	mustRun(t, exitClean, "audit", "--demo", "--out", filepath.Join(base, "s1"), "--shard", "1/2")
	mustRun(t, exitClean, "audit", "--demo", "--out", filepath.Join(base, "s2"), "--shard", "2/2")
	mustRun(t, exitClean, "ledger", "merge", "--out", filepath.Join(base, "merged"), filepath.Join(base, "s2"), filepath.Join(base, "s1"))
	for _, f := range []string{"ledger.csv", "ledger.json", "summary.json"} {
		whole, _ := os.ReadFile(filepath.Join(base, "whole", "ledger", f))
		merged, _ := os.ReadFile(filepath.Join(base, "merged", f))
		if len(whole) == 0 || !bytes.Equal(whole, merged) {
			t.Errorf("%s: merged shards differ from the whole study", f)
		}
	}
	// The merged ledger is coded like a study.
	merged := filepath.Join(base, "merged")
	for _, name := range []string{"ann", "ben"} {
		mustRun(t, exitClean, "ledger", "code", merged, "--coder", name)
		code(t, filepath.Join(merged, "coding", name+".csv"), func(int) bool { return false })
	}
	mustRun(t, exitClean, "ledger", "adjudicate", merged, filepath.Join(merged, "coding", "ann.csv"), filepath.Join(merged, "coding", "ben.csv"))
	if l, _ := os.ReadFile(filepath.Join(merged, "ledger.csv")); !strings.Contains(string(l), "agreed: ann, ben") {
		t.Errorf("the merged ledger lacks its verdicts")
	}
	// Merging again into the adjudicated merge keeps its verdicts; the report is where
	// `mcperr report` writes it.
	mustRun(t, exitClean, "ledger", "merge", "--out", merged, filepath.Join(base, "s1"), filepath.Join(base, "s2"))
	if l, _ := os.ReadFile(filepath.Join(merged, "ledger.csv")); !strings.Contains(string(l), "agreed: ann, ben") {
		t.Errorf("a second merge into the adjudicated directory dropped its verdicts")
	}
	if r, err := os.ReadFile(filepath.Join(merged, "report", "report.md")); err != nil || !strings.Contains(string(r), "Human verdicts") {
		t.Errorf("the merge's report is not in DIR/report with the verdicts: %v", err)
	}
	if _, err := os.Stat(filepath.Join(merged, "report.md")); err == nil {
		t.Errorf("the merge wrote report.md beside the ledger, not where mcperr report does")
	}
	// A shard's verdicts come along into the merge's verdicts.json, so that the merged study
	// owns them.
	s1 := filepath.Join(base, "s1")
	for _, name := range []string{"cy", "di"} {
		mustRun(t, exitClean, "ledger", "code", s1, "--coder", name)
		code(t, filepath.Join(s1, "coding", name+".csv"), func(int) bool { return false })
	}
	mustRun(t, exitClean, "ledger", "adjudicate", s1, filepath.Join(s1, "coding", "cy.csv"), filepath.Join(s1, "coding", "di.csv"))
	merged2 := filepath.Join(base, "merged2")
	mustRun(t, exitClean, "ledger", "merge", "--out", merged2, s1, filepath.Join(base, "s2"))
	if v, _ := os.ReadFile(filepath.Join(merged2, "verdicts.json")); !strings.Contains(string(v), "agreed: cy, di") {
		t.Errorf("the merge did not take in the shard's verdicts")
	}
	// A study directory, or a directory holding something else, is refused untouched.
	before, _ := os.ReadFile(filepath.Join(base, "whole", "ledger", "ledger.json"))
	if _, errw, code := mcperr("ledger", "merge", "--out", filepath.Join(base, "whole"), filepath.Join(base, "s1"), filepath.Join(base, "s2")); code != exitFailure || !strings.Contains(errw, "is a study directory") {
		t.Errorf("merge into a study directory: exit %d, %s", code, errw)
	}
	if after, _ := os.ReadFile(filepath.Join(base, "whole", "ledger", "ledger.json")); !bytes.Equal(before, after) {
		t.Error("a refused merge changed the study")
	}
	notes := filepath.Join(base, "notes")
	os.MkdirAll(notes, 0o755)
	os.WriteFile(filepath.Join(notes, "todo.txt"), []byte("x"), 0o644)
	if _, errw, code := mcperr("ledger", "merge", "--out", notes, filepath.Join(base, "s1"), filepath.Join(base, "s2")); code != exitFailure || !strings.Contains(errw, "holds no ledger.json") {
		t.Errorf("merge into an unrelated directory: exit %d, %s", code, errw)
	}
	_, errw, code := mcperr("ledger", "merge", "--out", filepath.Join(base, "bad"), filepath.Join(base, "s1"), filepath.Join(base, "s1"))
	if code != exitFailure || !strings.Contains(errw, "twice") {
		t.Errorf("merging a shard twice: exit %d, %s", code, errw)
	}
	// A shard whose job has not finished: missing, or stopped before its ledger.
	_, errw, code = mcperr("ledger", "merge", "--out", filepath.Join(base, "bad"), filepath.Join(base, "s1"))
	if code != exitFailure || !strings.Contains(errw, "shard(s) 2/2 missing") {
		t.Errorf("merging one shard of two: exit %d, %s", code, errw)
	}
	half := filepath.Join(base, "half")
	os.MkdirAll(half, 0o755)
	info, _ := os.ReadFile(filepath.Join(base, "s2", "study.json"))
	os.WriteFile(filepath.Join(half, "study.json"), info, 0o644)
	_, errw, code = mcperr("ledger", "merge", "--out", filepath.Join(base, "bad"), filepath.Join(base, "s1"), half)
	if code != exitFailure || !strings.Contains(errw, "has no ledger yet") {
		t.Errorf("merging a half-written shard: exit %d, %s", code, errw)
	}
	if _, err := os.Stat(filepath.Join(base, "bad")); err == nil {
		t.Error("a refused merge wrote its output directory")
	}
}

func TestAuditUsage(t *testing.T) {
	for _, args := range [][]string{{"audit"}, {"audit", "--demo", "--frame", "x"}, {"audit", "--demo", "--shard", "3/2"}} {
		if _, _, code := mcperr(args...); code != exitFailure {
			t.Errorf("mcperr %v: exit %d, want %d", args, code, exitFailure)
		}
	}
}
