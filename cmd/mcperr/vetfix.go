package main

import (
	"bytes"
	"fmt"
	"go/format"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/internal/textedit"
	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/finding"
)

// fixPlan is what `vet --fix` and `--diff` do: the first suggested fix of each shown finding
// that has one, unless it conflicts with a fix chosen before it, applied per file.
type fixPlan struct {
	files map[string]*fixFile // by the findings' path (relative to the root)
	fixed map[string]bool     // fingerprints of the findings whose fix is in the plan
	notes []string            // fixes left out, and why
}

// fixFile is one file the plan changes.
type fixFile struct {
	abs   string
	mode  os.FileMode
	old   []byte
	edits []textedit.Edit
	new   []byte
}

// planFixes chooses the fixes of the findings. Edits may only touch regular files inside root
// (never through a symlink, never in the module cache); a fix that would is left out with a
// note, as is one whose edits overlap those of a fix chosen earlier.
func planFixes(root string, fs []finding.Finding) (*fixPlan, error) {
	p := &fixPlan{files: map[string]*fixFile{}, fixed: map[string]bool{}}
	for _, f := range fs {
		if len(f.Fixes) == 0 {
			continue
		}
		fix := f.Fixes[0]
		at := fmt.Sprintf("%s:%d: %s", f.Path, f.Line, f.Rule)
		chosen, err := p.resolve(root, fix)
		if err != nil {
			p.notes = append(p.notes, fmt.Sprintf("mcperr vet: %s: fix %q not applied: %v", at, fix.Message, err))
			continue
		}
		for path, es := range chosen {
			p.files[path].edits = append(p.files[path].edits, es...)
		}
		p.fixed[f.Fingerprint] = true
	}
	for path, ff := range p.files {
		if len(ff.edits) == 0 {
			delete(p.files, path)
			continue
		}
		out, err := textedit.Apply(ff.old, ff.edits)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if strings.HasSuffix(path, ".go") {
			// As go vet -fix does: a file that was gofmt-clean stays so.
			if was, err := format.Source(ff.old); err == nil && bytes.Equal(was, ff.old) {
				if now, err := format.Source(out); err == nil {
					out = now
				}
			}
		}
		ff.new = out
	}
	return p, nil
}

// resolve turns a fix's edits into byte edits per file, reading each file once, and checks
// them against the edits already chosen.
func (p *fixPlan) resolve(root string, fix finding.Fix) (map[string][]textedit.Edit, error) {
	chosen := map[string][]textedit.Edit{}
	for _, e := range fix.Edits {
		ff, err := p.file(root, e.Path)
		if err != nil {
			return nil, err
		}
		start, err := textedit.Offset(ff.old, e.Line, e.Column)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", e.Path, err)
		}
		end, err := textedit.Offset(ff.old, e.EndLine, e.EndColumn)
		if err != nil || end < start {
			return nil, fmt.Errorf("%s: bad end %d:%d", e.Path, e.EndLine, e.EndColumn)
		}
		te := textedit.Edit{Start: start, End: end, New: e.NewText}
		for _, other := range append(ff.edits, chosen[e.Path]...) {
			if other != te && textedit.Overlaps(other, te) {
				return nil, fmt.Errorf("it overlaps another fix in %s", e.Path)
			}
		}
		chosen[e.Path] = append(chosen[e.Path], te)
	}
	return chosen, nil
}

// file reads a file an edit names, once.
func (p *fixPlan) file(root, path string) (*fixFile, error) {
	if ff, ok := p.files[path]; ok {
		return ff, nil
	}
	rel := filepath.FromSlash(path)
	if filepath.IsAbs(rel) || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil, fmt.Errorf("%s is outside %s", path, root)
	}
	abs := filepath.Join(root, rel)
	st, err := os.Lstat(abs)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	if real, err := filepath.EvalSymlinks(filepath.Dir(abs)); err != nil || !isWithin(root, real) {
		return nil, fmt.Errorf("%s is outside %s through a symbolic link", path, root)
	}
	old, err := os.ReadFile(abs)
	if err != nil {
		return nil, err
	}
	ff := &fixFile{abs: abs, mode: st.Mode().Perm(), old: old}
	p.files[path] = ff
	return ff, nil
}

// isWithin reports whether dir is root or below it, once root's symbolic links are resolved.
func isWithin(root, dir string) bool {
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	rel, err := filepath.Rel(root, dir)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// paths returns the plan's files in order.
func (p *fixPlan) paths() []string {
	var out []string
	for path := range p.files {
		out = append(out, path)
	}
	sort.Strings(out)
	return out
}

// writeDiff prints the plan as a unified diff.
func (p *fixPlan) writeDiff(w io.Writer) error {
	for _, path := range p.paths() {
		ff := p.files[path]
		if _, err := io.WriteString(w, textedit.Unified(path, ff.old, ff.new)); err != nil {
			return err
		}
	}
	return nil
}

// apply writes the changed files, each atomically and with its mode kept.
func (p *fixPlan) apply() error {
	for _, path := range p.paths() {
		ff := p.files[path]
		if err := adjudication.WriteFileAtomic(ff.abs, func(w io.Writer) error {
			_, err := w.Write(ff.new)
			return err
		}); err != nil {
			return err
		}
		if err := os.Chmod(ff.abs, ff.mode); err != nil {
			return err
		}
	}
	return nil
}

// runFixes shows (--diff) or applies (--fix) the fixes of the shown findings. After --fix the
// fixed findings are gone from the result: they neither print nor fail the run.
func runFixes(s streams, root string, fix, showDiff bool, res *policy.Result) error {
	plan, err := planFixes(root, res.Doc.Findings)
	if err != nil {
		return err
	}
	if showDiff {
		if err := plan.writeDiff(s.out); err != nil {
			return err
		}
	}
	for _, n := range plan.notes {
		fmt.Fprintln(s.err, n)
	}
	if !fix {
		return nil
	}
	if err := plan.apply(); err != nil {
		return err
	}
	fmt.Fprintf(s.err, "mcperr vet: applied %s to %s\n", report.Count(len(plan.fixed), "fix", "fixes"), report.Count(len(plan.files), "file", "files"))
	notFixed := func(fs []finding.Finding) []finding.Finding {
		out := fs[:0:0]
		for _, f := range fs {
			if !plan.fixed[f.Fingerprint] {
				out = append(out, f)
			}
		}
		return out
	}
	res.New = notFixed(res.New)
	doc := *res.Doc
	doc.Findings = notFixed(doc.Findings)
	doc.Summary = policy.Recount(doc.Summary, doc.Findings)
	res.Doc = &doc
	return nil
}
