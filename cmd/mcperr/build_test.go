package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// goBuild runs `go build` on this package with extra environment and arguments, and returns
// the binary's path and the command's combined output.
func goBuild(t testing.TB, env []string, args ...string) (string, string, error) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds mcperr")
	}
	bin := filepath.Join(t.TempDir(), "mcperr")
	cmd := exec.Command("go", append(append([]string{"build", "-o", bin}, args...), ".")...)
	cmd.Env = append(append(os.Environ(), "GOTOOLCHAIN=local"), env...)
	out, err := cmd.CombinedOutput()
	return bin, string(out), err
}

// TestBuildWithoutCgoSaysSo builds mcperr as `CGO_ENABLED=0 go install` would: the build
// must fail, and say that cgo is what it needs (internal/needcgo).
func TestBuildWithoutCgoSaysSo(t *testing.T) {
	_, out, err := goBuild(t, []string{"CGO_ENABLED=0"})
	if err == nil {
		t.Fatal("mcperr built without cgo; the tree-sitter grammars need it")
	}
	if !strings.Contains(out, "mcperr_needs_cgo__build_with_CGO_ENABLED_1_and_a_C_compiler") {
		t.Errorf("the failed build does not say that cgo is needed:\n%s", out)
	}
}

// TestReleaseVersion builds mcperr as a release does, with the version set by the linker, and
// checks that --version, the JSON document and SARIF all carry it.
func TestReleaseVersion(t *testing.T) {
	bin, out, err := goBuild(t, nil, "-ldflags", "-X github.com/mcperr/mcperr/internal/version.version=v9.8.7-rc.1")
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	got, err := exec.Command(bin, "--version").Output()
	if err != nil || strings.TrimSpace(string(got)) != "mcperr version v9.8.7-rc.1" {
		t.Errorf("--version = %q, %v", got, err)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "server.py"), []byte("x = 1\n"), 0o644)
	var doc struct {
		Tool struct{ Version string }
	}
	if err := json.Unmarshal(runBin(t, bin, "scan", "--no-cache", "--format", "json", dir), &doc); err != nil || doc.Tool.Version != "v9.8.7-rc.1" {
		t.Errorf("JSON tool.version = %q (%v)", doc.Tool.Version, err)
	}
	var sarif struct {
		Runs []struct {
			Tool struct {
				Driver struct{ Version, SemanticVersion string }
			}
		}
	}
	if err := json.Unmarshal(runBin(t, bin, "scan", "--no-cache", "--format", "sarif", dir), &sarif); err != nil || len(sarif.Runs) != 1 {
		t.Fatalf("SARIF: %v", err)
	}
	if d := sarif.Runs[0].Tool.Driver; d.Version != "v9.8.7-rc.1" || d.SemanticVersion != "9.8.7-rc.1" {
		t.Errorf("SARIF driver version %q, semanticVersion %q", d.Version, d.SemanticVersion)
	}
}

// runBin runs the built binary and returns its standard output; it fails the test on exit 2.
func runBin(t *testing.T, bin string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(bin, args...)
	out, err := cmd.Output()
	if cmd.ProcessState.ExitCode() == 2 {
		t.Fatalf("%s %v: %v", bin, args, err)
	}
	return out
}
