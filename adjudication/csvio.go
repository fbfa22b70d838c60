package adjudication

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/mcperr/mcperr/report"
)

// unsafeCell undoes report.SafeCell, which neutralises cells a spreadsheet would run as formulas
// (= + - @, tab, carriage return) with a leading apostrophe.
func unsafeCell(s string) string {
	if len(s) >= 2 && s[0] == '\'' {
		switch s[1] {
		case '=', '+', '-', '@', '\t', '\r':
			return s[1:]
		}
	}
	return s
}

// writeTable writes a header and rows as CSV, every cell neutralised. Ledger files carry no BOM:
// spreadsheets read UTF-8 without one when the file is opened through the import dialog, and
// scripts do not trip over it; readTable accepts one when a spreadsheet adds it.
func writeTable(w io.Writer, header []string, rows func(emit func([]string) error) error) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(header); err != nil {
		return err
	}
	buf := make([]string, len(header))
	err := rows(func(cells []string) error {
		for i, c := range cells {
			buf[i] = report.SafeCell(c)
		}
		return cw.Write(buf[:len(cells)])
	})
	if err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}

// table is a CSV file read by column name, so reordered columns do not matter.
type table struct {
	name   string
	header []string
	col    map[string]int
	rows   [][]string
	// lines[i] is the line in the file where rows[i] starts, for messages.
	lines []int
	// notes explains what was tolerated (a BOM, reordered or extra columns).
	notes []string
}

var bom = []byte{0xEF, 0xBB, 0xBF}

// readTable reads a CSV file written by writeTable, possibly after a spreadsheet edited it: a
// BOM is removed, columns are found by name, quotes and newlines inside cells are kept, cells are
// un-neutralised. A missing required column, a short row or invalid UTF-8 is an error that says
// where.
func readTable(name string, data []byte, required []string) (*table, error) {
	t := &table{name: name, col: map[string]int{}}
	if bytes.HasPrefix(data, bom) {
		data = data[len(bom):]
		t.notes = append(t.notes, "removed a byte-order mark (a spreadsheet saved the file)")
	}
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("%s: not UTF-8 text; save it as \"CSV UTF-8\"", name)
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	if sep := separator(data); sep != ',' {
		cr.Comma = sep
		t.notes = append(t.notes, fmt.Sprintf("read cells separated by %q (a spreadsheet's regional setting) instead of commas", sep))
	}
	header, err := cr.Read()
	if errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: empty file, expected a header line", name)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for i, h := range header {
		h = strings.TrimSpace(h)
		if _, dup := t.col[h]; dup {
			return nil, fmt.Errorf("%s: column %q appears twice in the header", name, h)
		}
		t.col[h] = i
		t.header = append(t.header, h)
	}
	var missing []string
	for _, c := range required {
		if _, ok := t.col[c]; !ok {
			missing = append(missing, c)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s: missing column(s) %s; the header is: %s", name, strings.Join(missing, ", "), strings.Join(t.header, ","))
	}
	if !isInOrder(t.header, required) {
		t.notes = append(t.notes, "columns were reordered; read them by name")
	}
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		line, _ := cr.FieldPos(0) // the line where this record starts, after cells with newlines
		if len(rec) == 1 && rec[0] == "" {
			continue // a blank line a spreadsheet left at the end
		}
		if len(rec) < len(header) {
			// A spreadsheet drops trailing empty cells in some exports; pad them.
			rec = append(rec, make([]string, len(header)-len(rec))...)
		}
		if len(rec) > len(header) {
			return nil, fmt.Errorf("%s:%d: %d cells but the header has %d columns", name, line, len(rec), len(header))
		}
		for i := range rec {
			rec[i] = unsafeCell(rec[i])
		}
		t.rows = append(t.rows, rec)
		t.lines = append(t.lines, line)
	}
	return t, nil
}

// get returns the cell of row i in the named column, or "" when the table has no such column.
func (t *table) get(i int, column string) string {
	j, ok := t.col[column]
	if !ok {
		return ""
	}
	return t.rows[i][j]
}

// isInOrder reports whether the required columns appear in header in the same relative order.
func isInOrder(header, required []string) bool {
	pos := 0
	for _, h := range header {
		if pos < len(required) && h == required[pos] {
			pos++
		}
	}
	return pos == len(required)
}

// separator returns the cell separator of a CSV file: a comma, unless the header line has none
// and has semicolons (what spreadsheets write where the comma is the decimal mark) or tabs.
func separator(data []byte) rune {
	header, _, _ := bytes.Cut(data, []byte("\n"))
	if bytes.ContainsRune(header, ',') {
		return ','
	}
	for _, sep := range []rune{';', '\t'} {
		if bytes.ContainsRune(header, sep) {
			return sep
		}
	}
	return ','
}
