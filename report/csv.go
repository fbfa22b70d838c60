package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// csvColumns is the findings CSV's header, in its stable order. New columns go at the end.
var csvColumns = []string{
	"rule", "kind", "path", "line", "column", "startLine", "endLine", "lang", "context", "method",
	"message", "fingerprint", "construct", "api", "function", "shape", "code", "target", "policy",
	"retry", "sideEffects", "pathKey", "uses", "profile", "outcome", "related",
}

// csvWriter writes every finding, one row each, under a header row, in UTF-8 without a BOM.
// Text cells go through SafeCell, so the file opens safely in a spreadsheet, after the rule of
// escape.go: the path is shown as the text format shows it, and no cell holds a byte that is not
// UTF-8 or a control character other than a line break. The related cell holds one
// `path:line:col: message` line per related place.
type csvWriter struct{}

func (csvWriter) Write(w io.Writer, doc *finding.Document) error {
	cw := csv.NewWriter(w)
	cw.Write(csvColumns)
	for i := range doc.Findings {
		cw.Write(csvRow(&doc.Findings[i]))
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("writing csv report: %w", err)
	}
	return nil
}

func csvRow(f *finding.Finding) []string {
	row := []string{
		f.Rule, kindOf(f), shownPath(f.Path), itoa(f.Line), itoa(f.Column), itoa(f.StartLine), itoa(f.EndLine),
		string(f.Lang), string(f.Context), string(f.Method), f.Message, f.Fingerprint,
	}
	if s := f.Site; s != nil {
		row = append(row, string(s.Construct), s.API, s.Function, string(s.Shape),
			bit(s.Typed.Code), bit(s.Typed.Target), bit(s.Typed.Policy), bit(s.Typed.Retry), bit(s.Typed.SideEffects),
			s.PathKey, itoa(s.Uses), s.Profile, string(s.Outcome))
	} else {
		row = append(row, make([]string, len(csvColumns)-1-len(row))...) // every column but related
	}
	row = append(row, relatedCSV(f.ShownRelated()))
	for i := range row {
		row[i] = SafeCell(escapeText(row[i], "\n"))
	}
	return row
}

// relatedCSV is the related cell of the csv format: RelatedCell's lines, as the text format
// shows them.
func relatedCSV(rs []finding.Related) string {
	lines := make([]string, len(rs))
	for i, r := range rs {
		lines[i] = relatedText("", r)
	}
	return strings.Join(lines, "\n")
}

// RelatedCell writes related places into one cell of a table, one `path:line:col: message`
// line each, paths relative to the root as the finding's are: a spreadsheet shows the chain as
// lines in the cell. Paths and messages are kept as they are (line breaks of a message become
// spaces), for a table that must round-trip them; the csv format shows them as escape.go says.
func RelatedCell(rs []finding.Related) string {
	var b strings.Builder
	for i, r := range rs {
		if i > 0 {
			b.WriteByte('\n')
		}
		if r.Path != "" {
			b.WriteString(position(r.Path, r.Line, r.Column) + ": ")
		}
		b.WriteString(oneLine(r.Message))
	}
	return b.String()
}

func itoa(n int) string { return strconv.Itoa(n) }

func bit(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// SafeCell neutralises a cell against formula injection (CSV injection): a spreadsheet runs a
// cell that starts with = + - @ (or a tab or carriage return, which some strip first) as a
// formula, so such a cell gets a leading single quote, which spreadsheets show as text. Use it
// on every cell whose text comes from scanned code or from people.
func SafeCell(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return "'" + s
	}
	return s
}
