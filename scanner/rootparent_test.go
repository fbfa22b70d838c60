package scanner_test

import (
	"context"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
)

// TestFindingsDoNotDependOnTheScanRoot scans each project of a fixture directory on its own and
// as a subdirectory of a scan of the directory (a monorepo, a checkout of several servers): its
// findings, their related places and their messages are the same, with paths under the
// project's directory. In testdata/rootparent/py, main.py spells no needle and hands its
// server to attach_handlers of handlers.py, whose call_tool handler's failure texts are
// findings only if some file runs attach_handlers; the calls pass must look for the callers
// by the function's name, not by the project's directory ("py") that ends its keys.
func TestFindingsDoNotDependOnTheScanRoot(t *testing.T) {
	own := scanKeys(t, "testdata/rootparent/py", "")
	for _, want := range []string{"deskbot/handlers.py:18", "deskbot/handlers.py:23"} {
		if !slices.ContainsFunc(own, func(k string) bool { return strings.HasPrefix(k, "softerror "+want+":") }) {
			t.Errorf("testdata/rootparent/py: no softerror at %s in %q", want, own)
		}
	}
	if len(own) != 2 {
		t.Errorf("testdata/rootparent/py: want the two call_tool returns of handlers.py (none of legacy.py), got %q", own)
	}
	for _, parent := range []string{"testdata/rootparent", "testdata/callpass", "testdata/deferred", "../testdata/servers"} {
		whole := scanKeys(t, parent, "")
		entries, err := os.ReadDir(parent)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if !e.IsDir() {
				continue
			}
			alone := scanKeys(t, filepath.Join(parent, e.Name()), e.Name())
			var under []string
			for _, k := range whole {
				if _, place, _ := strings.Cut(k, " "); strings.HasPrefix(place, e.Name()+"/") {
					under = append(under, k)
				}
			}
			if !slices.Equal(alone, under) {
				t.Errorf("%s/%s: scanned alone\n\t%s\nscanned in %s\n\t%s", parent, e.Name(),
					strings.Join(alone, "\n\t"), parent, strings.Join(under, "\n\t"))
			}
		}
	}
}

// TestImportsCountWithinTheirProject scans projects that sit beside each other in
// testdata/rootparent on their own, and the directory as a whole: what one project's files
// import says nothing of another's modules. ts-loader requires computed paths, which keeps its
// own unimported tool object (plugins/trim.ts) but not ts-kit's (moves/prune.ts); py-app imports
// tools.test_runs, its own module, not py-bench's file of that path, which stays a test file.
// TestFindingsDoNotDependOnTheScanRoot compares each project's findings both ways.
func TestImportsCountWithinTheirProject(t *testing.T) {
	const root = "testdata/rootparent"
	whole := scanKeys(t, root, "")
	for dir, want := range map[string][]string{
		"ts-kit":    {"softerror ts-kit/src/moves/water.ts:13:7 production "},
		"ts-loader": {"softerror ts-loader/src/plugins/trim.ts:13:7 production "},
		"py-bench":  {"softerror py-bench/tools/test_runs.py:13:9 test "},
	} {
		alone := scanKeys(t, filepath.Join(root, dir), dir)
		var under []string
		for _, k := range whole {
			if _, place, _ := strings.Cut(k, " "); strings.HasPrefix(place, dir+"/") {
				under = append(under, k)
			}
		}
		for name, got := range map[string][]string{"alone": alone, "in " + root: under} {
			if len(got) != len(want) {
				t.Errorf("%s scanned %s: want %d findings %q, got %q", dir, name, len(want), want, got)
				continue
			}
			for i := range want {
				if !strings.HasPrefix(got[i], want[i]) {
					t.Errorf("%s scanned %s: want a finding starting %q, got %q", dir, name, want[i], got[i])
				}
			}
		}
	}
}

// scanKeys scans root and returns its findings as sorted lines of rule, place, context,
// message and related places, every path under prefix.
func scanKeys(t *testing.T, root, prefix string) []string {
	t.Helper()
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{root}}, all.Languages()...)
	if err != nil {
		t.Fatal(err)
	}
	at := func(p string, line, col int) string { return fmt.Sprintf("%s:%d:%d", path.Join(prefix, p), line, col) }
	var out []string
	for _, f := range doc.Findings {
		k := f.Rule + " " + at(f.Path, f.Line, f.Column) + " " + string(f.Context) + " " + f.Message
		for _, r := range f.Related {
			if r.Path == "" {
				k += " | " + r.Message
				continue
			}
			k += " | " + at(r.Path, r.Line, r.Column) + " " + r.Message
		}
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
