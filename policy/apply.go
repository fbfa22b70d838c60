package policy

import (
	"fmt"
	"io"
	"maps"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// Options are the driver's decisions for one run. The zero value enables the default rules,
// fails on problems, and uses no baseline and no directives.
type Options struct {
	Selection Selection
	FailLevel FailLevel // "" means FailProblem
	Baseline  *Baseline // nil: every failing finding is new
	// Directives holds the directives of every scanned file, keyed by the path the findings
	// use (relative to the root, forward slashes). Only files in the map are checked for
	// unused directives, so a driver lists each file it scanned that has directives.
	Directives map[string][]Directive
	// ContextOf gives a directive finding the context of its file; nil means production.
	ContextOf func(path string) finding.Context
}

// Result is what the driver does with a run.
type Result struct {
	// Doc is the document to print: findings of enabled rules, without the ones a directive
	// suppresses or the baseline accepts, with directive findings added; the summary's finding
	// counts follow.
	Doc *finding.Document
	// New are the findings of Doc at or above the fail level: each one fails the run.
	New []finding.Finding
	// Accepted are the findings the baseline accepted and the new ones: what WriteBaseline
	// should record to accept the current state.
	Accepted []finding.Finding
	// Stale are the baseline entries that no finding matched any more: each one fails the run,
	// so a baseline cannot rot. Entries of disabled rules are never stale.
	Stale      []BaselineEntry
	Baselined  int // findings hidden because the baseline accepts them
	Suppressed int // findings hidden by a directive
	// Legacy holds the legacy fingerprints of the findings the filter saw (finding.Legacy),
	// for a driver that matches the baseline again.
	Legacy finding.Legacy
}

// Failed reports whether the run fails (exit code 1): a new finding at or above the fail level,
// or a stale baseline entry.
func (r *Result) Failed() bool { return len(r.New) > 0 || len(r.Stale) > 0 }

// WriteNotes prints, for stderr, what the baseline did and each stale entry, so that a failing
// run says why.
func (r *Result) WriteNotes(w io.Writer) error {
	var b strings.Builder
	if r.Baselined > 0 {
		fmt.Fprintf(&b, "mcperr: %d findings accepted by the baseline, %d new\n", r.Baselined, len(r.New))
	}
	for _, e := range r.Stale {
		fmt.Fprintf(&b, "mcperr: stale baseline entry %s (%s in %s: %s): it matches no finding; remove it or rewrite the baseline\n",
			printable(e.Fingerprint), printable(e.Rule), printable(e.Path), printable(e.Message))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// printable is s as it is when every character of it prints plainly, else s as a Go string
// literal: a baseline entry comes from a file, and its path from a scanned file name, so a
// newline or a terminal escape in it must not reach stderr raw (report's formats do the same).
func printable(s string) string {
	q := strconv.Quote(s)
	if q[1:len(q)-1] == s {
		return s
	}
	return q
}

// Apply makes the driver's decisions on a whole document: enablement, directives, baseline,
// failure. It does not change doc. A driver that streams findings uses a Filter instead.
func Apply(doc *finding.Document, opts Options) (Result, error) {
	f, err := NewFilter(opts)
	if err != nil {
		return Result{}, err
	}
	f.AddLegacy(doc.Legacy)
	out := *doc
	out.Findings = f.Keep(doc.Findings)
	extra, res := f.Finish()
	if len(extra) > 0 {
		out.Findings = append(out.Findings, extra...)
		sortFindings(out.Findings)
	}
	if len(out.Findings) != len(doc.Findings) || len(extra) > 0 {
		out.Summary = recount(out.Summary, out.Findings)
	}
	res.Doc = &out
	return res, nil
}

// Filter makes the driver's decisions on findings as they arrive, in batches, for a driver
// that streams its output. Call Keep on each batch and Finish once at the end.
type Filter struct {
	opts     Options
	level    FailLevel
	accepted map[string]bool     // baseline fingerprints
	matched  map[string]bool     // baseline fingerprints some finding matched
	legacy   finding.Legacy      // the legacy fingerprints of the findings, which the baseline also matches
	used     map[*Directive]bool // directives that suppressed something
	res      Result
}

// NewFilter checks the options and returns a filter.
func NewFilter(opts Options) (*Filter, error) {
	level, err := ParseFailLevel(string(opts.FailLevel))
	if err != nil {
		return nil, err
	}
	f := &Filter{opts: opts, level: level, accepted: map[string]bool{}, matched: map[string]bool{}, legacy: finding.Legacy{},
		used: map[*Directive]bool{}}
	if opts.Baseline != nil {
		for _, e := range opts.Baseline.Entries {
			f.accepted[e.Fingerprint] = true
		}
	}
	return f, nil
}

// AddLegacy makes the baseline accept findings by the legacy fingerprints l gives them too (a
// baseline written by a version that gave them those), as well as by their fingerprints. Call it
// before Keep sees them.
func (f *Filter) AddLegacy(l finding.Legacy) {
	maps.Copy(f.legacy, l)
}

// Keep returns the findings of a batch that are to be printed: it drops findings of disabled
// rules, those a directive suppresses and those the baseline accepts, and records the rest
// that fail the run. It does not change fs.
func (f *Filter) Keep(fs []finding.Finding) []finding.Finding {
	out := make([]finding.Finding, 0, len(fs))
	for _, fd := range fs {
		if !f.opts.Selection.Enabled(fd.Rule) {
			continue
		}
		if d := match(f.opts.Directives[fd.Path], &fd); d != nil {
			f.used[d] = true
			f.res.Suppressed++
			continue
		}
		if f.judge(&fd) {
			out = append(out, fd)
		}
	}
	return out
}

// judge records a finding the baseline accepts or that fails the run, and reports whether it
// is shown (the baseline does not accept it).
func (f *Filter) judge(fd *finding.Finding) bool {
	// The baseline hides any finding it lists, whatever the level, so a baseline written from
	// every finding also quiets the inventory.
	if f.accepts(fd) {
		f.res.Baselined++
		f.res.Accepted = append(f.res.Accepted, *fd)
		return false
	}
	if f.level.Fails(fd) {
		f.res.Accepted = append(f.res.Accepted, *fd)
		f.res.New = append(f.res.New, *fd)
	}
	return true
}

// accepts reports whether the baseline accepts a finding, by its fingerprint or by the legacy
// fingerprint an earlier version gave it (a baseline written then), and marks the entries it
// matches.
func (f *Filter) accepts(fd *finding.Finding) bool {
	ok := false
	for _, fp := range [...]string{fd.Fingerprint, f.legacy.Of(fd)} {
		if fp != "" && f.accepted[fp] {
			f.matched[fp] = true
			ok = true
		}
	}
	return ok
}

// Finish returns the directive findings to print after the last batch (malformed directives,
// and unused ones, which are known only at the end) and the result. Result.Doc is nil.
func (f *Filter) Finish() ([]finding.Finding, Result) {
	var shown []finding.Finding
	for _, fd := range unusedOrMalformed(f.opts, f.used) {
		if f.judge(&fd) {
			shown = append(shown, fd)
		}
	}
	if f.opts.Baseline != nil {
		for _, e := range f.opts.Baseline.Entries {
			if !f.matched[e.Fingerprint] && f.opts.Selection.Enabled(e.Rule) {
				f.res.Stale = append(f.res.Stale, e)
			}
		}
	}
	f.res.Legacy = f.legacy
	return shown, f.res
}

// sortFindings orders findings by path and position, the order of every writer's output.
func sortFindings(fs []finding.Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := &fs[i], &fs[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}

// Recount returns s with its finding counts redone for fs, as Apply does after it drops
// findings, for a driver that drops more (mcperr's configuration, --new-from-rev, --fix).
func Recount(s finding.Summary, fs []finding.Finding) finding.Summary { return recount(s, fs) }

// recount redoes the summary's finding counts as the scanner does: every finding counts by
// method; a lexical candidate that tree-sitter did not confirm counts only there, unless the
// whole run is lexical; the rest count by rule, as a site (with its shape) or as a problem.
func recount(s finding.Summary, fs []finding.Finding) finding.Summary {
	lexicalRun := len(fs) > 0
	for _, f := range fs {
		if f.Method != finding.Lexical {
			lexicalRun = false
			break
		}
	}
	s.Sites, s.Problems = 0, 0
	s.ByRule, s.ByShape, s.ByMethod = map[string]int{}, map[finding.Shape]int{}, map[finding.Method]int{}
	for _, f := range fs {
		s.ByMethod[f.Method]++
		if f.Method == finding.Lexical && !lexicalRun && f.Rule != DirectiveID {
			continue
		}
		s.ByRule[f.Rule]++
		if r, ok := Lookup(f.Rule); ok && r.Kind == rule.Inventory {
			s.Sites++
			if f.Site != nil {
				s.ByShape[f.Site.Shape]++
			}
		} else {
			s.Problems++
		}
	}
	return s
}

// langOf guesses a file's language from its extension, for directive findings.
func langOf(p string) finding.Lang {
	switch path.Ext(p) {
	case ".go":
		return finding.Go
	case ".py", ".pyi":
		return finding.Python
	case ".ts", ".tsx", ".mts", ".cts":
		return finding.TypeScript
	}
	return finding.JavaScript
}
