package adjudication

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/mcperr/mcperr/report"
)

// safeCell neutralises a cell a spreadsheet would run as a formula (= + - @, tab, carriage
// return) with a leading apostrophe, as report.SafeCell does, and also prefixes a cell that
// already starts with an apostrophe followed by one of those or by another apostrophe, so that
// unsafeCell gives back exactly what was written: a file named '=quoted.py stays that name.
func safeCell(s string) string {
	if len(s) >= 2 && s[0] == '\'' && isNeutralised(s[1]) {
		return "'" + s
	}
	return report.SafeCell(s)
}

// unsafeCell undoes safeCell: it removes one apostrophe in front of a formula character or of
// another apostrophe.
func unsafeCell(s string) string {
	if len(s) >= 2 && s[0] == '\'' && isNeutralised(s[1]) {
		return s[1:]
	}
	return s
}

// isNeutralised reports whether an apostrophe in front of c was put there by safeCell.
func isNeutralised(c byte) bool {
	switch c {
	case '=', '+', '-', '@', '\t', '\r', '\'':
		return true
	}
	return false
}

// The caps on what a ledger or coding sheet may hold: a ledger of a hundred thousand rows with
// code snippets stays far below them, and a hostile or broken file is refused before it costs
// memory in proportion to its size.
const (
	// MaxTableBytes caps a ledger or coding sheet file.
	MaxTableBytes = 512 << 20
	// MaxCellBytes caps one cell: well above anything a scan of source files of at most a
	// few MiB puts in one (a snippet is cut at a few KiB), far below what costs memory.
	MaxCellBytes = 4 << 20
)

// checkCells refuses a file over MaxTableBytes, a NUL byte (a CSV file is text; a NUL means a
// binary file or a broken export) and a cell over MaxCellBytes, naming the line. It scans the raw
// bytes once, tracking quotes as encoding/csv does, so it runs before the parser builds any cell.
func checkCells(name string, data []byte, sep byte) error {
	if len(data) > MaxTableBytes {
		return fmt.Errorf("%s: %d bytes, larger than the %d MiB a ledger or coding sheet may hold", name, len(data), MaxTableBytes>>20)
	}
	return newCellChecker(name, sep).feed(data)
}

// cellChecker is checkCells over a file read in chunks, so that a hostile file is refused
// before it is held in memory.
type cellChecker struct {
	name                 string
	sep                  byte
	line, cellLine, cell int
	quoted               bool
}

func newCellChecker(name string, sep byte) *cellChecker {
	return &cellChecker{name: name, sep: sep, line: 1, cellLine: 1}
}

func (c *cellChecker) feed(p []byte) error {
	for _, b := range p {
		switch {
		case b == 0:
			return fmt.Errorf("%s:%d: a NUL byte: a coding sheet or ledger is text; was a binary file saved under its name?", c.name, c.line)
		case b == '"':
			c.quoted = !c.quoted
		case !c.quoted && (b == c.sep || b == '\n'):
			c.cell, c.cellLine = -1, c.line
			if b == '\n' {
				c.cellLine++
			}
		}
		if b == '\n' {
			c.line++
		}
		c.cell++
		if c.cell > MaxCellBytes {
			return fmt.Errorf("%s:%d: a cell of more than %d MiB; a ledger or coding sheet cell holds a verdict, a reason or a few lines of code", c.name, c.cellLine, MaxCellBytes>>20)
		}
	}
	return nil
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
			buf[i] = safeCell(c)
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
	sep := separator(data)
	if err := checkCells(name, data, byte(sep)); err != nil {
		return nil, err
	}
	cr := csv.NewReader(bytes.NewReader(data))
	cr.FieldsPerRecord = -1
	if sep != ',' {
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

// readTableFile reads a ledger or coding sheet file whole, refusing anything but a regular file,
// a file over MaxTableBytes, a NUL byte and a cell over MaxCellBytes before holding it in memory:
// a first pass checks the file in chunks, the second reads it.
func readTableFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", name)
	}
	if fi.Size() > MaxTableBytes {
		return nil, fmt.Errorf("%s: %d bytes, larger than the %d MiB a ledger or coding sheet may hold", name, fi.Size(), MaxTableBytes>>20)
	}
	br := bufio.NewReaderSize(f, 64<<10)
	head, _ := br.Peek(64 << 10)
	cc := newCellChecker(name, byte(separator(bytes.TrimPrefix(head, bom))))
	for {
		chunk, err := br.ReadSlice('\n')
		if ferr := cc.feed(chunk); ferr != nil {
			return nil, ferr
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var buf bytes.Buffer
	buf.Grow(int(fi.Size()) + bytes.MinRead)
	// Read at most one byte past the cap, in case the file grows while it is read.
	if _, err := buf.ReadFrom(io.LimitReader(f, MaxTableBytes+1)); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return buf.Bytes(), nil
}
