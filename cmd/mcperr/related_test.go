package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/finding"
)

// The related fixture (testdata/vet/related) is a server whose findings name other places: a
// guidance finding (mcperr vet) on a result that a helper of another package builds, related to
// the helper's declaration, and a soft error (mcperr scan) returned below the error check it
// belongs to, related to the check.
var relatedFixture = filepath.Join("testdata", "vet", "related")

// place is a related place a finding of rule must name: rel is relative to the root of the run,
// display is how the human formats print it (under the root as the user gave it).
type place struct {
	rule, rel, display string
	line, col          int
	msg                string
}

// TestScanRelatedEveryFormat runs the real `mcperr scan` in every format on the fixture and
// checks that each format carries the soft error's related place; a multi-root scan puts the
// root's prefix on related paths as on the finding's own.
func TestScanRelatedEveryFormat(t *testing.T) {
	p := place{rule: "softerror", rel: "main.go", display: "testdata/vet/related/main.go", line: 30, col: 5,
		msg: "the err != nil check whose failure this return hands back as a success"}
	checkEveryFormat(t, p, func(format string) (string, string, int) {
		return runScanCmd("--format", format, relatedFixture)
	})

	doc, _ := scanDoc(t, relatedFixture, filepath.Join("testdata", "vet", "mcpgo"))
	got := relatedOf(doc.Findings, p.rule)
	if len(got) != 1 || got[0].Path != p.display {
		t.Errorf("multi-root scan: related %+v, want one at %s", got, p.display)
	}
}

// TestVetRelatedEveryFormat runs the real `mcperr vet` in every format on the fixture: the
// guidance finding names where the helper of package errs builds the result, by its
// module-relative path.
func TestVetRelatedEveryFormat(t *testing.T) {
	enterVetModule(t)
	p := place{rule: "guidance", rel: "related/errs/errs.go", display: "related/errs/errs.go", line: 9, col: 9,
		msg: "helper Busy builds the result here"}
	checkEveryFormat(t, p, func(format string) (string, string, int) {
		return runVetCmd("--format", format, "./related")
	})
}

// TestVetFixes: the analyzers' suggested fixes reach the json output as fixes with
// module-relative edits, and SARIF as fixes.
func TestVetFixes(t *testing.T) {
	enterVetModule(t)
	out, errw, _ := runVetCmd("--format", "json", "./mcpgo")
	var doc finding.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v: %s\nstderr: %s", err, out, errw)
	}
	var fixed int
	for _, f := range doc.Findings {
		for _, x := range f.Fixes {
			fixed++
			if x.Message == "" || len(x.Edits) == 0 {
				t.Errorf("%s:%d %s: fix %+v has no message or no edits", f.Path, f.Line, f.Rule, x)
			}
			for _, e := range x.Edits {
				if e.Path != f.Path || e.Line != f.Line || e.Column < 1 || e.EndLine < e.Line || e.NewText == "" {
					t.Errorf("%s:%d %s: edit %+v is not a module-relative replacement at the finding", f.Path, f.Line, f.Rule, e)
				}
			}
		}
	}
	if fixed == 0 {
		t.Fatalf("no finding of ./mcpgo has a fix:\n%s", out)
	}
	out, _, _ = runVetCmd("--format", "sarif", "./mcpgo")
	rep, err := sarif.FromBytes([]byte(out))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range rep.Runs[0].Results {
		n += len(r.Fixes)
	}
	if n != fixed {
		t.Errorf("SARIF has %d fixes, json %d", n, fixed)
	}
}

// checkEveryFormat runs a command in every format and checks that the finding of p.rule carries
// p in each.
func checkEveryFormat(t *testing.T, p place, run func(format string) (string, string, int)) {
	t.Helper()
	pos := fmt.Sprintf("%s:%d:%d", p.display, p.line, p.col)
	relPos := fmt.Sprintf("%s:%d:%d", p.rel, p.line, p.col)
	want := finding.Related{Path: p.rel, Line: p.line, Column: p.col, Message: p.msg}
	for _, format := range report.Formats() {
		out, errw, code := run(format)
		if code != exitFindings {
			t.Errorf("%s: exit %d, want %d; stderr %s", format, code, exitFindings, errw)
			continue
		}
		switch format {
		case "text":
			lines := strings.Split(out, "\n")
			i := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, ": "+p.rule+": ") })
			if i < 0 || i+1 >= len(lines) || lines[i+1] != "\t"+pos+": "+p.msg {
				t.Errorf("text: no line %q under the %s finding:\n%s", "\t"+pos+": "+p.msg, p.rule, out)
			}
		case "json":
			var doc finding.Document
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatalf("json: %v", err)
			}
			if got := relatedOf(doc.Findings, p.rule); !slices.Contains(got, want) {
				t.Errorf("json: %s related %+v, want %+v", p.rule, got, want)
			}
		case "jsonl":
			var fs []finding.Finding
			sc := bufio.NewScanner(strings.NewReader(out))
			for sc.Scan() {
				var f struct {
					Type string
					finding.Finding
				}
				if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
					t.Fatalf("jsonl: %v", err)
				}
				if f.Type == report.LineFinding {
					fs = append(fs, f.Finding)
				}
			}
			if got := relatedOf(fs, p.rule); !slices.Contains(got, want) {
				t.Errorf("jsonl: %s related %+v, want %+v", p.rule, got, want)
			}
		case "sarif":
			checkSARIFRelated(t, out, p)
		case "csv":
			rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
			if err != nil {
				t.Fatalf("csv: %v", err)
			}
			col := slices.Index(rows[0], "related")
			found := false
			for _, row := range rows[1:] {
				found = found || col >= 0 && row[0] == p.rule && strings.Contains(row[col], relPos+": "+p.msg)
			}
			if !found {
				t.Errorf("csv: no %s row with related %q:\n%s", p.rule, relPos+": "+p.msg, out)
			}
		case "markdown":
			if !strings.Contains(out, "`"+pos+"` "+p.msg) {
				t.Errorf("markdown: no related cell %q:\n%s", "`"+pos+"` "+p.msg, out)
			}
		default:
			t.Errorf("format %s is not checked for related places", format)
		}
	}
}

func checkSARIFRelated(t *testing.T, out string, p place) {
	t.Helper()
	rep, err := sarif.FromBytes([]byte(out))
	if err != nil {
		t.Fatalf("sarif: %v", err)
	}
	for _, r := range rep.Runs[0].Results {
		if *r.RuleID != p.rule {
			continue
		}
		for _, loc := range r.RelatedLocations {
			ph := loc.PhysicalLocation
			if ph != nil && *ph.ArtifactLocation.URI == p.display && *ph.Region.StartLine == p.line && *ph.Region.StartColumn == p.col &&
				*loc.Message.Text == p.msg && strings.Contains(*r.Message.Text, fmt.Sprintf("](%d)", loc.ID)) {
				return
			}
		}
		b, _ := json.Marshal(r.RelatedLocations)
		t.Errorf("sarif: %s result %q has no related location %s:%d:%d %q linked from its message: %s", p.rule, *r.Message.Text, p.display, p.line, p.col, p.msg, b)
		return
	}
	t.Errorf("sarif: no %s result:\n%s", p.rule, out)
}

// relatedOf returns the related places of the findings of rule.
func relatedOf(fs []finding.Finding, rule string) []finding.Related {
	var out []finding.Related
	for _, f := range fs {
		if f.Rule == rule {
			out = append(out, f.Related...)
		}
	}
	return out
}

// TestRelatedLeavesBaselinesStanding: a baseline written before the related places move (lines
// added above the error check, the helper moved down its file) still accepts every finding,
// under scan and under vet: the lines of related places never enter a fingerprint.
func TestRelatedLeavesBaselinesStanding(t *testing.T) {
	// scan, on a copy of the fixture
	dir := t.TempDir()
	copyTree(t, relatedFixture, dir)
	base := filepath.Join(t.TempDir(), "scan-baseline.json")
	if _, errw, code := runScanCmd("--write-baseline", base, dir); code != exitClean {
		t.Fatalf("scan --write-baseline: exit %d; stderr %s", code, errw)
	}
	before, _ := scanDoc(t, dir)
	insertLines(t, filepath.Join(dir, "main.go"), "\tdata, err := os.ReadFile", "\t// a comment that moves the check\n\n")
	after, _ := scanDoc(t, dir)
	if a, b := relatedOf(after.Findings, "softerror"), relatedOf(before.Findings, "softerror"); len(a) != 1 || len(b) != 1 || a[0].Line == b[0].Line {
		t.Fatalf("the check did not move: related before %+v, after %+v", b, a)
	}
	if out, errw, code := runScanCmd("--baseline", base, dir); code != exitClean || out != "" {
		t.Errorf("scan with the baseline after the check moved: exit %d, stdout %q; stderr %s", code, out, errw)
	}

	// vet, on a copy of the module
	mod := t.TempDir()
	enterVetModule(t)
	for _, f := range []string{"go.mod", "go.sum"} {
		copyFile(t, f, filepath.Join(mod, f))
	}
	copyTree(t, "related", filepath.Join(mod, "related"))
	t.Chdir(mod)
	base = filepath.Join(t.TempDir(), "vet-baseline.json")
	if _, errw, code := runVetCmd("--write-baseline", base, "./related"); code != exitClean {
		t.Fatalf("vet --write-baseline: exit %d; stderr %s", code, errw)
	}
	insertLines(t, filepath.Join("related", "errs", "errs.go"), "// Busy is", "// Wait is not a helper; it moves Busy down.\nfunc Wait() {}\n\n")
	out, errw, code := runVetCmd("--format", "json", "./related")
	var doc finding.Document
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v: %s; stderr %s", err, out, errw)
	}
	if got := relatedOf(doc.Findings, "guidance"); len(got) != 1 || got[0].Line != 12 || code != exitFindings {
		t.Fatalf("the helper did not move to line 12: related %+v, exit %d", got, code)
	}
	if out, errw, code := runVetCmd("--baseline", base, "./related"); code != exitClean || out != "" {
		t.Errorf("vet with the baseline after the helper moved: exit %d, stdout %q; stderr %s", code, out, errw)
	}
}

// insertLines inserts text before the first line of file that starts with prefix.
func insertLines(t *testing.T, file, prefix, text string) {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(src, []byte("\n"+prefix))
	if i < 0 {
		t.Fatalf("%s has no line starting with %q", file, prefix)
	}
	out := append(append(append([]byte{}, src[:i+1]...), text...), src[i+1:]...)
	if err := os.WriteFile(file, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		copyFile(t, p, filepath.Join(to, rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
