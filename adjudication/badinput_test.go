package adjudication

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCSVErrorNamesTheRecordLine: a cell with a newline makes a record span two lines; an error
// in the next record names the line where that record starts, not the previous record's.
func TestCSVErrorNamesTheRecordLine(t *testing.T) {
	l := fixtureLedger()
	l.Rows[0].Rationale = "first line\nsecond line"
	var buf bytes.Buffer
	if err := WriteRowsCSV(&buf, l.Rows[:2]); err != nil {
		t.Fatal(err)
	}
	// Row 2 starts on line 4: header (1), row 1 (2-3).
	at := fmt.Sprintf(",%s,%d,", l.Rows[1].Path, l.Rows[1].Line)
	bad := strings.Replace(buf.String(), at, ","+l.Rows[1].Path+",ten,", 1)
	if bad == buf.String() {
		t.Fatalf("fixture: no %q in\n%s", at, buf.String())
	}
	_, _, err := ReadRowsCSV("edited.csv", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), "edited.csv:4: column line") {
		t.Errorf("err = %v, want it to name edited.csv:4", err)
	}
}

func TestCheckLedgerCSVFindsARowOfAnotherStudy(t *testing.T) {
	dir := t.TempDir()
	l := fixtureLedger()
	if err := WriteLedger(dir, l); err != nil {
		t.Fatal(err)
	}
	edited := append([]Row(nil), l.Rows...)
	edited[2].Study = "study2"
	var buf bytes.Buffer
	WriteRowsCSV(&buf, edited)
	name := filepath.Join(dir, "edited.csv")
	os.WriteFile(name, buf.Bytes(), 0o644)
	c, err := CheckLedgerCSV(name, l)
	if err != nil {
		t.Fatal(err)
	}
	problems := c.Problems
	// The header is spreadsheet row 1, so edited[2] is row 4.
	text := strings.Join(problems, "\n")
	if len(problems) != 1 || !strings.Contains(text, `row 4 (`+l.Rows[2].Fingerprint+`) belongs to study "study2"`) {
		t.Errorf("problems:\n%s", text)
	}
}

// TestSheetFromASpreadsheet: a coding sheet saved by a spreadsheet (BOM, columns reordered, CRLF)
// with a row deleted and quotes and a newline in a reason is read, and what changed is noted.
func TestSheetFromASpreadsheet(t *testing.T) {
	l := fixtureLedger()
	data := codedSheet(t, l, "alice", []string{"confirmed/structured", "rejected/"})
	tab, err := readTable("sheet", data, sheetRequired)
	if err != nil {
		t.Fatal(err)
	}
	reason := "it says \"retry\",\nbut nothing is typed"
	tab.rows[0][tab.col["reason"]] = reason
	tab.rows = append(tab.rows[:1], tab.rows[2:]...) // the second row deleted
	var buf bytes.Buffer
	writeTable(&buf, tab.header, func(emit func([]string) error) error {
		for _, r := range tab.rows {
			emit(r)
		}
		return nil
	})
	s, err := ReadSheet("alice.csv", spreadsheet(t, buf.Bytes()), l)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Reasons[l.Rows[0].Key()]; got != reason {
		t.Errorf("reason %q, want %q", got, reason)
	}
	if _, ok := s.Codes[l.Rows[1].Key()]; ok {
		t.Error("the deleted row is in the sheet")
	}
	notes := strings.Join(append(s.Notes, s.Coverage...), "\n")
	for _, want := range []string{"byte-order mark", "reordered", "1 ledger row(s) are not in the sheet"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
}

func TestSheetWithARowTwiceIsRefused(t *testing.T) {
	l := fixtureLedger()
	data := codedSheet(t, l, "alice", []string{"confirmed/structured"})
	lines := strings.SplitAfter(string(data), "\n")
	dup := strings.Join(append(lines[:len(lines)-1], lines[1], lines[len(lines)-1]), "")
	if _, err := ReadSheet("alice.csv", []byte(dup), l); err == nil || !strings.Contains(err.Error(), "appears twice") {
		t.Errorf("err = %v, want a duplicate fingerprint", err)
	}
	two := strings.Replace(string(data), ",alice,", ",bob,", 1)
	if _, err := ReadSheet("alice.csv", []byte(two), l); err == nil || !strings.Contains(err.Error(), "one sheet per coder") {
		t.Errorf("err = %v, want one coder per sheet", err)
	}
}

// TestWriteFileAtomicKeepsTheOldFile: a write that fails half-way leaves the old file whole and
// no temporary file behind.
func TestWriteFileAtomicKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, LedgerCSV)
	if err := WriteFileAtomic(name, func(w io.Writer) error { _, err := io.WriteString(w, "old ledger\n"); return err }); err != nil {
		t.Fatal(err)
	}
	crash := errors.New("disk full")
	err := WriteFileAtomic(name, func(w io.Writer) error {
		io.WriteString(w, strings.Repeat("half a new ledger\n", 10000))
		return crash
	})
	if !errors.Is(err, crash) {
		t.Errorf("err = %v, want the writer's error", err)
	}
	if b, _ := os.ReadFile(name); string(b) != "old ledger\n" {
		t.Errorf("the old file was torn: %.40q", b)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("files left behind: %v", entries)
	}
}

func TestSummaryTableAddsUp(t *testing.T) {
	s := Summarize(fixtureLedger())
	lines := map[string]string{}
	for _, l := range s.Table() {
		lines[l.Label] = l.Value
	}
	// 10 raw candidates: 9 sites and the soft error; 5 excluded; 4 production matches and the soft error.
	for label, want := range map[string]string{
		"Raw candidates (lexical and tree-sitter)": "10 (9 isError sites, 1 problem finding)",
		"Excluded by projection":                   "5: duplicate 1, example 1, not-a-site 1, outside-subfolder 1, test 1",
		"Production error-result sites":            "4 = 4 explicit isError constructions + 0 raised errors the SDK turns into isError",
		"Production problem findings":              "1",
		"Problems in production code":              "softerror 1",
	} {
		if lines[label] != want {
			t.Errorf("%s = %q, want %q", label, lines[label], want)
		}
	}
}

func TestReportsListProblemsAndFallbackShapes(t *testing.T) {
	d := NewReportData("mcperr test", fixtureLedger(), nil)
	var md, h bytes.Buffer
	WriteMarkdown(&md, d)
	WriteHTML(&h, d)
	for _, want := range []string{"## Problems in production code", "`servers/weather/src/index.ts:50`", "json-in-text 1, prose-only 1", "1 (33%)"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	for _, want := range []string{"Problems in production code", "servers/<wbr>weather/<wbr>src/<wbr>index.ts:50", "json-in-text 1, prose-only 1"} {
		if !strings.Contains(h.String(), want) {
			t.Errorf("html lacks %q", want)
		}
	}
}

// TestMergeRefusesPartOfAStudy: a missing shard, or shards of two partitions, would give a ledger
// that looks whole and undercounts the study.
func TestMergeRefusesPartOfAStudy(t *testing.T) {
	repos, docs := fixture()
	shard := func(sh Shard) *Ledger {
		var part []Repo
		for _, r := range repos {
			if sh.Holds(r.Rank) {
				part = append(part, r)
			}
		}
		return Build("study1", 100, sh, part, docs, nil)
	}
	if _, err := Merge([]*Ledger{shard(Shard{1, 3}), shard(Shard{3, 3})}); err == nil || !strings.Contains(err.Error(), "shard(s) 2/3 missing") {
		t.Errorf("err = %v, want shard 2/3 missing", err)
	}
	if _, err := Merge([]*Ledger{shard(Shard{1, 2}), shard(Shard{3, 3})}); err == nil || !strings.Contains(err.Error(), "different partitions") {
		t.Errorf("err = %v, want different partitions", err)
	}
	if _, err := Merge([]*Ledger{shard(Shard{1, 3}), shard(Shard{2, 3}), shard(Shard{3, 3})}); err != nil {
		t.Errorf("the whole study: %v", err)
	}
}

// TestLedgerSavedWithSemicolonsOrNotUTF8: spreadsheets in locales with a decimal comma save
// cells separated by semicolons, which are read; a file saved in a legacy encoding is refused
// with the fix.
func TestLedgerSavedWithSemicolonsOrNotUTF8(t *testing.T) {
	l := fixtureLedger()
	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	cw.Comma = ';'
	cw.Write(Columns)
	for i := range l.Rows {
		cw.Write(l.Rows[i].cells())
	}
	cw.Flush()
	rows, notes, err := ReadRowsCSV("semicolons.csv", buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(l.Rows) || rows[3].Rationale != l.Rows[3].Rationale || !strings.Contains(strings.Join(notes, "\n"), `separated by ';'`) {
		t.Errorf("%d rows, notes %q", len(rows), notes)
	}
	latin1 := bytes.Replace(buf.Bytes(), []byte("a"), []byte{0xe9}, 1)
	if _, _, err := ReadRowsCSV("latin1.csv", latin1); err == nil || !strings.Contains(err.Error(), "CSV UTF-8") {
		t.Errorf("err = %v, want a request for UTF-8", err)
	}
}

// TestReportOfAStudyWithNothingReachable: every repository gone still gives a report that says so.
func TestReportOfAStudyWithNothingReachable(t *testing.T) {
	repos, _ := fixture()
	for i := range repos {
		repos[i].Status, repos[i].Reason = "unreachable", "repository not found"
	}
	d := NewReportData("mcperr test", Build("study1", 3, Shard{}, repos, nil, nil), nil)
	var md, h bytes.Buffer
	if err := WriteMarkdown(&md, d); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&h, d); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| Reachable (acquired and scanned) | 0 of 3 (0%) |", "## Repositories not scanned", "None."} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	if !strings.Contains(h.String(), "no semantic paths") || strings.Contains(h.String(), "NaN") {
		t.Errorf("html of an empty study:\n%s", h.String())
	}
}
