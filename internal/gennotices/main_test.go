package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/modroot"
)

// TestNoticesAreFresh fails when THIRD_PARTY_NOTICES differs from what the build's modules and
// grammars give, for instance after a dependency was added or upgraded.
func TestNoticesAreFresh(t *testing.T) {
	root, err := modroot.Find()
	if err != nil {
		t.Fatal(err)
	}
	want, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile(filepath.Join(root, FileName))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Errorf("%s is stale: run go run ./internal/gennotices", FileName)
	}
	for _, s := range []string{"tree-sitter-go at ", "tree-sitter-python at ", "tree-sitter-javascript at ",
		"tree-sitter-typescript at ", "UNICODE LICENSE V3", "github.com/spf13/cobra ", "golang.org/x/tools "} {
		if !strings.Contains(string(want), s) {
			t.Errorf("the notices lack %q", s)
		}
	}
}

// TestUnknownGrammarIsAnError keeps a grammar without a known licence out of the notices
// rather than letting it pass unnamed.
func TestUnknownGrammarIsAnError(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "_automation"), 0o755)
	os.WriteFile(filepath.Join(dir, "_automation", "grammars.json"),
		[]byte(`[{"language":"rust","url":"https://github.com/tree-sitter/tree-sitter-rust","revision":"abc"}]`), 0o644)
	var b bytes.Buffer
	err := writeGrammars(&b, &module{Path: treeSitterModule, Dir: dir}, []string{"rust"})
	if err == nil || !strings.Contains(err.Error(), "tree-sitter-rust") {
		t.Fatalf("err = %v, want one naming tree-sitter-rust", err)
	}
}

func TestModuleWithoutLicenceIsAnError(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module x\n"), 0o644)
	var b bytes.Buffer
	if err := writeModule(&b, &module{Path: "example.com/x", Version: "v1.0.0", Dir: dir}, map[string]string{}); err == nil {
		t.Fatal("a module without a licence file passed")
	}
}
