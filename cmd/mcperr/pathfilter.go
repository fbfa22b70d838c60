package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/mcperr/mcperr/internal/config"
	"github.com/mcperr/mcperr/internal/gitdiff"
	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/finding"
)

// pathFilter leaves out the findings the configuration does not want (excluded files, contexts
// not listed, rules a per-path entry turns off) and, with --new-from-rev, those on lines that
// did not change since the revision. It works after the policy: a left-out finding still
// uses the directive that names it and matches its baseline entry (so neither is reported as
// unused or stale), but it is not shown and does not fail the run.
type pathFilter struct {
	contexts []string
	paths    *config.Paths
	absOf    func(path string) string // a finding's path, absolute
	baseline map[string]bool
	changes  *gitdiff.Changes // --new-from-rev; nil without it

	mu        sync.Mutex
	unchanged int      // shown findings left out because their lines did not change
	notes     []string // files that could not be compared, once each
	noted     map[string]bool
}

func newPathFilter(cfg *config.Config, absOf func(string) string, base *policy.Baseline) *pathFilter {
	if cfg == nil {
		cfg = &config.Config{}
	}
	pf := &pathFilter{contexts: cfg.Contexts, paths: cfg.Paths(), absOf: absOf, baseline: map[string]bool{}, noted: map[string]bool{}}
	if base != nil {
		for _, e := range base.Entries {
			pf.baseline[e.Fingerprint] = true
		}
	}
	return pf
}

// active reports whether the filter can leave anything out.
func (pf *pathFilter) active() bool {
	return pf != nil && (!pf.paths.IsZero() || pf.changes != nil)
}

// drops reports whether the finding is left out, and whether for an unchanged line.
func (pf *pathFilter) drops(f *finding.Finding) (drop, unchanged bool) {
	abs := pf.absOf(f.Path)
	if pf.paths.Drops(f, abs) {
		return true, false
	}
	if pf.changes == nil {
		return false, false
	}
	first, last := f.StartLine, f.EndLine
	if first == 0 || last == 0 {
		first, last = f.Line, f.Line
	}
	changed, err := pf.changes.Changed(abs, first, last)
	if err != nil {
		pf.mu.Lock()
		if !pf.noted[abs] {
			pf.noted[abs] = true
			pf.notes = append(pf.notes, fmt.Sprintf("mcperr: --new-from-rev: %v; the findings in %s are kept", err, f.Path))
		}
		pf.mu.Unlock()
	}
	return !changed, !changed
}

// show returns the findings of fs that are not left out, counting those left out for an
// unchanged line.
func (pf *pathFilter) show(fs []finding.Finding) []finding.Finding {
	if !pf.active() {
		return fs
	}
	out := make([]finding.Finding, 0, len(fs))
	n := 0
	for _, f := range fs {
		drop, unchanged := pf.drops(&f)
		if !drop {
			out = append(out, f)
		} else if unchanged {
			n++
		}
	}
	pf.mu.Lock()
	pf.unchanged += n
	pf.mu.Unlock()
	return out
}

// wrap returns a Keep function that shows what keep (the policy) shows and the filter does
// not leave out.
func (pf *pathFilter) wrap(keep func([]finding.Finding) []finding.Finding) func([]finding.Finding) []finding.Finding {
	return func(fs []finding.Finding) []finding.Finding { return pf.show(keep(fs)) }
}

// result removes the left-out findings from the policy's result: they do not fail the run,
// and a baseline written from it lists them only when the old one did. With a document
// (vet's), its findings and counts follow.
func (pf *pathFilter) result(res *policy.Result) {
	if !pf.active() {
		return
	}
	keepNew := res.New[:0:0]
	for _, f := range res.New {
		if drop, _ := pf.drops(&f); !drop {
			keepNew = append(keepNew, f)
		}
	}
	res.New = keepNew
	acc := res.Accepted[:0:0]
	for _, f := range res.Accepted {
		if drop, _ := pf.drops(&f); !drop || pf.baseline[f.Fingerprint] || pf.baseline[res.Legacy.Of(&f)] {
			acc = append(acc, f)
		}
	}
	res.Accepted = acc
	if res.Doc != nil {
		shown := pf.show(res.Doc.Findings)
		if len(shown) != len(res.Doc.Findings) {
			doc := *res.Doc
			doc.Findings = shown
			doc.Summary = policy.Recount(doc.Summary, shown)
			res.Doc = &doc
		}
	}
}

// openChanges opens the repository around dir for --new-from-rev (nothing without it).
func (pf *pathFilter) openChanges(rev, dir string) error {
	if rev == "" {
		return nil
	}
	c, err := gitdiff.Open(dir, rev)
	if err != nil {
		return fmt.Errorf("--new-from-rev: %w", err)
	}
	pf.changes = c
	return nil
}

// openScanChanges opens the repository of scan's first root for --new-from-rev and checks that
// every root is inside its working tree (a cloned URL never is).
func (pf *pathFilter) openScanChanges(rev string, args, roots []string) error {
	if rev == "" {
		return nil
	}
	for _, a := range args {
		if isURL(a) {
			return fmt.Errorf("--new-from-rev: %s is a URL; it compares a local working tree with a revision", a)
		}
	}
	dir, err := filepath.Abs(roots[0])
	if err != nil {
		return err
	}
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		dir = filepath.Dir(dir)
	}
	if err := pf.openChanges(rev, dir); err != nil {
		return err
	}
	for _, r := range roots {
		abs, _ := filepath.Abs(r)
		if _, ok := pf.changes.Rel(abs); !ok {
			return fmt.Errorf("--new-from-rev: %s is outside the repository at %s", r, pf.changes.Root())
		}
	}
	return nil
}

// writeNotes says what --new-from-rev left out, and which files it could not compare.
func (pf *pathFilter) writeNotes(w io.Writer) {
	if pf == nil || pf.changes == nil {
		return
	}
	for _, n := range pf.notes {
		fmt.Fprintln(w, n)
	}
	fmt.Fprintf(w, "mcperr: --new-from-rev %s (%s): %s on lines unchanged since then not reported\n",
		pf.changes.Rev, pf.changes.Commit.String()[:12], report.Count(pf.unchanged, "finding", "findings"))
}

// wantsVendored reports whether the configuration lists the vendored context, which scan
// skips unless asked (--include-vendored).
func (pf *pathFilter) wantsVendored() bool {
	return slices.Contains(pf.contexts, string(finding.Vendored))
}

// scanAbsOf returns the absolute file of a scan's finding path: relative to the root when
// there is one root (the root itself when it is a file), relative to the working directory
// (the roots as given) otherwise.
func scanAbsOf(roots []string) func(string) string {
	if len(roots) != 1 {
		return func(p string) string {
			abs, _ := filepath.Abs(filepath.FromSlash(p))
			return abs
		}
	}
	root, _ := filepath.Abs(roots[0])
	if st, err := os.Stat(root); err == nil && !st.IsDir() {
		return func(string) string { return root }
	}
	return func(p string) string { return filepath.Join(root, filepath.FromSlash(p)) }
}
