// Package report writes the finding model in every output format mcperr offers. One writer per
// format, each behind the Writer interface, all from the same finding.Document.
package report

import (
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// Writer writes one document in one format.
type Writer interface {
	Write(w io.Writer, doc *finding.Document) error
}

// Options tune the writers. The zero value is the default of every command.
type Options struct {
	// Sites lists inventory findings (errorresult, raisederror) in the human formats (text,
	// markdown) and in SARIF, where by default only problems appear. The machine formats (json,
	// jsonl, csv) always carry every finding.
	Sites bool
	// MaxSARIFResults caps the results of the SARIF run; 0 means GitHub's limit of 25,000.
	MaxSARIFResults int
	// Command is the mcperr command that made the document ("scan", "vet"): SARIF names its
	// run after it (automationDetails.id "mcperr/scan/"), so code scanning keeps one category
	// per command.
	Command string
}

// constructors maps each format name to its writer, in the order Formats lists them.
var constructors = []struct {
	name string
	new  func(Options) Writer
}{
	{"text", func(o Options) Writer { return textWriter{o} }},
	{"json", func(o Options) Writer { return jsonWriter{} }},
	{"jsonl", func(o Options) Writer { return jsonlWriter{} }},
	{"sarif", func(o Options) Writer { return sarifWriter{opts: o} }},
	{"csv", func(o Options) Writer { return csvWriter{} }},
	{"markdown", func(o Options) Writer { return markdownWriter{o} }},
}

// Formats returns the names of the output formats, in a stable order.
func Formats() []string {
	out := make([]string, len(constructors))
	for i, c := range constructors {
		out[i] = c.name
	}
	return out
}

// New returns the writer for the named format.
func New(format string, opts Options) (Writer, error) {
	for _, c := range constructors {
		if c.name == format {
			return c.new(opts), nil
		}
	}
	return nil, fmt.Errorf("unknown output format %q (valid formats: %s)", format, strings.Join(Formats(), ", "))
}

// isInventory reports whether the finding's rule is an inventory rule. Rules the registry does
// not know (pseudo-rules of the driver, such as "directive") are problems.
func isInventory(f *finding.Finding) bool {
	r, ok := policy.Lookup(f.Rule)
	return ok && r.Kind == rule.Inventory
}

// kindOf returns the finding's rule kind as a string.
func kindOf(f *finding.Finding) string {
	if isInventory(f) {
		return string(rule.Inventory)
	}
	return string(rule.Problem)
}

// shown returns the findings a human format shows: problems, and inventory sites with Sites.
func shown(fs []finding.Finding, opts Options) []finding.Finding {
	if opts.Sites {
		return fs
	}
	out := make([]finding.Finding, 0, len(fs))
	for i := range fs {
		if !isInventory(&fs[i]) {
			out = append(out, fs[i])
		}
	}
	return out
}

// displayPath is the path a human sees: the finding's path under the root as the user gave it,
// so that `mcperr scan sub/dir` prints sub/dir/x.go and `mcperr scan /abs` prints /abs/x.go,
// as a multi-root scan (whose paths start with each root as given) does. SARIF records an
// absolute root as a URI base instead.
func displayPath(root, p string) string {
	root = strings.ReplaceAll(root, "\\", "/")
	if root == "" || root == "." {
		return p
	}
	return path.Join(root, p)
}

// isWindowsAbs reports whether p starts with a drive letter, as C:/x does.
func isWindowsAbs(p string) bool {
	return len(p) >= 3 && p[1] == ':' && p[2] == '/'
}

// SummaryLine is the one-line summary that `scan` and `vet` print on stderr in text mode:
// files seen, parsed and skipped, sites by shape, and problems.
func SummaryLine(doc *finding.Document) string {
	s := doc.Summary
	var shapes []string
	for _, sh := range []finding.Shape{finding.ProseOnly, finding.JSONInText, finding.Structured, finding.Unknown} {
		if n := s.ByShape[sh]; n > 0 {
			shapes = append(shapes, fmt.Sprintf("%s %d", sh, n))
		}
	}
	line := fmt.Sprintf("mcperr: %s seen, %d parsed, %d skipped; %s", Count(s.FilesSeen, "file", "files"), s.FilesParsed, s.FilesSkipped, Count(s.Sites, "site", "sites"))
	if len(shapes) > 0 {
		line += " (" + strings.Join(shapes, ", ") + ")"
	}
	line += "; " + Count(s.Problems, "problem", "problems")
	if s.Notes > 0 {
		line += "; " + Count(s.Notes, "manifest note", "manifest notes")
	}
	return line
}

// NoteLines are the lines that `scan` prints on stderr in text mode after the summary line:
// one "mcperr: note: path: message" line per note that says an SDK version was assumed or a
// manifest was not read, and one line counting the minor notes (how a version range was read)
// that the json output lists. Paths and messages are shown as the text format shows them.
func NoteLines(doc *finding.Document) []string {
	var lines []string
	minor := 0
	for _, n := range doc.Notes {
		if n.Minor {
			minor++
			continue
		}
		lines = append(lines, "mcperr: note: "+shownPath(n.Path)+": "+shownMessage(n.Message))
	}
	if minor > 0 {
		lines = append(lines, fmt.Sprintf("mcperr: note: %d more on how version ranges were read (see --format json)", minor))
	}
	return lines
}
