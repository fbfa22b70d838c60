// Package textedit applies line/column edits to a file's bytes and shows the result as a
// unified diff, for `mcperr vet --fix` and `--diff`.
package textedit

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/go-git/go-git/v5/utils/diff"
	"github.com/sergi/go-diff/diffmatchpatch"
)

// Edit replaces src[Start:End] with New.
type Edit struct {
	Start, End int
	New        string
}

// Offset returns the byte offset of a 1-based line and byte column in src, as go/token counts
// them; the position just past the last byte is valid.
func Offset(src []byte, line, col int) (int, error) {
	if line < 1 || col < 1 {
		return 0, fmt.Errorf("invalid position %d:%d", line, col)
	}
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			return 0, fmt.Errorf("line %d is past the end of the file (%d lines)", line, l)
		}
		off += i + 1
	}
	end := len(src)
	if i := bytes.IndexByte(src[off:], '\n'); i >= 0 {
		end = off + i + 1
	}
	if off+col-1 > end {
		return 0, fmt.Errorf("column %d is past the end of line %d", col, line)
	}
	return off + col - 1, nil
}

// Overlaps reports whether two edits touch the same bytes (two insertions at one offset
// count, since their order would be a guess).
func Overlaps(a, b Edit) bool {
	if a.Start == a.End && b.Start == b.End {
		return a.Start == b.Start
	}
	return a.Start < b.End && b.Start < a.End || a.Start == a.End && a.Start > b.Start && a.Start < b.End ||
		b.Start == b.End && b.Start > a.Start && b.Start < a.End
}

// Apply returns src with the edits made; they must not overlap (identical edits count once).
func Apply(src []byte, edits []Edit) ([]byte, error) {
	es := append([]Edit(nil), edits...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].Start < es[j].Start })
	var b bytes.Buffer
	last := 0
	for i, e := range es {
		if e.Start < 0 || e.End < e.Start || e.End > len(src) {
			return nil, fmt.Errorf("edit %d-%d is outside the file (%d bytes)", e.Start, e.End, len(src))
		}
		if i > 0 && es[i-1] == e {
			continue
		}
		if e.Start < last {
			return nil, fmt.Errorf("edits overlap at byte %d", e.Start)
		}
		b.Write(src[last:e.Start])
		b.WriteString(e.New)
		last = e.End
	}
	b.Write(src[last:])
	return b.Bytes(), nil
}

// context is the number of unchanged lines a hunk shows around a change, as diff -u does.
const context = 3

// Unified returns the unified diff that turns old into new, with the file named a/name and
// b/name, or "" when they are equal.
func Unified(name string, old, new []byte) string {
	if bytes.Equal(old, new) {
		return ""
	}
	type line struct {
		op   byte // ' ', '-' or '+'
		text string
	}
	var lines []line
	for _, d := range diff.Do(string(old), string(new)) {
		op := byte(' ')
		switch d.Type {
		case diffmatchpatch.DiffDelete:
			op = '-'
		case diffmatchpatch.DiffInsert:
			op = '+'
		}
		for _, t := range splitLines(d.Text) {
			lines = append(lines, line{op, t})
		}
	}
	var out strings.Builder
	fmt.Fprintf(&out, "--- a/%s\n+++ b/%s\n", name, name)
	oldLine, newLine := 1, 1
	for i := 0; i < len(lines); {
		if lines[i].op == ' ' {
			i, oldLine, newLine = i+1, oldLine+1, newLine+1
			continue
		}
		// A hunk starts context lines before this change and runs until context lines
		// after a change are followed by more than 2*context unchanged lines (or the end).
		start := max(0, i-context)
		end := i
		for j := i; j < len(lines); j++ {
			if lines[j].op != ' ' {
				end = j
			} else if j-end > 2*context {
				break
			}
		}
		end = min(len(lines), end+context+1)
		hOld, hNew := oldLine-(i-start), newLine-(i-start)
		var nOld, nNew int
		var body strings.Builder
		for _, l := range lines[start:end] {
			if l.op != '+' {
				nOld++
			}
			if l.op != '-' {
				nNew++
			}
			body.WriteByte(l.op)
			body.WriteString(l.text)
			if !strings.HasSuffix(l.text, "\n") {
				body.WriteString("\n\\ No newline at end of file\n")
			}
		}
		fmt.Fprintf(&out, "@@ -%s +%s @@\n%s", span(hOld, nOld), span(hNew, nNew), body.String())
		for _, l := range lines[i:end] {
			if l.op != '+' {
				oldLine++
			}
			if l.op != '-' {
				newLine++
			}
		}
		i = end
	}
	return out.String()
}

// span writes a hunk's range as diff -u does: "start,count", with the line before an empty
// range.
func span(start, n int) string {
	if n == 0 {
		return fmt.Sprintf("%d,0", start-1)
	}
	if n == 1 {
		return fmt.Sprintf("%d", start)
	}
	return fmt.Sprintf("%d,%d", start, n)
}

// splitLines splits text after each newline, keeping them.
func splitLines(s string) []string {
	var out []string
	for s != "" {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			out = append(out, s)
			break
		}
		out = append(out, s[:i+1])
		s = s[i+1:]
	}
	return out
}
