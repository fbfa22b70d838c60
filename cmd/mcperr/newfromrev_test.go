package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/gittest"
)

// gitFixture copies the edge fixture into a repository made with go-git, committed.
func gitFixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	copyTree(t, edge, dir)
	gittest.CommitAll(t, dir, "fixture")
	return dir
}

func editLine(t *testing.T, file, old, new string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil || !strings.Contains(string(b), old) {
		t.Fatalf("%s lacks %q (%v)", file, old, err)
	}
	os.WriteFile(file, []byte(strings.Replace(string(b), old, new, 1)), 0o644)
}

// TestNewFromRev: only findings on lines changed since the revision are reported: an edited
// line and a new file, not the untouched findings.
func TestNewFromRev(t *testing.T) {
	dir := gitFixture(t)
	t.Chdir(dir)
	if _, errw, code := runScanCmd("--new-from-rev", "HEAD", "."); code != exitClean || !strings.Contains(errw, "7 findings on lines unchanged") {
		t.Fatalf("nothing changed: exit %d; stderr %s", code, errw)
	}
	editLine(t, filepath.Join(dir, "py", "server.py"), `f"Error reading: {e}"`, `f"Error while reading: {e}"`)
	copyFile(t, filepath.Join(dir, "ts", "server.ts"), filepath.Join(dir, "ts", "other.ts"))
	doc, code := scanDoc(t, "--sites", "--new-from-rev", "HEAD", ".")
	var got []string
	for _, f := range doc.Findings {
		got = append(got, f.Rule+" "+f.Path)
	}
	if code != exitFindings || strings.Join(got, ",") != "softerror py/server.py,errorresult ts/other.ts" {
		t.Errorf("exit %d, findings %v; want the edited softerror and the new file's site", code, got)
	}
	if _, errw, code := runScanCmd("--new-from-rev", "nosuch", "."); code != exitFailure || !strings.Contains(errw, `--new-from-rev: revision "nosuch"`) {
		t.Errorf("unknown revision: exit %d; stderr %s", code, errw)
	}
	if _, errw, code := runScanCmd("--new-from-rev", "HEAD", t.TempDir()); code != exitFailure || !strings.Contains(errw, "repository") {
		t.Errorf("a root outside any repository: exit %d; stderr %s", code, errw)
	}
}

// TestNewFromRevWithBaseline: a baseline's entries for findings on unchanged lines are not
// stale under --new-from-rev, and a new finding still fails the run.
func TestNewFromRevWithBaseline(t *testing.T) {
	dir := gitFixture(t)
	t.Chdir(dir)
	base := filepath.Join(t.TempDir(), "base.json")
	if _, errw, code := runScanCmd("--fail-on", "site", "--write-baseline", base, "."); code != exitClean {
		t.Fatalf("write-baseline: exit %d; %s", code, errw)
	}
	if _, errw, code := runScanCmd("--fail-on", "site", "--baseline", base, "--new-from-rev", "HEAD", "."); code != exitClean || strings.Contains(errw, "stale") {
		t.Errorf("baseline and no change: exit %d; stderr %s", code, errw)
	}
	copyFile(t, filepath.Join(dir, "py", "server.py"), filepath.Join(dir, "py", "tool.py"))
	out, errw, code := runScanCmd("--baseline", base, "--new-from-rev", "HEAD", ".")
	if code != exitFindings || !strings.Contains(out, "py/tool.py:17") || strings.Contains(out, "py/server.py") || strings.Contains(errw, "stale") {
		t.Errorf("a new file: exit %d; stdout %s; stderr %s", code, out, errw)
	}
}

// TestVetNewFromRev: vet reports only the findings on changed lines of a module in a
// repository.
func TestVetNewFromRev(t *testing.T) {
	mod := vetModuleCopy(t, "mcpgo")
	gittest.CommitAll(t, mod, "fixture")
	if out, errw, code := runVetCmd("--new-from-rev", "HEAD", "./mcpgo"); code != exitClean || out != "" {
		t.Errorf("nothing changed: exit %d; stdout %q; stderr %s", code, out, errw)
	}
	editLine(t, filepath.Join(mod, "mcpgo", "main.go"), `return nil, fmt.Errorf("%s is not a note", path)`, `return nil, fmt.Errorf("%s is not a note (changed)", path)`)
	out, errw, code := runVetCmd("--new-from-rev", "HEAD", "./mcpgo")
	if code != exitFindings || !strings.Contains(out, ": protocolerror: ") || strings.Contains(out, ": panicleak: ") {
		t.Errorf("after editing the return: exit %d; stdout %q; stderr %s", code, out, errw)
	}
}
