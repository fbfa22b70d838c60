// Package paritytest compares, fixture directory by fixture directory, what the fixture harness
// (extracttest, which extracts every file) finds with what the real scan (scanner.Scan, which
// prefilters files lexically and extracts the others only when the index asks for them in its
// pass rounds) finds there. Both read the fixture's manifests as a scan does (manifest.Index), so
// a difference is a file the scan did not extract, or extracted too late, or a project that
// differs: a finding the harness has and the CLI misses, or the other way round.
package paritytest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// Allowed is a difference that is correct by design: Place is a line of Places ("rule path:line
// related=N"), Harness says which side has it, Why says why the two must differ there.
type Allowed struct {
	Place   string
	Harness bool // the harness has it and the scan does not (false: the other way round)
	Why     string
}

// Places lists each finding as "rule path:line related=N", sorted.
func Places(fs []finding.Finding) []string {
	out := make([]string, 0, len(fs))
	for _, f := range fs {
		var rel []string
		for _, r := range f.Related {
			rel = append(rel, fmt.Sprintf("%s:%d", r.Path, r.Line))
		}
		sort.Strings(rel)
		out = append(out, fmt.Sprintf("%s %s:%d %s %s related=%s", f.Rule, f.Path, f.Line, f.Context, f.Message, strings.Join(rel, ",")))
	}
	sort.Strings(out)
	return out
}

// quiet lets the harness run without checking the fixture's want annotations: the fixture's own
// test checks them, with the project it pins, which may not be the one its manifests give.
type quiet struct{ testing.TB }

func (quiet) Errorf(string, ...any) {}
func (quiet) Error(...any)          {}
func (quiet) Helper()               {}

// Check runs the harness and the scan on dir and reports, through t, every difference between
// their findings that allow does not name; a name of allow that matches no difference is an
// error too, so that the list stays honest.
func Check(t *testing.T, lang extract.Language, dir string, allow []Allowed) {
	t.Helper()
	check(t, lang, dir, allow, false)
}

// Corpus is Check on each directory that MCPERR_PARITY_ROOTS lists (space-separated; scanned
// repositories, not fixtures), one subtest each, to find what the real scan misses there; it
// skips t when the variable is not set. The harness reads every file; the findings in the files
// and directories that the scan's walk skips by design (vendored directories, build output,
// minified, too large or ignored files: Document.Skipped) are left out of the comparison, on
// both sides.
func Corpus(t *testing.T, lang extract.Language) {
	t.Helper()
	roots := strings.Fields(os.Getenv("MCPERR_PARITY_ROOTS"))
	if len(roots) == 0 {
		t.Skip("MCPERR_PARITY_ROOTS is not set")
	}
	for _, dir := range roots {
		t.Run(filepath.Base(dir), func(t *testing.T) { check(t, lang, dir, nil, true) })
	}
}

func check(t *testing.T, lang extract.Language, dir string, allow []Allowed, corpus bool) {
	t.Helper()
	all := extracttest.RunProjects(quiet{t}, lang, dir, manifest.NewIndex(dir).ProjectFor)
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, lang)
	if err != nil {
		t.Fatal(err)
	}
	found := doc.Findings
	if corpus {
		all, found = keep(all, doc.Skipped), keep(found, doc.Skipped)
	}
	harness, scan := Places(all), Places(found)
	onlyHarness, onlyScan := diff(harness, scan), diff(scan, harness)
	used := make([]bool, len(allow))
	report := func(places []string, harnessSide bool) {
		for _, p := range places {
			ok := false
			for i, a := range allow {
				if a.Place == p && a.Harness == harnessSide {
					ok, used[i] = true, true
				}
			}
			if ok {
				continue
			}
			if harnessSide {
				t.Errorf("the harness finds %s and the scan does not", p)
			} else {
				t.Errorf("the scan finds %s and the harness does not", p)
			}
		}
	}
	report(onlyHarness, true)
	report(onlyScan, false)
	for i, a := range allow {
		if !used[i] {
			t.Errorf("allowed difference %q (harness=%v) does not occur any more: drop it", a.Place, a.Harness)
		}
	}
	t.Logf("%d findings in the harness, %d in the scan", len(harness), len(scan))
	if t.Failed() {
		t.Logf("harness:\n  %s\nscan:\n  %s", strings.Join(harness, "\n  "), strings.Join(scan, "\n  "))
	}
}

// keep drops the findings in the files (or below the directories) of skipped.
func keep(fs []finding.Finding, skipped []finding.Skipped) []finding.Finding {
	var out []finding.Finding
next:
	for _, f := range fs {
		for _, s := range skipped {
			if f.Path == s.Path || strings.HasPrefix(f.Path, s.Path+"/") {
				continue next
			}
		}
		out = append(out, f)
	}
	return out
}

// diff is a minus b, as multisets.
func diff(a, b []string) []string {
	n := map[string]int{}
	for _, s := range b {
		n[s]++
	}
	var out []string
	for _, s := range a {
		if n[s] > 0 {
			n[s]--
			continue
		}
		out = append(out, s)
	}
	return out
}
