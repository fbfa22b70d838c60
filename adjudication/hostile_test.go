package adjudication

import (
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
