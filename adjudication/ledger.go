package adjudication

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// LedgerVersion is the version of the ledger's JSON twin.
const LedgerVersion = 1

// Ledger is a study's ledger: its rows, the repositories they came from, and the verdicts of an
// earlier coding whose findings a re-scan no longer produces. It is the JSON twin of ledger.csv.
type Ledger struct {
	Version int    `json:"version"`
	Study   string `json:"study"`
	// FrameSize is the number of records in the frame the sample was drawn from.
	FrameSize int `json:"frameSize"`
	// Shard is "K/N" for a shard's ledger, "" for a whole study.
	Shard        string    `json:"shard,omitempty"`
	Repositories []Repo    `json:"repositories"`
	Rows         []Row     `json:"rows"`
	Stale        []Verdict `json:"stale"`
}

// Rank maps each repository URL to its rank in the sample.
func (l *Ledger) Rank() map[string]int {
	m := make(map[string]int, len(l.Repositories))
	for _, r := range l.Repositories {
		m[r.URL] = r.Rank
	}
	return m
}

// Sort puts repositories and rows in canonical order.
func (l *Ledger) Sort() {
	sortRepos(l.Repositories)
	SortRows(l.Rows, l.Rank())
}

// The files of a ledger directory.
const (
	LedgerCSV  = "ledger.csv"
	LedgerJSON = "ledger.json"
	PathsCSV   = "paths.csv"
	StaleCSV   = "stale.csv"
)

// WriteLedger writes ledger.csv, its JSON twin, paths.csv and stale.csv into dir, each atomically.
func WriteLedger(dir string, l *Ledger) error {
	if err := checkUnique(l.Rows); err != nil {
		return err
	}
	if err := WriteFileAtomic(filepath.Join(dir, LedgerCSV), func(w io.Writer) error { return WriteRowsCSV(w, l.Rows) }); err != nil {
		return err
	}
	if l.Stale == nil {
		l.Stale = []Verdict{}
	}
	if l.Rows == nil {
		l.Rows = []Row{}
	}
	if err := WriteFileAtomic(filepath.Join(dir, LedgerJSON), func(w io.Writer) error { return writeLedgerJSON(w, l) }); err != nil {
		return err
	}
	if err := WriteFileAtomic(filepath.Join(dir, PathsCSV), func(w io.Writer) error { return writePathsCSV(w, Paths(l.Rows)) }); err != nil {
		return err
	}
	return WriteFileAtomic(filepath.Join(dir, StaleCSV), func(w io.Writer) error { return writeVerdictsCSV(w, l.Stale) })
}

// ReadLedger reads a ledger's JSON twin.
func ReadLedger(dir string) (*Ledger, error) {
	var l Ledger
	name := filepath.Join(dir, LedgerJSON)
	if err := ReadJSON(name, &l); err != nil {
		return nil, fmt.Errorf("read ledger: %w", err)
	}
	if l.Version != LedgerVersion {
		return nil, fmt.Errorf("%s: ledger version %d, this mcperr reads version %d", name, l.Version, LedgerVersion)
	}
	return &l, nil
}

// WriteRowsCSV writes rows as the ledger CSV.
func WriteRowsCSV(w io.Writer, rows []Row) error {
	return writeTable(w, Columns, func(emit func([]string) error) error {
		for i := range rows {
			if err := emit(rows[i].cells()); err != nil {
				return err
			}
		}
		return nil
	})
}

func writePathsCSV(w io.Writer, paths []Path) error {
	header := []string{"repository", "record", "path_key", "lang", "shape", "profile", "matches", "uses",
		"typed_code", "typed_target", "typed_policy", "typed_retry", "typed_side_effects", "fingerprints"}
	return writeTable(w, header, func(emit func([]string) error) error {
		for _, p := range paths {
			if err := emit([]string{p.Repository, p.Record, p.PathKey, p.Lang, p.Shape, p.Profile,
				strconv.Itoa(p.Matches), strconv.Itoa(p.Uses), yesNo(p.Typed.Code), yesNo(p.Typed.Target),
				yesNo(p.Typed.Policy), yesNo(p.Typed.Retry), yesNo(p.Typed.SideEffects),
				strings.Join(p.Fingerprints, " ")}); err != nil {
				return err
			}
		}
		return nil
	})
}

// keyColumns are the columns without which a row cannot be matched to its finding.
var keyColumns = []string{"study", "repository", "fingerprint"}

// ReadRowsCSV reads a ledger CSV, possibly edited in a spreadsheet (see readTable). It returns the
// rows and notes on what it tolerated; duplicate keys and unparsable numbers are errors.
func ReadRowsCSV(name string, data []byte) ([]Row, []string, error) {
	rows, notes, _, err := readRowsCSV(name, data)
	return rows, notes, err
}

// readRowsCSV is ReadRowsCSV that also says which of the columns added since the first version
// the file lacks.
func readRowsCSV(name string, data []byte) ([]Row, []string, map[string]bool, error) {
	t, err := readTable(name, data, requiredColumns())
	if err != nil {
		return nil, nil, nil, err
	}
	lacks := map[string]bool{}
	for _, c := range Columns {
		if _, ok := t.col[c]; !ok && addedColumns[c] {
			lacks[c] = true
			t.notes = append(t.notes, fmt.Sprintf("column %s is missing (a ledger written by an earlier mcperr); read as empty", c))
		}
	}
	rows := make([]Row, len(t.rows))
	for i := range t.rows {
		r := &rows[i]
		g := func(c string) string { return t.get(i, c) }
		r.Study, r.Record, r.Repository, r.Subfolder, r.Commit, r.Path = g("study"), g("record"), g("repository"), g("subfolder"), g("commit"), g("path")
		r.Lang, r.Rule, r.Kind, r.Method, r.Context = g("lang"), g("rule"), g("kind"), g("method"), g("context")
		r.Decision, r.Reason, r.DecidedBy, r.Fingerprint = Decision(g("decision")), g("reason"), g("decided_by"), g("fingerprint")
		r.PathKey, r.Function, r.API, r.Construct, r.Shape = g("path_key"), g("function"), g("api"), g("construct"), g("shape")
		r.Profile, r.Outcome, r.Rationale, r.Related = g("profile"), g("outcome"), g("rationale"), g("related")
		r.Verdict, r.VerdictShape, r.VerdictReason, r.VerdictBy = g("verdict"), g("verdict_shape"), g("verdict_reason"), g("verdict_by")
		r.Code, r.Target, r.Policy = g("typed_code") == "yes", g("typed_target") == "yes", g("typed_policy") == "yes"
		r.Retry, r.SideEffects = g("typed_retry") == "yes", g("typed_side_effects") == "yes"
		for _, n := range []struct {
			col string
			dst *int
		}{{"line", &r.Line}, {"end_line", &r.EndLine}, {"uses", &r.Uses}} {
			v, err := strconv.Atoi(strings.TrimSpace(g(n.col)))
			if err != nil {
				return nil, nil, nil, fmt.Errorf("%s:%d: column %s: %q is not a number", name, t.lines[i], n.col, g(n.col))
			}
			*n.dst = v
		}
	}
	if err := checkUnique(rows); err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	return rows, t.notes, lacks, nil
}

// checkUnique reports the first key that two rows share. Rows are numbered as a spreadsheet
// shows them: the header is row 1, so rows[0] is row 2.
func checkUnique(rows []Row) error {
	seen := make(map[string]int, len(rows))
	for i := range rows {
		k := rows[i].Key()
		if j, dup := seen[k]; dup {
			return fmt.Errorf("duplicate fingerprint %s in %s (rows %d and %d): every finding of a repository must have its own fingerprint; was a row pasted twice?",
				rows[i].Fingerprint, rows[i].Repository, j+2, i+2)
		}
		seen[k] = i
	}
	return nil
}

// CSVCheck is what CheckLedgerCSV found in a ledger CSV.
type CSVCheck struct {
	Name string
	// Notes say what reading the file tolerated; Problems what a study cannot accept (rows
	// deleted, added or of another study, machine columns changed).
	Notes, Problems []string
	// Edits are the verdict cells that differ from the study's verdicts: someone's work, which
	// the study does not hold until it is taken in (AcceptEdits).
	Edits []Edit
	// rows are the file's rows by key, for AcceptEdits.
	rows map[string]*Row
}

// Edit is one verdict cell of a ledger CSV that differs from the study's ledger.
type Edit struct {
	// Row is the spreadsheet row (the header is row 1).
	Row         int    `json:"row"`
	Key         string `json:"key"`
	Fingerprint string `json:"fingerprint"`
	Column      string `json:"column"`
	Was         string `json:"was"`
	Now         string `json:"now"`
}

func (e Edit) String() string {
	return fmt.Sprintf("row %d (%s): %s %q, the study has %q", e.Row, e.Fingerprint, e.Column, e.Now, e.Was)
}

// verdictColumns are the ledger columns a person may fill in.
var verdictColumns = []string{"verdict", "verdict_shape", "verdict_reason", "verdict_by"}

// CheckLedgerCSV compares a ledger CSV, perhaps edited in a spreadsheet, with the JSON twin the
// study wrote, and explains every difference that matters: rows deleted or added, machine columns
// changed, a row from another study, and each verdict cell filled or changed by hand. Rows are
// numbered as a spreadsheet shows them (the header is row 1).
func CheckLedgerCSV(csvName string, l *Ledger) (*CSVCheck, error) {
	data, err := readTableFile(csvName)
	if err != nil {
		return nil, err
	}
	rows, notes, lacks, err := readRowsCSV(csvName, data)
	if err != nil {
		return nil, err
	}
	c := &CSVCheck{Name: csvName, Notes: notes, rows: make(map[string]*Row, len(rows))}
	want := make(map[string]*Row, len(l.Rows))
	for i := range l.Rows {
		want[l.Rows[i].Key()] = &l.Rows[i]
	}
	for i := range rows {
		r := &rows[i]
		c.rows[r.Key()] = r
		if r.Study != l.Study {
			c.Problems = append(c.Problems, fmt.Sprintf("row %d (%s) belongs to study %q, not %q", i+2, r.Fingerprint, r.Study, l.Study))
			continue
		}
		w, ok := want[r.Key()]
		if !ok {
			c.Problems = append(c.Problems, fmt.Sprintf("row %d (%s %s) is not in the study's ledger: added by hand?", i+2, r.Repository, r.Fingerprint))
			continue
		}
		if col := changedMachineColumn(w, r, lacks); col != "" {
			c.Problems = append(c.Problems, fmt.Sprintf("row %d (%s): machine column %s changed from %q; only verdict columns are for editing", i+2, r.Fingerprint, col, machineCell(w, col)))
		}
		c.Edits = append(c.Edits, verdictEdits(i+2, w, r)...)
	}
	var deleted int
	first := ""
	for i := range l.Rows {
		if c.rows[l.Rows[i].Key()] == nil {
			if deleted == 0 {
				first = fmt.Sprintf("%s:%d %s", l.Rows[i].Path, l.Rows[i].Line, l.Rows[i].Fingerprint)
			}
			deleted++
		}
	}
	if deleted > 0 {
		c.Problems = append(c.Problems, fmt.Sprintf("%d row(s) of the ledger are missing from %s (first: %s); deleted rows lose their findings from the study", deleted, csvName, first))
	}
	return c, nil
}

// verdictEdits lists the verdict cells of r that differ from the study's row w. A coded value
// that reads as the study's under the coding rule (case, spaces) is not an edit.
func verdictEdits(row int, w, r *Row) []Edit {
	var out []Edit
	was := []string{w.Verdict, w.VerdictShape, w.VerdictReason, w.VerdictBy}
	now := []string{r.Verdict, r.VerdictShape, r.VerdictReason, r.VerdictBy}
	for i, col := range verdictColumns {
		same := strings.TrimSpace(now[i]) == was[i]
		if i < 2 {
			same = normalizeCode(now[i]) == was[i]
		}
		if !same {
			out = append(out, Edit{Row: row, Key: w.Key(), Fingerprint: w.Fingerprint, Column: col, Was: was[i], Now: now[i]})
		}
	}
	return out
}

// AcceptEdits turns the verdict cells edited in a ledger CSV into verdicts by the named person,
// read by the coding sheets' rule. It refuses a row whose verdict was cleared (a verdict is not
// removed by emptying its cells), an edit of verdict_by alone (mcperr writes it), and a value
// that is not allowed, naming the row; nothing is taken in then.
func AcceptEdits(l *Ledger, c *CSVCheck, by string) ([]Verdict, error) {
	if strings.TrimSpace(by) == "" {
		return nil, fmt.Errorf("say who edited the verdicts (--by NAME): a verdict records who made it")
	}
	index := make(map[string]*Row, len(l.Rows))
	for i := range l.Rows {
		index[l.Rows[i].Key()] = &l.Rows[i]
	}
	var vs []Verdict
	var bad []string
	seen := map[string]bool{}
	for _, e := range c.Edits {
		if seen[e.Key] {
			continue
		}
		seen[e.Key] = true
		w, r := index[e.Key], c.rows[e.Key]
		v := Verdict{Study: l.Study, Repository: w.Repository, Fingerprint: w.Fingerprint, Path: w.Path, Line: w.Line, Rule: w.Rule,
			Verdict: normalizeCode(r.Verdict), Shape: normalizeCode(r.VerdictShape), Reason: strings.TrimSpace(r.VerdictReason),
			By: "edited in ledger.csv: " + strings.TrimSpace(by)}
		switch {
		case v.Verdict == "" && v.Shape == "" && (w.Verdict != "" || w.VerdictShape != ""):
			bad = append(bad, fmt.Sprintf("row %d (%s): the verdict %s was cleared; a verdict is not removed by emptying its cells: put it back or give another value", e.Row, w.Fingerprint, w.HumanVerdict()))
		case v.Verdict == "" && v.Shape == "" && v.Reason == "":
			bad = append(bad, fmt.Sprintf("row %d (%s): only verdict_by was changed; mcperr writes it, fill in verdict or verdict_shape instead", e.Row, w.Fingerprint))
		case v.Verdict != "" && !slices.Contains(codedValues("verdict"), v.Verdict):
			bad = append(bad, fmt.Sprintf("row %d (%s): verdict %q is not one of %s", e.Row, w.Fingerprint, r.Verdict, strings.Join(codedValues("verdict"), ", ")))
		case v.Shape != "" && !slices.Contains(codedValues("shape"), v.Shape):
			bad = append(bad, fmt.Sprintf("row %d (%s): verdict_shape %q is not one of %s", e.Row, w.Fingerprint, r.VerdictShape, strings.Join(codedValues("shape"), ", ")))
		}
		vs = append(vs, v)
	}
	if len(bad) > 0 {
		return nil, fmt.Errorf("%s: %d edit(s) cannot be taken in (%s), nothing was:\n  %s", c.Name, len(bad), NormalizationRule, strings.Join(bad, "\n  "))
	}
	return vs, nil
}

// changedMachineColumn names the first machine column whose cell differs between a and b,
// leaving out the columns the CSV lacks (an earlier mcperr did not write them).
func changedMachineColumn(a, b *Row, lacks map[string]bool) string {
	ca, cb := a.cells(), b.cells()
	for i, c := range Columns {
		if strings.HasPrefix(c, "verdict") || lacks[c] {
			continue
		}
		if ca[i] != cb[i] {
			return c
		}
	}
	return ""
}

func machineCell(r *Row, column string) string {
	for i, c := range Columns {
		if c == column {
			return r.cells()[i]
		}
	}
	return ""
}

// Build projects each reachable repository's scan into rows, sorts them, and applies the study's
// verdicts. docs maps a repository URL to its scan; repos is the sample (or one shard of it).
func Build(study string, frameSize int, shard Shard, repos []Repo, docs map[string]*finding.Document, verdicts []Verdict) *Ledger {
	n := 0
	for _, r := range repos {
		if d := docs[r.URL]; d != nil && r.Reachable() {
			n += len(d.Findings)
		}
	}
	// Sized once: a Row is some 600 bytes, and growing a slice of 100,000 of them by appending
	// copied more than building them took.
	l := &Ledger{Version: LedgerVersion, Study: study, FrameSize: frameSize, Shard: shard.String(),
		Repositories: append([]Repo(nil), repos...), Rows: make([]Row, 0, n)}
	for _, r := range repos {
		if r.Reachable() {
			l.Rows = append(l.Rows, Project(study, r, docs[r.URL])...)
		}
	}
	l.Sort()
	ApplyVerdicts(l, verdicts)
	return l
}

// writeLedgerJSON writes the JSON twin with one row per line: as diffable as indented JSON, and
// several times faster to write and smaller for a ledger of a hundred thousand rows.
func writeLedgerJSON(w io.Writer, l *Ledger) error {
	b, err := json.Marshal(struct {
		Version   int    `json:"version"`
		Study     string `json:"study"`
		FrameSize int    `json:"frameSize"`
		Shard     string `json:"shard,omitempty"`
	}{l.Version, l.Study, l.FrameSize, l.Shard})
	if err != nil {
		return err
	}
	// Re-open the object to append the three lists one element per line.
	if _, err := w.Write(append(b[:len(b)-1], []byte(",\n")...)); err != nil {
		return err
	}
	for _, list := range []struct {
		name string
		n    int
		at   func(int) any
		last bool
	}{
		{"repositories", len(l.Repositories), func(i int) any { return &l.Repositories[i] }, false},
		{"rows", len(l.Rows), func(i int) any { return &l.Rows[i] }, false},
		{"stale", len(l.Stale), func(i int) any { return &l.Stale[i] }, true},
	} {
		if _, err := fmt.Fprintf(w, "%q: [", list.name); err != nil {
			return err
		}
		for i := 0; i < list.n; i++ {
			b, err := json.Marshal(list.at(i))
			if err != nil {
				return err
			}
			sep := ",\n"
			if i == 0 {
				sep = "\n"
			}
			if _, err := io.WriteString(w, sep); err != nil {
				return err
			}
			if _, err := w.Write(b); err != nil {
				return err
			}
		}
		end := "\n],\n"
		if list.n == 0 {
			end = "],\n"
		}
		if list.last {
			end = end[:len(end)-2] + "\n}\n"
		}
		if _, err := io.WriteString(w, end); err != nil {
			return err
		}
	}
	return nil
}
