package policy

import (
	"fmt"
	"io"
	"path"
	"sort"
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
	// Accepted are every finding at or above the fail level, baselined or new: what
	// WriteBaseline should record to accept the current state.
	Accepted []finding.Finding
	// Stale are the baseline entries that no finding matched any more: each one fails the run,
	// so a baseline cannot rot. Entries of disabled rules are never stale.
	Stale      []BaselineEntry
	Baselined  int // findings hidden because the baseline accepts them
	Suppressed int // findings hidden by a directive
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
			e.Fingerprint, e.Rule, e.Path, e.Message)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Apply makes the driver's decisions on a document: enablement, directives, baseline, failure.
// It does not change doc.
func Apply(doc *finding.Document, opts Options) (Result, error) {
	level, err := ParseFailLevel(string(opts.FailLevel))
	if err != nil {
		return Result{}, err
	}
	out := *doc
	out.Findings = make([]finding.Finding, 0, len(doc.Findings))
	changed := false
	for _, f := range doc.Findings {
		if opts.Selection.Enabled(f.Rule) {
			out.Findings = append(out.Findings, f)
		} else {
			changed = true
		}
	}
	var res Result
	if opts.Directives != nil {
		var extra []finding.Finding
		out.Findings, extra, res.Suppressed = suppress(out.Findings, opts)
		if res.Suppressed > 0 || len(extra) > 0 {
			changed = true
			out.Findings = append(out.Findings, extra...)
			sortFindings(out.Findings)
		}
	}
	accepted := map[string]bool{}
	if opts.Baseline != nil {
		for _, e := range opts.Baseline.Entries {
			accepted[e.Fingerprint] = true
		}
	}
	matched := map[string]bool{}
	kept := out.Findings[:0]
	for _, f := range out.Findings {
		if level.Fails(&f) {
			res.Accepted = append(res.Accepted, f)
			if accepted[f.Fingerprint] {
				matched[f.Fingerprint] = true
				res.Baselined++
				changed = true
				continue
			}
			res.New = append(res.New, f)
		}
		kept = append(kept, f)
	}
	out.Findings = kept
	if opts.Baseline != nil {
		for _, e := range opts.Baseline.Entries {
			if !matched[e.Fingerprint] && opts.Selection.Enabled(e.Rule) {
				res.Stale = append(res.Stale, e)
			}
		}
	}
	if changed {
		out.Summary = recount(out.Summary, out.Findings)
	}
	res.Doc = &out
	return res, nil
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
