package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// setCells sets cells of a ledger CSV as a spreadsheet would: data row i (0 is the first),
// columns by name.
func setCells(t *testing.T, name string, i int, cells map[string]string) {
	t.Helper()
	editCSV(t, name, func(h []string, rows [][]string) {
		for c, v := range cells {
			rows[i][slices.Index(h, c)] = v
		}
	})
}

// TestVerdictsEditedInTheLedgerCSV: verdicts typed into ledger.csv are never ignored: check lists
// them and names the command that takes them in, report refuses until then, and accept records
// them as verdicts (keeping what they replace) or refuses a cleared or invalid one.
func TestVerdictsEditedInTheLedgerCSV(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	mustRun(t, exitClean, "audit", "--demo", "--out", dir)
	name := filepath.Join(dir, "ledger", "ledger.csv")
	setCells(t, name, 1, map[string]string{"verdict": " Confirmed", "verdict_shape": "Prose only", "verdict_reason": "read it"})
	out := mustRun(t, exitFindings, "ledger", "check", dir)
	if !strings.Contains(out, `row 3 (`) || !strings.Contains(out, `verdict " Confirmed", the study has ""`) || !strings.Contains(out, "mcperr ledger accept "+dir+" "+name+" --by YOUR-NAME") {
		t.Errorf("check of a ledger with a verdict typed in:\n%s", out)
	}
	if _, errw, code := mcperr("report", dir); code != exitFailure || !strings.Contains(errw, "ledger accept") {
		t.Errorf("report over unaccepted edits: exit %d\n%s", code, errw)
	}
	if _, errw, _ := mcperr("ledger", "summary", dir); !strings.Contains(errw, "3 verdict cells edited by hand that this summary does not count") {
		t.Errorf("summary over unaccepted edits says nothing: %s", errw)
	}
	mustRun(t, exitFailure, "ledger", "accept", dir) // --by is required
	out = mustRun(t, exitClean, "ledger", "accept", dir, "--by", "erin")
	if !strings.Contains(out, "1 verdict taken in") {
		t.Errorf("accept:\n%s", out)
	}
	mustRun(t, exitClean, "ledger", "check", dir)
	if l, _ := os.ReadFile(name); !strings.Contains(string(l), "confirmed,prose-only,read it,edited in ledger.csv: erin") {
		t.Errorf("the ledger lacks the accepted verdict")
	}
	if matches, _ := filepath.Glob(name + ".edited-*"); len(matches) > 0 {
		t.Errorf("an accepted ledger.csv was kept aside as unsaved work: %v", matches)
	}
	mustRun(t, exitClean, "report", dir)
	if r, _ := os.ReadFile(filepath.Join(dir, "report", "report.md")); !strings.Contains(string(r), "| Human verdicts | confirmed 1 |") {
		t.Errorf("the report does not count the accepted verdict")
	}
	// Clearing a verdict does not remove it; a value outside the allowed ones is refused.
	setCells(t, name, 1, map[string]string{"verdict": "", "verdict_shape": "", "verdict_reason": ""})
	if _, errw, code := mcperr("ledger", "accept", dir, "--by", "erin"); code != exitFailure || !strings.Contains(errw, "was cleared") {
		t.Errorf("accept of a cleared verdict: exit %d\n%s", code, errw)
	}
	setCells(t, name, 1, map[string]string{"verdict": "maybe"})
	if _, errw, code := mcperr("ledger", "accept", dir, "--by", "erin"); code != exitFailure || !strings.Contains(errw, `verdict "maybe" is not one of`) {
		t.Errorf("accept of an invalid verdict: exit %d\n%s", code, errw)
	}
	// A changed verdict replaces the accepted one and keeps it.
	setCells(t, name, 1, map[string]string{"verdict": "rejected", "verdict_shape": "", "verdict_reason": "looked again"})
	if out := mustRun(t, exitClean, "ledger", "accept", dir, "--by", "erin"); !strings.Contains(out, "was confirmed, prose-only (edited in ledger.csv: erin), now rejected") {
		t.Errorf("accept of a changed verdict:\n%s", out)
	}
	if v, _ := os.ReadFile(filepath.Join(dir, "verdicts.json")); !strings.Contains(string(v), `"previous"`) {
		t.Errorf("verdicts.json lost the replaced verdict:\n%s", v)
	}
}
