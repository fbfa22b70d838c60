package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// vetModuleCopy copies the vet fixture module (go.mod, go.sum and the named packages) into a
// temporary directory and enters it.
func vetModuleCopy(t *testing.T, pkgs ...string) string {
	t.Helper()
	enterVetModule(t)
	mod := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		copyFile(t, f, filepath.Join(mod, f))
	}
	for _, p := range pkgs {
		copyTree(t, p, filepath.Join(mod, p))
	}
	t.Chdir(mod)
	return mod
}

// TestVetDiffAndFix: --diff shows the analyzers' fixes without touching the files; --fix
// applies them, the module still builds, and the fixed findings are gone.
func TestVetDiffAndFix(t *testing.T) {
	mod := vetModuleCopy(t, "mcpgo", "gosdk")
	before, _ := os.ReadFile(filepath.Join(mod, "gosdk", "main.go"))
	out, errw, code := runVetCmd("--diff", "./mcpgo", "./gosdk")
	for _, want := range []string{
		"--- a/gosdk/main.go\n+++ b/gosdk/main.go\n",
		"-\t\treturn nil, err\n+\t\treturn &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil\n",
		"--- a/mcpgo/main.go\n",
		"+\tpath, err := req.RequireString(\"path\")\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("--diff lacks %q:\n%s\nstderr %s", want, out, errw)
		}
	}
	if strings.Contains(out, ": protocolerror: ") || code != exitFindings {
		t.Errorf("--diff printed findings or exit %d (want 1: nothing was fixed)", code)
	}
	if now, _ := os.ReadFile(filepath.Join(mod, "gosdk", "main.go")); string(now) != string(before) {
		t.Fatal("--diff changed a file")
	}

	out, errw, _ = runVetCmd("--fix", "./mcpgo", "./gosdk")
	if !strings.Contains(errw, "applied 5 fixes to 2 files") || strings.Contains(out, ": protocolerror: ") || strings.Contains(out, ": panicleak: ") {
		t.Errorf("--fix: stdout %q; stderr %s", out, errw)
	}
	build := exec.Command("go", "build", "./...")
	build.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("the fixed module does not build: %v\n%s", err, b)
	}
	if st, _ := os.Stat(filepath.Join(mod, "gosdk", "main.go")); st.Mode().Perm() != 0o644 {
		t.Errorf("--fix changed the file's mode to %v", st.Mode().Perm())
	}
	out, errw, _ = runVetCmd("--no-cache", "./mcpgo", "./gosdk")
	if strings.Contains(out, ": protocolerror: ") || strings.Contains(out, ": panicleak: ") {
		t.Errorf("findings after --fix: %s\n%s", out, errw)
	}
}

// TestPlanFixesRefuses: a fix that overlaps one chosen before it, or that edits a file outside
// the root, is left out with a note; the other fixes stand.
func TestPlanFixesRefuses(t *testing.T) {
	root := t.TempDir()
	os.WriteFile(filepath.Join(root, "a.go"), []byte("package a\n\nvar x = 1\n"), 0o644)
	os.WriteFile(filepath.Join(filepath.Dir(root), "outside.go"), []byte("package b\n"), 0o644)
	fix := func(fp, path string, line, col, endCol int, text string) finding.Finding {
		return finding.Finding{Rule: "protocolerror", Path: "a.go", Line: line, Fingerprint: fp,
			Fixes: []finding.Fix{{Message: "m", Edits: []finding.Edit{{Path: path, Line: line, Column: col, EndLine: line, EndColumn: endCol, NewText: text}}}}}
	}
	plan, err := planFixes(root, []finding.Finding{
		fix("f1", "a.go", 3, 9, 10, "2"),
		fix("f2", "a.go", 3, 5, 10, "y = 3"), // overlaps f1
		fix("f3", "../outside.go", 1, 1, 1, "// x\n"),
		fix("f4", "a.go", 3, 5, 6, "z"),
	})
	if err != nil {
		t.Fatal(err)
	}
	if !plan.fixed["f1"] || plan.fixed["f2"] || plan.fixed["f3"] || !plan.fixed["f4"] {
		t.Errorf("fixed %v; want f1 and f4", plan.fixed)
	}
	notes := strings.Join(plan.notes, "\n")
	if !strings.Contains(notes, "overlaps another fix") || !strings.Contains(notes, "outside") {
		t.Errorf("notes:\n%s", notes)
	}
	if got := string(plan.files["a.go"].new); got != "package a\n\nvar z = 2\n" {
		t.Errorf("a.go becomes %q", got)
	}
}
