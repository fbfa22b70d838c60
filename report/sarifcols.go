package report

import (
	"os"
	"unicode/utf8"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
)

// utf16Columns turns the columns of findings, which count bytes (as go/token and tree-sitter
// do), into the UTF-16 code units that SARIF counts unless a run says otherwise (SARIF 2.1.0,
// run.columnKind, default utf16CodeUnits), reading each file once. A line with only ASCII before
// the column needs no change; a file that cannot be read (moved since the scan, not a regular
// file, over maxColumnSource) keeps the byte columns.
type utf16Columns struct {
	root  string
	files map[string]*sourceLines
}

// maxColumnSource caps the size of a file read to convert its columns.
const maxColumnSource = 16 << 20

// sourceLines is a file's text with the offset of each line, or, for a file that is all ASCII,
// nothing but that fact.
type sourceLines struct {
	ascii  bool
	src    []byte
	starts []int
}

func newUTF16Columns(root string) *utf16Columns {
	return &utf16Columns{root: root, files: map[string]*sourceLines{}}
}

// col returns the UTF-16 column of the byte column col of line in the file at path p (relative
// to the root, as findings give it).
func (u *utf16Columns) col(p string, line, col int) int {
	if col <= 1 || line <= 0 {
		return col
	}
	fl := u.lines(p)
	if fl == nil || fl.ascii || line > len(fl.starts) {
		return col
	}
	start := fl.starts[line-1]
	end := start + col - 1
	if end > len(fl.src) {
		return col
	}
	n := 0
	for seg := fl.src[start:end]; len(seg) > 0; {
		r, size := utf8.DecodeRune(seg)
		n++
		if r >= 0x10000 {
			n++ // a surrogate pair
		}
		seg = seg[size:]
	}
	return n + 1
}

// startRegion is the region that starts at line and byte column col (0: none) of the file at p.
func (u *utf16Columns) startRegion(p string, line, col int) *sarif.Region {
	r := sarif.NewRegion().WithStartLine(line)
	if col > 0 {
		r.WithStartColumn(u.col(p, line, col))
	}
	return r
}

// lines reads the file at p once; nil when it cannot be read.
func (u *utf16Columns) lines(p string) *sourceLines {
	if fl, ok := u.files[p]; ok {
		return fl
	}
	var fl *sourceLines
	name := displayPath(u.root, p)
	if fi, err := os.Lstat(name); err == nil && fi.Mode().IsRegular() && fi.Size() <= maxColumnSource {
		if src, err := os.ReadFile(name); err == nil {
			fl = &sourceLines{ascii: isASCII(src)}
			if !fl.ascii {
				fl.src = src
				fl.starts = []int{0}
				for i, b := range src {
					if b == '\n' {
						fl.starts = append(fl.starts, i+1)
					}
				}
			}
		}
	}
	u.files[p] = fl
	return fl
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
