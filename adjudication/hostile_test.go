package adjudication

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestApostropheCellsRoundTrip: a cell that itself starts with the neutralising apostrophe (a file
// named '=quoted.py) reads back as written, so `ledger check` passes on an unedited ledger.
func TestApostropheCellsRoundTrip(t *testing.T) {
	dir := t.TempDir()
	l := fixtureLedger()
	for i, name := range []string{"'=quoted.py", "''=twice.py", "'plain.py", "=formula.py", "'", "''"} {
		l.Rows[i].Path = name
		l.Rows[i].Rationale = name
	}
	if err := WriteLedger(dir, l); err != nil {
		t.Fatal(err)
	}
	c, err := CheckLedgerCSV(filepath.Join(dir, LedgerCSV), l)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Problems) > 0 || len(c.Edits) > 0 {
		t.Errorf("an unedited ledger does not check: %q %v", c.Problems, c.Edits)
	}
	data, _ := os.ReadFile(filepath.Join(dir, LedgerCSV))
	rows, _, err := ReadRowsCSV("ledger.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 6 {
		if rows[i].Path != l.Rows[i].Path {
			t.Errorf("path %q read back as %q", l.Rows[i].Path, rows[i].Path)
		}
	}
}

// TestSheetCapsAndNUL: a coding sheet with a cell over the cap, a NUL byte, or a file over the
// size cap is refused with an error naming the file and where.
func TestSheetCapsAndNUL(t *testing.T) {
	l := fixtureLedger()
	data := codedSheet(t, l, "alice", []string{"confirmed/structured"})
	huge := strings.Replace(string(data), "alice looked", "alice "+strings.Repeat("x", MaxCellBytes+1), 1)
	if _, err := ReadSheet("alice.csv", []byte(huge), l); err == nil || !strings.Contains(err.Error(), "alice.csv:2: a cell of") {
		t.Errorf("huge cell: err = %v", err)
	}
	if _, err := ReadSheetFile(writeTemp(t, []byte(huge)), l); err == nil || !strings.Contains(err.Error(), "sheet.csv:2: a cell of") {
		t.Errorf("huge cell in a file: err = %v", err)
	}
	nul := strings.Replace(string(data), "alice looked", "alice\x00looked", 1)
	if _, err := ReadSheet("alice.csv", []byte(nul), l); err == nil || !strings.Contains(err.Error(), "alice.csv:2: a NUL byte") {
		t.Errorf("NUL: err = %v", err)
	}
	// A file over the cap is refused before it is read: a sparse file costs nothing.
	name := filepath.Join(t.TempDir(), "big.csv")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(data)
	f.Truncate(MaxTableBytes + 1)
	f.Close()
	if _, err := ReadSheetFile(name, l); err == nil || !strings.Contains(err.Error(), "big.csv: ") || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("big file: err = %v", err)
	}
	if s, err := ReadSheetFile(writeTemp(t, data), l); err != nil || s.Coder != "alice" {
		t.Errorf("an ordinary sheet: %v", err)
	}
}

func writeTemp(t *testing.T, data []byte) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "sheet.csv")
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// TestReportsShowNoControlCharacters: a NUL and an escape sequence from git's error text, and a
// right-to-left override in a path, reach report.md and report.html as visible escapes.
func TestReportsShowNoControlCharacters(t *testing.T) {
	l := fixtureLedger()
	for i := range l.Repositories {
		if !l.Repositories[i].Reachable() {
			l.Repositories[i].Reason = "fatal: bad object\x00\x1b[31mred\r"
		}
	}
	l.Rows[0].Path = "src/\u202egnp.ts"
	for i := range l.Rows {
		if l.Rows[i].Rule == "softerror" {
			l.Rows[i].Function = "fail\x07"
		}
	}
	d := NewReportData("mcperr test", l, nil)
	var md, page bytes.Buffer
	if err := WriteMarkdown(&md, d); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&page, d); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"report.md": md.String(), "report.html": page.String(), "summary": d.Summary.FormatTable()} {
		for _, r := range text {
			if r != '\n' && r != '\t' && (r < 0x20 || r == 0x7f || r == 0x202e) {
				t.Errorf("%s holds the control character %U", name, r)
				break
			}
		}
	}
	for _, want := range []string{`bad object\x00\x1b[31mred\x0d`, `fail\x07`} {
		if !strings.Contains(md.String(), want) || !strings.Contains(page.String(), want) {
			t.Errorf("the reports do not show %q", want)
		}
	}
}

// TestForPeopleWriter: the ledger commands' messages show a path's escape sequence and NUL as
// escapes and pass plain text through unchanged.
func TestForPeopleWriter(t *testing.T) {
	var b bytes.Buffer
	w := ForPeople(&b)
	for _, s := range []string{"plain ünïcode line\n", "src/\x1b[2Jevil\x00.py:3 (softerror)\n"} {
		if n, err := io.WriteString(w, s); err != nil || n != len(s) {
			t.Fatalf("write %q: %d, %v", s, n, err)
		}
	}
	if want := "plain ünïcode line\nsrc/\\x1b[2Jevil\\x00.py:3 (softerror)\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}
