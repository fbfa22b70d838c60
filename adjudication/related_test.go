package adjudication

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// wantRelated is the related cell of the fixture's soft error.
const wantRelated = "servers/weather/src/format.ts:7:10: formatError returns the caught error as <text>\n" +
	"servers/weather/src/index.ts:48:3: the catch whose error it is"

// softRow returns the fixture ledger's soft error row.
func softRow(t *testing.T, l *Ledger) *Row {
	t.Helper()
	i := slices.IndexFunc(l.Rows, func(r Row) bool { return r.Rule == "softerror" })
	if i < 0 {
		t.Fatal("the fixture has no softerror row")
	}
	return &l.Rows[i]
}

// TestLedgerCarriesRelated: a row holds its finding's related places, in the CSV (a related
// column after rationale, read back as written) and in the JSON twin, and the coding sheet shows
// them to the coder.
func TestLedgerCarriesRelated(t *testing.T) {
	l := fixtureLedger()
	if got := softRow(t, l).Related; got != wantRelated {
		t.Fatalf("row related %q, want %q", got, wantRelated)
	}
	if i, j := slices.Index(Columns, "related"), slices.Index(Columns, "rationale"); i != j+1 || Columns[i+1] != "verdict" {
		t.Errorf("columns %v: related belongs after rationale, before the verdict columns", Columns)
	}
	var buf bytes.Buffer
	if err := WriteRowsCSV(&buf, l.Rows); err != nil {
		t.Fatal(err)
	}
	rows, notes, err := ReadRowsCSV("ledger.csv", buf.Bytes())
	if err != nil || len(notes) != 0 {
		t.Fatalf("read back: %v, notes %q", err, notes)
	}
	if got := rows[slices.IndexFunc(rows, func(r Row) bool { return r.Rule == "softerror" })].Related; got != wantRelated {
		t.Errorf("csv read back related %q", got)
	}
	dir := t.TempDir()
	if err := WriteLedger(dir, l); err != nil {
		t.Fatal(err)
	}
	back, err := ReadLedger(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got := softRow(t, back).Related; got != wantRelated {
		t.Errorf("json twin related %q", got)
	}
	buf.Reset()
	if err := WriteSheet(&buf, l, "alice", nil); err != nil {
		t.Fatal(err)
	}
	tab, err := readTable("sheet", buf.Bytes(), []string{"related"})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for i := range tab.rows {
		found = found || tab.get(i, "rule") == "softerror" && tab.get(i, "related") == wantRelated
	}
	if !found {
		t.Errorf("the coding sheet does not show the soft error's related places:\n%s", buf.String())
	}
}

// TestLedgerWithoutRelatedStillLoads: a ledger written before rows had related places (no
// related column in the CSV, no related member in the JSON) reads, says what it lacked, and
// `ledger check` does not call the missing column an edit.
func TestLedgerWithoutRelatedStillLoads(t *testing.T) {
	l := fixtureLedger()
	dir := t.TempDir()
	if err := WriteLedger(dir, l); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(dir, "old.csv")
	os.WriteFile(old, withoutColumn(t, filepath.Join(dir, LedgerCSV), "related"), 0o644)
	rows, notes, err := ReadRowsCSV(old, mustRead(t, old))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(l.Rows) || len(notes) != 1 || !strings.Contains(notes[0], "column related is missing") {
		t.Errorf("%d rows, notes %q: want every row and a note on the missing column", len(rows), notes)
	}
	c, err := CheckLedgerCSV(old, l)
	if err != nil || len(c.Problems) != 0 || len(c.Edits) != 0 {
		t.Errorf("ledger check of the old CSV: %v, %+v", err, c)
	}

	// The JSON twin of an earlier version has no related member.
	var raw map[string]any
	if err := json.Unmarshal(mustRead(t, filepath.Join(dir, LedgerJSON)), &raw); err != nil {
		t.Fatal(err)
	}
	for _, r := range raw["rows"].([]any) {
		delete(r.(map[string]any), "related")
	}
	b, _ := json.Marshal(raw)
	os.WriteFile(filepath.Join(dir, LedgerJSON), b, 0o644)
	back, err := ReadLedger(dir)
	if err != nil || len(back.Rows) != len(l.Rows) || softRow(t, back).Related != "" {
		t.Errorf("an earlier ledger.json: %v", err)
	}
}

// TestVerdictsSurviveRelatedChanges: a re-scan whose related places moved or changed keeps
// every verdict on its row (the fingerprint holds no related place); none goes stale.
func TestVerdictsSurviveRelatedChanges(t *testing.T) {
	repos, docs := fixture()
	l := Build("study1", 100, Shard{}, repos, docs, nil)
	var vs []Verdict
	for _, r := range l.Rows {
		vs = append(vs, Verdict{Study: "study1", Repository: r.Repository, Fingerprint: r.Fingerprint, Verdict: "confirmed", Path: r.Path, Line: r.Line})
	}
	for _, d := range docs {
		for i := range d.Findings {
			f := &d.Findings[i]
			for j := range f.Related {
				f.Related[j].Line += 9
			}
			if f.Related == nil {
				f.Related = []finding.Related{{Path: f.Path, Line: 1, Column: 1, Message: "a place found by a newer rule"}}
			}
		}
	}
	l2 := Build("study1", 100, Shard{}, repos, docs, vs)
	if len(l2.Stale) != 0 {
		t.Errorf("%d verdicts went stale when related places changed: %+v", len(l2.Stale), l2.Stale)
	}
	for _, r := range l2.Rows {
		if r.Verdict != "confirmed" {
			t.Errorf("%s:%d %s lost its verdict", r.Path, r.Line, r.Rule)
		}
	}
	if got := softRow(t, l2).Related; got == wantRelated || !strings.Contains(got, ":16:10: ") {
		t.Errorf("the re-scan's related places did not reach the row: %q", got)
	}
}

func TestReportsShowRelated(t *testing.T) {
	d := NewReportData("mcperr test", fixtureLedger(), nil)
	var md, h bytes.Buffer
	if err := WriteMarkdown(&md, d); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&h, d); err != nil {
		t.Fatal(err)
	}
	if want := "| servers/weather/src/format.ts:7:10: formatError returns the caught error as &lt;text><br>servers/weather/src/index.ts:48:3: the catch whose error it is |"; !strings.Contains(md.String(), want) {
		t.Errorf("markdown problems table lacks the related cell %q:\n%s", want, md.String())
	}
	if want := "formatError returns the caught error as &lt;text&gt;<br>servers/<wbr>weather/<wbr>src/<wbr>index.ts:48:3"; !strings.Contains(h.String(), want) {
		t.Errorf("html problems table lacks %q", want)
	}
}

func mustRead(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// withoutColumn returns a CSV file without one of its columns.
func withoutColumn(t *testing.T, name, column string) []byte {
	t.Helper()
	tab, err := readTable(name, mustRead(t, name), nil)
	if err != nil {
		t.Fatal(err)
	}
	k := tab.col[column]
	drop := func(s []string) []string { return slices.Delete(slices.Clone(s), k, k+1) }
	var out bytes.Buffer
	writeTable(&out, drop(tab.header), func(emit func([]string) error) error {
		for _, r := range tab.rows {
			if err := emit(drop(r)); err != nil {
				return err
			}
		}
		return nil
	})
	return out.Bytes()
}
