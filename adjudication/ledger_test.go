package adjudication

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestProjectionDecidesEveryCandidate(t *testing.T) {
	l := fixtureLedger()
	got := map[string]string{}
	for _, r := range l.Rows {
		got[r.Path+":"+strconv.Itoa(r.Line)] = string(r.Decision) + "/" + r.Reason + "/" + r.DecidedBy
	}
	want := map[string]string{
		"servers/weather/src/index.ts:10":     "production/production/production",
		"servers/weather/src/index.ts:30":     "production/production/production",
		"servers/weather/src/index.ts:50":     "production/production/production",
		"servers/weather/src/index.test.ts:5": "excluded/test/context",
		"servers/other/index.ts:7":            "excluded/outside-subfolder/subfolder",
		"servers/weather/src/notes.ts:3":      "excluded/not-a-site/confirmed",
		"servers/weather/src/index.ts:11":     "excluded/duplicate/duplicate",
		"main.py:12":                          "production/production/production",
		"main.py:40":                          "production/production/production",
		"examples/demo.py:4":                  "excluded/example/context",
	}
	if len(got) != len(want) {
		t.Errorf("%d rows, want %d", len(got), len(want))
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %q, want %q", k, got[k], w)
		}
	}
	for _, r := range l.Rows {
		if r.Rationale == "" || (r.Decision == Excluded && !strings.Contains(r.Rationale, "Excluded because")) {
			t.Errorf("%s:%d: rationale %q", r.Path, r.Line, r.Rationale)
		}
		// A problem's rationale carries its finding's message: what the client gets, what to do.
		if !r.IsInventory() && !strings.Contains(r.Rationale, "return it with isError: true.") {
			t.Errorf("%s:%d: problem rationale %q lacks the finding's message", r.Path, r.Line, r.Rationale)
		}
	}
}

func TestSummaryCountsPathsNotLines(t *testing.T) {
	s := Summarize(fixtureLedger())
	checks := []struct {
		name      string
		got, want int
	}{
		{"sampled", s.Sampled, 3}, {"reachable", s.Reachable, 2}, {"raw", s.RawCandidates, 10},
		{"matches", s.ProductionMatches, 4}, {"paths", s.SemanticPaths, 3}, {"repos", s.ReposWithPaths, 2},
		{"prose-only", s.Shapes["prose-only"], 1}, {"json-in-text", s.Shapes["json-in-text"], 1},
		{"structured", s.Shapes["structured"], 1}, {"typed cause", s.Typed.Cause, 1},
		{"softerror", s.Problems["softerror"], 1}, {"prose fallback", len(s.ProseFallback), 1},
		{"paths view P", s.Views[1].Bits[1], 1}, {"paths view D", s.Views[1].Bits[0], 3},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
	if s.ProseFallback[0].Record != "io.github.b/prose" {
		t.Errorf("prose fallback %+v", s.ProseFallback)
	}
}

func TestLedgerCSVSurvivesASpreadsheet(t *testing.T) {
	l := fixtureLedger()
	l.Rows[0].Rationale = "=HYPERLINK(\"x\") \"quoted\"\nsecond line"
	var buf bytes.Buffer
	if err := WriteRowsCSV(&buf, l.Rows); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), ",=HYPERLINK") || strings.Contains(buf.String(), "\"=HYPERLINK") {
		t.Fatalf("formula not neutralised:\n%s", buf.String())
	}
	// A spreadsheet: BOM, columns reversed, CRLF line ends.
	rows, notes, err := ReadRowsCSV("edited.csv", spreadsheet(t, buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(l.Rows) || rows[0].Rationale != l.Rows[0].Rationale || rows[0].Line != l.Rows[0].Line || rows[0].Code != l.Rows[0].Code {
		t.Errorf("round trip changed rows: %+v", rows[0])
	}
	if len(notes) != 2 {
		t.Errorf("notes %q, want the BOM and the reordering", notes)
	}
}

// spreadsheet re-saves CSV the way a spreadsheet might: a BOM, columns in reverse order, CRLF.
func spreadsheet(t *testing.T, data []byte) []byte {
	t.Helper()
	tab, err := readTable("in", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	out.Write(bom)
	rev := func(s []string) []string {
		r := make([]string, len(s))
		for i := range s {
			r[len(s)-1-i] = s[i]
		}
		return r
	}
	err = writeTable(&out, rev(tab.header), func(emit func([]string) error) error {
		for _, r := range tab.rows {
			if err := emit(rev(r)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return bytes.ReplaceAll(out.Bytes(), []byte("\n"), []byte("\r\n"))
}

func TestCheckLedgerCSVExplainsEdits(t *testing.T) {
	dir := t.TempDir()
	l := fixtureLedger()
	if err := WriteLedger(dir, l); err != nil {
		t.Fatal(err)
	}
	edited := *l
	edited.Rows = append([]Row(nil), l.Rows[1:]...) // first row deleted
	edited.Rows[0].Shape = "structured"             // a machine column changed
	edited.Rows[1].Verdict = "confirmed"            // a verdict filled: an edit to take in
	name := filepath.Join(dir, "edited.csv")
	var buf bytes.Buffer
	if err := WriteRowsCSV(&buf, edited.Rows); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(name, buf.Bytes(), 0o644)
	c, err := CheckLedgerCSV(name, l)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(c.Problems, "\n")
	if len(c.Problems) != 2 || !strings.Contains(text, "1 row(s) of the ledger are missing") || !strings.Contains(text, "machine column shape changed") {
		t.Errorf("problems:\n%s", text)
	}
	if len(c.Edits) != 1 || c.Edits[0].String() != `row 3 (`+l.Rows[2].Fingerprint+`): verdict "confirmed", the study has ""` {
		t.Errorf("edits: %v", c.Edits)
	}
}

func TestDuplicateFingerprintsAreRejected(t *testing.T) {
	l := fixtureLedger()
	var buf bytes.Buffer
	WriteRowsCSV(&buf, append(l.Rows, l.Rows[2]))
	if _, _, err := ReadRowsCSV("dup.csv", buf.Bytes()); err == nil || !strings.Contains(err.Error(), "duplicate fingerprint") {
		t.Errorf("err = %v, want duplicate fingerprint", err)
	}
	if err := WriteLedger(t.TempDir(), &Ledger{Rows: append(l.Rows, l.Rows[2])}); err == nil {
		t.Error("WriteLedger wrote duplicate fingerprints")
	}
}

func TestMissingColumnIsExplained(t *testing.T) {
	_, _, err := ReadRowsCSV("cut.csv", []byte("study,repository\nx,y\n"))
	if err == nil || !strings.Contains(err.Error(), "missing column(s)") {
		t.Errorf("err = %v", err)
	}
}
