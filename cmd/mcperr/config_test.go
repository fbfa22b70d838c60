package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// configTree copies the edge fixture into a temporary directory, adds a test-context copy of
// the Python server, writes cfg as its .mcperr.yaml and enters a subdirectory of it, so that
// the file is found upward. It returns the tree's root.
func configTree(t *testing.T, cfg string) string {
	t.Helper()
	root := t.TempDir()
	copyTree(t, edge, root)
	copyFile(t, filepath.Join(edge, "py", "server.py"), filepath.Join(root, "py", "test_server.py"))
	if cfg != "" {
		os.WriteFile(filepath.Join(root, ".mcperr.yaml"), []byte(cfg), 0o644)
	}
	t.Chdir(filepath.Join(root, "go"))
	return root
}

// countRule counts a rule's findings per path.
func countRule(doc *finding.Document, rule string) map[string]int {
	m := map[string]int{}
	for _, f := range doc.Findings {
		if f.Rule == rule {
			m[f.Path]++
		}
	}
	return m
}

func TestConfigFailOnAndFlagOverride(t *testing.T) {
	root := configTree(t, "fail-on: none\n")
	if _, errw, code := runScanCmd(root); code != exitClean {
		t.Errorf("fail-on none in the file: exit %d; stderr %s", code, errw)
	}
	if _, _, code := runScanCmd("--fail-on", "problem", root); code != exitFindings {
		t.Errorf("--fail-on problem over the file's none: exit %d, want 1", code)
	}
	if _, _, code := runScanCmd("--no-config", root); code != exitFindings {
		t.Errorf("--no-config: exit %d, want 1", code)
	}
	other := filepath.Join(t.TempDir(), "ci.yaml")
	os.WriteFile(other, []byte("fail-on: problem\n"), 0o644)
	if _, _, code := runScanCmd("--config", other, root); code != exitFindings {
		t.Errorf("--config %s (fail-on problem) over the found file: exit %d, want 1", other, code)
	}
	if _, errw, code := runScanCmd("--config", other, "--no-config", root); code != exitFailure || !strings.Contains(errw, "--config and --no-config") {
		t.Errorf("--config with --no-config: exit %d; %s", code, errw)
	}
}

func TestConfigExcludeContextsPerPath(t *testing.T) {
	root := configTree(t, "")
	before, _ := scanDoc(t, "--sites", root)
	if countRule(before, "softerror")["py/test_server.py"] != 1 || countRule(before, "errorresult")["go/server.go"] != 3 {
		t.Fatalf("fixture changed: %v %v", countRule(before, "softerror"), countRule(before, "errorresult"))
	}
	os.WriteFile(filepath.Join(root, ".mcperr.yaml"), []byte(`
exclude: [go/]
contexts: [production]
per-path:
  - paths: [py/]
    disable: [softerror]
`), 0o644)
	after, _ := scanDoc(t, "--sites", root)
	if n := len(countRule(after, "softerror")); n != 0 {
		t.Errorf("softerror findings under py/ despite per-path: %v", countRule(after, "softerror"))
	}
	if er := countRule(after, "errorresult"); er["go/server.go"] != 0 || er["py/test_server.py"] != 0 || er["py/server.py"] != 1 || er["ts/server.ts"] != 1 {
		t.Errorf("errorresult after exclude go/ and contexts [production]: %v", er)
	}
	if after.Summary.ByRule["softerror"] != 0 {
		t.Errorf("summary still counts the dropped softerror: %+v", after.Summary.ByRule)
	}
}

// TestConfigBaselineOfExcludedFile: a baseline written before a file was excluded keeps its
// entries for that file quiet instead of reporting them stale.
func TestConfigBaselineOfExcludedFile(t *testing.T) {
	root := configTree(t, "baseline: base.json\n")
	if _, errw, code := runScanCmd("--write-baseline", filepath.Join(root, "base.json"), root); code != exitClean {
		t.Fatalf("write-baseline: exit %d; %s", code, errw)
	}
	os.WriteFile(filepath.Join(root, ".mcperr.yaml"), []byte("baseline: base.json\nexclude: [py/]\n"), 0o644)
	if _, errw, code := runScanCmd(root); code != exitClean || strings.Contains(errw, "stale") {
		t.Errorf("baseline from the file, py/ excluded: exit %d; stderr %s", code, errw)
	}
}

func TestConfigErrorsNameTheLine(t *testing.T) {
	root := configTree(t, "fail-on: none\nrules:\n  disable: [softerorr]\n")
	_, errw, code := runScanCmd(root)
	want := filepath.Join(root, ".mcperr.yaml") + `:3:13: unknown rule "softerorr"`
	if code != exitFailure || !strings.Contains(errw, want) {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errw, want)
	}
}

func TestConfigCommand(t *testing.T) {
	root := configTree(t, "fail-on: site\nrules:\n  disable: [guidance, panicleak]\n")
	var out, errw strings.Builder
	if code := run([]string{"config", "--enable", "guidance"}, strings.NewReader(""), &out, &errw); code != exitClean {
		t.Fatalf("exit %d: %s", code, errw.String())
	}
	for _, want := range []string{"file: " + filepath.Join(root, ".mcperr.yaml"), "fail-on: site", "  vet:\n    - protocolerror\n    - guidance\n    - directive\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("mcperr config lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "- panicleak") {
		t.Errorf("panicleak listed though the file disables it:\n%s", out.String())
	}
	out.Reset()
	if code := run([]string{"config", "--format", "json", "--fail-on", "none"}, strings.NewReader(""), &out, &errw); code != exitClean ||
		!strings.Contains(out.String(), `"failOn": "none"`) || !strings.Contains(out.String(), `"file": "`+filepath.Join(root, ".mcperr.yaml")) {
		t.Errorf("config --format json --fail-on none: exit %d:\n%s", code, out.String())
	}
}

// TestConfigDrivesVet: vet reads the same file, and a scan-only rule the file enables does not
// make vet refuse the selection.
func TestConfigDrivesVet(t *testing.T) {
	vetModuleCopy(t, "mcpgo")
	out, errw, code := runVetCmd("./mcpgo")
	if code != exitFindings || !strings.Contains(out, ": panicleak: ") {
		t.Fatalf("without a file: exit %d, stdout %q; stderr %s", code, out, errw)
	}
	os.WriteFile(".mcperr.yml", []byte("rules:\n  enable: [softerror]\n  disable: [panicleak]\n"), 0o644)
	out, errw, _ = runVetCmd("./mcpgo")
	if strings.Contains(out, ": panicleak: ") || !strings.Contains(out, ": protocolerror: ") || strings.Contains(errw, "mcperr: vet:") {
		t.Errorf("file disables panicleak: stdout %q; stderr %s", out, errw)
	}
}
