package adjudication

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// CodedField is one field a coder fills in, with its allowed values.
type CodedField struct {
	Name   string
	Values []string
	Help   string
}

// CodedFields are the fields agreement is computed on, in sheet order. The reason column is free
// text and is not compared.
var CodedFields = []CodedField{
	{"verdict", []string{"confirmed", "rejected", "unsure"}, "confirmed: the row is what the question says; rejected: it is not"},
	{"shape", []string{"prose-only", "json-in-text", "structured", "unknown"}, "where the error information is, for confirmed error-result sites"},
}

// codedValues returns the allowed values of the coded field name.
func codedValues(name string) []string {
	for _, f := range CodedFields {
		if f.Name == name {
			return f.Values
		}
	}
	return nil
}

// sheetColumns is a coding sheet's column order: what identifies the row, what the coder needs to
// find and judge it (the code, and the other places the finding is about, as the rule followed
// them), then the coder's own columns. No machine classification and no other coder's verdict
// appears: the sheet is blind.
var sheetColumns = []string{
	"study", "repository", "fingerprint", "record", "commit", "path", "line", "end_line", "lang",
	"rule", "function", "question", "code", "related", "coder", "verdict", "shape", "reason",
}

var sheetRequired = []string{"study", "repository", "fingerprint", "coder", "verdict", "shape", "reason"}

// Snippet returns the source lines of a row, or "" when the checkout is not at hand.
type Snippet func(r *Row) string

// WriteSheet writes a blind coding sheet for coder over the ledger's rows.
func WriteSheet(w io.Writer, l *Ledger, coder string, snippet Snippet) error {
	if strings.TrimSpace(coder) == "" {
		return fmt.Errorf("a coding sheet needs a coder name")
	}
	return writeTable(w, sheetColumns, func(emit func([]string) error) error {
		for i := range l.Rows {
			r := &l.Rows[i]
			code := ""
			if snippet != nil {
				code = snippet(r)
			}
			if err := emit([]string{r.Study, r.Repository, r.Fingerprint, r.Record, r.Commit, r.Path,
				strconv.Itoa(r.Line), strconv.Itoa(r.EndLine), r.Lang, r.Rule, r.Function, question(r), code,
				r.Related, coder, "", "", ""}); err != nil {
				return err
			}
		}
		return nil
	})
}

// question says, for the coder, what a row asks.
func question(r *Row) string {
	if r.IsInventory() {
		return "Is this a construction of an isError tool result in the server's production code? If so, which shape does its error information have?"
	}
	return "Does this production code have the problem the rule names (" + r.Rule + ")?"
}

// Sheet is one coder's coded rows, by key.
type Sheet struct {
	Name  string
	Coder string
	Codes map[string]map[string]string // key -> field -> value
	// Reasons holds the free-text reason per key.
	Reasons map[string]string
	// Notes explains what reading the sheet tolerated or normalised.
	Notes []string
	// Coverage says which rows the sheet leaves uncoded (deleted or blank). It matters for a
	// coder's sheet, not for an adjudicator's, who codes only the disagreements.
	Coverage []string
}

// CodedRows counts the rows the sheet codes at least one field of.
func (s *Sheet) CodedRows() int {
	n := 0
	for _, c := range s.Codes {
		if len(c) > 0 {
			n++
		}
	}
	return n
}

// NormalizationRule states, for people, how every coded cell is read (see normalizeCode).
const NormalizationRule = "every coded value is read the same way: case and surrounding spaces do not matter, and a space or underscore counts as a hyphen (\"Prose only\" is prose-only)"

// normalizeCode is the one rule by which every coded field is read: surrounding space removed,
// letters lower-cased, and each run of spaces, underscores and hyphens read as one hyphen.
func normalizeCode(s string) string {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return r == ' ' || r == '_' || r == '-' || r == '\t' || r == '\u00a0'
	})
	return strings.Join(fields, "-")
}

// ReadSheetFile reads the coding sheet file name (see ReadSheet), refusing a file over
// MaxTableBytes before reading it.
func ReadSheetFile(name string, l *Ledger) (*Sheet, error) {
	data, err := readTableFile(name)
	if err != nil {
		return nil, err
	}
	return ReadSheet(name, data, l)
}

// ReadSheet reads a coding sheet, possibly edited in a spreadsheet, and checks it against the
// ledger: it must be for the same study and one coder, every coded value must be an allowed one,
// no key may appear twice, and every key must be a ledger row. Uncoded and deleted rows are noted.
func ReadSheet(name string, data []byte, l *Ledger) (*Sheet, error) {
	t, err := readTable(name, data, sheetRequired)
	if err != nil {
		return nil, err
	}
	s := &Sheet{Name: name, Codes: map[string]map[string]string{}, Reasons: map[string]string{}, Notes: t.notes}
	inLedger := make(map[string]bool, len(l.Rows))
	for i := range l.Rows {
		inLedger[l.Rows[i].Key()] = true
	}
	uncoded, normalized, example := 0, 0, ""
	for i := range t.rows {
		line := t.lines[i]
		if st := t.get(i, "study"); st != l.Study {
			return nil, fmt.Errorf("%s:%d: this sheet is for study %q, but the ledger is study %q: a coding sheet for another study", name, line, st, l.Study)
		}
		coder := strings.TrimSpace(t.get(i, "coder"))
		switch {
		case coder == "":
			return nil, fmt.Errorf("%s:%d: the coder column is empty", name, line)
		case s.Coder == "":
			s.Coder = coder
		case coder != s.Coder:
			return nil, fmt.Errorf("%s:%d: coder %q, but earlier rows are coder %q: one sheet per coder", name, line, coder, s.Coder)
		}
		key := t.get(i, "repository") + " " + t.get(i, "fingerprint")
		if !inLedger[key] {
			return nil, fmt.Errorf("%s:%d: fingerprint %s of %s is not in the ledger", name, line, t.get(i, "fingerprint"), t.get(i, "repository"))
		}
		if _, dup := s.Codes[key]; dup {
			return nil, fmt.Errorf("%s:%d: fingerprint %s appears twice in this sheet", name, line, t.get(i, "fingerprint"))
		}
		codes := map[string]string{}
		for _, f := range CodedFields {
			raw := t.get(i, f.Name)
			v := normalizeCode(raw)
			if v == "" {
				continue
			}
			if !slices.Contains(f.Values, v) {
				return nil, fmt.Errorf("%s:%d: %s %q is not one of %s (%s)", name, line, f.Name, raw, strings.Join(f.Values, ", "), NormalizationRule)
			}
			if v != raw {
				normalized++
				if example == "" {
					example = fmt.Sprintf("line %d: %q as %s", line, raw, v)
				}
			}
			codes[f.Name] = v
		}
		if len(codes) == 0 {
			uncoded++
		}
		s.Codes[key] = codes
		s.Reasons[key] = strings.TrimSpace(t.get(i, "reason"))
	}
	if normalized > 0 {
		s.Notes = append(s.Notes, fmt.Sprintf("read %d value(s) by the rule that %s (first, %s)", normalized, NormalizationRule, example))
	}
	if missing := len(l.Rows) - len(s.Codes); missing > 0 {
		s.Coverage = append(s.Coverage, fmt.Sprintf("%d ledger row(s) are not in the sheet (deleted?); they count as uncoded", missing))
	}
	if uncoded > 0 {
		s.Coverage = append(s.Coverage, fmt.Sprintf("%d row(s) are not coded yet", uncoded))
	}
	return s, nil
}
